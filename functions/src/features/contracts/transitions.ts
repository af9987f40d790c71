/**
 * Every contract transition (docs/product/states.md#transitions) goes through applyTransition: inside one
 * transaction it re-reads the contract, asks the shared state machine whether the caller may take the
 * action in the current state, appends the event (status, actor, time, note) and writes the action's side
 * effects. Stripe is never called inside the transaction; what must follow it (a refund, the transfer) is
 * returned as `after` and run by runAfter once the transaction has committed.
 */
import { transition, type ContractActor, type PendingCancel } from '@common/contractMachine';
import { dealMessages } from '@common/deal';
import type { ContractAction } from '@common/marketplace';
import type { MessageImage } from '@common/rooms';
import type { Deps } from '../../ports';
import type { TransactionOps } from '../../ports/store';
import { errors } from '../../http/errors';
import { CONTRACT_NOT_FOUND, contracts, type ContractDoc, type ContractEventDoc } from '../../documents/contracts';
import { jobs, type JobDoc } from '../../documents/jobs';
import { payments } from '../../documents/payments';
import { payouts } from '../../documents/payouts';
import { appendMessage, rooms } from '../../documents/rooms';
import { isAttachable, roomImages } from '../../documents/roomImages';
import { isDocId } from '../../ids';
import { notify } from '../../documents/notifications';
import { eventOf, noticesFor, systemText } from './events';
import { contractFee } from '../money/fees';
import { refundableOf, refundedSoFar } from '../money/refunds';
import { holdDoc, isOnHold, NOT_ON_HOLD, ON_HOLD, pausedByHold } from '../money/holds';
import { roleIn } from '../../policies';
import { openReviewsIn } from '../reviews';
import { prepareAcceptanceIn, prepareDeliveryIn, reviseOrderAfterDeliveryIn } from '../tradeDocuments';

/**
 * Work that must follow a committed transition, outside the transaction (it calls Stripe): the
 * refund owed, the transfer owed, or closing the Checkout Session of a contract cancelled unpaid.
 */
export type AfterEffect = 'refund' | 'transfer' | 'expire_checkout';

export interface TransitionRequest {
  contractId: string;
  action: ContractAction;
  /** The caller; null for the platform (webhooks, timers, transfers). */
  uid: string | null;
  /** The delivery message or the reason. */
  note?: string;
  /**
   * 納品: its photos (ids of the worker's unsent uploads to the contract's room, checked and attached
   * here) and its gallery or download link, besides the message in `note`.
   */
  delivery?: { imageIds: string[]; link: string | null };
  /** The amount transferred (payout), for the room and the notice. */
  amount?: number;
  /** Only while the contract is on hold (an admin's decision): otherwise 409, as decided already. */
  requireHold?: boolean;
  /**
   * resolve_complete only: the part of the payment an admin refunds to the client first (integer
   * yen, under what is left of it); the payout is then reward − refunds − fee
   * (docs/product/money.md#partial-refund-by-an-admin).
   */
  partialRefund?: number;
  /**
   * The caller's own reads and writes in the same transaction (a webhook's payment record). Runs
   * after this module's reads and before its writes: Firestore wants every read before any write.
   */
  also?: (tx: TransactionOps, contract: ContractDoc, now: Date) => Promise<void>;
}

export interface TransitionResult {
  contract: ContractDoc;
  after: AfterEffect[];
}

/** After the payment a cancellation is a request the other party answers (and a refund). */
export const CANCEL_NEEDS_REQUEST = '仮払い後のキャンセルには相手方の同意が必要です。「キャンセル申請」から申請してください';

const ALREADY: Partial<Record<ContractAction, string>> = {
  cancel: 'この契約はすでにキャンセルされています',
  deliver: 'すでに納品済みです。発注者の検収をお待ちください',
  complete: 'この契約はすでに検収済みです',
};

/** An admin's partial refund needs a paid payment with nothing else refunded by the app. */
export const PARTIAL_REFUND_NOT_POSSIBLE = 'この契約の支払いは一部返金できません';
/** The payment changed between the check and the decision (a refund outside the app landed). */
export const PARTIAL_REFUND_CHANGED = '返金できる金額が変わりました。画面を読み込み直してからお試しください';

/** How a 納品's gallery link reads in the room, on the line after the message. */
export const DELIVERY_LINK_LINE = 'ギャラリー・ダウンロード：';

const invalidDeliveryImages = () =>
  errors.invalid({ imageIds: dealMessages.deliveryImagesInvalid }, dealMessages.deliveryImagesInvalid);

/**
 * The photos of a 納品 (read in the transaction, before its writes): each one the worker's upload to
 * the contract's room, within the attach window and not attached yet; otherwise a 400 and nothing
 * changes. Answers them as the room's messages carry them.
 */
async function deliveryPhotos(tx: TransactionOps, contractId: string, uid: string, ids: string[], now: Date) {
  if (!ids.length) return [];
  if (!ids.every(isDocId) || new Set(ids).size !== ids.length) throw invalidDeliveryImages();
  const docs = await roomImages.getMany(tx, ids);
  return docs.map((img): MessageImage => {
    if (!isAttachable(img, contractId, uid, now)) throw invalidDeliveryImages();
    return { id: img.id, width: img.width, height: img.height };
  });
}

