/**
 * Authorisation matrix of every marketplace endpoint: who gets which status. Each row builds its own
 * fresh fixture, so a row that changes state (accept, cancel, stop...) never affects another.
 */
import type { Contract, Job, Listing } from '@common/marketplace';
import { describeApi } from '../support/harness';
import {
  applyTo,
  createMarketApp,
  jobInput,
  listingInput,
  makeUser,
  postJob,
  unindexedQueries,
  type MarketApp,
  type Party,
} from './support';

type Role = 'anonymous' | 'unverified' | 'undecided' | 'clientOwner' | 'otherClient' | 'worker' | 'otherWorker';
const ROLES: Role[] = ['anonymous', 'unverified', 'undecided', 'clientOwner', 'otherClient', 'worker', 'otherWorker'];

interface Call {
  method: 'get' | 'post' | 'patch';
  path: string;
  body?: object;
}

/** The parties every row uses; "worker" is the one who applied, holds the contract and owns the listings. */
interface Cast {
  owner: Party;
  worker: Party;
}

interface Row {
  name: string;
  setup: (c: Cast) => Promise<Call>;
  /** Expected status per role; anonymous is always 401 and unverified always 403. */
  expect: Record<Exclude<Role, 'anonymous' | 'unverified'>, number>;
}

describeApi('marketplace authorisation matrix', () => {
  let t: MarketApp;
  const who = {} as Record<Exclude<Role, 'anonymous'>, Party>;

  beforeAll(async () => {
    t = await createMarketApp();
    const [unverified, undecided, clientOwner, otherClient, worker, otherWorker] = await Promise.all([
      makeUser(t, 'unverified'),
      makeUser(t, 'undecided'),
      makeUser(t, 'client'),
      makeUser(t, 'client'),
      makeUser(t, 'worker'),
      makeUser(t, 'worker'),
    ]);
    Object.assign(who, { unverified, undecided, clientOwner, otherClient, worker, otherWorker });
  }, 30_000);

  afterAll(() => t?.close());

  // Fixture builders.
  const publishedJob = async (c: Cast) => postJob(c.owner);
  const appliedJob = async (c: Cast): Promise<Job> => {
    const job = await postJob(c.owner);
    await applyTo(c.worker, job.id);
    return job;
  };
  const stoppedAppliedJob = async (c: Cast): Promise<Job> => {
    const job = await appliedJob(c);
    await c.owner.post(`/liff/jobs/${job.id}/stop`).expect(200);
    return job;
  };
  const contract = async (c: Cast): Promise<Contract> => {
    const job = await appliedJob(c);
    const res = await c.owner.post(`/liff/jobs/${job.id}/applications/${c.worker.uid}/accept`).expect(201);
    return res.body as Contract;
  };
  const listing = async (c: Cast, stopped = false): Promise<Listing> => {
    const res = await c.worker.post('/liff/listings', listingInput()).expect(201);
    if (stopped) await c.worker.post(`/liff/listings/${res.body.id}/stop`).expect(200);
    return res.body as Listing;
  };

  const rows: Row[] = [
    {
      name: 'POST /liff/jobs',
      setup: async () => ({ method: 'post', path: '/liff/jobs', body: jobInput() }),
      expect: { undecided: 403, clientOwner: 201, otherClient: 201, worker: 403, otherWorker: 403 },
    },
    {
      name: 'GET /liff/client/jobs',
      setup: async () => ({ method: 'get', path: '/liff/client/jobs?status=published' }),
      expect: { undecided: 403, clientOwner: 200, otherClient: 200, worker: 403, otherWorker: 403 },
    },
    {
      name: 'GET /liff/jobs (search)',
      setup: async () => ({ method: 'get', path: '/liff/jobs?q=撮影' }),
      expect: { undecided: 200, clientOwner: 200, otherClient: 200, worker: 200, otherWorker: 200 },
    },
    {
      name: 'GET /liff/jobs/:id published',
      setup: async (c) => ({ method: 'get', path: `/liff/jobs/${(await publishedJob(c)).id}` }),
      expect: { undecided: 200, clientOwner: 200, otherClient: 200, worker: 200, otherWorker: 200 },
    },
    {
      name: 'GET /liff/jobs/:id stopped (the worker applied)',
      setup: async (c) => ({ method: 'get', path: `/liff/jobs/${(await stoppedAppliedJob(c)).id}` }),
      expect: { undecided: 404, clientOwner: 200, otherClient: 404, worker: 200, otherWorker: 404 },
    },
    {
      name: 'PATCH /liff/jobs/:id published',
      setup: async (c) => ({ method: 'patch', path: `/liff/jobs/${(await publishedJob(c)).id}`, body: { reward: 60000 } }),
      expect: { undecided: 403, clientOwner: 200, otherClient: 403, worker: 403, otherWorker: 403 },
    },
    {
      name: 'PATCH /liff/jobs/:id stopped',
      setup: async (c) => ({
        method: 'patch',
        path: `/liff/jobs/${(await stoppedAppliedJob(c)).id}`,
        body: { title: '新しい題名' },
      }),
      expect: { undecided: 403, clientOwner: 200, otherClient: 404, worker: 403, otherWorker: 403 },
    },
    {
      name: 'POST /liff/jobs/:id/stop',
      setup: async (c) => ({ method: 'post', path: `/liff/jobs/${(await publishedJob(c)).id}/stop` }),
      expect: { undecided: 403, clientOwner: 200, otherClient: 403, worker: 403, otherWorker: 403 },
    },
    {
      name: 'POST /liff/jobs/:id/reopen',
      setup: async (c) => ({ method: 'post', path: `/liff/jobs/${(await stoppedAppliedJob(c)).id}/reopen` }),
      expect: { undecided: 403, clientOwner: 200, otherClient: 404, worker: 403, otherWorker: 403 },
    },
    {
      name: 'GET /liff/jobs/:id/applications',
      setup: async (c) => ({ method: 'get', path: `/liff/jobs/${(await appliedJob(c)).id}/applications` }),
      expect: { undecided: 403, clientOwner: 200, otherClient: 403, worker: 403, otherWorker: 403 },
    },
    {
      name: 'POST /liff/jobs/:id/applications/:workerId/accept',
      setup: async (c) => ({
        method: 'post',
        path: `/liff/jobs/${(await appliedJob(c)).id}/applications/${c.worker.uid}/accept`,
      }),
      expect: { undecided: 403, clientOwner: 201, otherClient: 403, worker: 403, otherWorker: 403 },
    },
    {
      name: 'POST /liff/jobs/:id/applications/:workerId/decline',
      setup: async (c) => ({
        method: 'post',
        path: `/liff/jobs/${(await appliedJob(c)).id}/applications/${c.worker.uid}/decline`,
      }),
      expect: { undecided: 403, clientOwner: 200, otherClient: 403, worker: 403, otherWorker: 403 },
    },
    {
      name: 'POST /liff/jobs/:id/applications (apply)',
      setup: async (c) => ({
        method: 'post',
        path: `/liff/jobs/${(await publishedJob(c)).id}/applications`,
        body: { message: '応募します' },
      }),
      expect: { undecided: 403, clientOwner: 403, otherClient: 403, worker: 201, otherWorker: 201 },
    },
    {
      name: 'POST /liff/jobs/:id/applications/mine/withdraw',
      setup: async (c) => ({ method: 'post', path: `/liff/jobs/${(await appliedJob(c)).id}/applications/mine/withdraw` }),
      expect: { undecided: 403, clientOwner: 403, otherClient: 403, worker: 200, otherWorker: 404 },
    },
    {
      name: 'GET /liff/worker/applications',
      setup: async () => ({ method: 'get', path: '/liff/worker/applications' }),
      expect: { undecided: 403, clientOwner: 403, otherClient: 403, worker: 200, otherWorker: 200 },
    },
    {
      name: 'GET /liff/workers (search)',
      setup: async () => ({ method: 'get', path: '/liff/workers?occupation=カメラマン' }),
      expect: { undecided: 200, clientOwner: 200, otherClient: 200, worker: 200, otherWorker: 200 },
    },
    {
      name: 'GET /liff/workers/:id',
      setup: async (c) => ({ method: 'get', path: `/liff/workers/${c.worker.uid}` }),
      expect: { undecided: 200, clientOwner: 200, otherClient: 200, worker: 200, otherWorker: 200 },
    },
    {
      name: 'GET /liff/clients/:id',
      setup: async (c) => ({ method: 'get', path: `/liff/clients/${c.owner.uid}` }),
      expect: { undecided: 200, clientOwner: 200, otherClient: 200, worker: 200, otherWorker: 200 },
    },
    {
      name: 'POST /liff/listings',
      setup: async () => ({ method: 'post', path: '/liff/listings', body: listingInput() }),
      expect: { undecided: 403, clientOwner: 403, otherClient: 403, worker: 201, otherWorker: 201 },
    },
    {
      name: 'GET /liff/worker/listings',
      setup: async () => ({ method: 'get', path: '/liff/worker/listings?status=stopped' }),
      expect: { undecided: 403, clientOwner: 403, otherClient: 403, worker: 200, otherWorker: 200 },
    },
    {
      name: 'GET /liff/listings/:id published',
      setup: async (c) => ({ method: 'get', path: `/liff/listings/${(await listing(c)).id}` }),
      expect: { undecided: 200, clientOwner: 200, otherClient: 200, worker: 200, otherWorker: 200 },
    },
    {
      name: 'GET /liff/listings/:id stopped',
      setup: async (c) => ({ method: 'get', path: `/liff/listings/${(await listing(c, true)).id}` }),
      expect: { undecided: 404, clientOwner: 404, otherClient: 404, worker: 200, otherWorker: 404 },
    },
    {
      name: 'PATCH /liff/listings/:id',
      setup: async (c) => ({ method: 'patch', path: `/liff/listings/${(await listing(c)).id}`, body: { price: 40000 } }),
      expect: { undecided: 403, clientOwner: 403, otherClient: 403, worker: 200, otherWorker: 403 },
    },
    {
      name: 'POST /liff/listings/:id/stop',
      setup: async (c) => ({ method: 'post', path: `/liff/listings/${(await listing(c)).id}/stop` }),
      expect: { undecided: 403, clientOwner: 403, otherClient: 403, worker: 200, otherWorker: 403 },
    },
    {
      name: 'POST /liff/listings/:id/reopen',
      setup: async (c) => ({ method: 'post', path: `/liff/listings/${(await listing(c, true)).id}/reopen` }),
      expect: { undecided: 403, clientOwner: 403, otherClient: 403, worker: 200, otherWorker: 404 },
    },
    {
      name: 'GET /liff/contracts',
      setup: async () => ({ method: 'get', path: '/liff/contracts?state=ongoing' }),
      expect: { undecided: 403, clientOwner: 200, otherClient: 200, worker: 200, otherWorker: 200 },
    },
    {
      name: 'GET /liff/contracts/:id',
      setup: async (c) => ({ method: 'get', path: `/liff/contracts/${(await contract(c)).id}` }),
      expect: { undecided: 404, clientOwner: 200, otherClient: 404, worker: 200, otherWorker: 404 },
    },
    {
      name: 'POST /liff/contracts/:id/cancel',
      setup: async (c) => ({ method: 'post', path: `/liff/contracts/${(await contract(c)).id}/cancel` }),
      expect: { undecided: 404, clientOwner: 200, otherClient: 404, worker: 200, otherWorker: 404 },
    },
  ];

  const cases = rows.flatMap((row) =>
    ROLES.map((role) => {
      const status = role === 'anonymous' ? 401 : role === 'unverified' ? 403 : row.expect[role as keyof Row['expect']];
      return [row.name, role, status, row] as const;
    }),
  );

  test.each(cases)('%s as %s -> %i', async (_name, role, status, row) => {
    const call = await row.setup({ owner: who.clientOwner, worker: who.worker });
    let req;
    if (role === 'anonymous') {
      const agent = t.request();
      req = agent[call.method](call.path).send(call.body ?? {});
    } else {
      const p = who[role];
      req = call.method === 'get' ? p.get(call.path) : p[call.method](call.path, call.body);
    }
    const res = await req;
    expect({ status: res.status, body: res.status >= 400 ? res.body : 'ok' }).toMatchObject({ status });
    if (status >= 400) {
      // Every refusal says why, in Japanese, in the error shape of docs/product/api.md#errors.
      expect(res.body.error.message).toMatch(/[ぁ-んァ-ヶ一-龠]/);
    }
  });

  test('every query these endpoints ran is served by firestore.indexes.json', () => {
    expect(unindexedQueries(t.recorder.queries)).toEqual([]);
  });
});
