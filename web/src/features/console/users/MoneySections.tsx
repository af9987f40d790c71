/**
 * 契約, 支払い and 送金 of the user page (docs/product/admin.md#user-page): each contract with this
 * user's role, the other party (to their page), status, reward and its flags (a hold links to the
 * money queue, where it is decided); the payments and payouts of those contracts with their attempts
 * and last error.
 */
import { Badge, Code, Flex, Link as ChakraLink, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import type { AdminUserContract, AdminUserDetail, AdminUserPayment, AdminUserPayout } from '@common/admin';
import { DISPUTE_LABEL, type DisputeSource } from '@common/deal';
import { CONTRACT_STATUS_LABEL, type ContractStatus } from '@common/marketplace';
import { CONSOLE, consoleUserPath } from '@common/consolePaths';
import { StatusBadge } from '../../../components/display/StatusBadge';
import { formatDateJa, formatDateTimeJa } from '../../../lib/format';
import { ROLE_LABEL, yen } from './labels';
import { ListPanel, Row } from './pieces';

const PAYMENT_STATUS_LABEL: Record<string, string> = { open: '支払い待ち', paid: '支払い済み', expired: '期限切れ' };
const REFUND_STATUS_LABEL: Record<string, string> = { requested: '返金待ち', created: '返金処理中', succeeded: '返金済み' };
const REFUND_REASON_LABEL: Record<string, string> = {
  paid_after_cancel: 'キャンセル後の支払い',
  cancel_agreed: 'キャンセルの合意',
  cancel_auto_accepted: 'キャンセル申請の自動承認',
  admin_decision: '運営の判断',
  admin_partial: '運営の判断（一部返金）',
  out_of_band: 'アプリの外での返金',
};
const PAYOUT_STATUS_LABEL: Record<string, string> = {
  requested: '送金待ち',
  waiting_account: '口座の準備待ち',
  transferred: '送金済み',
  reversed: '取り消し',
};

const isContractStatus = (s: string): s is ContractStatus => s in CONTRACT_STATUS_LABEL;

function LastError({ attempts, error }: { attempts: number; error: string | null }) {
  if (!attempts && !error) return null;
  return (
    <Text fontSize="sm" color={error ? 'red.fg' : 'fg.muted'} overflowWrap="anywhere">
      失敗 {attempts}回{error && `・最後のエラー：${error}`}
    </Text>
  );
}

function ContractRow({ c }: { c: AdminUserContract }) {
  return (
    <Row label={`契約「${c.title}」`}>
      <Flex gap="2" wrap="wrap" align="center">
        <Text fontWeight="bold" overflowWrap="anywhere">
          {c.title}
        </Text>
        {isContractStatus(c.status) ? <StatusBadge kind="contract" status={c.status} size="sm" /> : <Badge>{c.status}</Badge>}
        <Badge variant="outline">{ROLE_LABEL[c.role]}として</Badge>
      </Flex>
      <Flex gap={{ base: '0', md: '3' }} direction={{ base: 'column', md: 'row' }} fontSize="sm" color="fg.muted" wrap="wrap">
        <Text>報酬 {yen(c.reward)}</Text>
        <Flex gap="1" align="center" minW="0">
          <Text flexShrink={0}>{ROLE_LABEL[c.role === 'client' ? 'worker' : 'client']}：</Text>
          <ChakraLink asChild colorPalette="teal" minH="44px" overflowWrap="anywhere" wordBreak="break-all">
            <Link to={consoleUserPath(c.otherPartyId)}>{c.otherPartyId}</Link>
          </ChakraLink>
        </Flex>
        <Text>
          契約 <Code fontSize="xs">{c.id}</Code> ・ {formatDateJa(c.createdAt)}
        </Text>
      </Flex>
      {c.dispute && (
        <Flex gap="2" align="center" wrap="wrap" bg="orange.subtle" rounded="md" px="3" py="1" fontSize="sm">
          <Badge colorPalette="orange" variant="solid">
            保留中
          </Badge>
          <Text overflowWrap="anywhere">
            {DISPUTE_LABEL[c.dispute.source as DisputeSource] ?? c.dispute.source}（{formatDateTimeJa(c.dispute.at)}から）
          </Text>
          <ChakraLink asChild colorPalette="teal" minH="44px" fontWeight="bold">
            <Link to={CONSOLE.money}>お金の確認で判断する</Link>
          </ChakraLink>
        </Flex>
      )}
      {c.pendingCancel && (
        <Text fontSize="sm" color="orange.fg" whiteSpace="pre-wrap" overflowWrap="anywhere">
          キャンセル申請中（{ROLE_LABEL[c.pendingCancel.by]}から・{formatDateTimeJa(c.pendingCancel.at)}）：
          {c.pendingCancel.reason}
        </Text>
      )}
    </Row>
  );
}

function PaymentRow({ p }: { p: AdminUserPayment }) {
  return (
    <Row label={`支払い ${p.contractId}`}>
      <Flex gap="2" wrap="wrap" align="center" fontSize="sm">
        <Text>
          契約 <Code fontSize="xs">{p.contractId}</Code>
        </Text>
        <Badge colorPalette={p.status === 'paid' ? 'green' : 'gray'}>{PAYMENT_STATUS_LABEL[p.status] ?? p.status}</Badge>
      </Flex>
      <Text fontSize="sm" color="fg.muted">
        金額 {yen(p.amount)} ・ 返金済み {yen(p.refundedAmount)}
        {p.paidAt && ` ・ 支払い ${formatDateTimeJa(p.paidAt)}`}
      </Text>
      {p.refund && (
        <>
          <Text fontSize="sm">
            返金：{REFUND_STATUS_LABEL[p.refund.status] ?? p.refund.status}（
            {REFUND_REASON_LABEL[p.refund.reason] ?? p.refund.reason}）
          </Text>
          <LastError attempts={p.refund.attempts} error={p.refund.lastError} />
        </>
      )}
    </Row>
  );
}

function PayoutRow({ p }: { p: AdminUserPayout }) {
  return (
    <Row label={`送金 ${p.contractId}`}>
      <Flex gap="2" wrap="wrap" align="center" fontSize="sm">
        <Text>
          契約 <Code fontSize="xs">{p.contractId}</Code>
        </Text>
        <Badge colorPalette={p.status === 'transferred' ? 'green' : p.status === 'reversed' ? 'red' : 'orange'}>
          {PAYOUT_STATUS_LABEL[p.status] ?? p.status}
        </Badge>
      </Flex>
      <Text fontSize="sm" color="fg.muted">
        報酬 {yen(p.reward)} − 手数料 {yen(p.fee)} = 送金額 {yen(p.amount)}
        {p.transferredAt && ` ・ 送金 ${formatDateTimeJa(p.transferredAt)}`}
      </Text>
      <LastError attempts={p.attempts} error={p.lastError} />
    </Row>
  );
}

export function MoneySections({ detail }: { detail: AdminUserDetail }) {
  return (
    <>
      <ListPanel title="契約" list={detail.contracts} empty="契約はありません" render={(c) => <ContractRow key={c.id} c={c} />} />
      <ListPanel
        title="支払い"
        list={detail.payments}
        empty="支払いはありません"
        render={(p) => <PaymentRow key={p.contractId} p={p} />}
      />
      <ListPanel
        title="送金"
        list={detail.payouts}
        empty="送金はありません"
        render={(p) => <PayoutRow key={p.contractId} p={p} />}
      />
    </>
  );
}
