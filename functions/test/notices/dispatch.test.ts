/**
 * The outbox's dispatcher (features/notices/dispatch.ts): exactly one LINE push per notice under
 * retries and parallel dispatchers, one retry key per notice, LINE outages (the adapter throwing,
 * HttpLine against a fake LINE answering 500), 429 backoff, the monthly quota, and recipients who
 * are not friends of the official account (in-app notice only).
 */
import type { Page } from '@common/marketplace';
import type { Notice } from '@common/notices';
import { HttpLine } from '../../src/adapters/line/http';
import { BACKOFF_MAX_MS, LEASE_MS, MAX_ATTEMPTS, backoffMs, dispatchNotice } from '../../src/features/notices/dispatch';
import type { PushResult } from '../../src/ports';
import { userPath, type UserDoc } from '../../src/documents/users';
import { describeApi } from '../support/harness';
import { createPayApp, type Caller, type PayApp } from '../payments/support';
import { FakeLine } from './fakeLine';
import { MINUTE, SECOND, apply, dispatch, noticeDoc, noticesFor, postJob, pushesTo, queue } from './support';

const NOTHING = { sent: [], skipped: [], retrying: [], failed: [], quota: [] };

describeApi('notice dispatcher', () => {
  let t: PayApp;
  let client: Caller;
  let worker: Caller;
  const fake = new FakeLine();
  let http: HttpLine;

  beforeAll(() => fake.start());
  afterAll(() => fake.close());
  beforeEach(async () => {
    t = await createPayApp();
    [client, worker] = await Promise.all([t.user('client'), t.user('worker')]);
    http = new HttpLine(t.config.line.channelId, 'channel-access-token', fake.base);
    fake.seen.length = 0;
    fake.script.length = 0;
    fake.accepted.clear();
  }, 60_000);
  afterEach(async () => {
    jest.restoreAllMocks();
    await t.close();
  });

  const list = async (who: Caller) => ((await who.get('/liff/notices').expect(200)).body as Page<Notice>).items;

  describe('exactly once', () => {
    it('the same notice dispatched twice: one push with its retry key; the second finds nothing to do', async () => {
      const n = await queue(t, client.uid);
      expect(await dispatchNotice(t.deps, t.config.notify, n.id)).toBe('sent');
      expect(await dispatchNotice(t.deps, t.config.notify, n.id)).toBe('not_due');
      expect(await dispatch(t)).toEqual(NOTHING);
      expect(pushesTo(t, client.uid)).toEqual([
        {
          userId: client.uid,
          retryKey: n.push.retryKey,
          messages: [expect.objectContaining({ type: 'flex' })],
          at: expect.any(Date),
        },
      ]);
      expect(await noticeDoc(t, n.id)).toMatchObject({
        push: {
          status: 'sent',
          retryKey: n.push.retryKey,
          attempts: 1,
          nextAttemptAt: null,
          lastError: null,
          sentAt: expect.any(Date),
        },
      });
    });

    it('two sweeps and the trigger in parallel: every notice pushed once, each with its own key', async () => {
      const queued = [];
      for (let i = 0; i < 12; i++) queued.push(await queue(t, i % 2 ? client.uid : worker.uid, { title: `お知らせ ${i}` }));
      const push = jest.spyOn(t.line, 'push');
      const [r1, r2, one] = await Promise.all([dispatch(t), dispatch(t), dispatchNotice(t.deps, t.config.notify, queued[0].id)]);
      const sent = [...r1.sent, ...r2.sent, ...(one === 'sent' ? [queued[0].id] : [])];
      expect(sent.sort()).toEqual(queued.map((n) => n.id).sort());
      expect(push).toHaveBeenCalledTimes(12);
      expect(t.line.pushes.map((p) => p.retryKey).sort()).toEqual(queued.map((n) => n.push.retryKey).sort());
      for (const n of queued) expect((await noticeDoc(t, n.id))?.push).toMatchObject({ status: 'sent', attempts: 1 });
    });

    it('LINE took the push but the answer was lost: the retry carries the same key, LINE answers 409, counted as sent', async () => {
      const n = await queue(t, client.uid);
      const real = t.line.push.bind(t.line);
      const push = jest.spyOn(t.line, 'push').mockImplementationOnce(async (...args) => {
        await real(...args);
        throw new Error('socket hang up');
      });
      expect(await dispatch(t)).toEqual({ ...NOTHING, retrying: [n.id] });
      const after = await noticeDoc(t, n.id);
      expect(after?.push).toMatchObject({ status: 'pending', attempts: 1, lastError: 'Error: socket hang up' });
      expect(after?.push.nextAttemptAt?.getTime()).toBeLessThanOrEqual(t.clock.now().getTime() + backoffMs(1));
      // Not before its time.
      expect(await dispatch(t)).toEqual(NOTHING);
      expect(push).toHaveBeenCalledTimes(1);
      t.clock.advance(backoffMs(1));
      expect(await dispatch(t)).toEqual({ ...NOTHING, sent: [n.id] });
      expect(push).toHaveBeenCalledTimes(2);
      expect(push.mock.calls.map((c) => c[2])).toEqual([n.push.retryKey, n.push.retryKey]);
      await expect(push.mock.results[1].value).resolves.toEqual({ outcome: 'duplicate' });
      expect(pushesTo(t, client.uid)).toHaveLength(1);
      expect((await noticeDoc(t, n.id))?.push).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    });

    it('a dispatcher whose lease ran out does not overwrite the attempt that took over', async () => {
      const n = await queue(t, client.uid);
      let release: (r: PushResult) => void = () => undefined;
      const push = jest
        .spyOn(t.line, 'push')
        .mockImplementationOnce(() => new Promise<PushResult>((resolve) => (release = resolve)));
      const slow = dispatchNotice(t.deps, t.config.notify, n.id);
      while (push.mock.calls.length === 0) await new Promise((r) => setTimeout(r, 5));
      // Within the lease nobody else pushes it.
      expect(await dispatchNotice(t.deps, t.config.notify, n.id)).toBe('not_due');
      t.clock.advance(LEASE_MS + SECOND);
      expect(await dispatchNotice(t.deps, t.config.notify, n.id)).toBe('sent');
      release({ outcome: 'failed', retryable: true, error: 'late answer' });
      expect(await slow).toBe('not_due');
      expect((await noticeDoc(t, n.id))?.push).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
      expect(push.mock.calls.map((c) => c[2])).toEqual([n.push.retryKey, n.push.retryKey]);
    });
  });

  describe('LINE outages', () => {
    it('the adapter throwing: the event still happens, the notice waits and is pushed on a later dispatch', async () => {
      const push = jest.spyOn(t.line, 'push').mockRejectedValue(new TypeError('fetch failed'));
      const job = await postJob(client);
      await apply(worker, job.id); // 201: the application does not depend on LINE
      const [n] = await noticesFor(t, client.uid);
      expect(n.kind).toBe('application_new');
      expect(await dispatch(t)).toEqual({ ...NOTHING, retrying: [n.id] });
      t.clock.advance(backoffMs(1));
      expect(await dispatch(t)).toEqual({ ...NOTHING, retrying: [n.id] });
      expect((await noticeDoc(t, n.id))?.push).toMatchObject({
        status: 'pending',
        attempts: 2,
        lastError: 'TypeError: fetch failed',
      });
      expect(await list(client)).toEqual([expect.objectContaining({ id: n.id, readAt: null })]);
      push.mockRestore();
      t.clock.advance(backoffMs(2));
      expect(await dispatch(t)).toEqual({ ...NOTHING, sent: [n.id] });
      expect(pushesTo(t, client.uid).map((p) => p.retryKey)).toEqual([n.push.retryKey]);
    });

    it('HttpLine: LINE answering 500 twice, then up: the same X-Line-Retry-Key each time, delivered once', async () => {
      const n = await queue(t, client.uid);
      fake.script.push({ status: 500, body: { message: 'Internal Server Error' } }, { status: 503 });
      expect(await dispatch(t, { line: http })).toEqual({ ...NOTHING, retrying: [n.id] });
      t.clock.advance(backoffMs(1));
      expect(await dispatch(t, { line: http })).toEqual({ ...NOTHING, retrying: [n.id] });
      expect((await noticeDoc(t, n.id))?.push.lastError).toBe('LINE 503');
      t.clock.advance(backoffMs(2));
      expect(await dispatch(t, { line: http })).toEqual({ ...NOTHING, sent: [n.id] });
      expect(fake.seen.map((s) => s.headers['x-line-retry-key'])).toEqual([n.push.retryKey, n.push.retryKey, n.push.retryKey]);
      expect(fake.seen[2].body).toEqual({
        to: client.uid,
        messages: [expect.objectContaining({ type: 'flex', altText: n.title })],
      });
    });

    it('HttpLine: a 500 after LINE accepted it, then 409 for the retry: sent, once', async () => {
      const n = await queue(t, client.uid);
      fake.accepted.add(n.push.retryKey);
      fake.script.push({ status: 500, body: { message: 'Internal Server Error' } });
      expect(await dispatch(t, { line: http })).toEqual({ ...NOTHING, retrying: [n.id] });
      t.clock.advance(backoffMs(1));
      expect(await dispatch(t, { line: http })).toEqual({ ...NOTHING, sent: [n.id] });
      expect(fake.seen).toHaveLength(2);
      expect((await noticeDoc(t, n.id))?.push).toMatchObject({ status: 'sent', attempts: 2 });
    });

    it(`retryable failures give up after ${MAX_ATTEMPTS} attempts: failed, still in the in-app list`, async () => {
      const n = await queue(t, client.uid);
      const push = jest.spyOn(t.line, 'push').mockResolvedValue({ outcome: 'failed', retryable: true, error: 'LINE 503' });
      for (let i = 1; i < MAX_ATTEMPTS; i++) {
        expect(await dispatch(t)).toEqual({ ...NOTHING, retrying: [n.id] });
        t.clock.advance(BACKOFF_MAX_MS);
      }
      expect(await dispatch(t)).toEqual({ ...NOTHING, failed: [n.id] });
      expect((await noticeDoc(t, n.id))?.push).toMatchObject({
        status: 'failed',
        attempts: MAX_ATTEMPTS,
        nextAttemptAt: null,
        lastError: 'LINE 503',
      });
      t.clock.advance(BACKOFF_MAX_MS);
      expect(await dispatch(t)).toEqual(NOTHING);
      expect(push).toHaveBeenCalledTimes(MAX_ATTEMPTS);
      expect((await list(client)).map((x) => x.id)).toEqual([n.id]);
    });

    it('a failure no retry changes (LINE 400 on the message) is failed at once', async () => {
      const n = await queue(t, client.uid);
      fake.script.push({ status: 400, body: { message: 'The request body has 1 error(s)' } });
      expect(await dispatch(t, { line: http })).toEqual({ ...NOTHING, failed: [n.id] });
      expect((await noticeDoc(t, n.id))?.push).toMatchObject({
        status: 'failed',
        attempts: 1,
        lastError: 'LINE 400: The request body has 1 error(s)',
      });
    });
  });

  describe('429 and the monthly quota', () => {
    it("429 backs off (at least LINE's Retry-After), then pushes", async () => {
      const n = await queue(t, client.uid);
      fake.script.push({
        status: 429,
        body: { message: 'The API rate limit has been exceeded. Try again later.' },
        headers: { 'retry-after': '600' },
      });
      const at = t.clock.now().getTime();
      expect(await dispatch(t, { line: http })).toEqual({ ...NOTHING, retrying: [n.id] });
      const next = (await noticeDoc(t, n.id))?.push.nextAttemptAt?.getTime() ?? 0;
      expect(next - at).toBeGreaterThanOrEqual(600 * SECOND);
      expect(next - at).toBeLessThan(600 * SECOND + 5 * SECOND);
      t.clock.advance(5 * MINUTE);
      expect(await dispatch(t, { line: http })).toEqual(NOTHING);
      expect(fake.seen).toHaveLength(1);
      t.clock.advance(5 * MINUTE + SECOND);
      expect(await dispatch(t, { line: http })).toEqual({ ...NOTHING, sent: [n.id] });
      expect(fake.seen).toHaveLength(2);
    });

    it('429 without Retry-After: exponential backoff', async () => {
      const n = await queue(t, client.uid);
      const rate = { status: 429, body: { message: 'The API rate limit has been exceeded. Try again later.' } };
      fake.script.push(rate, rate);
      /** The delay the dispatcher chose, measured from around its run (the test clock is real time plus an offset). */
      const delayAfter = async (run: () => Promise<unknown>) => {
        const before = t.clock.now().getTime();
        await run();
        const after = t.clock.now().getTime();
        const next = (await noticeDoc(t, n.id))?.push.nextAttemptAt?.getTime() ?? 0;
        return [next - after, next - before];
      };
      const [min1, max1] = await delayAfter(() => dispatch(t, { line: http }));
      expect(min1).toBeLessThanOrEqual(backoffMs(1));
      expect(max1).toBeGreaterThanOrEqual(backoffMs(1));
      t.clock.advance(backoffMs(1));
      const [min2, max2] = await delayAfter(() => dispatch(t, { line: http }));
      expect(min2).toBeLessThanOrEqual(backoffMs(2));
      expect(max2).toBeGreaterThanOrEqual(backoffMs(2));
      expect((await noticeDoc(t, n.id))?.push).toMatchObject({
        status: 'pending',
        attempts: 2,
        lastError: 'LINE 429: rate limited',
      });
      expect(backoffMs(2)).toBe(2 * backoffMs(1));
    });

    it('the monthly quota: recorded as quota, never tried again, still in the in-app list', async () => {
      const n = await queue(t, client.uid);
      fake.script.push({ status: 429, body: { message: 'You have reached your monthly limit.' } });
      expect(await dispatch(t, { line: http })).toEqual({ ...NOTHING, quota: [n.id] });
      expect((await noticeDoc(t, n.id))?.push).toMatchObject({
        status: 'quota',
        attempts: 1,
        nextAttemptAt: null,
        lastError: 'LINE 429: monthly limit reached',
      });
      t.clock.advance(24 * 60 * MINUTE);
      expect(await dispatch(t, { line: http })).toEqual(NOTHING);
      expect(fake.seen).toHaveLength(1);
      expect(await list(client)).toEqual([expect.objectContaining({ id: n.id, title: n.title, readAt: null })]);
    });
  });

  describe('friends of the official account', () => {
    it('a user who is not a friend (liff.getFriendship said so) gets the in-app notice only; a friend again gets the next push', async () => {
      await client.post('/liff/line/friendship', { friend: false }).expect(200, { friend: false });
      const push = jest.spyOn(t.line, 'push');
      const job = await postJob(client);
      await apply(worker, job.id);
      const [n] = await noticesFor(t, client.uid);
      expect(await dispatch(t)).toEqual({ ...NOTHING, skipped: [n.id] });
      expect(push).not.toHaveBeenCalled();
      expect((await noticeDoc(t, n.id))?.push).toMatchObject({ status: 'skipped', attempts: 0, sentAt: null });
      expect(await list(client)).toEqual([expect.objectContaining({ id: n.id, kind: 'application_new', readAt: null })]);

      await client.post('/liff/line/friendship', { friend: true }).expect(200, { friend: true });
      const next = await queue(t, client.uid);
      expect(await dispatch(t)).toEqual({ ...NOTHING, sent: [next.id] });
      expect(pushesTo(t, client.uid).map((p) => p.retryKey)).toEqual([next.push.retryKey]);
    });

    it('LINE answering that the user cannot receive (400): skipped, the user marked not a friend, later notices not pushed', async () => {
      const n = await queue(t, client.uid);
      fake.script.push({ status: 400, body: { message: 'Failed to send messages' } });
      expect(await dispatch(t, { line: http })).toEqual({ ...NOTHING, skipped: [n.id] });
      expect((await noticeDoc(t, n.id))?.push).toMatchObject({ status: 'skipped', attempts: 1 });
      expect(await t.store.get<UserDoc>(userPath(client.uid))).toMatchObject({
        lineFriend: false,
        lineFriendCheckedAt: expect.any(Date),
      });
      const later = await queue(t, client.uid);
      expect(await dispatch(t, { line: http })).toEqual({ ...NOTHING, skipped: [later.id] });
      expect(fake.seen).toHaveLength(1);
      expect((await list(client)).map((x) => x.id)).toEqual([later.id, n.id]);
    });
  });
});
