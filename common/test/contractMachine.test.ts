import {
  CONTRACT_ACTIONS,
  CONTRACT_STATUSES,
  ContractTransitionError,
  FINISHED_CONTRACT_STATUSES,
  ONGOING_CONTRACT_STATUSES,
  PAID_CONTRACT_STATUSES,
  assertTransition,
  contractTransitionOf,
  isFinalContractStatus,
  nextActions,
  transition,
  type ContractActor,
  type PendingCancel,
} from '../src/contractMachine';
import { CONTRACT_ACTION_LABEL, CONTRACT_STATUS_LABEL, type ContractAction, type ContractStatus } from '../src/marketplace';

const ACTORS: ContractActor[] = ['client', 'worker', 'system'];
const JAPANESE = /[ぁ-んァ-ヶ一-龠]/;

/**
 * The contexts a contract can be in: every status without a cancellation request, and
 * cancel_requested with each possible request (who asked x which status it interrupted).
 */
type Ctx = { status: ContractStatus; pending: PendingCancel | null; name: string };
const REQUESTS: PendingCancel[] = [
  { by: 'client', from: 'in_progress' },
  { by: 'client', from: 'delivered' },
  { by: 'worker', from: 'in_progress' },
  { by: 'worker', from: 'delivered' },
];
const CONTEXTS: Ctx[] = CONTRACT_STATUSES.flatMap((status): Ctx[] =>
  status === 'cancel_requested'
    ? REQUESTS.map((p) => ({ status, pending: p, name: `cancel_requested(by ${p.by}, from ${p.from})` }))
    : [{ status, pending: null, name: status }],
);

/** The whole allowed table, written out independently of the implementation's data. */
const ALLOWED: Array<[string, ContractAction, ContractActor, ContractStatus]> = [
  ['awaiting_payment', 'pay', 'system', 'in_progress'],
  ['awaiting_payment', 'cancel', 'client', 'cancelled'],
  ['awaiting_payment', 'cancel', 'worker', 'cancelled'],
  ['in_progress', 'deliver', 'worker', 'delivered'],
  ['in_progress', 'request_cancel', 'client', 'cancel_requested'],
  ['in_progress', 'request_cancel', 'worker', 'cancel_requested'],
  ['delivered', 'request_revision', 'client', 'in_progress'],
  ['delivered', 'complete', 'client', 'completed'],
  ['delivered', 'complete', 'system', 'completed'],
  ['delivered', 'request_cancel', 'client', 'cancel_requested'],
  ['delivered', 'request_cancel', 'worker', 'cancel_requested'],
  ['completed', 'payout', 'system', 'paid_out'],
  // The worker answers the client's request, the client the worker's; the system accepts after 3 days.
  ['cancel_requested(by client, from in_progress)', 'accept_cancel', 'worker', 'refunding'],
  ['cancel_requested(by client, from in_progress)', 'accept_cancel', 'system', 'refunding'],
  ['cancel_requested(by client, from in_progress)', 'refuse_cancel', 'worker', 'in_progress'],
  ['cancel_requested(by client, from delivered)', 'accept_cancel', 'worker', 'refunding'],
  ['cancel_requested(by client, from delivered)', 'accept_cancel', 'system', 'refunding'],
  ['cancel_requested(by client, from delivered)', 'refuse_cancel', 'worker', 'delivered'],
  ['cancel_requested(by worker, from in_progress)', 'accept_cancel', 'client', 'refunding'],
  ['cancel_requested(by worker, from in_progress)', 'accept_cancel', 'system', 'refunding'],
  ['cancel_requested(by worker, from in_progress)', 'refuse_cancel', 'client', 'in_progress'],
  ['cancel_requested(by worker, from delivered)', 'accept_cancel', 'client', 'refunding'],
  ['cancel_requested(by worker, from delivered)', 'accept_cancel', 'system', 'refunding'],
  ['cancel_requested(by worker, from delivered)', 'refuse_cancel', 'client', 'delivered'],
  ['refunding', 'confirm_refund', 'system', 'cancelled'],
  // An admin's decision that ends a hold: the work accepted, or the payment back in full.
  ['in_progress', 'resolve_complete', 'system', 'completed'],
  ['in_progress', 'resolve_refund', 'system', 'refunding'],
  ['delivered', 'resolve_complete', 'system', 'completed'],
  ['delivered', 'resolve_refund', 'system', 'refunding'],
  ['cancel_requested(by client, from in_progress)', 'resolve_complete', 'system', 'completed'],
  ['cancel_requested(by client, from in_progress)', 'resolve_refund', 'system', 'refunding'],
  ['cancel_requested(by client, from delivered)', 'resolve_complete', 'system', 'completed'],
  ['cancel_requested(by client, from delivered)', 'resolve_refund', 'system', 'refunding'],
  ['cancel_requested(by worker, from in_progress)', 'resolve_complete', 'system', 'completed'],
  ['cancel_requested(by worker, from in_progress)', 'resolve_refund', 'system', 'refunding'],
  ['cancel_requested(by worker, from delivered)', 'resolve_complete', 'system', 'completed'],
  ['cancel_requested(by worker, from delivered)', 'resolve_refund', 'system', 'refunding'],
];

