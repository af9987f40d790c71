/**
 * Authorisation and input of every deal endpoint (deliver, request-revision, complete-process,
 * cancel, request-cancel, accept-cancel, refuse-cancel; docs/product/states.md#transitions) over
 * HTTP: anonymous 401, unverified 403, a stranger (other client, other worker) 404, the wrong party
 * 403, the wrong state 409 with a Japanese message, bad input 400; after every refusal the stored
 * contract is unchanged. Each case builds its own contract; the right call at the end proves the
 * fixture was valid.
 */
import type request from 'supertest';
import * as yup from 'yup';
import type { ContractStatus } from '@common/marketplace';
import { CONTRACT_STATUSES } from '@common/contractMachine';
import { describeApi } from '../support/harness';
import { createPayApp, rawPost, type Caller, type PayApp } from './support';

const JAPANESE = /[ぁ-んァ-ン一-龥]/;

type Party = 'client' | 'worker';

interface Endpoint {
  name: string;
  /** The states in which the action is offered (the fixture uses the first). */
  from: ContractStatus[];
  /** Who may: one party, or both. */
  may: Party | 'both';
  /** The text field of the body, and whether it is required. */
  field: 'message' | 'reason' | 'contractId' | null;
  required: boolean;
}

const ENDPOINTS: Endpoint[] = [
  { name: 'deliver', from: ['in_progress'], may: 'worker', field: 'message', required: true },
  { name: 'request-revision', from: ['delivered'], may: 'client', field: 'reason', required: true },
  { name: 'complete-process', from: ['delivered'], may: 'client', field: 'contractId', required: true },
  { name: 'cancel', from: ['awaiting_payment'], may: 'both', field: 'reason', required: false },
  { name: 'request-cancel', from: ['in_progress', 'delivered'], may: 'both', field: 'reason', required: true },
  // The fixture's request was made by the client: only the worker may answer it.
  { name: 'accept-cancel', from: ['cancel_requested'], may: 'worker', field: null, required: false },
  { name: 'refuse-cancel', from: ['cancel_requested'], may: 'worker', field: 'reason', required: true },
];

const pathOf = (e: Endpoint, id: string) =>
  e.name === 'complete-process' ? '/liff/project/complete-process' : `/liff/contracts/${encodeURIComponent(id)}/${e.name}`;

/** A good body: what the right party sends. */
function goodBody(e: Endpoint, id: string): Record<string, unknown> | undefined {
  if (e.field === 'contractId') return { contractId: id };
  if (e.field) return { [e.field]: 'よろしくお願いします' };
  return undefined;
}

type Body = { json: unknown } | { raw: string };

/** Bodies that must be refused with 400, for an endpoint and a contract id. */
function badBodies(e: Endpoint, id: string): [string, Body][] {
  const f = e.field;
  const good = goodBody(e, id) ?? {};
  const goodJson = JSON.stringify(good).slice(1, -1); // without the braces, for raw bodies
  const withGood = (rest: string) => (goodJson ? `{${goodJson},${rest}}` : `{${rest}}`);
  const common: [string, Body][] = [
    ['unknown key', { json: { ...good, extra: 1 } }],
    ['own __proto__ key', { raw: '{"__proto__":{"x":1}}' }],
    ['own __proto__ key next to a good field', { raw: withGood('"__proto__":{"x":1}') }],
    ['constructor key', { raw: '{"constructor":{}}' }],
    ['constructor key next to a good field', { raw: withGood('"constructor":{}') }],
    ['toString key', { raw: withGood('"toString":"x"') }],
    ['malformed JSON', { raw: '{"message": "納品' }],
    ['a JSON array', { raw: '[]' }],
    ['a JSON string', { raw: '"納品します"' }],
    ['a JSON number', { raw: '123' }],
  ];
  if (!f) return [...common, ['any field at all', { json: { reason: 'x' } }], ['an empty key', { json: { '': 1 } }]];
  const typed: [string, Body][] = [
    ['a number', { json: { ...good, [f]: 123 } }],
    ['an array', { json: { ...good, [f]: [] } }],
    ['an array of text', { json: { ...good, [f]: ['納品'] } }],
    ['an object', { json: { ...good, [f]: {} } }],
    ['a boolean', { json: { ...good, [f]: true } }],
    ['null', { json: { ...good, [f]: null } }],
    ['an object with its own toString', { json: { ...good, [f]: { toString: 'x' } } }],
  ];
  const sized: [string, Body][] =
    f === 'contractId'
      ? [['300 characters', { json: { contractId: 'a'.repeat(300) } }]]
      : [
          ['1001 characters', { json: { [f]: 'あ'.repeat(1001) } }],
          ['1001 characters after trimming spaces', { json: { [f]: ` ${'a'.repeat(1001)} ` } }],
        ];
  const empty: [string, Body][] = e.required
    ? [
        ['missing', { json: {} }],
        ['empty', { json: { [f]: '' } }],
        ['only spaces', { json: { [f]: '   \n ' } }],
      ]
    : [];
  return [...empty, ...typed, ...sized, ...common];
}

