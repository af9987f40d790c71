/** /client/mypage/account (支払い履歴): the client's card payments, newest first, each with its receipt. */
import { Stack, Text } from '@chakra-ui/react';
import { Receipt } from 'lucide-react';
import { EmptyState } from '../../components/feedback/EmptyState';
import { PagedList } from '../../components/feedback/PagedList';
import { PageHeader } from '../../components/layout/PageHeader';
import { CLIENT } from '../../lib/paths';
import { PaymentCard } from './PaymentCard';
import { usePayments } from './queries';

export default function PaymentsPage() {
  const payments = usePayments();
  return (
    <Stack gap="3" pb="6">
      <PageHeader title="支払い履歴" back={CLIENT.mypage} />
      <Text fontSize="sm" color="fg.muted">
        お支払いごとに領収書を表示・印刷できます。
      </Text>
      <PagedList
        list={payments}
        empty={
          <EmptyState
            icon={Receipt}
            title="お支払いの履歴はまだありません"
            description="契約の仮払いを行うと、ここに履歴と領収書が表示されます"
            action={{ label: '案件管理へ', to: CLIENT.contracts }}
          />
        }
        renderItem={(p) => <PaymentCard key={p.contractId} payment={p} />}
      />
    </Stack>
  );
}
