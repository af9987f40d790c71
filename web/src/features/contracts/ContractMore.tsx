/**
 * The contract page below its first screen: the money both sides agreed on, the dates and the job,
 * 進行状況 (every event so far) and cancelling. A chunk of its own (docs/performance.md): ContractDetailPage
 * renders it once its top (the state and the viewer's next step) has painted, so the contract opens
 * with no more JavaScript than the other first screens; a placeholder keeps its place meanwhile.
 * An ended deal's 「取引の評価」 comes first, itself a chunk of its own (features/reviews), fetched only
 * then (docs/product/reviews.md#invitations).
 */
import { Box, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Briefcase, CalendarCheck, Handshake } from 'lucide-react';
import { Suspense } from 'react';
import { Link } from 'react-router-dom';
import { FINISHED_CONTRACT_STATUSES } from '@common/contractMachine';
import type { Contract } from '@common/marketplace';
import type { UserType } from '@common/options';
import { FeeBreakdown } from '../../components/display/FeeBreakdown';
import { InfoList } from '../../components/display/InfoList';
import { formatDateJa } from '../../lib/format';
import { PATHS, withId } from '../../lib/paths';
import { CancelContract } from './CancelContract';
import { ContractTimeline } from './ContractTimeline';
import type { PaymentReturn } from './paymentReturn';
import { RequestCancel } from './RequestCancel';
import { ContractReviewCard } from '../reviews';
import { ContractDocumentsSection } from '../tradeDocuments';

const ENDED = new Set<Contract['status']>(FINISHED_CONTRACT_STATUSES);

/** Under the breakdown: who pays what. */
const FEE_NOTE: Record<UserType, string> = {
  client: 'お支払いいただくのは報酬の金額のみです。手数料は受注者の受取額から差し引かれます。',
  worker: '手数料は報酬から差し引かれ、検収のあと受取額をお支払いします。',
};

/** The same with the tax withheld (docs/product/money.md#withholding). */
const WITHHOLDING_FEE_NOTE: Record<UserType, string> = {
  client:
    '仮払いは報酬から源泉徴収税額を差し引いた金額です。源泉徴収税額は仮払いした月の翌月10日までに税務署へ納めてください。手数料は受注者の受取額から差し引かれます。',
  worker: '源泉徴収税額は発注者が税務署へ納めます。手数料は報酬から差し引かれ、検収のあと受取額をお支払いします。',
};

export interface ContractMoreProps {
  contract: Contract;
  side: UserType;
  payment: PaymentReturn;
}

export default function ContractMore({ contract: c, side, payment }: ContractMoreProps) {
  return (
    <>
      {ENDED.has(c.status) && (
        <Suspense fallback={<Skeleton h="96px" rounded="xl" />}>
          <ContractReviewCard contract={c} side={side} />
        </Suspense>
      )}

      <FeeBreakdown
        fee={c.fee}
        payoutLabel={side === 'client' ? '受注者の受取額' : '受取額'}
        note={(c.fee.withheld !== undefined ? WITHHOLDING_FEE_NOTE : FEE_NOTE)[side]}
      />

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

      <ContractDocumentsSection contractId={c.id} side={side} stamp={c.updatedAt} />

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
    </>
  );
}
