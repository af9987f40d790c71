/**
 * /worker/mypage/reward/history (受取履歴): every transfer, newest first, paged, each with when its
 * money reaches the bank (docs/payout-arrival.md).
 */
import { Stack, Text } from '@chakra-ui/react';
import { Wallet } from 'lucide-react';
import { EmptyState } from '../../components/feedback/EmptyState';
import { PagedList } from '../../components/feedback/PagedList';
import { PageHeader } from '../../components/layout/PageHeader';
import { WORKER } from '../../lib/paths';
import { useRewardHistory } from './queries';
import { RewardRecordCard } from './RewardRecordCard';

export default function RewardHistoryPage() {
  const history = useRewardHistory();
  return (
    <Stack gap="3" pb="6">
      <PageHeader title="受取履歴" back={WORKER.reward} />
      <Text fontSize="sm" color="fg.muted">
        受取額は、報酬から手数料などを差し引いて送金した金額です。送金された報酬は、Stripe
        の入金スケジュールに沿って登録の銀行口座へ入金されます。
      </Text>
      <PagedList
        list={history}
        empty={
          <EmptyState
            icon={Wallet}
            title="受取履歴はまだありません"
            description="検収が完了して送金された報酬がここに表示されます"
            action={{ label: '案件を探す', to: WORKER.jobs }}
          />
        }
        renderItem={(r) => <RewardRecordCard key={r.contractId} record={r} />}
      />
    </Stack>
  );
}
