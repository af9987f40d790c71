/**
 * /worker/mypage/account/edit (口座の変更): bank details are changed on Stripe's secure page, never
 * typed into the app. Shows the account payouts go to now and the button that mints a fresh Stripe
 * link, which brings the user back here. Without a payout account: a way to register one instead.
 */
import { Stack, Text } from '@chakra-ui/react';
import { Landmark } from 'lucide-react';
import { EmptyState } from '../../components/feedback/EmptyState';
import { QueryState } from '../../components/feedback/QueryState';
import { PageHeader } from '../../components/layout/PageHeader';
import { WORKER } from '../../lib/paths';
import { BankSection } from './BankList';
import { useBankList, useConnectStatus, useSyncSessionConnectStatus } from './queries';
import { StripeButton } from './StripeButton';
import { ExpiredLinkNotice, useStripeReturn } from './StripeNotice';

export const EDIT_RETURN_MESSAGE = 'Stripe から戻りました。変更が反映されるまで少し時間がかかることがあります。';

export default function AccountEditPage() {
  const back = useStripeReturn();
  const { query } = useConnectStatus({ checkAfterReturn: back === 'return' });
  useSyncSessionConnectStatus(query.data?.status);
  return (
    <Stack gap="4" pb="6">
      <PageHeader title="口座の変更" back={WORKER.account} />
      {back === 'refresh' && <ExpiredLinkNotice />}
      <QueryState query={query} back={{ label: '受取口座へ', to: WORKER.account }}>
        {(detail) =>
          detail.status === 'none' ? (
            <EmptyState
              icon={Landmark}
              title="受取口座がまだ登録されていません"
              description="受取口座を登録すると、この画面から口座を変更できます。"
              action={{ label: '受取口座を登録する', to: WORKER.account }}
            />
          ) : (
            <EditView returned={back === 'return'} />
          )
        }
      </QueryState>
    </Stack>
  );
}

function EditView({ returned }: { returned: boolean }) {
  const banks = useBankList(true);
  return (
    <Stack gap="5">
      {returned && (
        <Text fontSize="sm" bg="colorPalette.subtle" color="colorPalette.fg" rounded="xl" px="4" py="3" role="status">
          {EDIT_RETURN_MESSAGE}
        </Text>
      )}
      <Stack gap="2" fontSize="sm">
        <Text>
          口座の変更は、決済サービス Stripe の安全なページで行います。サロンワークスの画面で口座番号を入力することはありません。
        </Text>
        <Text color="fg.muted">Stripe のページで変更したら、このアプリに戻ってください。新しい口座がここに表示されます。</Text>
      </Stack>
      <BankSection title="現在の受取口座" query={banks} defaultOnly />
      <StripeButton label="Stripe で口座を変更する" returnTo="account_edit" />
    </Stack>
  );
}
