/**
 * The caller's rooms (docs/product/api.md#rooms): ongoing and completed lists, latest activity first,
 * paged with a cursor, each with the other party, the last message, the unread count and read-only;
 * rooms written before their counters and mirrored fields existed are placed and described from
 * their contract (docs/data.md, "Message rooms").
 */
import { PAGE_SIZE, type Page } from '@common/marketplace';
import { roomMessages, type RoomDetail, type RoomSummary } from '@common/rooms';
import { applyTransition } from '../../src/features/contracts/transitions';
import { describeApi } from '../support/harness';
import { makeUser, unindexedQueries, type Party } from '../marketplace/support';
import { bareRoom, createRoomApp, openRoomBetween, say, type RoomApp } from './support';

const DAY_MS = 86_400_000;
let t: RoomApp;

const list = async (p: Party, query = '') => (await p.get(`/liff/rooms${query}`).expect(200)).body as Page<RoomSummary>;

async function all(p: Party, state: 'ongoing' | 'completed'): Promise<RoomSummary[]> {
  const out: RoomSummary[] = [];
  let cursor: string | null = null;
  do {
    const page: Page<RoomSummary> = await list(p, `?state=${state}${cursor ? `&cursor=${cursor}` : ''}`);
    out.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return out;
}

describeApi('message rooms: lists', () => {
  beforeAll(async () => {
    t = await createRoomApp();
  }, 60_000);
  afterAll(() => t.cleanup());

  it('splits ongoing and finished rooms, latest activity first, with what a list row shows', async () => {
    const client = await makeUser(t, 'client', { name: 'サロン A' });
    const [w1, w2, w3] = await Promise.all([
      makeUser(t, 'worker', { name: '受注者 1' }),
      makeUser(t, 'worker', { name: '受注者 2' }),
      makeUser(t, 'worker', { name: '受注者 3' }),
    ]);
    const r1 = await openRoomBetween(t, client, w1, '案件1');
    const r2 = await openRoomBetween(t, client, w2, '案件2');
    const r3 = await openRoomBetween(t, client, w3, '案件3');
    await say(w1, r1.roomId, '最新のメッセージ');
    // r3 is cancelled: finished and read-only.
    await client.post(`/liff/contracts/${r3.roomId}/cancel`, {}).expect(200);
    // r2 is completed: finished, still writable.
    await applyTransition(t.deps, { contractId: r2.roomId, action: 'pay', uid: null });
    await w2.post(`/liff/contracts/${r2.roomId}/deliver`, { message: '納品します' }).expect(200);
    await applyTransition(t.deps, { contractId: r2.roomId, action: 'complete', uid: client.uid });

    const ongoing = await all(client, 'ongoing');
    expect(ongoing.map((r) => r.id)).toEqual([r1.roomId]);
    expect(ongoing[0]).toMatchObject({
      contractId: r1.roomId,
      title: '案件1',
      contractStatus: 'awaiting_payment',
      other: { userId: w1.uid, name: '受注者 1', side: 'worker' },
      last: { text: '最新のメッセージ', kind: 'text', hasImages: false },
      // The worker's message; the accept was the client's own action.
      unread: 1,
      readOnly: false,
    });
    const completed = await all(client, 'completed');
    expect(completed.map((r) => [r.id, r.contractStatus, r.readOnly])).toEqual([
      [r2.roomId, 'completed', false],
      [r3.roomId, 'cancelled', true],
    ]);
    // The default is ongoing; the worker sees the client.
    expect((await list(w1)).items.map((r) => r.id)).toEqual([r1.roomId]);
    expect((await list(w1)).items[0]).toMatchObject({
      other: { userId: client.uid, name: 'サロン A', side: 'client' },
      // The accept is a system message: unread for nobody.
      unread: 0,
    });
  });

  it('pages through more rooms than a page holds without repeating or skipping one', async () => {
    const client = await makeUser(t, 'client');
    const worker = await makeUser(t, 'worker');
    const start = t.clock.now().getTime();
    const ids: string[] = [];
    for (let i = 0; i < PAGE_SIZE + 5; i++) {
      // Distinct activity times, some equal, to exercise the id tie-break.
      ids.push(await bareRoom(t, client, worker, { updatedAt: new Date(start - Math.floor(i / 2) * 60_000) }));
    }
    const first = await list(client);
    expect(first.items).toHaveLength(PAGE_SIZE);
    expect(first.nextCursor).toEqual(expect.any(String));
    const got = await all(client, 'ongoing');
    expect(got).toHaveLength(ids.length);
    expect(new Set(got.map((r) => r.id))).toEqual(new Set(ids));
    const times = got.map((r) => Date.parse(r.updatedAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('places and describes rooms without mirrored fields from their contracts', async () => {
    const client = await makeUser(t, 'client');
    const worker = await makeUser(t, 'worker');
    const now = t.clock.now().getTime();
    const at = (days: number) => new Date(now - days * DAY_MS);
    const paid = await bareRoom(t, client, worker, {
      history: [
        { status: 'awaiting_payment', at: at(3) },
        { status: 'in_progress', at: at(2) },
      ],
    });
    const waiting = await bareRoom(t, client, worker);
    const doneLongAgo = await bareRoom(t, client, worker, {
      history: [
        { status: 'awaiting_payment', at: at(60) },
        { status: 'in_progress', at: at(59) },
        { status: 'delivered', at: at(50) },
        { status: 'completed', at: at(45) },
        { status: 'paid_out', at: at(44) },
      ],
      updatedAt: at(44),
    });
    const doneRecently = await bareRoom(t, client, worker, {
      history: [
        { status: 'awaiting_payment', at: at(10) },
        { status: 'in_progress', at: at(9) },
        { status: 'delivered', at: at(8) },
        { status: 'completed', at: at(7) },
      ],
      updatedAt: at(7),
    });
    const refunded = await bareRoom(t, client, worker, {
      history: [
        { status: 'awaiting_payment', at: at(20) },
        { status: 'in_progress', at: at(19) },
        { status: 'cancel_requested', at: at(18) },
        { status: 'refunding', at: at(17) },
        { status: 'cancelled', at: at(16) },
      ],
      updatedAt: at(16),
    });

    expect(new Set((await all(client, 'ongoing')).map((r) => r.id))).toEqual(new Set([paid, waiting]));
    const completed = await all(client, 'completed');
    expect(completed.map((r) => [r.id, r.readOnly, r.last, r.unread])).toEqual([
      [doneRecently, false, null, 0],
      [refunded, true, null, 0],
      [doneLongAgo, true, null, 0],
    ]);

    const detail = async (id: string) => (await client.get(`/liff/rooms/${id}`).expect(200)).body as RoomDetail;
    expect(await detail(paid)).toMatchObject({
      contractStatus: 'in_progress',
      contactFilter: false,
      readOnly: false,
      actions: ['request_cancel'],
    });
    expect(await detail(waiting)).toMatchObject({ contractStatus: 'awaiting_payment', contactFilter: true, actions: ['cancel'] });
    expect(await detail(doneLongAgo)).toMatchObject({ readOnly: true, readOnlyReason: roomMessages.readOnly, actions: [] });
    expect(await detail(refunded)).toMatchObject({ readOnly: true, readOnlyReason: roomMessages.closed, contactFilter: false });
    // Messages are empty, and the first message opens the counters.
    expect((await client.get(`/liff/rooms/${paid}/messages`).expect(200)).body).toEqual({
      items: [],
      hasMore: false,
      lastSeq: 0,
      otherReadSeq: 0,
    });
    await say(worker, paid, 'はじめまして 090-1234-5678');
    expect((await detail(paid)).unread).toBe(1);
  });

  it('refuses a bad state or cursor with 400', async () => {
    const client = await makeUser(t, 'client');
    for (const q of ['?state=finished', '?state=', '?cursor=%%%', '?cursor=abc', '?state=ongoing&state=completed']) {
      const res = await client.get(`/liff/rooms${q}`);
      if (q === '?state=') expect(res.status).toBe(200);
      else expect({ q, status: res.status }).toEqual({ q, status: 400 });
    }
  });

  it('runs only queries that firestore.indexes.json serves', () => {
    expect(unindexedQueries(t.recorder.queries)).toEqual([]);
  });
});
