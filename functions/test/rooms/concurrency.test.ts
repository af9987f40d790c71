/**
 * Parallel messages (docs/data.md, "Message rooms"): 50 messages sent at once, 25 from each party,
 * are all stored, each with its own seq, 1..50 without a gap, in the order the room's transactions
 * accepted them; each party's unread count is the number of the other's messages; the other party
 * is told once.
 */
import type { Message, MessagePage } from '@common/rooms';
import type { MessageDoc, RoomDoc } from '../../src/documents/rooms';
import { describeApi } from '../support/harness';
import { makeUser, unindexedQueries } from '../marketplace/support';
import { bareRoom, createRoomApp, messageNotices, type RoomApp } from './support';

let t: RoomApp;

describeApi('message rooms: parallel messages', () => {
  beforeAll(async () => {
    t = await createRoomApp();
  }, 60_000);
  afterAll(() => t.cleanup());

  it('stores 50 parallel messages (25 from each side) with seqs 1..50 and no gaps', async () => {
    const [client, worker] = await Promise.all([makeUser(t, 'client'), makeUser(t, 'worker')]);
    // An empty room, so that the 50 are the only messages.
    const roomId = await bareRoom(t, client, worker);
    const sends = Array.from({ length: 50 }, (_, i) => {
      const from = i % 2 ? worker : client;
      return from.post(`/liff/rooms/${roomId}/messages`, { text: `${i % 2 ? 'worker' : 'client'}-${i}` });
    });
    const results = await Promise.all(sends);
    expect(results.map((r) => r.status)).toEqual(Array(50).fill(201));

    const seqs = results.map((r) => (r.body as Message).seq).sort((a, b) => a - b);
    expect(seqs).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));

    const stored = await t.store.query<MessageDoc>(`rooms/${roomId}/messages`, { orderBy: [['seq', 'asc']] });
    expect(stored.map((m) => m.data.seq)).toEqual(seqs);
    expect(stored.map((m) => m.id)).toEqual(seqs.map((s) => String(s).padStart(12, '0')));
    // Each answer is the stored message with that seq.
    for (const r of results) {
      const m = r.body as Message;
      expect(stored[m.seq - 1].data).toMatchObject({ text: m.text, senderId: m.senderId });
    }
    expect(new Set(stored.map((m) => m.data.text)).size).toBe(50);

    const room = (await t.store.get<RoomDoc>(`rooms/${roomId}`))!;
    expect(room.messageCount).toBe(50);
    expect(room.unread).toEqual({ [client.uid]: 25, [worker.uid]: 25 });
    expect(room.lastMessage?.text).toBe(stored[49].data.text);

    // Paged back, the two parties see the same 50 in the same order.
    const pages: number[] = [];
    let page = (await worker.get(`/liff/rooms/${roomId}/messages`).expect(200)).body as MessagePage;
    pages.unshift(...page.items.map((m) => m.seq));
    while (page.hasMore) {
      page = (await worker.get(`/liff/rooms/${roomId}/messages?before=${page.items[0].seq}`).expect(200)).body as MessagePage;
      pages.unshift(...page.items.map((m) => m.seq));
    }
    expect(pages).toEqual(seqs);

    // One notice each: the rest came within 10 minutes while unread.
    expect(await messageNotices(t, client.uid)).toHaveLength(1);
    expect(await messageNotices(t, worker.uid)).toHaveLength(1);
  }, 60_000);

  it('keeps reads and messages racing consistent', async () => {
    const [client, worker] = await Promise.all([makeUser(t, 'client'), makeUser(t, 'worker')]);
    const roomId = await bareRoom(t, client, worker);
    const ops = Array.from({ length: 30 }, (_, i) =>
      i % 3 === 2
        ? client.post(`/liff/rooms/${roomId}/read`, { seq: 1000 })
        : worker.post(`/liff/rooms/${roomId}/messages`, { text: `m${i}` }),
    );
    const results = await Promise.all(ops);
    expect(results.every((r) => r.status === 200 || r.status === 201)).toBe(true);
    // After a final read everything is read; before it, unread never exceeded what was sent after the read.
    await client.post(`/liff/rooms/${roomId}/read`, { seq: 1000 }).expect(200);
    const room = (await t.store.get<RoomDoc>(`rooms/${roomId}`))!;
    expect(room.messageCount).toBe(20);
    expect(room.readSeq?.[client.uid]).toBe(20);
    expect(room.unread?.[client.uid]).toBe(0);
  }, 60_000);

  it('runs only queries that firestore.indexes.json serves', () => {
    expect(unindexedQueries(t.recorder.queries)).toEqual([]);
  });
});
