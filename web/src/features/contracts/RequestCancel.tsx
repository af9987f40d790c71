/**
 * キャンセルを申請する (after the payment, request_cancel among the actions): a reason, and what
 * follows: the other party must agree, an unanswered request is accepted after a few days, and the
 * payment is refunded in full.
 */
import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { DEFAULT_CANCEL_AUTO_ACCEPT_DAYS } from '@common/deal';
import type { Contract } from '@common/marketplace';
import type { UserType } from '@common/options';
import { formatYen } from '../../lib/format';
import { useRequestCancel } from './queries';
import { ReasonForm } from './ReasonForm';

export const REQUEST_CANCEL_LABEL = 'キャンセルを申請する';
export const CANCEL_REQUESTED_MESSAGE = 'キャンセルを申請しました';

export function requestCancelNotes(side: UserType, reward: number): string[] {
  const other = side === 'client' ? '受注者' : '発注者';
  return [
    `キャンセルには${other}の同意が必要です。${other}が同意するとキャンセルが成立します。`,
    `${DEFAULT_CANCEL_AUTO_ACCEPT_DAYS}日以内に${other}から回答がない場合は、自動でキャンセルが成立します。`,
    side === 'client'
      ? `キャンセルが成立すると、仮払いいただいた報酬${formatYen(reward)}は全額返金されます。`
      : `キャンセルが成立すると、仮払いされた報酬${formatYen(reward)}は発注者へ全額返金され、この契約の報酬は支払われません。`,
  ];
}

export function RequestCancel({ contract: c, side }: { contract: Pick<Contract, 'id' | 'reward'>; side: UserType }) {
  const [open, setOpen] = useState(false);
  const request = useRequestCancel(c.id);
  if (!open)
    return (
      <Button size="lg" minH="48px" w="full" variant="ghost" colorPalette="red" onClick={() => setOpen(true)}>
        {REQUEST_CANCEL_LABEL}
      </Button>
    );
  return (
    <ReasonForm
      title={REQUEST_CANCEL_LABEL}
      notes={requestCancelNotes(side, c.reward)}
      label="キャンセルの理由"
      submitLabel={REQUEST_CANCEL_LABEL}
      success={CANCEL_REQUESTED_MESSAGE}
      danger
      submit={(dto) => request.mutateAsync(dto)}
      onClose={() => setOpen(false)}
    />
  );
}