describeApi('deal endpoints: authorisation, state and input', () => {
  let t: PayApp;
  let client: Caller;
  let worker: Caller;
  let otherClient: Caller;
  let otherWorker: Caller;
  let unverified: Caller;

  beforeAll(async () => {
    t = await createPayApp();
    [client, worker, otherClient, otherWorker, unverified] = await Promise.all([
      t.user('client'),
      t.user('worker'),
      t.user('client'),
      t.user('worker'),
      t.user('unverified'),
    ]);
  }, 60_000);
  afterAll(() => t.close());

  /** A contract of client and worker in the given state; cancel_requested by the client over HTTP. */
  async function fixture(status: ContractStatus): Promise<string> {
    if (status !== 'cancel_requested') return t.contract(client, worker, status);
    const id = await t.contract(client, worker, 'in_progress');
    await client.post(`/liff/contracts/${id}/request-cancel`, { reason: '予算の都合で中止したい' }).expect(200);
    return id;
  }

  const callerOf = (p: Party) => (p === 'client' ? client : worker);
  const rightParty = (e: Endpoint) => callerOf(e.may === 'both' ? 'client' : e.may);

  function call(e: Endpoint, caller: Caller | null, id: string, body?: Body): request.Test {
    const path = pathOf(e, id);
    const b: Body = body ?? { json: goodBody(e, id) };
    if (!caller) {
      const anonymous = t.request().post(path);
      return 'json' in b && b.json !== undefined ? anonymous.send(b.json as object) : anonymous;
    }
    if ('raw' in b) return rawPost(t, caller, path, b.raw);
    return b.json === undefined ? caller.post(path) : rawPost(t, caller, path, JSON.stringify(b.json));
  }

  /** The stored documents a refused call must leave alone. */
  const snapshot = async (id: string) => ({
    contract: await t.contractDoc(id),
    payment: await t.store.get(`payments/${id}`),
    payout: await t.store.get(`payouts/${id}`),
  });

  describe.each(ENDPOINTS)('POST $name', (e) => {
    it('anonymous 401, unverified 403, other client 404, other worker 404; nothing changes', async () => {
      const id = await fixture(e.from[0]);
      const before = await snapshot(id);
      await call(e, null, id).expect(401);
      const res = await call(e, unverified, id).expect(403);
      expect(res.body.error.message).toMatch(JAPANESE);
      for (const stranger of [otherClient, otherWorker]) {
        const r = await call(e, stranger, id).expect(404);
        expect(r.body.error.message).toBe('契約が見つかりません');
      }
      expect(await snapshot(id)).toEqual(before);
      // The right party, same contract: accepted (the fixture was valid).
      await call(e, rightParty(e), id).expect(200);
    });

    if (e.may !== 'both') {
      it(`the wrong party (${e.may === 'client' ? 'worker' : 'client'}) is 403 with a Japanese message; nothing changes`, async () => {
        const id = await fixture(e.from[0]);
        const before = await snapshot(id);
        const res = await call(e, callerOf(e.may === 'client' ? 'worker' : 'client'), id).expect(403);
        expect(res.body.error.message).toMatch(JAPANESE);
        expect(await snapshot(id)).toEqual(before);
        await call(e, rightParty(e), id).expect(200);
      });
    }

    const wrongStates = CONTRACT_STATUSES.filter((s) => !e.from.includes(s));
    it.each(wrongStates)('in state %s: 409 with a Japanese message for both parties; nothing changes', async (status) => {
      const id = await fixture(status);
      const before = await snapshot(id);
      for (const p of [client, worker]) {
        const res = await call(e, p, id).expect(409);
        expect(res.body.error.message).toMatch(JAPANESE);
      }
      expect(await snapshot(id)).toEqual(before);
    });

    it('bad input is 400 with a Japanese message; nothing changes; then the good body is accepted', async () => {
      const id = await fixture(e.from[0]);
      const before = await snapshot(id);
      const got: [string, number][] = [];
      for (const [what, body] of badBodies(e, id)) {
        const res = await call(e, rightParty(e), id, body);
        got.push([what, res.status]);
        if (res.status === 400) expect(res.body.error.message).toMatch(JAPANESE);
      }
      expect(got.filter(([, status]) => status !== 400)).toEqual([]);
      expect(await snapshot(id)).toEqual(before);
      await call(e, rightParty(e), id).expect(200);
    });

    it('a forged contract id is 404 and reaches nothing', async () => {
      const id = await fixture(e.from[0]);
      const before = await snapshot(id);
      // In the body of complete-process an over-long id is a 400 (bad input, above); in a path, 404.
      const long = e.name === 'complete-process' ? [] : ['a'.repeat(129), 'a'.repeat(300)];
      const forged = ['..%2F..', `../${id}`, `${id}/../${id}`, ...long, '__proto__', 'nope'];
      for (const bad of forged) {
        const path = e.name === 'complete-process' ? '/liff/project/complete-process' : `/liff/contracts/${bad}/${e.name}`;
        const body = e.name === 'complete-process' ? { contractId: bad.replace('%2F', '/') } : goodBody(e, bad);
        const res = await rawPost(t, rightParty(e), path, JSON.stringify(body ?? {}));
        expect([bad, res.status]).toEqual([bad, 404]);
      }
      expect(await snapshot(id)).toEqual(before);
    });

    it('authorisation before validation: anonymous 401 and unverified 403 never validate the body', async () => {
      const id = await fixture(e.from[0]);
      const before = await snapshot(id);
      const validate = jest.spyOn(yup.Schema.prototype, 'validate');
      try {
        const bad = JSON.stringify({ contractId: 5, message: 1, reason: [], unexpected: true });
        const anonymous = await t.request().post(pathOf(e, id)).set('content-type', 'application/json').send(bad);
        expect(anonymous.status).toBe(401);
        expect((await rawPost(t, unverified, pathOf(e, id), bad)).status).toBe(403);
        expect(validate).not.toHaveBeenCalled();
      } finally {
        validate.mockRestore();
      }
      expect(await snapshot(id)).toEqual(before);
    });
  });
});