const key = (ctx: string, a: ContractAction, r: ContractActor) => `${ctx}|${a}|${r}`;
const allowed = new Map(ALLOWED.map(([c, a, r, to]) => [key(c, a, r), to]));
const ctxByName = new Map(CONTEXTS.map((c) => [c.name, c]));

const every: Array<[string, ContractAction, ContractActor]> = CONTEXTS.flatMap((c) =>
  CONTRACT_ACTIONS.flatMap((a) => ACTORS.map((r) => [c.name, a, r] as [string, ContractAction, ContractActor])),
);

describe('contract state machine', () => {
  test('the allowed table names only real contexts', () => {
    for (const [c] of ALLOWED) expect(ctxByName.has(c)).toBe(true);
  });

  test.each(ALLOWED)('%s --%s by %s--> %s', (name, action, actor, to) => {
    const { status, pending } = ctxByName.get(name)!;
    expect(transition(status, action, actor, pending)).toEqual({ ok: true, from: status, to, action });
    expect(assertTransition(status, action, actor, pending)).toBe(to);
  });

  const refused = every.filter(([c, a, r]) => !allowed.has(key(c, a, r)));

  test('every combination not in the table is refused', () => {
    // (7 statuses + 4 kinds of cancellation request) x 12 actions x 3 actors, minus the allowed ones.
    expect(CONTEXTS).toHaveLength(11);
    expect(refused).toHaveLength(11 * 12 * 3 - ALLOWED.length);
  });

  test.each(refused)('%s --%s by %s--> refused with a Japanese message', (name, action, actor) => {
    const { status, pending } = ctxByName.get(name)!;
    const r = transition(status, action, actor, pending);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.message).toMatch(JAPANESE);
    expect(() => assertTransition(status, action, actor, pending)).toThrow(ContractTransitionError);
  });

  test('repeating a transition that already happened says so', () => {
    expect(transition('cancelled', 'cancel', 'client')).toEqual({
      ok: false,
      reason: 'already_done',
      message: 'この契約はすでに「キャンセル」です',
    });
    expect(transition('in_progress', 'pay', 'system')).toMatchObject({ ok: false, reason: 'already_done' });
    expect(transition('delivered', 'deliver', 'worker')).toMatchObject({ ok: false, reason: 'already_done' });
    expect(transition('cancel_requested', 'request_cancel', 'worker', REQUESTS[0])).toEqual({
      ok: false,
      reason: 'already_done',
      message: 'この契約はすでに「キャンセル申請中」です',
    });
    expect(transition('refunding', 'accept_cancel', 'client')).toEqual({
      ok: false,
      reason: 'already_done',
      message: 'この契約はすでに「返金手続き中」です',
    });
  });

  test('a transition from the wrong state names the current state', () => {
    expect(transition('completed', 'cancel', 'worker')).toEqual({
      ok: false,
      reason: 'wrong_state',
      message: '現在の状態（検収完了）ではこの操作は行えません',
    });
    expect(transition('awaiting_payment', 'deliver', 'worker')).toMatchObject({ reason: 'wrong_state' });
    // After the payment a plain cancel is refused: it takes a request the other party answers.
    expect(transition('in_progress', 'cancel', 'client')).toMatchObject({ reason: 'wrong_state' });
    // After 検収 and after the transfer there is no self-service cancellation.
    expect(transition('completed', 'request_cancel', 'client')).toMatchObject({ reason: 'wrong_state' });
    expect(transition('paid_out', 'request_cancel', 'worker')).toEqual({
      ok: false,
      reason: 'wrong_state',
      message: '現在の状態（支払い完了）ではこの操作は行えません',
    });
  });

  test("the wrong actor is told which party may act; the platform's own steps are simply refused", () => {
    expect(transition('awaiting_payment', 'pay', 'client')).toEqual({
      ok: false,
      reason: 'wrong_actor',
      message: 'この操作は行えません',
    });
    expect(transition('in_progress', 'deliver', 'client')).toMatchObject({ message: 'この操作は受注者のみ行えます' });
    expect(transition('delivered', 'request_revision', 'worker')).toMatchObject({ message: 'この操作は発注者のみ行えます' });
    expect(transition('delivered', 'complete', 'worker')).toMatchObject({
      message: 'この操作は発注者のみ行えます',
    });
    expect(transition('awaiting_payment', 'cancel', 'system')).toMatchObject({
      message: 'この操作は発注者または受注者のみ行えます',
    });
  });

  test('only the other party answers a cancellation request', () => {
    const byClient: PendingCancel = { by: 'client', from: 'delivered' };
    expect(transition('cancel_requested', 'accept_cancel', 'client', byClient)).toEqual({
      ok: false,
      reason: 'wrong_actor',
      message: 'キャンセル申請への回答は相手方のみ行えます',
    });
    expect(transition('cancel_requested', 'refuse_cancel', 'client', byClient)).toMatchObject({ reason: 'wrong_actor' });
    expect(transition('cancel_requested', 'refuse_cancel', 'system', byClient)).toMatchObject({
      reason: 'wrong_actor',
      message: 'この操作は発注者または受注者のみ行えます',
    });
  });

  test('answering needs the pending request, and it must come from a paid state', () => {
    for (const action of ['accept_cancel', 'refuse_cancel'] as const) {
      expect(transition('cancel_requested', action, 'worker')).toEqual({
        ok: false,
        reason: 'no_request',
        message: 'キャンセル申請が見つかりません',
      });
      expect(transition('cancel_requested', action, 'worker', { by: 'client', from: 'completed' })).toMatchObject({
        reason: 'no_request',
      });
    }
  });

  test('an unknown action is refused', () => {
    expect(transition('awaiting_payment', 'refund' as ContractAction, 'client')).toEqual({
      ok: false,
      reason: 'unknown_action',
      message: 'この操作は行えません',
    });
  });

  test.each(CONTEXTS.flatMap((c) => ACTORS.map((r) => [c.name, r] as const)))(
    'nextActions(%s, %s) lists exactly the allowed actions',
    (name, actor) => {
      const { status, pending } = ctxByName.get(name)!;
      const expected = CONTRACT_ACTIONS.filter((a) => allowed.has(key(name, a, actor)));
      expect(nextActions(status, actor, pending)).toEqual(expected);
    },
  );

  test('which transitions need a text and which flag a dispute', () => {
    const inputs = CONTRACT_ACTIONS.filter((a) => contractTransitionOf(a)?.input).map((a) => [a, contractTransitionOf(a)?.input]);
    expect(inputs).toEqual([
      ['deliver', 'message'],
      ['request_revision', 'reason'],
      ['request_cancel', 'reason'],
    ]);
    expect(CONTRACT_ACTIONS.filter((a) => contractTransitionOf(a)?.flagsDispute)).toEqual(['refuse_cancel']);
  });

  test('every status and action has a Japanese label', () => {
    for (const s of CONTRACT_STATUSES) expect(CONTRACT_STATUS_LABEL[s]).toMatch(JAPANESE);
    for (const a of CONTRACT_ACTIONS) expect(CONTRACT_ACTION_LABEL[a]).toMatch(JAPANESE);
    expect(CONTRACT_STATUS_LABEL.cancel_requested).toBe('キャンセル申請中');
    expect(CONTRACT_STATUS_LABEL.refunding).toBe('返金手続き中');
    expect(CONTRACT_ACTION_LABEL.request_revision).toBe('修正依頼');
    expect(Object.keys(CONTRACT_STATUS_LABEL).sort()).toEqual([...CONTRACT_STATUSES].sort());
    expect(Object.keys(CONTRACT_ACTION_LABEL).sort()).toEqual([...CONTRACT_ACTIONS].sort());
  });

  test('final states, the ongoing / finished split and the paid states', () => {
    expect(CONTRACT_STATUSES.filter(isFinalContractStatus)).toEqual(['paid_out', 'cancelled']);
    expect([...ONGOING_CONTRACT_STATUSES, ...FINISHED_CONTRACT_STATUSES].sort()).toEqual([...CONTRACT_STATUSES].sort());
    expect(ONGOING_CONTRACT_STATUSES).toEqual(expect.arrayContaining(['cancel_requested', 'refunding']));
    // A finished contract leaves nothing for the parties to do.
    for (const s of FINISHED_CONTRACT_STATUSES) {
      expect(nextActions(s, 'client')).toEqual([]);
      expect(nextActions(s, 'worker')).toEqual([]);
    }
    // The client's money is held by the platform from the payment until the transfer or the refund.
    expect(PAID_CONTRACT_STATUSES).toEqual(['in_progress', 'delivered', 'completed', 'cancel_requested', 'refunding']);
  });

  const walk = (start: ContractStatus, path: Array<[ContractAction, ContractActor, PendingCancel?]>) => {
    let s = start;
    const seen = [s];
    for (const [a, r, p] of path) seen.push((s = assertTransition(s, a, r, p)));
    return seen;
  };

  test('the happy path walks every state of the deal once', () => {
    expect(
      walk('awaiting_payment', [
        ['pay', 'system'],
        ['deliver', 'worker'],
        ['complete', 'client'],
        ['payout', 'system'],
      ]),
    ).toEqual(['awaiting_payment', 'in_progress', 'delivered', 'completed', 'paid_out']);
  });

  test('a revision, a refused cancellation, then automatic 検収', () => {
    expect(
      walk('in_progress', [
        ['deliver', 'worker'],
        ['request_revision', 'client'],
        ['deliver', 'worker'],
        ['request_cancel', 'client'],
        ['refuse_cancel', 'worker', { by: 'client', from: 'delivered' }],
        ['complete', 'system'],
      ]),
    ).toEqual(['in_progress', 'delivered', 'in_progress', 'delivered', 'cancel_requested', 'delivered', 'completed']);
  });

  test('a cancellation after payment ends in a confirmed refund', () => {
    expect(
      walk('in_progress', [
        ['request_cancel', 'worker'],
        ['accept_cancel', 'system', { by: 'worker', from: 'in_progress' }],
        ['confirm_refund', 'system'],
      ]),
    ).toEqual(['in_progress', 'cancel_requested', 'refunding', 'cancelled']);
  });
});
