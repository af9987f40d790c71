/**
 * お知らせ (docs/product/admin.md#notices): compose a notice to every verified user or one side, now or
 * at a time, with a preview and a confirmation; below, every notice sent or scheduled, newest first.
 */
import { Stack, Text } from '@chakra-ui/react';
import { PageHeader } from '../../../components/layout/PageHeader';
import { Panel } from '../parts';
import { BroadcastList } from './BroadcastList';
import { ComposeForm } from './ComposeForm';

export default function NoticesPage() {
  return (
    <Stack gap="4">
      <PageHeader title="お知らせ" />
      <Panel title="お知らせを作成">
        <Text fontSize="sm" color="fg.muted">
          利用者のお知らせ一覧に「運営からのお知らせ」として届きます。重要にするとLINEにも送ります。
        </Text>
        <ComposeForm />
      </Panel>
      <Panel title="送信・予約したお知らせ">
        <BroadcastList />
      </Panel>
    </Stack>
  );
}
