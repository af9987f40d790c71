import {
  CONTRACT_ACTIONS,
  CONTRACT_STATUSES,
  ContractTransitionError,
  FINISHED_CONTRACT_STATUSES,
  ONGOING_CONTRACT_STATUSES,
  assertTransition,
  isFinalContractStatus,
  nextActions,
  transition,
  type ContractActor,
} from '../src/contractMachine';
import type { ContractAction, ContractStatus } from '../src/marketplace';

const ACTORS: ContractActor[] = ['client', 'worker', 'system'];

/** The whole allowed table, written out independently of the implementation's data. */
const ALLOWED: Array<[ContractStatus, ContractAction, ContractActor, ContractStatus]> = [
  ['awaiting_payment', 'pay', 'client', 'in_progress'],
  ['in_progress', 'deliver', 'worker', 'delivered'],
  ['delivered', 'complete', 'client', 'completed'],
  ['completed', 'payout', 'system', 'paid_out'],
  ['awaiting_payment', 'cancel', 'client', 'cancelled'],
  ['awaiting_payment', 'cancel', 'worker', 'cancelled'],
  ['in_progress', 'cancel', 'client', 'cancelled'],
  ['in_progress', 'cancel', 'worker', 'cancelled'],
  ['delivered', 'cancel', 'client', 'cancelled'],
  ['delivered', 'cancel', 'worker', 'cancelled'],
];

const key = (s: ContractStatus, a: ContractAction, r: ContractActor) => `${s}|${a}|${r}`;
const allowed = new Map(ALLOWED.map(([s, a, r, to]) => [key(s, a, r), to]));

const every: Array<[ContractStatus, ContractAction, ContractActor]> = CONTRACT_STATUSES.flatMap((s) =>
  CONTRACT_ACTIONS.flatMap((a) => ACTORS.map((r) => [s, a, r] as [ContractStatus, ContractAction, ContractActor])),
);

describe('contract state machine', () => {
  test.each(ALLOWED)('%s --%s by %s--> %s', (status, action, actor, to) => {
    expect(transition(status, action, actor)).toEqual({ ok: true, from: status, to, action });
    expect(assertTransition(status, action, actor)).toBe(to);
  });

  const refused = every.filter(([s, a, r]) => !allowed.has(key(s, a, r)));

  test('every combination not in the table is refused', () => {
    // 6 states x 5 actions x 3 actors, minus the 10 allowed ones.
    expect(refused).toHaveLength(6 * 5 * 3 - ALLOWED.length);
  });

  test.each(refused)('%s --%s by %s--> refused', (status, action, actor) => {
    const r = transition(status, action, actor);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.message).toMatch(/[ぁ-んァ-ヶ一-龠]/);
    expect(() => assertTransition(status, action, actor)).toThrow(ContractTransitionError);
  });

  test('repeating a transition that already happened says so', () => {
    expect(transition('cancelled', 'cancel', 'client')).toEqual({
      ok: false,
      reason: 'already_done',
      message: 'この契約はすでに「キャンセル」です',
    });
    expect(transition('in_progress', 'pay', 'client')).toMatchObject({ ok: false, reason: 'already_done' });
    expect(transition('delivered', 'deliver', 'worker')).toMatchObject({ ok: false, reason: 'already_done' });
  });

  test('a transition from the wrong state names the current state', () => {
    expect(transition('completed', 'cancel', 'worker')).toEqual({
      ok: false,
      reason: 'wrong_state',
      message: '現在の状態（検収完了）ではこの操作は行えません',
    });
    expect(transition('awaiting_payment', 'deliver', 'worker')).toMatchObject({ reason: 'wrong_state' });
  });

  test('the wrong actor is told who may act', () => {
    expect(transition('awaiting_payment', 'pay', 'worker')).toEqual({
      ok: false,
      reason: 'wrong_actor',
      message: 'この操作は発注者のみ行えます',
    });
    expect(transition('in_progress', 'deliver', 'client')).toMatchObject({ message: 'この操作は受注者のみ行えます' });
    expect(transition('awaiting_payment', 'cancel', 'system')).toMatchObject({
      message: 'この操作は発注者または受注者のみ行えます',
    });
  });

  test('an unknown action is refused', () => {
    expect(transition('awaiting_payment', 'refund' as ContractAction, 'client')).toMatchObject({
      ok: false,
      reason: 'unknown_action',
    });
  });

  test.each(CONTRACT_STATUSES.flatMap((s) => ACTORS.map((r) => [s, r] as const)))(
    'nextActions(%s, %s) lists exactly the allowed actions',
    (status, actor) => {
      const expected = CONTRACT_ACTIONS.filter((a) => allowed.has(key(status, a, actor)));
      expect(nextActions(status, actor)).toEqual(expected);
    },
  );

  test('final states and the ongoing / finished split', () => {
    expect(CONTRACT_STATUSES.filter(isFinalContractStatus)).toEqual(['paid_out', 'cancelled']);
    expect([...ONGOING_CONTRACT_STATUSES, ...FINISHED_CONTRACT_STATUSES].sort()).toEqual([...CONTRACT_STATUSES].sort());
    for (const s of ONGOING_CONTRACT_STATUSES) expect(nextActions(s, 'client')).toContain('cancel');
    for (const s of FINISHED_CONTRACT_STATUSES) {
      expect(nextActions(s, 'client')).toEqual([]);
      expect(nextActions(s, 'worker')).toEqual([]);
    }
  });

  test('the happy path walks every state once', () => {
    const path: Array<[ContractAction, ContractActor]> = [
      ['pay', 'client'],
      ['deliver', 'worker'],
      ['complete', 'client'],
      ['payout', 'system'],
    ];
    let s = 'awaiting_payment' as ContractStatus;
    const seen = [s];
    for (const [a, r] of path) seen.push((s = assertTransition(s, a, r)));
    expect(seen).toEqual(['awaiting_payment', 'in_progress', 'delivered', 'completed', 'paid_out']);
  });
});
