/**
 * Faults found by sending the API bad input, each over HTTP: validation that cannot be made slow,
 * authorisation before validation, one error path, prototype keys, ids from outside, small rules
 * (docs/product/validation.md#conventions, docs/product/api.md#errors).
 */
import { brotliCompressSync } from 'node:zlib';
import * as yup from 'yup';
import { clientProfileSchema } from '@common/schemas/clientProfile';
import { JOB_NOT_FOUND } from '../../src/documents/jobs';
import { userPath } from '../../src/documents/users';
import { exchangeCustomToken, describeApi, uniqueUserId } from '../support/harness';
import { createMarketApp, jobInput, listingInput, makeUser, postJob, type MarketApp, type Party } from '../marketplace/support';

const errorShape = (code: string) => ({
  error: expect.objectContaining({ code, message: expect.any(String), requestId: expect.stringMatching(/^[0-9a-f]{32}$/) }),
});

const individual = { classify: 'individual', name: '山田 花子', detail: '自己紹介です' };
const corporationInfo = { companyName: '株式会社テスト', establishmentDate: '2015年', address: '東京都', hpURL: 'https://a.jp' };
const workerProfile = {
  name: '山田 花子',
  sex: 'female',
  birthYear: 1990,
  birthMonth: 1,
  birthDate: 14,
  classify: 'individual',
  occupation: 'カメラマン',
  skills: [],
  detail: '自己紹介です',
};

