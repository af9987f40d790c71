/**
 * /worker/mypage/reward (報酬管理): what was received this month and in total, and what is still on
 * its way (held while the work goes on, being transferred, waiting for a payout account), with the
 * way to the transfer history.
 */
import { Box, Button, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { ChevronRight, History } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { RewardSummary } from '@common/deal';
import { QueryState } from '../../components/feedback/QueryState';
import { PageHeader } from '../../components/layout/PageHeader';
import { formatYen } from '../../lib/format';
import { WORKER } from '../../lib/paths';
import { useRewardSummary } from './queries';

export default function RewardPage() {
  const summary = useRewardSummary();
  return (
    <Stack gap="4" pb="6">
      <PageHeader title="報酬管理" back={WORKER.mypage} />
      <QueryState query={summary} back={{ label: 'マイページへ', to: WORKER.mypage }}>
        {(s) => <RewardView summary={s} />}
      </QueryState>
    </Stack>
  );
}

function Received({ label, amount, id }: { label: string; amount: number; id: string }) {
  return (
    <Stack gap="1" bg="bg" borderWidth="1px" rounded="xl" p="4" shadow="xs" data-testid={id}>
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text fontSize="xl" fontWeight="bold" color="colorPalette.fg" lineHeight="1.3" fontVariantNumeric="tabular-nums">
        {formatYen(amount)}
      </Text>
    </Stack>
  );
}

function Pending({ label, note, amount, id }: { label: string; note: string; amount: number; id: string }) {
  return (
    <Flex as="li" justify="space-between" align="center" gap="3" px="4" py="3" data-testid={id}>
      <Box minW="0">
        <Text fontWeight="bold">{label}</Text>
        <Text fontSize="xs" color="fg.muted">
          {note}
        </Text>
      </Box>
      <Text fontSize="lg" fontWeight="bold" fontVariantNumeric="tabular-nums" flexShrink={0}>
        {formatYen(amount)}
      </Text>
    </Flex>
  );
}

function RewardView({ summary: s }: { summary: RewardSummary }) {
  return (
    <Stack gap="4">
      <SimpleGrid columns={2} gap="3">
        <Received label="今月の受取額" amount={s.thisMonth} id="reward-this-month" />
        <Received label="累計受取額" amount={s.total} id="reward-total" />
      </SimpleGrid>
      <Button asChild variant="outline" size="lg" minH="48px" bg="bg" justifyContent="space-between">
        <Link to={WORKER.rewardHistory}>
          <Flex as="span" align="center" gap="2">
            <History size={18} aria-hidden />
            受取履歴を見る
          </Flex>
          <ChevronRight size={20} aria-hidden />
        </Link>
      </Button>

      <Stack as="section" gap="2" aria-labelledby="reward-pending">
        <Heading as="h2" size="sm" id="reward-pending">
          これから受け取る報酬
        </Heading>
        {/* Payouts, not the 税込 rewards (docs/product/screens.md#amounts-and-tax). */}
        <Text fontSize="xs" color="fg.muted">
          金額は、報酬から手数料などを差し引いた受取額です。
        </Text>
        <Stack as="ul" gap="0" bg="bg" borderWidth="1px" rounded="xl" divideY="1px" listStyleType="none">
          <Pending label="仮払い中" note="作業中・検収待ちの案件" amount={s.held} id="reward-held" />
          <Pending label="送金手続き中" note="検収済みで、口座へ送金しています" amount={s.processing} id="reward-processing" />
          <Pending label="口座登録待ち" note="受取口座の登録後に送金されます" amount={s.waitingAccount} id="reward-waiting" />
        </Stack>
        {s.waitingAccount > 0 && (
          <Stack gap="2" bg="yellow.subtle" rounded="xl" p="4">
            <Text fontSize="sm">
              受取口座が登録されていないため、{formatYen(s.waitingAccount)}の送金をお待ちいただいています。
            </Text>
            <Button asChild size="lg" minH="48px">
              <Link to={WORKER.account}>受取口座を登録する</Link>
            </Button>
          </Stack>
        )}
      </Stack>
    </Stack>
  );
}
