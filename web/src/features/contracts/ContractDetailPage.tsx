/**
 * /client/project-managements/:id and /worker/project-managements/:id: the contract, its state and
 * exactly the next action the viewer may take (from the server's `actions`), the side's part (next
 * step, payment or payout, the other party) in between, the money both sides agreed on
 * (報酬 / 手数料 / 受取額, computed by the server), every event so far, and cancelling at the end.
 * The checkout page brings the client back here with ?paid=1 (the page waits for the webhook) or
 * ?canceled=1.
 */
import { Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Briefcase, CalendarCheck, Handshake } from 'lucide-react';
import { Link, useParams } from 'react-router-dom';
import { FINISHED_CONTRACT_STATUSES } from '@common/contractMachine';
import { CONTRACT_STATUS_LABEL, type Contract } from '@common/marketplace';
import type { UserType } from '@common/options';
import { FeeBreakdown } from '../../components/display/FeeBreakdown';
import { InfoList } from '../../components/display/InfoList';
import { StatusBadge } from '../../components/display/StatusBadge';
import { QueryState } from '../../components/feedback/QueryState';
import { PageHeader } from '../../components/layout/PageHeader';
import { formatDateJa, formatYen } from '../../lib/format';
import { PATHS, withId } from '../../lib/paths';
import { CancelContract } from './CancelContract';
import { ClientContractPanel } from './ClientContractPanel';
import { ContractTimeline } from './ContractTimeline';
import { DisputeNotice } from './DisputeNotice';
import { usePaymentParams, usePaymentReturn } from './paymentReturn';
import { PaymentReturnNotice } from './PaymentReturnNotice';
import { useContract } from './queries';
import { RequestCancel } from './RequestCancel';
import { useSide } from './side';
import { WorkerContractPanel } from './WorkerContractPanel';

const FINISHED = new Set<Contract['status']>(FINISHED_CONTRACT_STATUSES);

/** Under the breakdown: who pays what. */
const FEE_NOTE: Record<UserType, string> = {
  client: 'お支払いいただくのは報酬の金額のみです。手数料は受注者の受取額から差し引かれます。',
  worker: '手数料は報酬から差し引かれ、検収のあと受取額をお支払いします。',
};

export default function ContractDetailPage() {
  const { id = '' } = useParams();
  const side = useSide();
  const { paid } = usePaymentParams();
  const contract = useContract(id, { pollPayment: paid && side === 'client' });
  const paths = PATHS[side];
  const finished = contract.data && FINISHED.has(contract.data.status);
  return (
    <>
      <PageHeader title="契約詳細" back={finished ? paths.finishedContracts : paths.contracts} />
      <QueryState query={contract} back={{ label: '案件管理へ', to: paths.contracts }}>
        {(c) => <ContractView contract={c} side={side} />}
      </QueryState>
    </>
  );
}

function ContractView({ contract: c, side }: { contract: Contract; side: UserType }) {
  const payment = usePaymentReturn(c);
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
        <Text fontSize="2xl" fontWeight="bold" color="colorPalette.fg" lineHeight="1.3" data-testid="contract-reward">
          {formatYen(c.reward)}
        </Text>
        <Text fontSize="sm" data-testid="contract-status">
          現在の状態：<Text as="strong">{CONTRACT_STATUS_LABEL[c.status]}</Text>
        </Text>
      </Stack>

      {side === 'client' && <PaymentReturnNotice state={payment} />}
      {c.dispute && <DisputeNotice dispute={c.dispute} />}

      {side === 'client' ? <ClientContractPanel contract={c} payment={payment} /> : <WorkerContractPanel contract={c} />}

      <FeeBreakdown fee={c.fee} payoutLabel={side === 'client' ? '受注者の受取額' : '受取額'} note={FEE_NOTE[side]} />

      <InfoList
        items={[
          { label: '納期', icon: CalendarCheck, value: formatDateJa(c.deliveryDate) },
          { label: '成約日', icon: Handshake, value: formatDateJa(c.createdAt) },
          {
            label: '案件',
            icon: Briefcase,
            value: (
              <Link to={withId(PATHS[side].job, c.jobId)}>
                <Text as="span" color="colorPalette.fg" textDecoration="underline">
                  案件の内容を見る
                </Text>
              </Link>
            ),
          },
        ]}
      />

      <Stack gap="2">
        <Heading as="h2" size="sm">
          進行状況
        </Heading>
        <Box bg="bg" borderWidth="1px" rounded="xl" p="4" pb="1">
          <ContractTimeline contract={c} />
        </Box>
      </Stack>

      {/* Not while a payment the client just made is being confirmed: it would be refunded at once. */}
      {c.actions.includes('cancel') && (!payment.checking || payment.slow) && <CancelContract contract={c} side={side} />}
      {c.actions.includes('request_cancel') && <RequestCancel contract={c} side={side} />}
    </Stack>
  );
}