/**
 * The place a contract held on its job is given back, but the job never reopens by itself: a closed
 * (or stopped) one stays so and counts the place in freedPlaces, which asks its owner whether to
 * recruit again (jobs/service.ts reopenPlace, keepClosed); a job still recruiting just has room.
 * Answers whether the owner is asked (for the notice's wording).
 */
function giveBackPlace(tx: TransactionOps, job: JobDoc | null): boolean {
  if (!job) return false;
  const acceptedCount = Math.max(0, job.acceptedCount - 1);
  const ask = job.status !== 'published';
  jobs.patch(tx, job.id, { acceptedCount, ...(ask ? { freedPlaces: (job.freedPlaces ?? 0) + 1 } : {}) });
  return ask;
}

/** One transition in its own transaction. Refusals: 404 (not a party), 403 (wrong party), 409 (wrong state). */
export const applyTransition = (deps: Deps, req: TransitionRequest): Promise<TransitionResult> =>
  deps.store.runTransaction((tx) => transitionIn(tx, deps, req));

/**
 * The same inside a transaction the caller runs (a webhook's, which also records its event). The
 * caller must not read after it: it writes.
 */
export async function transitionIn(tx: TransactionOps, deps: Deps, req: TransitionRequest): Promise<TransitionResult> {
  const contract = await contracts.get(tx, req.contractId);
  const role: ContractActor | null = contract && (req.uid === null ? 'system' : roleIn(contract, req.uid));
  if (!contract || !role) throw errors.notFound(CONTRACT_NOT_FOUND);
  const pendingDoc = contract.pendingCancel ?? null;
  const pending: PendingCancel | null = pendingDoc ? { by: pendingDoc.by, from: pendingDoc.from } : null;
  const step = transition(contract.status, req.action, role, pending);
  if (!step.ok) {
    if (step.reason === 'wrong_actor') throw errors.forbidden(step.message);
    if (step.reason === 'already_done') throw errors.conflict(ALREADY[req.action] ?? step.message);
    if (req.action === 'cancel' && transition(contract.status, 'request_cancel', role, pending).ok) {
      throw errors.conflict(CANCEL_NEEDS_REQUEST);
    }
    throw errors.conflict(step.message);
  }
  if (pausedByHold(contract, req.action)) throw errors.conflict(ON_HOLD);
  if (req.requireHold && !isOnHold(contract)) throw errors.conflict(NOT_ON_HOLD);
  const now = deps.clock.now();
  // 納品: only the worker (the machine lets no one else deliver) sends photos and a link. Their
  // uploads went to the contract's room, whose id is the contract's.
  const photos =
    req.action === 'deliver' && req.uid !== null
      ? await deliveryPhotos(tx, contract.id, req.uid, req.delivery?.imageIds ?? [], now)
      : [];
  const link = req.action === 'deliver' ? req.delivery?.link || null : null;
  const event: ContractEventDoc = {
    status: step.to,
    at: now,
    by: req.uid,
    action: req.action,
    actor: role,
    ...(req.note ? { note: req.note } : {}),
    ...(photos.length ? { images: photos } : {}),
    ...(link ? { link } : {}),
  };
  const changes: Partial<ContractDoc> = { status: step.to, history: [...contract.history, event], updatedAt: now };
  const after: AfterEffect[] = [];
  // Reads first (Firestore), then the caller's part, then the writes.
  const closes = req.action === 'cancel' || req.action === 'confirm_refund';
  const readsPayment = ['accept_cancel', 'resolve_refund', 'complete', 'resolve_complete', 'cancel'].includes(req.action);
  const [payment, job, room] = await Promise.all([
    readsPayment ? payments.get(tx, contract.id) : null,
    closes ? jobs.get(tx, contract.jobId) : null,
    rooms.get(tx, contract.id),
  ]);
  // A 納品 may bring the payment deadline forward: a new 発注書 (docs/product/law.md#payment-within-60-days-4条).
  const revision = req.action === 'deliver' ? await reviseOrderAfterDeliveryIn(tx, deps, contract, now) : null;
  // The 納品書 of this 納品; the 検収書 and the worker's 請求書 of a 検収 (docs/product/entities.md#trade-documents).
  const deliveryNote =
    req.action === 'deliver'
      ? await prepareDeliveryIn(tx, contract, { message: req.note ?? '', photoCount: photos.length, link }, now)
      : null;
  const accepting = req.action === 'complete' || req.action === 'resolve_complete';
  const acceptance = accepting ? await prepareAcceptanceIn(tx, contract, payment, now) : null;
  if (req.also) await req.also(tx, contract, now);
  // An admin's decision ends the hold (and any open cancellation request) with the step itself.
  if (req.action === 'resolve_complete' || req.action === 'resolve_refund') {
    changes.dispute = null;
    changes.pendingCancel = null;
  }
  // 検収: what the worker is told they will receive (a refund lowers it), and what the salon pays.
  let owedPayout: number | undefined;
  let acceptedAmount = 0;
  switch (req.action) {
    case 'deliver':
      changes.delivery = { message: req.note ?? '', at: now, images: photos, link };
      changes.remindersSent = [];
      if (revision) changes.paymentDeadline = revision.paymentDeadline;
      break;
    case 'request_revision':
      changes.delivery = null;
      break;
    case 'complete':
    case 'resolve_complete': {
      changes.delivery = null;
      // The review window counts from here (docs/product/reviews.md#rules).
      changes.completedAt = now;
      // What the salon finally pays (a refund made outside the app lowers it), at the contract's own rate.
      let refunded = refundedSoFar(payment);
      if (req.action === 'resolve_complete' && req.partialRefund !== undefined) {
        const amount = req.partialRefund;
        if (!payment?.paymentIntentId || payment.refund || payment.partialRefund)
          throw errors.conflict(PARTIAL_REFUND_NOT_POSSIBLE);
        if (!Number.isInteger(amount) || amount < 1 || amount >= refundableOf(payment))
          throw errors.conflict(PARTIAL_REFUND_CHANGED);
        refunded += amount;
        payments.patch(tx, contract.id, {
          partialRefund: {
            status: 'requested',
            amount,
            total: refunded,
            reason: 'admin_partial',
            refundId: null,
            requestedAt: now,
          },
          updatedAt: now,
        });
        // The refund goes first, then the transfer of the rest (runAfter keeps the order).
        after.push('refund');
      }
      const fee = contractFee(contract, refunded);
      owedPayout = fee.payout;
      acceptedAmount = fee.reward;
      payouts.put(tx, contract.id, {
        contractId: contract.id,
        workerId: contract.workerId,
        clientId: contract.clientId,
        title: contract.title,
        reward: fee.reward,
        fee: fee.fee,
        // 源泉徴収税額: reward − withheld − fee = amount (docs/product/money.md#withholding).
        withheld: fee.withheld ?? 0,
        amount: fee.payout,
        status: 'requested',
        transferId: null,
        destination: null,
        completedAt: now,
        transferredAt: null,
        reversedAt: null,
        createdAt: now,
        updatedAt: now,
      });
      after.push('transfer');
      break;
    }
    case 'request_cancel':
      if (role === 'system') throw errors.forbidden();
      changes.pendingCancel = { by: role, from: contract.status, reason: req.note ?? '', at: now };
      break;
    case 'accept_cancel':
    case 'resolve_refund': {
      changes.pendingCancel = null;
      if (payment && !payment.refund) {
        const reason =
          req.action === 'resolve_refund' ? 'admin_decision' : role === 'system' ? 'cancel_auto_accepted' : 'cancel_agreed';
        payments.patch(tx, contract.id, {
          refund: { status: 'requested', reason, refundId: null, requestedAt: now },
          updatedAt: now,
        });
      }
      after.push('refund');
      break;
    }
    case 'refuse_cancel':
      changes.pendingCancel = null;
      changes.dispute = holdDoc({ source: 'refused_cancel' }, now);
      break;
    case 'cancel':
      // The salon is told the job stays closed, and where to reopen it (the notice, its room reading).
      if (giveBackPlace(tx, job)) event.reopenAsked = true;
      // The Checkout Session could still take the card: it is closed after the commit.
      if (payment?.status === 'open') after.push('expire_checkout');
      break;
    case 'confirm_refund':
      if (giveBackPlace(tx, job)) event.reopenAsked = true;
      break;
    default:
      break;
  }
  contracts.patch(tx, contract.id, changes);
  // The room reads as the deal's history, and the other party is told, in this transaction
  // (docs/product/notifications.md#contract-events).
  if (room) {
    const text =
      systemText(req.action, role, contract, req.amount) +
      (req.note ? `\n${req.note}` : '') +
      (link ? `\n${DELIVERY_LINK_LINE}${link}` : '') +
      (revision?.announcement ? `\n${revision.announcement.line}` : '');
    const message = appendMessage(
      tx,
      room,
      {
        kind: 'system',
        senderId: null,
        actorId: req.uid,
        text,
        images: photos,
        event: eventOf(req.action, step.to),
        ...(revision?.announcement ? { document: revision.announcement.document } : {}),
      },
      now,
      step.to,
    );
    // The photos now belong to the room (both parties may fetch them; the sweep keeps them).
    for (const p of photos) roomImages.patch(tx, p.id, { attached: true, messageSeq: message.seq });
  }
  const revisedOrder = revision?.write(tx) ?? null;
  deliveryNote?.write(tx, revisedOrder);
  acceptance?.write(tx, {
    by: req.action === 'resolve_complete' ? 'admin' : role === 'system' ? 'automatic' : 'client',
    amount: acceptedAmount,
  });
  for (const notice of noticesFor(req.action, role, contract, req.note, req.amount ?? owedPayout, event.reopenAsked)) {
    notify(deps, tx, notice, now);
  }
  // A deal that ends (検収, or refunded after the payment) opens its review window (docs/product/reviews.md#notices).
  openReviewsIn(deps, tx, req.action, { ...contract, ...changes }, now);
  return { contract: { ...contract, ...changes }, after };
}
