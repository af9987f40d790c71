/**
 * One JSON log line per request (docs/product/api.md#conventions) and a request id in the
 * `x-request-id` header and in every error body; never a token, an e-mail address or a message text
 * in the line.
 */
import { logger } from 'firebase-functions/logger';
import { requestLoggingEnabled } from '../../src/http/requestLog';
import { describeApi, uniqueUserId } from '../support/harness';
import { createMarketApp, makeUser, postJob, type MarketApp } from '../marketplace/support';

interface Line {
  severity: string;
  message: string;
  httpRequest: { requestMethod: string; requestUrl: string; status: number; latency: string };
  requestId: string;
  userId?: string;
  durationMs: number;
}

describe('requestLoggingEnabled', () => {
  it('is on by default, off under Jest, and LOG_REQUESTS decides either way', () => {
    expect(requestLoggingEnabled({})).toBe(true);
    expect(requestLoggingEnabled({ JEST_WORKER_ID: '1' })).toBe(false);
    expect(requestLoggingEnabled({ JEST_WORKER_ID: '1', LOG_REQUESTS: '1' })).toBe(true);
    expect(requestLoggingEnabled({ LOG_REQUESTS: 'off' })).toBe(false);
  });
});

describeApi('API: request log and request id', () => {
  let t: MarketApp;
  let lines: string[];
  let write: jest.SpiedFunction<typeof logger.write>;
  const previous = process.env.LOG_REQUESTS;

  beforeAll(async () => {
    process.env.LOG_REQUESTS = '1';
    t = await createMarketApp();
    process.env.LOG_REQUESTS = previous;
  });
  afterAll(() => t.close());
  beforeEach(() => {
    lines = [];
    const real = logger.write;
    // The request lines (they carry httpRequest) are kept as written; any other entry goes out.
    write = jest.spyOn(logger, 'write').mockImplementation((entry) => {
      if ('httpRequest' in entry) lines.push(JSON.stringify(entry));
      else real(entry);
    });
  });
  afterEach(() => write.mockRestore());

  /** The lines written so far; the log is written on 'finish', right after the answer. */
  const logged = async (): Promise<Line[]> => {
    await new Promise((r) => setTimeout(r, 20));
    return lines.map((l) => JSON.parse(l) as Line);
  };

  it('a line per request: method, route pattern, status, duration, request id, user id', async () => {
    const client = await makeUser(t, 'client');
    lines.length = 0;
    const res = await client.get('/liff/jobs/someJob').expect(404);
    const [line] = await logged();
    expect(line).toMatchObject({
      severity: 'WARNING',
      message: expect.stringMatching(/^GET \/liff\/jobs\/:id 404 \d+\.\dms$/),
      httpRequest: { requestMethod: 'GET', requestUrl: '/liff/jobs/:id', status: 404, latency: expect.stringMatching(/s$/) },
      requestId: res.headers['x-request-id'],
      userId: client.uid,
      durationMs: expect.any(Number),
    });
    expect(res.body.error.requestId).toBe(res.headers['x-request-id']);
  });

  it('never a token, an e-mail address or a message text', async () => {
    const sub = uniqueUserId();
    const idToken = t.lineToken({ sub, name: '秘密の表示名' });
    await t.request().post('/liff/session/verify').send({ idToken }).expect(200);
    const client = await makeUser(t, 'client');
    const worker = await makeUser(t, 'worker');
    const job = await postJob(client);
    await worker.post(`/liff/jobs/${job.id}/applications`, { message: '秘密のメッセージ本文' }).expect(201);
    await t.request().post('/liff/session/verify').send({ idToken: 'x', email: 'someone@example.jp' }).expect(400);
    const all = lines.join('\n');
    const parsed = await logged();
    expect(parsed.find((l) => l.httpRequest.requestUrl === '/liff/session/verify')?.userId).toBe(sub);
    for (const secret of [
      idToken,
      worker.idToken,
      client.idToken,
      '秘密のメッセージ本文',
      '秘密の表示名',
      'someone@example.jp',
      '@',
    ]) {
      expect(all).not.toContain(secret);
    }
  });

  it('the request id comes from the trace header when there is one', async () => {
    const trace = '105445aa7843bc8bf206b12000100000';
    const cloud = await t.request().get('/liff/session').set('X-Cloud-Trace-Context', `${trace}/1;o=1`).expect(401);
    expect(cloud.headers['x-request-id']).toBe(trace);
    expect(cloud.body.error.requestId).toBe(trace);
    const w3c = await t.request().get('/liff/session').set('traceparent', `00-${trace}-00f067aa0ba902b7-01`).expect(401);
    expect(w3c.headers['x-request-id']).toBe(trace);
    // Anything else in the header is not taken over: a fresh random id.
    const forged = await t
      .request()
      .get('/liff/session')
      .set('X-Cloud-Trace-Context', '"}{"severity":"ERROR"}/1;o=1')
      .expect(401);
    expect(forged.headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
    expect(forged.headers['x-request-id']).not.toBe(trace);
  });

  it('every answer has an id; a success too, and errors of the body parser', async () => {
    const ok = await t.request().get('/liff/health').expect(200);
    expect(ok.headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
    const bad = await t.request().post('/liff/session/verify').set('content-type', 'application/json').send('{').expect(400);
    expect(bad.body.error.requestId).toBe(bad.headers['x-request-id']);
    const none = await t.request().get('/liff/no-such-route').expect(404);
    expect(none.body.error.requestId).toBe(none.headers['x-request-id']);
    const parsed = await logged();
    expect(parsed.map((l) => l.httpRequest.status)).toEqual([200, 400, 404]);
    expect(parsed[2].httpRequest.requestUrl).toBe('(no route)');
  });
});
