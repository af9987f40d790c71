/**
 * A hold's decisions (docs/product/admin.md#hold-decisions): 全額返金, 一部返金 (an amount and its
 * arithmetic), 完了して送金 and 保留を解除, each with a reason and a confirmation that says what will
 * happen. Done, the item leaves the list and the page says so (`onDone`); a refusal is said here.
 */
import { Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { PARTIAL_REFUND_DISPUTED, type HoldDecisionResult, type MoneyQueueItem } from '@common/admin';
import { ConfirmDialog } from '../../../components/feedback/ConfirmDialog';
import { errorText, Result } from '../parts';
import type { HoldDecisionBody } from './api';
import { checkPartialAmount, partialRefundFigures, payoutAfter } from './arithmetic';
import { BOTH_TOLD, yen } from './labels';
import { PartialRefundFields } from './PartialRefundFields';
import { ReasonField } from '../ReasonField';
import { useMoneyActions } from './queries';

type Choice = 'refund' | 'partial_refund' | 'complete' | 'release';
export type Outcome = { ok: boolean; text: string };

const CHOICE_LABEL: Record<Choice, string> = {
  refund: '全額返金',
  partial_refund: '一部返金',
  complete: '完了して送金',
  release: '保留を解除',
};

/**
 * A contract that withholds settles on a lower reward with its own tax after a partial refund
 * (docs/product/money.md#withholding): the salon's 源泉徴収税額 changes, as the room will tell her.
 */
const taxChange = (item: MoneyQueueItem, p: ReturnType<typeof payoutAfter>): string =>
  item.withheld && p?.withheld !== undefined && p.withheld !== item.withheld
    ? `発注者が税務署へ納める源泉徴収税額は${yen(item.withheld)}から${yen(p.withheld)}になります。`
    : '';

/** What the confirmation says will happen, and the outcome said after. */
function planOf(item: MoneyQueueItem, choice: Choice, amount: number) {
  const onRest = payoutAfter(item, item.refunded);
  const worker = (p: ReturnType<typeof payoutAfter>) =>
    p
      ? `受注者には報酬${yen(p.reward)}から${p.withheld ? `源泉徴収税額${yen(p.withheld)}と` : ''}手数料${yen(p.fee)}を差し引いた${yen(p.payout)}を送金します。`
      : '';
  switch (choice) {
    case 'refund':
      return {
        title: '全額を返金しますか？',
        says: `返金されていない仮払い金${yen(item.amount)}をすべて発注者へ返金します。返金が確認されると契約はキャンセルになり、受注者への送金はありません。`,
        done: () => `全額の返金を始めました（${yen(item.amount)}）。確認されると契約はキャンセルになります`,
      };
    case 'partial_refund': {
      const f = partialRefundFigures(item, amount);
      return {
        title: `${yen(amount)}を一部返金しますか？`,
        says: `発注者へ${yen(amount)}を返金し、取引を完了します。${worker(f.payout)}${taxChange(item, f.payout)}`,
        done: (r: HoldDecisionResult) => {
          const p = r.partialRefund ?? { amount, payout: f.payout };
          return `${yen(p.amount)}を返金し、取引を完了しました。${p.payout ? `受注者へ${yen(p.payout.payout)}を送金します` : ''}`;
        },
      };
    }
    case 'complete':
      return {
        title: '取引を完了して送金しますか？',
        says: `検収済みとして取引を完了します。${worker(onRest)}`,
        done: () => `取引を完了しました。${onRest ? `受注者へ${yen(onRest.payout)}を送金します` : ''}`,
      };
    case 'release':
      return {
        title: '保留を解除しますか？',
        says: '保留を解除し、取引を止まっていたところから再開します（期限は今から数え直します）。保留で止まっていた送金・返金があれば実行されます。',
        done: () => '保留を解除し、取引を再開しました',
      };
  }
}

export function HoldActions({ item, onDone }: { item: MoneyQueueItem; onDone: (o: Outcome) => void }) {
  const { decide } = useMoneyActions();
  const [choice, setChoice] = useState<Choice | null>(null);
  const [reason, setReason] = useState('');
  const [amountText, setAmountText] = useState('');
  const [tried, setTried] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const disputed = item.hold?.source === 'card_dispute';
  // A card dispute keeps 一部返金 in sight, disabled with why (the server would answer 409).
  const shown = (['refund', 'partial_refund', 'complete', 'release'] as const).filter(
    (c) => item.actions.includes(c) || (c === 'partial_refund' && disputed),
  );
  const blocked = (c: Choice) => c === 'partial_refund' && !item.actions.includes(c);
  const checked = checkPartialAmount(amountText, item.maxPartialRefund);
  const amount = 'amount' in checked ? checked.amount : 0;
  const plan = choice && planOf(item, choice, amount);

  const pick = (c: Choice) => {
    setChoice(c === choice ? null : c);
    setTried(false);
    setFailure(null);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (!reason.trim() || (choice === 'partial_refund' && !('amount' in checked))) return;
    setConfirming(true);
  };
  const send = async () => {
    if (!choice || !plan) return;
    const body: HoldDecisionBody =
      choice === 'partial_refund'
        ? { decision: 'refund', amount, reason: reason.trim() }
        : { decision: choice, reason: reason.trim() };
    setBusy(true);
    setFailure(null);
    try {
      const r = await decide(item, body);
      onDone({ ok: true, text: `${item.title}：${plan.done(r)}` });
    } catch (e) {
      setFailure(errorText(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="3" borderTopWidth="1px" pt="3">
      <Flex gap="2" direction={{ base: 'column', sm: 'row' }} wrap="wrap">
        {shown.map((c) => (
          <Button
            key={c}
            minH="44px"
            variant={choice === c ? 'solid' : 'outline'}
            colorPalette={c === 'refund' || c === 'partial_refund' ? 'red' : 'teal'}
            aria-expanded={choice === c}
            aria-describedby={blocked(c) ? `${item.contractId}-disputed` : undefined}
            disabled={busy || blocked(c)}
            onClick={() => pick(c)}
          >
            {CHOICE_LABEL[c]}
          </Button>
        ))}
      </Flex>
      {disputed && (
        <Text fontSize="sm" color="fg.muted" id={`${item.contractId}-disputed`}>
          {PARTIAL_REFUND_DISPUTED}
        </Text>
      )}
      {choice && (
        <Stack as="form" gap="3" onSubmit={submit} aria-label={CHOICE_LABEL[choice]}>
          {choice === 'partial_refund' && (
            <PartialRefundFields item={item} value={amountText} onChange={setAmountText} showError={tried} />
          )}
          <ReasonField value={reason} onChange={setReason} missing={tried && !reason.trim()} />
          <Box>
            <Button type="submit" colorPalette="teal" minH="44px" loading={busy} disabled={busy}>
              {CHOICE_LABEL[choice]}の内容を確認する
            </Button>
          </Box>
        </Stack>
      )}
      {failure && <Result ok={false}>{failure}</Result>}
      {plan && (
        <ConfirmDialog
          open={confirming}
          onClose={() => setConfirming(false)}
          title={plan.title}
          description={
            <Stack gap="2" fontSize="sm">
              <Text>{plan.says}</Text>
              <Text>{BOTH_TOLD}</Text>
              <Text color="fg.muted" whiteSpace="pre-wrap" overflowWrap="anywhere">
                理由：{reason.trim()}
              </Text>
            </Stack>
          }
          confirmLabel={choice ? CHOICE_LABEL[choice] : '実行する'}
          danger={choice === 'refund' || choice === 'partial_refund'}
          onConfirm={send}
        />
      )}
    </Stack>
  );
}
