/**
 * The API's JSON is compressed for clients that ask (Accept-Encoding), over 1 KB only;
 * images are sent as they are. Raw bytes are read with node:http, which (unlike supertest and
 * fetch) does not decode them.
 */
import { randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { describeApi } from '../support/harness';
import { createMarketApp, makeUser, postJob, type MarketApp, type Party } from '../marketplace/support';

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

describeApi('API: response compression', () => {
  let t: MarketApp;
  let worker: Party;
  let base: string;

  /** GET with exactly these headers; the body as received on the wire. */
  const raw = (path: string, headers: Record<string, string> = {}): Promise<RawResponse> =>
    new Promise((resolve, reject) => {
      const req = httpRequest(new URL(path, base), { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end();
    });

  beforeAll(async () => {
    t = await createMarketApp();
    base = new URL(t.request().get('/').url).origin;
    const client = await makeUser(t, 'client');
    worker = await makeUser(t, 'worker');
    // Enough open jobs that the first page is well over the 1 KB threshold.
    for (let i = 0; i < 6; i++) await postJob(client, { title: `撮影のお仕事 ${i + 1}` });
  });
  afterAll(() => t.close());

  const bearer = () => ({ authorization: `Bearer ${worker.idToken}` });

  it('a list route answers gzip when asked, and the body decodes to the same JSON', async () => {
    const plain = await raw('/liff/jobs', bearer());
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const json: unknown = JSON.parse(plain.body.toString('utf8'));
    expect(plain.body.length).toBeGreaterThan(1024);

    const zipped = await raw('/liff/jobs', { ...bearer(), 'accept-encoding': 'gzip' });
    expect(zipped.status).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toMatch(/accept-encoding/i);
    expect(zipped.headers['content-type']).toMatch(/^application\/json/);
    expect(zipped.body.length).toBeLessThan(plain.body.length);
    expect(JSON.parse(gunzipSync(zipped.body).toString('utf8'))).toEqual(json);
    // The request id survives (requestLog runs first).
    expect(zipped.headers['x-request-id']).toEqual(expect.any(String));
  });

  it('without Accept-Encoding the body is plain JSON', async () => {
    const res = await raw('/liff/jobs', bearer());
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(res.body.toString('utf8'))).toMatchObject({ items: expect.any(Array) });
  });

  it('a tiny body is not compressed', async () => {
    const res = await raw('/liff/health', { 'accept-encoding': 'gzip' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(res.body.toString('utf8'))).toMatchObject({ ok: true });
  });

  it('an error body is still JSON for clients that ask for gzip', async () => {
    const res = await raw('/liff/jobs', { 'accept-encoding': 'gzip' });
    expect(res.status).toBe(401);
    const text = res.headers['content-encoding'] === 'gzip' ? gunzipSync(res.body).toString('utf8') : res.body.toString('utf8');
    expect(JSON.parse(text)).toMatchObject({ error: expect.any(Object) });
  });

  it('images are sent as stored, never re-encoded', async () => {
    // Random bytes under a JPEG content type: what matters is that they arrive unchanged.
    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), randomBytes(4096)]);
    await t.deps.images.put(worker.uid, 'worker', 'profile', jpeg);
    const res = await raw(`/liff/images/${worker.uid}/worker/profile`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.equals(jpeg)).toBe(true);
  });
});
