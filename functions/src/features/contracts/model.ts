/** A stored contract as one of its parties sees it, and which actions the API offers. */
import { nextActions, type ContractActor } from '@common/contractMachine';
import type { ContractPaymentView, ContractPayoutView } from '@common/deal';
import type { Contract, PublicClient, PublicWorker } from '@common/marketplace';
import { autoCompleteDue } from '@common/paymentDeadline';
import type { ContractDoc } from '../../documents/contracts';
import type { PaymentDoc } from '../../documents/payments';
import type { PayoutDoc } from '../../documents/payouts';
import { contractFee } from '../money/fees';
import { clockStart, isOnHold } from '../money/holds';
import { refundedSoFar } from '../money/refunds';
import type { DealSettings } from './settings';

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);
const DAY_MS = 86_400_000;

function paymentView(p: PaymentDoc | null): ContractPaymentView | null {
  if (!p) return null;
  const refund = p.refund;
  const status: ContractPaymentView['status'] =
    refund?.status === 'succeeded' ? 'refunded' : refund && p.status === 'paid' ? 'refunding' : p.status;
  return {
    status,
    paidAt: iso(p.paidAt),
    cardBrand: p.cardBrand ?? null,
    cardLast4: p.cardLast4 ?? null,
    refundedAt: iso(refund?.succeededAt),
  };
}

const payoutView = (p: PayoutDoc | null): ContractPayoutView | null =>
  p ? { status: p.status, amount: p.amount, transferredAt: iso(p.transferredAt) } : null;

/**
 * What the viewer may do now: the machine's actions for their role, none for the platform (pay,
 * payout and confirm_refund are never offered) and none while the contract is on hold. The
 * contract page and the room's header both read this.
 */
export const actionsFor = (doc: ContractDoc, role: ContractActor): Contract['actions'] =>
  role === 'system' || isOnHold(doc) ? [] : nextActions(doc.status, role, doc.pendingCancel ?? null);

export interface ContractExtras {
  payment: PaymentDoc | null;
  payout: PayoutDoc | null;
}

export function toContract(
  doc: ContractDoc,
  role: ContractActor,
  client: PublicClient,
  worker: PublicWorker,
  extras: ContractExtras,
  settings: DealSettings,
): Contract {
  const pending = doc.pendingCancel ?? null;
  return {
    id: doc.id,
    jobId: doc.jobId,
    clientId: doc.clientId,
    workerId: doc.workerId,
    title: doc.title,
    reward: doc.reward,
    // At the contract's own rate, on what the salon finally pays (a refund lowers it).
    fee: contractFee(doc, refundedSoFar(extras.payment)),
    // 源泉徴収 frozen at 採用 (docs/product/law.md#withholding-源泉徴収).
    withholding: doc.withholding ?? null,
    deliveryDate: doc.deliveryDate,
    status: doc.status,
    history: doc.history.map((e) => ({
      status: e.status,
      at: e.at.toISOString(),
      by: e.by,
      ...(e.action ? { action: e.action } : {}),
      ...(e.actor ? { actor: e.actor } : {}),
      ...(e.note ? { note: e.note } : {}),
      ...(e.images?.length ? { images: e.images.map((i) => ({ id: i.id, width: i.width, height: i.height })) } : {}),
      ...(e.link ? { link: e.link } : {}),
    })),
    createdAt: doc.createdAt.toISOString(),
    updatedAt: doc.updatedAt.toISOString(),
    client,
    worker,
    roomId: doc.id,
    actions: actionsFor(doc, role),
    cancelRequest:
      doc.status === 'cancel_requested' && pending
        ? {
            by: pending.by,
            reason: pending.reason,
            at: pending.at.toISOString(),
            autoAcceptAt: new Date(clockStart(doc, pending.at).getTime() + settings.cancelAutoAcceptDays * DAY_MS).toISOString(),
          }
        : null,
    delivery:
      doc.status === 'delivered' && doc.delivery
        ? {
            message: doc.delivery.message,
            at: doc.delivery.at.toISOString(),
            images: doc.delivery.images ?? [],
            link: doc.delivery.link ?? null,
            // The timers' own due (docs/product/states.md#auto-complete).
            autoCompleteAt: autoCompleteDue(
              clockStart(doc, doc.delivery.at),
              settings.autoCompleteDays,
              doc.paymentDeadline,
            ).toISOString(),
          }
        : null,
    payment: paymentView(extras.payment),
    payout: payoutView(extras.payout),
    dispute: doc.dispute ? { source: doc.dispute.source, at: doc.dispute.at.toISOString() } : null,
  };
}
