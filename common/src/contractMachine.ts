/**
 * The contract state machine (docs/product/states.md#transitions) as plain data and pure functions,
 * shared by the server (which checks every transition inside a transaction) and the web (which may
 * show what comes next).
 *
 *   awaiting_payment --pay(system: the verified payment webhook)--> in_progress
 *   in_progress --deliver(worker, message)--> delivered
 *   delivered --request_revision(client, reason)--> in_progress                 修正依頼
 *   delivered --complete(client, or system for automatic 検収)--> completed      検収
 *   completed --payout(system: the transfer is made)--> paid_out
 *
 * Cancelling:
 *   awaiting_payment --cancel(client or worker)--> cancelled                     nothing was paid
 *   in_progress | delivered --request_cancel(client or worker, reason)--> cancel_requested
 *   cancel_requested --accept_cancel(the OTHER party, or system after 3 days)--> refunding
 *   cancel_requested --refuse_cancel(the OTHER party)--> the status before the request (a dispute)
 *   refunding --confirm_refund(system: Stripe confirmed the refund)--> cancelled
 *
 * After 検収 (completed) and after the transfer (paid_out) there is no self-service cancellation:
 * the client has accepted the work and the worker's money is committed, so only an admin can step in.
 *
 * A pending cancellation request is the one piece of context the machine needs besides the status:
 * who asked (only the other party may answer) and the status it interrupted (a refusal goes back
 * there). The server stores it on the contract while the status is cancel_requested and passes it
 * here; a refusal also flags the contract as a dispute for the admins (the server's side effect,
 * `flagsDispute` below).
 *
 * Which of these the HTTP API offers at a given time is the server's decision; the machine always
 * holds every state.
 */
import type { ContractAction, ContractStatus } from './marketplace';
import { CONTRACT_STATUS_LABEL } from './marketplace';

/** Who performs a transition: one of the two parties, or the platform itself (webhooks, transfers, timers). */
export type ContractActor = 'client' | 'worker' | 'system';
export type ContractParty = Exclude<ContractActor, 'system'>;

/** The open cancellation request of a contract in cancel_requested. */
export interface PendingCancel {
  by: ContractParty;
  /** The status the request interrupted (in_progress or delivered); a refusal returns to it. */
  from: ContractStatus;
}

export interface ContractTransition {
  action: ContractAction;
  from: readonly ContractStatus[];
  /** 'previous': back to the status the pending cancellation request interrupted. */
  to: ContractStatus | 'previous';
  actors: readonly ContractActor[];
  /** Only the party who did NOT make the pending cancellation request (or the system, when listed). */
  otherPartyOnly?: true;
  /** The text the actor must give with it: a delivery message or a reason. */
  input?: 'message' | 'reason';
  /** The server flags the contract as a dispute for the admins. */
  flagsDispute?: true;
}

export const CONTRACT_STATUSES: readonly ContractStatus[] = [
  'awaiting_payment',
  'in_progress',
  'delivered',
  'completed',
  'paid_out',
  'cancel_requested',
  'refunding',
  'cancelled',
];

export const CONTRACT_ACTIONS: readonly ContractAction[] = [
  'pay',
  'deliver',
  'request_revision',
  'complete',
  'payout',
  'cancel',
  'request_cancel',
  'accept_cancel',
  'refuse_cancel',
  'confirm_refund',
  'resolve_complete',
  'resolve_refund',
];

export const CONTRACT_TRANSITIONS: readonly ContractTransition[] = [
  { action: 'pay', from: ['awaiting_payment'], to: 'in_progress', actors: ['system'] },
  { action: 'deliver', from: ['in_progress'], to: 'delivered', actors: ['worker'], input: 'message' },
  { action: 'request_revision', from: ['delivered'], to: 'in_progress', actors: ['client'], input: 'reason' },
  { action: 'complete', from: ['delivered'], to: 'completed', actors: ['client', 'system'] },
  { action: 'payout', from: ['completed'], to: 'paid_out', actors: ['system'] },
  { action: 'cancel', from: ['awaiting_payment'], to: 'cancelled', actors: ['client', 'worker'] },
  {
    action: 'request_cancel',
    from: ['in_progress', 'delivered'],
    to: 'cancel_requested',
    actors: ['client', 'worker'],
    input: 'reason',
  },
  {
    action: 'accept_cancel',
    from: ['cancel_requested'],
    to: 'refunding',
    actors: ['client', 'worker', 'system'],
    otherPartyOnly: true,
  },
  {
    action: 'refuse_cancel',
    from: ['cancel_requested'],
    to: 'previous',
    actors: ['client', 'worker'],
    otherPartyOnly: true,
    flagsDispute: true,
  },
  { action: 'confirm_refund', from: ['refunding'], to: 'cancelled', actors: ['system'] },
  // An admin's decision that ends a hold (features/contracts/holdDecisions.ts): the work is accepted
  // and paid, or the payment goes back in full.
  { action: 'resolve_complete', from: ['in_progress', 'delivered', 'cancel_requested'], to: 'completed', actors: ['system'] },
  { action: 'resolve_refund', from: ['in_progress', 'delivered', 'cancel_requested'], to: 'refunding', actors: ['system'] },
];

/**
 * What a hold stops (a contract the admins must look at: a refused cancellation, a card dispute, a
 * refund made outside the app): every step of the parties and the platform's clocks and payout. Not
 * paused: cancelling before payment, Stripe confirming a refund, and the decisions that end a hold.
 */
