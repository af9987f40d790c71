/**
 * The contract state machine (GUIDE.md 4) as plain data and pure functions, shared by the server
 * (which checks every transition inside a transaction) and the web (which may show what comes next).
 *
 *   awaiting_payment --pay(client)--> in_progress --deliver(worker)--> delivered
 *     --complete(client)--> completed --payout(system)--> paid_out
 *   awaiting_payment | in_progress | delivered --cancel(client or worker)--> cancelled
 *
 * Which of these the HTTP API offers at a given time is the server's decision (payments arrive in
 * a later issue); the machine always holds every state so that those slot in without changes here.
 */
import type { ContractAction, ContractStatus } from './marketplace';
import { CONTRACT_STATUS_LABEL } from './marketplace';

/** Who performs a transition: one of the two parties, or the platform itself (webhooks, transfers). */
export type ContractActor = 'client' | 'worker' | 'system';

export interface ContractTransition {
  action: ContractAction;
  from: readonly ContractStatus[];
  to: ContractStatus;
  actors: readonly ContractActor[];
}

export const CONTRACT_STATUSES: readonly ContractStatus[] = [
  'awaiting_payment',
  'in_progress',
  'delivered',
  'completed',
  'paid_out',
  'cancelled',
];

export const CONTRACT_ACTIONS: readonly ContractAction[] = ['pay', 'deliver', 'complete', 'payout', 'cancel'];

export const CONTRACT_TRANSITIONS: readonly ContractTransition[] = [
  { action: 'pay', from: ['awaiting_payment'], to: 'in_progress', actors: ['client'] },
  { action: 'deliver', from: ['in_progress'], to: 'delivered', actors: ['worker'] },
  { action: 'complete', from: ['delivered'], to: 'completed', actors: ['client'] },
  { action: 'payout', from: ['completed'], to: 'paid_out', actors: ['system'] },
  { action: 'cancel', from: ['awaiting_payment', 'in_progress', 'delivered'], to: 'cancelled', actors: ['client', 'worker'] },
];

/** Contracts still under way ("ongoing" lists) and those that are over ("finished" lists). */
export const ONGOING_CONTRACT_STATUSES: readonly ContractStatus[] = ['awaiting_payment', 'in_progress', 'delivered'];
export const FINISHED_CONTRACT_STATUSES: readonly ContractStatus[] = ['completed', 'paid_out', 'cancelled'];

/** No transition leaves these. */
export const isFinalContractStatus = (status: ContractStatus): boolean =>
  !CONTRACT_TRANSITIONS.some((t) => t.from.includes(status));

const ACTOR_LABEL: Record<ContractActor, string> = { client: '発注者', worker: '受注者', system: 'システム' };

export type TransitionRefusal = 'unknown_action' | 'already_done' | 'wrong_state' | 'wrong_actor';

export type TransitionResult =
  | { ok: true; from: ContractStatus; to: ContractStatus; action: ContractAction }
  | { ok: false; reason: TransitionRefusal; message: string };

/** The actions the given actor may take now, in the order of CONTRACT_TRANSITIONS. */
export function nextActions(status: ContractStatus, actor: ContractActor): ContractAction[] {
  return CONTRACT_TRANSITIONS.filter((t) => t.from.includes(status) && t.actors.includes(actor)).map((t) => t.action);
}

/**
 * Checks one transition. A refusal carries the Japanese message the API sends with its 409
 * (or 403 for a wrong actor): repeating a transition that already happened says so plainly.
 */
export function transition(status: ContractStatus, action: ContractAction, actor: ContractActor): TransitionResult {
  const t = CONTRACT_TRANSITIONS.find((x) => x.action === action);
  if (!t) return { ok: false, reason: 'unknown_action', message: 'この操作は行えません' };
  if (!t.from.includes(status)) {
    if (status === t.to) {
      return { ok: false, reason: 'already_done', message: `この契約はすでに「${CONTRACT_STATUS_LABEL[status]}」です` };
    }
    return {
      ok: false,
      reason: 'wrong_state',
      message: `現在の状態（${CONTRACT_STATUS_LABEL[status]}）ではこの操作は行えません`,
    };
  }
  if (!t.actors.includes(actor)) {
    const who = t.actors.map((a) => ACTOR_LABEL[a]).join('または');
    return { ok: false, reason: 'wrong_actor', message: `この操作は${who}のみ行えます` };
  }
  return { ok: true, from: status, to: t.to, action };
}

/** Same as transition, but throws a ContractTransitionError on refusal. */
export function assertTransition(status: ContractStatus, action: ContractAction, actor: ContractActor): ContractStatus {
  const r = transition(status, action, actor);
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
