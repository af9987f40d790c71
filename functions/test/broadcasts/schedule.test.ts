/**
 * Scheduled admin notices (docs/product/admin.md#notices): sent by the timer when due, twice at once
 * still once; cancelled while scheduled (409 otherwise, with its audit entry); the list of broadcasts
 * with status and counts, newest first, cursor-paged.
 */
import type { Broadcast } from '@common/admin';
import type { AuditDoc } from '../../src/documents/auditLog';
import { runBroadcastTimers } from '../../src/features/broadcasts/timers';
import { describeApi } from '../support/harness';
import { createAdminApp, type AdminApp } from '../admin/support';
import { addUsers, broadcastDocs, notices, perUser, send, sorted } from './support';

const HOUR = 3_600_000;
const content = { title: '新機能のお知らせ', body: 'メッセージで画像を送れるようになりました' };

describeApi('broadcasts: scheduled, cancelled, listed', () => {
  let a: AdminApp;
  beforeAll(async () => {
    a = await createAdminApp();
  }, 60_000);
  afterAll(() => a.t.close());

  const inHours = (h: number) => new Date(a.t.clock.now().getTime() + h * HOUR).toISOString();
  const audit = async () => (await a.t.store.query<AuditDoc>('auditLog')).map((d) => d.data);

  it('a scheduled broadcast waits for its time; two timers at once send it once', async () => {
    const workers = await addUsers(a, 'worker', 6);
    const res = await send(a, { ...content, audience: 'workers', sendAt: inHours(2) }).expect(201);
    expect(res.body).toEqual({ id: expect.any(String), status: 'scheduled', queued: 0 });
    expect(await perUser(a, res.body.id)).toEqual(new Map());
    expect((await runBroadcastTimers(a.t.deps)).sent).toEqual([]);
    a.t.clock.advance(2 * HOUR + 1000);
    const [r1, r2] = await Promise.all([runBroadcastTimers(a.t.deps), runBroadcastTimers(a.t.deps)]);
    expect([...r1.sent, ...r2.sent]).toContain(res.body.id);
    const counts = await perUser(a, res.body.id);
    expect(sorted(counts.keys())).toEqual(sorted(workers));
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
    const doc = (await broadcastDocs(a)).find((b) => b.id === res.body.id);
    expect(doc).toMatchObject({ status: 'sent', dueAt: null, progress: { queued: 6 } });
    // Later runs find nothing to do.
    expect((await runBroadcastTimers(a.t.deps)).sent).toEqual([]);
    expect((await perUser(a, res.body.id)).size).toBe(6);
  });

  it('cancel: a scheduled one only (409 after), never sent; its audit entry; 404 unknown', async () => {
    await addUsers(a, 'client', 2);
    const res = await send(a, { ...content, audience: 'clients', sendAt: inHours(1) }).expect(201);
    const cancel = (id: string, body?: object) => a.call('post', `/admin/notices/${id}/cancel`).send(body ?? {});
    await cancel(res.body.id, { reason: 'x' }).expect(400);
    const results = await Promise.all(Array.from({ length: 10 }, () => cancel(res.body.id)));
    expect(results.map((r) => r.status).sort()).toEqual([200, ...Array(9).fill(409)]);
    const ok = results.find((r) => r.status === 200)!;
    expect(ok.body).toMatchObject({ id: res.body.id, status: 'cancelled', queued: 0, cancelledAt: expect.any(String) });
    expect(results.find((r) => r.status === 409)!.body.error.message).toBe('このお知らせの配信予約はすでに取り消されています');
    const entries = (await audit()).filter((e) => e.action === 'notice.cancel');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ target: { kind: 'notice', id: res.body.id }, after: { status: 'cancelled' } });
    a.t.clock.advance(HOUR + 1000);
    await runBroadcastTimers(a.t.deps);
    expect(await perUser(a, res.body.id)).toEqual(new Map());

    const [uid] = await addUsers(a, 'worker', 1);
    const sent = await send(a, { ...content, userId: uid }).expect(201);
    const refused = await cancel(sent.body.id).expect(409);
    expect(refused.body.error.message).toBe('このお知らせはすでに送信済みのため、取り消せません');
    await cancel('unknown-broadcast').expect(404);
    await cancel('a.b').expect(404);
  });

  it('the list: newest first with status and counts, 20 a page, a bad cursor 400', async () => {
    const b = await createAdminApp();
    try {
      const [uid] = await addUsers(b, 'worker', 1);
      for (let i = 0; i < 22; i++) {
        await send(b, { ...content, title: `お知らせ${i}`, userId: uid }).expect(201);
        b.t.clock.advance(1000);
      }
      const scheduled = await send(b, {
        ...content,
        audience: 'all',
        sendAt: new Date(b.t.clock.now().getTime() + HOUR).toISOString(),
      });
      const first = await b.call('get', '/admin/notices').expect(200);
      expect(first.body.items).toHaveLength(20);
      const top = first.body.items[0] as Broadcast;
      expect(top).toMatchObject({ id: scheduled.body.id, status: 'scheduled', queued: 0, audience: 'all', important: false });
      expect(first.body.items[1]).toMatchObject({
        title: 'お知らせ21',
        status: 'sent',
        queued: 1,
        audience: 'user',
        userId: uid,
      });
      const second = await b.call('get', `/admin/notices?cursor=${first.body.nextCursor}`).expect(200);
      expect(second.body.items).toHaveLength(3);
      expect(second.body.nextCursor).toBeNull();
      const ids = [...first.body.items, ...second.body.items].map((x: Broadcast) => x.id);
      expect(new Set(ids).size).toBe(23);
      await b.call('get', '/admin/notices?cursor=nonsense!').expect(400);
    } finally {
      await b.t.close();
    }
  });

  it('a scheduled notice to one user who is gone by then queues nothing', async () => {
    const [uid] = await addUsers(a, 'worker', 1);
    const res = await send(a, { ...content, userId: uid, sendAt: inHours(1) }).expect(201);
    await a.t.store.delete(`users/${uid}`);
    a.t.clock.advance(HOUR + 1000);
    await runBroadcastTimers(a.t.deps);
    expect((await broadcastDocs(a)).find((d) => d.id === res.body.id)).toMatchObject({ status: 'sent', progress: { queued: 0 } });
    expect((await notices(a)).filter((n) => n.userId === uid)).toEqual([]);
  });
});
