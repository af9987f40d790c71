/**
 * The contract page of either side (ClientContractPage.tsx, WorkerContractPage.tsx: each brings only
 * its own side's panel, docs/performance.md): the contract, its state and
 * exactly the next action the viewer may take (from the server's `actions`), the side's part (next
 * step, payment or payout, the other party) in between, the money both sides agreed on
 * (報酬 / 手数料 / 受取額, computed by the server), every event so far, and cancelling at the end.
 * The checkout page brings the client back here with ?paid=1 (the page waits for the webhook) or
 * ?canceled=1.
 */
import { Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Suspense, type ComponentType } from 'react';
import { useParams } from 'react-router-dom';
import { FINISHED_CONTRACT_STATUSES } from '@common/contractMachine';
import { CONTRACT_STATUS_LABEL, type Contract } from '@common/marketplace';
import type { UserType } from '@common/options';
import { StatusBadge } from '../../components/display/StatusBadge';
import { QueryState } from '../../components/feedback/QueryState';
import { PageHeader } from '../../components/layout/PageHeader';
import { useAfterPaint } from '../../lib/afterPaint';
import { formatDateJa, formatYen } from '../../lib/format';
import { lazyPreloaded } from '../../lib/lazyPreloaded';
import { PATHS } from '../../lib/paths';
import { preload } from '../../lib/preload';
import { DisputeNotice } from './DisputeNotice';
import { usePaymentParams, usePaymentReturn, type PaymentReturn } from './paymentReturn';
import { useContract } from './queries';

const FINISHED = new Set<Contract['status']>(FINISHED_CONTRACT_STATUSES);

/** Below the first screen (./ContractMore.tsx): fetched once the top has painted. */
const ContractMore = lazyPreloaded(
  preload(() => import('./ContractMore')),
  (m) => m.default,
);

/** Where ContractMore goes, until it has loaded (not a first-paint placeholder: the top is the page's data). */
function MorePlaceholder() {
  return (
    <Stack gap="4" aria-hidden data-testid="contract-more-placeholder">
      <Skeleton h="180px" rounded="xl" />
      <Skeleton h="140px" rounded="xl" />
    </Stack>
  );
}

/** The viewer's part of the contract (next step, payment or payout, the other party), and what goes above it. */
export interface SidePart {
  /** Above the dispute notice and the panel (the client's return from the checkout). */
  Notice?: ComponentType<{ payment: PaymentReturn }>;
  Panel: ComponentType<{ contract: Contract; payment: PaymentReturn }>;
}

export function ContractDetail({ side, part }: { side: UserType; part: SidePart }) {
  const { id = '' } = useParams();
  const { paid } = usePaymentParams();
  const contract = useContract(id, { pollPayment: paid && side === 'client' });
  const paths = PATHS[side];
  const finished = contract.data && FINISHED.has(contract.data.status);
  return (
    <>
      <PageHeader title="契約詳細" back={finished ? paths.finishedContracts : paths.contracts} />
      <QueryState query={contract} back={{ label: '案件管理へ', to: paths.contracts }}>
        {(c) => <ContractView contract={c} side={side} part={part} />}
      </QueryState>
    </>
  );
}

function ContractView({ contract: c, side, part }: { contract: Contract; side: UserType; part: SidePart }) {
  const payment = usePaymentReturn(c);
  const painted = useAfterPaint();
  return (
    <Stack gap="4">
      <Stack gap="2" bg="bg" borderWidth="1px" rounded="xl" p="4" shadow="xs">
        <HStack justify="space-between" gap="2">
          <StatusBadge kind="contract" status={c.status} />
          <Text fontSize="xs" color="fg.muted">
            {formatDateJa(c.createdAt)} 成約
          </Text>
        </HStack>
        <Heading as="h2" size="md" lineHeight="1.5" wordBreak="break-word">
          {c.title}
        </Heading>
        <Text fontSize="2xl" fontWeight="bold" color="colorPalette.fg" lineHeight="1.3">
          <span data-testid="contract-reward">{formatYen(c.reward)}</span>
          {/* Tax included (docs/product/screens.md#amounts-and-tax), as the job's page says it. */}
          <Text as="span" fontSize="xs" fontWeight="normal" color="fg.muted" ms="1">
            税込
          </Text>
        </Text>
        {c.withholding && (
          // 源泉徴収 frozen at 採用: small text only on the first screen (docs/product/money.md#withholding).
          <Text fontSize="sm" data-testid="contract-withholding">
            源泉徴収税額 {formatYen(c.withholding.amount)}・{side === 'client' ? '仮払い額' : '発注者の仮払い額'}{' '}
            {formatYen(c.reward - c.withholding.amount)}
          </Text>
        )}
        <Text fontSize="sm" data-testid="contract-status">
          現在の状態：<Text as="strong">{CONTRACT_STATUS_LABEL[c.status]}</Text>
        </Text>
      </Stack>

      {/* On hold, the hold is the one state to read: no earlier good news beside it. */}
      {part.Notice && !c.dispute && <part.Notice payment={payment} />}
      {c.dispute && <DisputeNotice dispute={c.dispute} side={side} reward={c.reward} />}

      <part.Panel contract={c} payment={payment} />

      {painted ? (
        <Suspense fallback={<MorePlaceholder />}>
          <ContractMore contract={c} side={side} payment={payment} />
        </Suspense>
      ) : (
        <MorePlaceholder />
      )}
    </Stack>
  );
}