describeApi('API hardening against bad input', () => {
  let t: MarketApp;
  let client: Party;
  let worker: Party;
  let unverified: Party;
  beforeAll(async () => {
    t = await createMarketApp();
    [client, worker, unverified] = await Promise.all([makeUser(t, 'client'), makeUser(t, 'worker'), makeUser(t, 'unverified')]);
  });
  afterAll(() => t.close());
  afterEach(() => jest.restoreAllMocks());

  /** A request with a raw JSON text (a JS object literal cannot hold an own `__proto__` key). */
  const raw = (p: Party | null, method: 'post' | 'put' | 'patch', path: string, json: string) => {
    const req = t.request()[method](path).set('content-type', 'application/json');
    if (p) req.set('Authorization', `Bearer ${p.idToken}`);
    return req.send(json);
  };

  describe('validation that cannot be made slow', () => {
    it("a homepage URL crafted against yup's url() pattern is answered at once", async () => {
      const hpURL = `http://${'a.'.repeat(46)}!`;
      const started = Date.now();
      const res = await raw(
        client,
        'put',
        '/liff/profiles/client',
        JSON.stringify({
          classify: 'corporation',
          name: 'サロン',
          detail: '説明',
          corporationInfo: { ...corporationInfo, hpURL },
        }),
      );
      expect(Date.now() - started).toBeLessThan(1000);
      expect(res.status).toBe(400);
      expect(res.body.error.fields).toEqual({ 'corporationInfo.hpURL': 'URL形式で入力してください' });
    });
  });

  describe('authorisation before validation', () => {
    let validate: jest.SpiedFunction<yup.Schema['validate']>;
    let validateAt: jest.SpiedFunction<yup.Schema['validateAt']>;
    beforeEach(() => {
      validate = jest.spyOn(yup.Schema.prototype, 'validate');
      validateAt = jest.spyOn(yup.Schema.prototype, 'validateAt');
    });

    const bad = { classify: 'nope', name: 1, unknown: true, reward: 'x', message: 5 };
    const routes: Array<['post' | 'put' | 'patch', string]> = [
      ['put', '/liff/profiles/client'],
      ['put', '/liff/profiles/worker'],
      ['post', '/liff/jobs'],
      ['patch', '/liff/jobs/someJobId'],
      ['post', '/liff/jobs/someJobId/applications'],
      ['post', '/liff/jobs/someJobId/stop'],
      ['post', '/liff/listings'],
      ['patch', '/liff/listings/someListingId'],
      ['post', '/liff/contracts/someId/cancel'],
      ['post', '/liff/stripe/get-connect-status'],
    ];

    it.each(routes)('%s %s: no bearer -> 401, the body never validated', async (method, path) => {
      const res = await raw(null, method, path, JSON.stringify(bad));
      expect(res.status).toBe(401);
      expect(res.body).toEqual(errorShape('unauthenticated'));
      expect(validate).not.toHaveBeenCalled();
      expect(validateAt).not.toHaveBeenCalled();
    });

    it.each(routes.filter(([, p]) => p !== '/liff/stripe/get-connect-status'))(
      '%s %s: an unverified user -> 403, the body never validated',
      async (method, path) => {
        const res = await raw(unverified, method, path, JSON.stringify(bad));
        expect(res.status).toBe(403);
        expect(res.body).toEqual(errorShape('permission_denied'));
        expect(validate).not.toHaveBeenCalled();
        expect(validateAt).not.toHaveBeenCalled();
      },
    );

    it('a client saving a worker profile -> 403 before the body is looked at', async () => {
      const res = await raw(client, 'put', '/liff/profiles/worker', JSON.stringify(bad));
      expect(res.status).toBe(403);
      expect(validate).not.toHaveBeenCalled();
    });
  });

  describe('one error path', () => {
    const undecodable = [
      ['gzip', Buffer.from('not gzip at all')],
      ['deflate', Buffer.from('not deflate either')],
      ['br', Buffer.concat([brotliCompressSync(Buffer.from('{"idToken":"x"}')).subarray(0, 5), Buffer.from([0xff, 0xff])])],
    ] as const;

    it.each(undecodable)('a %s body that does not decode -> 400 on every body endpoint', async (encoding, body) => {
      for (const [method, path, who] of [
        ['post', '/liff/session/verify', null],
        ['put', '/liff/profiles/client', client],
        ['post', '/liff/jobs', client],
        ['patch', '/liff/listings/x', worker],
      ] as const) {
        const req = t.request()[method](path).set('content-type', 'application/json').set('content-encoding', encoding);
        if (who) req.set('Authorization', `Bearer ${who.idToken}`);
        const res = await req.send(body);
        expect([path, res.status]).toEqual([path, 400]);
        expect(res.body).toEqual(errorShape('invalid_argument'));
      }
    });

    it.each(undecodable)('a %s image upload that does not decode -> 400', async (encoding, body) => {
      const res = await t
        .request()
        .put('/liff/images/client/profile')
        .set('Authorization', `Bearer ${client.idToken}`)
        .set('content-type', 'image/jpeg')
        .set('content-encoding', encoding)
        .send(body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual(errorShape('invalid_argument'));
    });

    it.each(['/liff/jobs/%E0%A4%A', '/liff/images/%E0%A4%A/client/profile', '/liff/workers/%ZZ', '/liff/contracts/%'])(
      'malformed percent-encoding in %s -> 400',
      async (path) => {
        const res = await client.get(path);
        expect(res.status).toBe(400);
        expect(res.body).toEqual(errorShape('invalid_argument'));
      },
    );

    it('anything else yup throws on hostile input -> 400, not 500', async () => {
      jest.spyOn(clientProfileSchema, 'validate').mockRejectedValue(new TypeError('field.resolve is not a function'));
      const res = await raw(client, 'put', '/liff/profiles/client', JSON.stringify(individual));
      expect(res.status).toBe(400);
      expect(res.body).toEqual(errorShape('invalid_argument'));
    });
  });

  describe('prototype keys', () => {
    const keys = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf'];
    /** JSON text of `base` with the key added at the top level, and one with it nested (in `nestedAt`, or a new object). */
    const bodies = (base: object, nestedAt?: string) =>
      keys.flatMap((k) => {
        const text = JSON.stringify(base);
        const rest = text === '{}' ? '}' : `,${text.slice(1)}`;
        const top = `{"${k}":{"isActive":true}${rest}`;
        const nested = nestedAt ? text.replace(`"${nestedAt}":{`, `"${nestedAt}":{"${k}":1,`) : `{"x":{"${k}":{"a":1}}${rest}`;
        return [top, nested];
      });

    it('POST /liff/session/verify without a login -> 400, top level or nested', async () => {
      for (const json of bodies({ idToken: t.lineToken({ sub: uniqueUserId() }) })) {
        const res = await raw(null, 'post', '/liff/session/verify', json);
        expect([json, res.status]).toEqual([json, 400]);
        expect(res.body).toEqual(errorShape('invalid_argument'));
      }
    });

    it('every JSON body endpoint -> 400 with the unknown-field message, never 500', async () => {
      const job = await postJob(client);
      const listing = (await worker.post('/liff/listings', listingInput()).expect(201)).body as { id: string };
      const cases: Array<[Party, 'post' | 'put' | 'patch', string, string[]]> = [
        [
          client,
          'put',
          '/liff/profiles/client',
          bodies({ classify: 'corporation', name: 'a', detail: 'b', corporationInfo }, 'corporationInfo'),
        ],
        [worker, 'put', '/liff/profiles/worker', bodies(workerProfile)],
        [client, 'post', '/liff/jobs', bodies(jobInput())],
        [client, 'patch', `/liff/jobs/${job.id}`, bodies({ title: '新しい題' })],
        [worker, 'post', `/liff/jobs/${job.id}/applications`, bodies({ message: 'よろしく' })],
        [worker, 'post', '/liff/listings', bodies(listingInput())],
        [worker, 'patch', `/liff/listings/${listing.id}`, bodies({ price: 40000 })],
        [client, 'post', `/liff/jobs/${job.id}/stop`, bodies({})],
        [client, 'post', '/liff/stripe/get-connect-status', bodies({})],
      ];
      for (const [who, method, path, jsons] of cases) {
        for (const json of jsons) {
          const res = await raw(who, method, path, json);
          expect([path, json, res.status]).toEqual([path, json, 400]);
          expect(res.body).toEqual(errorShape('invalid_argument'));
          expect(res.body.error.message).toBe('不明な項目が含まれています');
        }
      }
      // Nothing changed on refusal.
      const after = await client.get(`/liff/jobs/${job.id}`).expect(200);
      expect(after.body.title).toBe(job.title);
      expect(after.body.status).toBe('published');
    });

    it('PATCH: `__proto__` does not slip past the unknown-field check', async () => {
      const job = await postJob(client);
      const res = await raw(client, 'patch', `/liff/jobs/${job.id}`, '{"__proto__":{"title":"乗っ取り"}}');
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe('不明な項目が含まれています');
      const mixed = await raw(client, 'patch', `/liff/jobs/${job.id}`, '{"title":"新しい題","__proto__":{"clientId":"x"}}');
      expect(mixed.status).toBe(400);
      expect((await client.get(`/liff/jobs/${job.id}`).expect(200)).body.title).toBe(job.title);
    });

    it('a body nested deeper than any of ours -> 400 before anything reads it', async () => {
      const deep = `{"idToken":${'['.repeat(5000)}${']'.repeat(5000)}}`;
      const res = await raw(null, 'post', '/liff/session/verify', deep);
      expect(res.status).toBe(400);
      expect(res.body).toEqual(errorShape('invalid_argument'));
    });
  });

  describe('ids from outside', () => {
    it.each([
      ['a slash', (u: string) => `${u}/clientProfile/x`],
      ['over 128 characters', () => `U${'a'.repeat(200)}`],
      ['upper-case letters outside the local pattern', () => 'UABC'],
      ['a dot', () => 'U..'],
    ])('a LINE subject with %s -> 401, nothing written', async (_label, make) => {
      const victim = uniqueUserId();
      const sub = make(victim);
      const res = await t
        .request()
        .post('/liff/session/verify')
        .send({ idToken: t.lineToken({ sub }) });
      expect(res.status).toBe(401);
      expect(res.body).toEqual(errorShape('unauthenticated'));
      expect(await t.store.get(userPath(sub))).toBeNull();
      expect(await t.store.get(`users/${victim}/clientProfile/x`)).toBeNull();
    });

    it('the local demo ids still sign in', async () => {
      const res = await t
        .request()
        .post('/liff/session/verify')
        .send({ idToken: t.lineToken({ sub: `Udemo-hardening-${Date.now()}` }) });
      expect(res.status).toBe(200);
    });

    it('a Firebase uid outside the id rule -> 401', async () => {
      const idToken = await exchangeCustomToken(await t.deps.auth.createCustomToken(`bad/uid-${Date.now()}`));
      const res = await t.request().get('/liff/session').set('Authorization', `Bearer ${idToken}`);
      expect(res.status).toBe(401);
      expect(res.body).toEqual(errorShape('unauthenticated'));
    });

    it.each(['__id__', 'a.b', 'x'.repeat(129)])('path id %s -> 404', async (id) => {
      const res = await client.get(`/liff/jobs/${id}`);
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe(JOB_NOT_FOUND);
    });

    it('a cursor whose id breaks the id rule -> 400', async () => {
      const cursor = Buffer.from(JSON.stringify([{ d: new Date().toISOString() }, 'a/b'])).toString('base64url');
      const res = await client.get(`/liff/jobs?cursor=${cursor}`);
      expect(res.status).toBe(400);
      expect(res.body.error.fields).toEqual({ cursor: expect.any(String) });
    });
  });

  describe('small rule faults', () => {
    it.each([
      ['birthYear', '1988'],
      ['birthMonth', [6]],
      ['birthDate', ' 14 '],
    ])('worker profile %s = %j -> 400', async (field, value) => {
      const fresh = await makeUser(t, 'undecided');
      await t.store.update(userPath(fresh.uid), { isWorker: true });
      const res = await raw(fresh, 'put', '/liff/profiles/worker', JSON.stringify({ ...workerProfile, [field]: value }));
      expect(res.status).toBe(400);
      expect(res.body.error.fields[field]).toBe('数字で入力してください');
      expect(await t.store.get(`users/${fresh.uid}/profiles/worker`)).toBeNull();
    });

    it('POST /liff/stripe/get-connect-status refuses a body', async () => {
      const res = await client.post('/liff/stripe/get-connect-status', { status: 'success' });
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe('不明な項目が含まれています');
      await client.post('/liff/stripe/get-connect-status').expect(200);
    });

    it('applying to a stopped job -> 404 with the message of reading it', async () => {
      const job = await postJob(client);
      await client.post(`/liff/jobs/${job.id}/stop`).expect(200);
      const read = await worker.get(`/liff/jobs/${job.id}`).expect(404);
      const apply = await worker.post(`/liff/jobs/${job.id}/applications`, { message: '応募します' }).expect(404);
      expect(apply.body.error.message).toBe(read.body.error.message);
      expect(apply.body.error.message).toBe(JOB_NOT_FOUND);
    });
  });
});