export const PAUSED_BY_HOLD: readonly ContractAction[] = [
  'deliver',
  'request_revision',
  'complete',
  'payout',
  'request_cancel',
  'accept_cancel',
  'refuse_cancel',
];

/** Contracts still under way ("ongoing" lists) and those that are over ("finished" lists). */
export const ONGOING_CONTRACT_STATUSES: readonly ContractStatus[] = [
  'awaiting_payment',
  'in_progress',
  'delivered',
  'cancel_requested',
  'refunding',
];
export const FINISHED_CONTRACT_STATUSES: readonly ContractStatus[] = ['completed', 'paid_out', 'cancelled'];

/** Statuses in which the client's payment is held by the platform (paid, not yet transferred or refunded). */
export const PAID_CONTRACT_STATUSES: readonly ContractStatus[] = [
  'in_progress',
  'delivered',
  'completed',
  'cancel_requested',
  'refunding',
];

/** Statuses a contract reaches only once the client has paid (仮払い): the held ones and paid_out. */
export const AFTER_PAYMENT_STATUSES: readonly ContractStatus[] = [...PAID_CONTRACT_STATUSES, 'paid_out'];

/**
 * The client paid at some point: the contract is in, or its history passed through, a status reached
 * only after 仮払い. The one test for "was this paid" (room contact rules, the cancelled contract's
 * refund text); a cancelled contract that was never paid has no such entry.
 */
export const wasPaid = (c: { status: ContractStatus; history: readonly { status: ContractStatus }[] }): boolean =>
  AFTER_PAYMENT_STATUSES.includes(c.status) || c.history.some((e) => AFTER_PAYMENT_STATUSES.includes(e.status));

/** No transition leaves these. */
export const isFinalContractStatus = (status: ContractStatus): boolean =>
  !CONTRACT_TRANSITIONS.some((t) => t.from.includes(status));

export const CONTRACT_ACTOR_LABEL: Record<ContractActor, string> = { client: '発注者', worker: '受注者', system: 'システム' };

export type TransitionRefusal = 'unknown_action' | 'already_done' | 'wrong_state' | 'wrong_actor' | 'no_request';

export type TransitionResult =
  | { ok: true; from: ContractStatus; to: ContractStatus; action: ContractAction }
  | { ok: false; reason: TransitionRefusal; message: string };

const refuse = (reason: TransitionRefusal, message: string): TransitionResult => ({ ok: false, reason, message });

/**
 * Checks one transition. `pending` is the contract's open cancellation request (needed only to
 * answer one). A refusal carries the Japanese message the API sends with its 409 (or 403 for a
 * wrong actor): repeating a transition that already happened says so plainly.
 */
export function transition(
  status: ContractStatus,
  action: ContractAction,
  actor: ContractActor,
  pending?: PendingCancel | null,
): TransitionResult {
  const t = CONTRACT_TRANSITIONS.find((x) => x.action === action);
  if (!t) return refuse('unknown_action', 'この操作は行えません');
  if (!t.from.includes(status)) {
    if (status === t.to) return refuse('already_done', `この契約はすでに「${CONTRACT_STATUS_LABEL[status]}」です`);
    return refuse('wrong_state', `現在の状態（${CONTRACT_STATUS_LABEL[status]}）ではこの操作は行えません`);
  }
  if (!t.actors.includes(actor)) {
    // A party is told which party may; the platform's own steps are simply not theirs to take.
    const parties = t.actors.filter((a) => a !== 'system');
    if (!parties.length) return refuse('wrong_actor', 'この操作は行えません');
    const who = parties.map((a) => CONTRACT_ACTOR_LABEL[a]).join('または');
    return refuse('wrong_actor', `この操作は${who}のみ行えます`);
  }
  if (t.otherPartyOnly || t.to === 'previous') {
    const requestable = contractTransitionOf('request_cancel')?.from ?? [];
    if (!pending || !requestable.includes(pending.from)) return refuse('no_request', 'キャンセル申請が見つかりません');
    if (actor === pending.by) return refuse('wrong_actor', 'キャンセル申請への回答は相手方のみ行えます');
  }
  const to = t.to === 'previous' ? (pending as PendingCancel).from : t.to;
  return { ok: true, from: status, to, action };
}

/** The actions the given actor may take now, in the order of CONTRACT_TRANSITIONS. */
export function nextActions(status: ContractStatus, actor: ContractActor, pending?: PendingCancel | null): ContractAction[] {
  return CONTRACT_TRANSITIONS.filter((t) => t.from.includes(status) && transition(status, t.action, actor, pending).ok).map(
    (t) => t.action,
  );
}

/** The transition an action stands for (its actors, the input it needs, whether it flags a dispute). */
export const contractTransitionOf = (action: ContractAction): ContractTransition | undefined =>
  CONTRACT_TRANSITIONS.find((t) => t.action === action);

/** Same as transition, but throws a ContractTransitionError on refusal. */
export function assertTransition(
  status: ContractStatus,
  action: ContractAction,
  actor: ContractActor,
  pending?: PendingCancel | null,
): ContractStatus {
  const r = transition(status, action, actor, pending);
  if (!r.ok) throw new ContractTransitionError(r.reason, r.message);
  return r.to;
}

export class ContractTransitionError extends Error {
  constructor(
    public readonly reason: TransitionRefusal,
    message: string,
  ) {
    super(message);
    this.name = 'ContractTransitionError';
  }
}
