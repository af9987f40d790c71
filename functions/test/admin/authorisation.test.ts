/**
 * Who may call the admin API (docs/product/admin.md#admin-claim), for EVERY /admin route the app serves:
 * the routes are read from the Express router the app builds, so a route added later is covered without
 * touching this file; a fixed list (the Endpoints table, docs/product/admin.md#endpoints) proves the walk
 * finds them. No token is 401, a token without the claim 403 before anything else is read (a malformed
 * body, query or id still answers 403), and the claim alone lets a caller in, even a suspended one
 * (docs/product/admin.md#suspension stops the user's /liff calls, not the claim). No route of the app
 * can give anyone the claim.
 */
import { getAuth } from 'firebase-admin/auth';
import type { SessionVerifyResponse } from '@common/api';
import { createApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import type { Deps } from '../../src/ports';
import { ADMINS_ONLY } from '../../src/http/admin';
import { SUSPENDED } from '../../src/http/access';
import {
  describeApi,
  exchangeCustomToken,
  idTokenWithClaims,
  PROJECT_ID,
  uniqueUserId,
  type LineTokenClaims,
} from '../support/harness';
import type { Caller, PayApp } from '../payments/support';
import { createAdminApp, type AdminApp, type Method } from './support';

// ---------- the routes, read from the app ----------

interface Route {
  method: Method;
  path: string;
}

interface RouterLayer {
  route?: { path: unknown; methods: Record<string, boolean> };
  handle?: { stack?: RouterLayer[] };
  rawPath?: unknown;
  slash?: boolean;
  name?: string;
}

/**
 * Deps that fail when used: building the app must only wire the routers, never call a port, so the
 * walk below reads the same routes the served app has without starting anything.
 */
function unusableDeps(): Deps {
  const port = new Proxy(
    {},
    {
      get: (_target, key) => {
        if (key === 'then') return undefined;
        return () => {
          throw new Error(`a port was called while the app was being built (${String(key)})`);
        };
      },
    },
  );
  return new Proxy({} as Deps, { get: () => port });
}

/**
 * Every `METHOD path` of the app: route layers give their path and methods; a mounted router (its
 * handle has a stack) is walked with its mount path (`rawPath`; `slash` when mounted at '/') as prefix.
 * A middleware mounted under /admin that is not a router cannot be seen into: it is reported.
 */
function enumerateRoutes(): { routes: Route[]; opaque: string[] } {
  const app = createApp(unusableDeps(), loadConfig({ GCLOUD_PROJECT: PROJECT_ID, STORE_PERSIST: 'false' })) as unknown as {
    router: { stack: RouterLayer[] };
  };
  const routes: Route[] = [];
  const opaque: string[] = [];
  const paths = (p: unknown): string[] => {
    if (typeof p === 'string') return [p];
    if (Array.isArray(p)) return p.flatMap(paths);
    throw new Error(`a route or mount path the walk cannot read: ${String(p)}`);
  };
  const walk = (stack: RouterLayer[], prefix: string) => {
    for (const layer of stack) {
      if (layer.route) {
        for (const path of paths(layer.route.path)) {
          for (const m of Object.keys(layer.route.methods)) {
            const method = (m === '_all' ? 'get' : m) as Method;
            routes.push({ method, path: `${prefix}${path}` });
          }
        }
      } else {
        const mounts = layer.slash || layer.rawPath === undefined ? [''] : paths(layer.rawPath);
        for (const mount of mounts) {
          const at = `${prefix}${mount === '/' ? '' : mount}`;
          if (layer.handle?.stack) walk(layer.handle.stack, at);
          else if (at.startsWith('/admin')) opaque.push(`${at} (${layer.name ?? '?'})`);
        }
      }
    }
  };
  walk(app.router.stack, '');
  const seen = new Set<string>();
  return {
    routes: routes.filter((r) => {
      const key = `${r.method} ${r.path}`;
      return seen.has(key) ? false : (seen.add(key), true);
    }),
    opaque,
  };
}

const { routes: ALL_ROUTES, opaque: OPAQUE_ADMIN_MIDDLEWARE } = enumerateRoutes();
const isAdminPath = (path: string) => path === '/admin' || path.startsWith('/admin/');
const ADMIN_ROUTES = ALL_ROUTES.filter((r) => isAdminPath(r.path));
const label = (r: Route) => `${r.method.toUpperCase()} ${r.path}`;

/** The Endpoints table of docs/product/admin.md#endpoints: the walk must find at least these. */
const DOCUMENTED = [
  'POST /admin/contracts/:id/hold-decision',
  'GET /admin/money',
  'POST /admin/money/:contractId/retry',
  'POST /admin/notices',
  'GET /admin/notices',
  'POST /admin/notices/:id/cancel',
  'POST /admin/jobs/:id/stop',
  'POST /admin/listings/:id/stop',
  'POST /admin/rooms/:id/messages/:seq/hide',
  'POST /admin/reviews/:id/hide',
  'POST /admin/rich-menu/link',
  'GET /admin/me',
  'GET /admin/overview',
  'GET /admin/audit',
  'POST /admin/partners/import/preview',
  'POST /admin/partners/import/apply',
  'GET /admin/partners',
  'PUT /admin/partners/:key',
  'DELETE /admin/partners/:key',
  'GET /admin/users',
  'GET /admin/users/:uid',
  'POST /admin/users/:uid/suspend',
  'POST /admin/users/:uid/reinstate',
  'GET /admin/worker-requests',
  'POST /admin/worker-requests/:uid/approve',
  'POST /admin/worker-requests/:uid/decline',
  'POST /admin/users/:uid/revoke-worker',
];

// ---------- what is sent ----------

/** A path with its parameters filled: `:uid` with a user who exists, `:seq` a number, the rest dummy ids. */
const fill = (path: string, uid: string) =>
  path.replace(/:(\w+)/g, (_all, name: string) => (name === 'uid' ? uid : name === 'seq' ? '1' : 'dummyId0001'));

/** The same path with every parameter malformed: an id check before the admin check would answer 404. */
const malformedPath = (path: string) => path.replace(/:\w+/g, encodeURIComponent('not an id!'));

/** Every filter of the admin lists with a value none of them takes: a query check first would answer 400. */
const MALFORMED_QUERY = `?kind=bogus&status=bogus&type=bogus&action=bogus&cursor=%25%25&adminId=..%2F&q=${'x'.repeat(300)}`;

/** Valid JSON, invalid everywhere else: wrong types, unknown fields, a prototype key, the claim itself. */
const MALFORMED_BODY =
  '{"reason":123,"decision":"bogus","amount":"x","what":[],"csv":{},"token":1,"side":"admin",' +
  '"__proto__":{"admin":true},"admin":true,"claims":{"admin":true},"customClaims":{"admin":true}}';

/** Fields that would grant the claim if any route copied a body into the user's claims. */
const CLAIM_FIELDS = { admin: true, claims: { admin: true }, customClaims: { admin: true }, isAdmin: true, role: 'admin' };

type NonAdmin = 'anonymous' | 'garbage token' | 'client' | 'worker' | 'unverified' | 'suspended' | 'claim not true';
const NON_ADMINS: NonAdmin[] = ['anonymous', 'garbage token', 'client', 'worker', 'unverified', 'suspended', 'claim not true'];
const UNAUTHENTICATED: NonAdmin[] = ['anonymous', 'garbage token'];

type Admin = 'admin' | 'suspended admin';
const ADMINS: Admin[] = ['admin', 'suspended admin'];

/** What an admin may get with an empty body: it went past the check (never 401/403, never a 5xx). */
const ADMIN_WRITE_ANSWERS = [200, 201, 400, 404, 409];

describeApi('admin authorisation: every /admin route', () => {
  let a: AdminApp;
  let t: PayApp;
  /** A user who exists, for the `:uid` parameters. */
  let subject: Caller;
  const tokens = {} as Record<NonAdmin | Admin, string | null>;
  let suspendedAdminUid: string;

  beforeAll(async () => {
    a = await createAdminApp();
    t = a.t;
    const [client, worker, unverified, suspended, suspendedAdmin, subjectUser] = await Promise.all([
      t.user('client'),
      t.user('worker'),
      t.user('unverified'),
      t.user('worker'),
      t.user('client'),
      t.user('client'),
    ]);
    subject = subjectUser;
    suspendedAdminUid = suspendedAdmin.uid;
    for (const uid of [suspended.uid, suspendedAdmin.uid]) {
      await a.call('post', `/admin/users/${uid}/suspend`).send({ reason: '権限の確認のため' }).expect(200);
    }
    Object.assign(tokens, {
      anonymous: null,
      'garbage token': 'not-a-firebase-id-token',
      client: client.idToken,
      worker: worker.idToken,
      unverified: unverified.idToken,
      suspended: suspended.idToken,
      // A claim that is there but not `true` is no claim.
      'claim not true': await idTokenWithClaims(uniqueUserId(), { admin: 'true' }),
      admin: a.adminToken,
      'suspended admin': await idTokenWithClaims(suspendedAdmin.uid, { admin: true }),
    });
  }, 60_000);
  afterAll(() => t?.close());

  describe('the routes read from the app', () => {
    it('finds every route of the Endpoints table, and nothing under /admin it cannot see into', () => {
      const found = new Set(ADMIN_ROUTES.map(label));
      expect(DOCUMENTED.filter((r) => !found.has(r))).toEqual([]);
      expect(ADMIN_ROUTES.length).toBeGreaterThanOrEqual(DOCUMENTED.length);
      expect(OPAQUE_ADMIN_MIDDLEWARE).toEqual([]);
      // The walk sees the user routes too (the claim test below writes to them).
      expect(ALL_ROUTES.map(label)).toEqual(
        expect.arrayContaining(['POST /liff/session/verify', 'PUT /liff/profiles/client', 'POST /liff/worker-access']),
      );
    });
  });

  const nonAdminCases = ADMIN_ROUTES.flatMap((route) => NON_ADMINS.map((who) => ({ route, who, name: label(route) })));

  it.each(nonAdminCases)('$name: $who is refused before anything else is read', async ({ route, who }) => {
    const path = `${malformedPath(route.path)}${route.method === 'get' ? MALFORMED_QUERY : ''}`;
    let req = a.call(route.method, path, tokens[who]);
    if (route.method !== 'get') req = req.set('content-type', 'application/json').send(MALFORMED_BODY);
    const res = await req;
    if (UNAUTHENTICATED.includes(who)) {
      expect({ status: res.status, code: res.body?.error?.code }).toEqual({ status: 401, code: 'unauthenticated' });
    } else {
      expect({ status: res.status, code: res.body?.error?.code, message: res.body?.error?.message }).toEqual({
        status: 403,
        code: 'permission_denied',
        message: ADMINS_ONLY,
      });
    }
  });

  const adminCases = ADMIN_ROUTES.flatMap((route) => ADMINS.map((who) => ({ route, who, name: label(route) })));

  it.each(adminCases)('$name: $who gets past the check', async ({ route, who }) => {
    let req = a.call(route.method, fill(route.path, subject.uid), tokens[who]);
    if (route.method !== 'get') req = req.send({});
    const res = await req;
    const answer = { status: res.status, body: res.body as unknown };
    if (route.method !== 'get') {
      expect(ADMIN_WRITE_ANSWERS).toContain(answer.status);
    } else if (/:(?!uid\b)\w+/.test(route.path)) {
      // A read of one dummy id may not exist.
      expect([200, 404]).toContain(answer.status);
    } else {
      // The lists and the reads of the existing user.
      expect(answer).toMatchObject({ status: 200 });
    }
  });

  describe('a suspended user with the claim', () => {
    it('is still an admin: the claim alone decides, while the suspension refuses their own /liff calls', async () => {
      const asSuspendedAdmin = t.as(tokens['suspended admin'] as string);
      expect((await asSuspendedAdmin.get('/admin/me').expect(200)).body).toEqual({ uid: suspendedAdminUid });
      const own = await asSuspendedAdmin.get('/liff/worker-access').expect(403);
      expect(own.body.error.message).toBe(SUSPENDED);
      // The session still answers, with the suspension.
      const session = await asSuspendedAdmin.get('/liff/session').expect(200);
      expect(session.body.user.suspension).toMatchObject({ reason: '権限の確認のため' });
    });
  });

  describe('a suspended user: every /liff route of the app', () => {
    /**
     * What still answers a suspended account (docs/product/admin.md#suspension): the session (the app
     * shows the suspended page from it) and the reads that need no token at all.
     */
    const ANSWERED = [
      'POST /liff/session/verify',
      'GET /liff/session',
      'GET /liff/health',
      'GET /liff/images/:uid/:side/:kind',
      'GET /liff/workers/:id/portfolio/photos/:photoId',
    ];
    const userRoutes = ALL_ROUTES.filter((r) => r.path.startsWith('/liff/') && !ANSWERED.includes(label(r)));

    it('answers 403 with the suspension message, salon verification and get-connect-status included', async () => {
      expect(userRoutes.map(label)).toEqual(
        expect.arrayContaining([
          'POST /liff/salon/verify',
          'POST /liff/salon/verify-code',
          'POST /liff/salon/resend-code',
          'POST /liff/stripe/get-connect-status',
          'GET /liff/notices',
        ]),
      );
      const answers: string[] = [];
      for (const who of ['suspended', 'suspended admin'] as const) {
        for (const route of userRoutes) {
          // A real image side and kind (a malformed one is a 400 of the path, whoever asks).
          const path = fill(route.path.replace(':side', 'client').replace(':kind', 'profile'), subject.uid);
          const res = await a.call(route.method, path, tokens[who]);
          if (res.status !== 403 || res.body?.error?.message !== SUSPENDED) answers.push(`${who}: ${label(route)} ${res.status}`);
        }
      }
      expect(answers).toEqual([]);
    });
  });

  describe('no route of the app grants the claim', () => {
    const writes = ALL_ROUTES.filter((r) => r.method !== 'get' && !isAdminPath(r.path));

    const hasNoAdminClaim = async (uid: string) => {
      const record = await getAuth().getUser(uid);
      expect(record.customClaims?.admin).toBeUndefined();
      // A fresh token from a new sign-in (the app's own path to a token) is still refused.
      const verified = await t
        .request()
        .post('/liff/session/verify')
        .send({ idToken: t.lineToken({ sub: uid }) })
        .expect(200);
      const fresh = await exchangeCustomToken((verified.body as SessionVerifyResponse).token);
      const me = await t.as(fresh).get('/admin/me');
      expect({ status: me.status, message: me.body.error?.message }).toEqual({ status: 403, message: ADMINS_ONLY });
    };

    it('a LINE token carrying admin claims signs in as a plain user', async () => {
      const uid = uniqueUserId();
      const lineToken = t.lineToken({ sub: uid, ...CLAIM_FIELDS } as LineTokenClaims);
      const res = await t.request().post('/liff/session/verify').send({ idToken: lineToken }).expect(200);
      const idToken = await exchangeCustomToken((res.body as SessionVerifyResponse).token);
      expect((await t.as(idToken).get('/admin/me')).status).toBe(403);
      await hasNoAdminClaim(uid);
    });

    it('the session, profile and worker-access writes refuse claim fields and set nothing', async () => {
      // Verified and allowed to work, without a side: both profiles and the request read their bodies.
      const user = await t.signIn({ isActive: true, isWorker: true });
      const lineToken = t.lineToken({ sub: user.uid });
      const verify = await t
        .request()
        .post('/liff/session/verify')
        .send({ idToken: lineToken, ...CLAIM_FIELDS });
      expect(verify.status).toBe(400);
      const client = await user.put('/liff/profiles/client', { companyName: 'サロン', ...CLAIM_FIELDS });
      const worker = await user.put('/liff/profiles/worker', { displayName: 'テスト', ...CLAIM_FIELDS });
      const access = await user.post('/liff/worker-access', {
        occupation: 'フォトグラファー',
        introduction: 'よろしくお願いします',
        link: 'https://example.com',
        ...CLAIM_FIELDS,
      });
      expect([client.status, worker.status, access.status]).toEqual([400, 400, 400]);
      await hasNoAdminClaim(user.uid);
      expect(await user.doc()).not.toHaveProperty('admin');
    });

    it('no user write of the app, sent the claim fields, makes its caller an admin', async () => {
      expect(writes.length).toBeGreaterThan(10);
      const user = await t.signIn({ isActive: true });
      const answers: string[] = [];
      for (const route of writes) {
        const path = fill(route.path, user.uid);
        const res = await a.call(route.method, path, user.idToken).send({ ...CLAIM_FIELDS });
        answers.push(`${route.method.toUpperCase()} ${route.path} ${res.status}`);
      }
      // Bad input is a 4xx, never a 500 (docs/product/api.md#errors).
      expect(answers.filter((line) => / 5\d\d$/.test(line))).toEqual([]);
      await hasNoAdminClaim(user.uid);
      expect(await user.doc()).not.toHaveProperty('admin');
    });
  });
});
