/**
 * The worker's money of a contract: after 検収 the transfer (waiting for a payout account: a prominent
 * prompt to register one; 送金手続き中; 〇〇円を送金しました), and before it, while the contract is paid
 * and the worker has no payout account yet, a softer reminder. Both link to the payout account page.
 *
 * Props: `contract`, `connectStatus` (the session's: 'success' when the payout account is ready).
 */
import { Alert, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Banknote, ChevronRight, Landmark } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { ConnectStatus } from '@common/api';
import type { Contract, ContractStatus } from '@common/marketplace';
import { formatDateJa, formatYen } from '../../lib/format';
import { StatusLine } from './StatusLine';
import { WORKER } from '../../lib/paths';

export const ACCOUNT_REQUIRED_MESSAGE = '報酬を受け取るには受取口座の登録が必要です';
export const REGISTER_ACCOUNT_LABEL = '受取口座を登録する';

/** Paid by the client and not refunded: the reward will come, so the account should be ready. */
const PAID: readonly ContractStatus[] = ['in_progress', 'delivered', 'completed'];

export const transferredText = (amount: number, at: string | null) =>
  `${formatYen(amount)}を送金しました${at ? `（${formatDateJa(at)}）` : ''}`;

function AccountLink() {
  return (
    <Button asChild size="lg" minH="48px" w="full">
      <Link to={WORKER.account}>
        <Landmark size={18} aria-hidden />
        {REGISTER_ACCOUNT_LABEL}
      </Link>
    </Button>
  );
}

function Line({ title, body }: { title: string; body?: string }) {
  return <StatusLine icon={Banknote} title={title} body={body} testId="payout-status" />;
}

type Props = { contract: Pick<Contract, 'status' | 'payout' | 'fee'>; connectStatus: ConnectStatus };

export function PayoutStatus({ contract: c, connectStatus }: Props) {
  const p = c.payout;
  if (p?.status === 'waiting_account')
    return (
      <Alert.Root status="warning" rounded="xl" alignItems="start" data-testid="payout-status">
        <Alert.Indicator />
        <Alert.Content gap="3">
          <Alert.Title fontSize="md">{ACCOUNT_REQUIRED_MESSAGE}</Alert.Title>
          <Alert.Description fontSize="sm">
            検収が完了し、受取額{formatYen(p.amount)}のお支払いを待っています。受取口座の登録が済むと自動で送金します。
          </Alert.Description>
          <AccountLink />
        </Alert.Content>
      </Alert.Root>
    );
  if (p?.status === 'requested')
    return <Line title="送金手続き中" body={`受取額${formatYen(p.amount)}を受取口座へ送金しています。`} />;
  if (p?.status === 'transferred')
    return <Line title={transferredText(p.amount, p.transferredAt)} body="登録済みの受取口座へ送金しました。" />;
  if (p?.status === 'reversed') return <Line title="送金が取り消されました" body="運営が内容を確認しています。" />;

  if (!p && PAID.includes(c.status) && connectStatus !== 'success')
    return (
      <Stack gap="3" bg="bg.muted" rounded="xl" p="4" data-testid="account-reminder">
        <HStack gap="2" align="start">
          <Box flexShrink={0} pt="0.5">
            <Landmark size={18} aria-hidden />
          </Box>
          <Text fontSize="sm">
            {connectStatus === 'pending'
              ? '受取口座の登録がまだ完了していません。検収後すぐに報酬を受け取れるよう、登録を済ませておきましょう。'
              : `受取口座がまだ登録されていません。検収後すぐに受取額${formatYen(c.fee.payout)}を受け取れるよう、早めに登録しておきましょう。`}
          </Text>
        </HStack>
        <Button asChild size="lg" minH="44px" w="full" variant="outline" bg="bg">
          <Link to={WORKER.account}>
            {REGISTER_ACCOUNT_LABEL}
            <ChevronRight size={16} aria-hidden />
          </Link>
        </Button>
      </Stack>
    );
  return null;
}
