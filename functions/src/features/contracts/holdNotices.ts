/**
 * A hold the platform places by itself, on a Stripe event (a card dispute, a refund made in the
 * Dashboard, a reversed transfer), is told to both parties as a refused cancellation is: an お知らせ
 * (and its LINE push) each, in the webhook's own transaction, naming why, what stops and that they
 * will hear back. Said once per hold: a further event while the contract is already held adds none.
 * A refund after the payout is flagged for the admins only (the deal is over for both parties).
 */
import { DISPUTE_LABEL, HOLD_PAUSE_NOTE, type DisputeSource } from '@common/deal';
import type { TransactionOps } from '../../ports/store';
import type { ContractDoc } from '../../documents/contracts';
import { notify } from '../../documents/notifications';
import { contractPathFor } from './events';

/** The notice's last line: when they hear again (the contract page says the same). */
export const HOLD_FOLLOW_UP = '確認が終わり次第、契約の画面とLINEでお知らせします。';

const SILENT: readonly DisputeSource[] = ['refunded_after_payout'];

export function tellHold(
  deps: { store: { newId(): string } },
  tx: TransactionOps,
  c: ContractDoc,
  source: DisputeSource,
  now: Date,
): void {
  if (c.dispute || SILENT.includes(source)) return;
  for (const side of ['client', 'worker'] as const) {
    notify(
      deps,
      tx,
      {
        userId: side === 'client' ? c.clientId : c.workerId,
        kind: 'admin',
        title: DISPUTE_LABEL[source],
        body: [`「${c.title}」`, HOLD_PAUSE_NOTE, HOLD_FOLLOW_UP].join('\n'),
        path: contractPathFor(side, c.id),
        contractId: c.id,
      },
      now,
    );
  }
}
