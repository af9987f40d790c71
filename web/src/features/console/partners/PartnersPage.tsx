/**
 * パートナー (docs/product/admin.md#partner-directory): the partner salon directory that salon
 * verification consults. A CSV file replaces it whole (preview, then apply); single accounts are
 * found, renamed and removed below. Every change is in the audit log.
 */
import { Stack, Text } from '@chakra-ui/react';
import { PageHeader } from '../../../components/layout/PageHeader';
import { Panel } from '../parts';
import { ImportPanel } from './ImportPanel';
import { SearchPanel } from './SearchPanel';

export default function PartnersPage() {
  return (
    <Stack gap="4">
      <PageHeader title="パートナー" />
      <Text fontSize="sm" color="fg.muted">
        提携サロンの名簿です。ローカル環境とエミュレーターのサロン認証はこの名簿で照合します（本番の認証はパートナーのAPIが判定します）。変更はすべて監査ログに残ります。
      </Text>
      <Panel title="CSV取り込み">
        <ImportPanel />
      </Panel>
      <Panel title="検索">
        <SearchPanel />
      </Panel>
    </Stack>
  );
}
