/**
 * Messages of a room (docs/product/validation.md#room-message): writing one, bad input that changes
 * nothing, the contact filter before and after 仮払い, read-only rooms, pages back with before=,
 * polling with after=, the read state and the 'message' notices.
 */
import { MESSAGE_PAGE_SIZE, roomMessages, type Message, type MessagePage, type RoomDetail } from '@common/rooms';
import type { ApiErrorBody } from '@common/api';
import { applyTransition } from '../../src/features/contracts/transitions';
import { describeApi } from '../support/harness';
import { unindexedQueries } from '../marketplace/support';
import {
  bareRoom,
  createRoomApp,
  messageNotices,
  openRoom,
  rawJson,
  roomDoc,
  say,
  setContract,
  setRoom,
  snapshot,
  type Deal,
  type RoomApp,
} from './support';

const DAY_MS = 86_400_000;
let t: RoomApp;

const errorOf = (body: unknown) => (body as ApiErrorBody).error;
const pageOf = (body: unknown) => body as MessagePage;

describeApi('message rooms: messages', () => {
  beforeAll(async () => {
    t = await createRoomApp();
  }, 60_000);
  afterAll(() => t.cleanup());

  describe('writing', () => {
    let d: Deal;
    beforeAll(async () => {
      d = await openRoom(t);
    });

    it('opens with the accept as a system message, unread for nobody (the contract page and notices tell of it)', async () => {
      const page = pageOf((await d.worker.get(`/liff/rooms/${d.roomId}/messages`).expect(200)).body);
      expect(page.items).toHaveLength(1);
      expect(page.items[0]).toMatchObject({ seq: 1, kind: 'system', senderId: null, event: { action: 'accept' } });
      const detail = (await d.client.get(`/liff/rooms/${d.roomId}`).expect(200)).body as RoomDetail;
      expect(detail).toMatchObject({
        id: d.roomId,
        contractId: d.roomId,
        contractStatus: 'awaiting_payment',
        actions: ['cancel'],
        contactFilter: true,
        readOnly: false,
        unread: 0,
        last: { kind: 'system', hasImages: false },
      });
      expect(detail.readOnlyReason).toBeUndefined();
    });

    it('stores a message as sent (trimmed), counts it unread for the other party and tells them', async () => {
      const res = await d.worker.post(`/liff/rooms/${d.roomId}/messages`, {
        text: '  よろしくお願いします！\n撮影は10:00からで大丈夫です  ',
      });
      expect(res.status).toBe(201);
      const msg = res.body as Message;
      expect(msg).toMatchObject({
        roomId: d.roomId,
        seq: 2,
        kind: 'text',
        senderId: d.worker.uid,
        text: 'よろしくお願いします！\n撮影は10:00からで大丈夫です',
        images: [],
      });
      expect(new Date(msg.createdAt).toISOString()).toBe(msg.createdAt);
      const room = await roomDoc(t, d.roomId);
      expect(room).toMatchObject({
        messageCount: 2,
        unread: { [d.client.uid]: 1 },
        readSeq: { [d.worker.uid]: 2 },
        lastMessage: { kind: 'text', senderId: d.worker.uid, hasImages: false },
      });
      expect(room?.unread?.[d.worker.uid] ?? 0).toBe(0);
      const notices = await messageNotices(t, d.client.uid);
      expect(notices).toHaveLength(1);
      expect(notices[0]).toMatchObject({
        title: '新しいメッセージ',
        body: '佐藤 みゆき: よろしくお願いします！ 撮影は10:00からで大丈夫です',
        path: `/client/messages/${d.roomId}`,
      });
    });

    it('takes 2,000 characters', async () => {
      const res = await d.client.post(`/liff/rooms/${d.roomId}/messages`, { text: 'あ'.repeat(2000) });
      expect(res.status).toBe(201);
      expect((res.body as Message).text).toHaveLength(2000);
    });

    it.each([
      ['empty text without images', { text: '' }, 'メッセージを入力してください'],
      ['only spaces', { text: '   \n ' }, 'メッセージを入力してください'],
      ['no fields', {}, 'メッセージを入力してください'],
      ['2,001 characters', { text: 'あ'.repeat(2001) }, null],
      ['6 images', { text: 'a', imageIds: ['a1', 'a2', 'a3', 'a4', 'a5', 'a6'] }, '画像は5枚まで送信できます'],
      ['a number as text', { text: 123 }, null],
      ['an object as text', { text: { toString: 'x' } }, null],
      ['imageIds not an array', { text: 'a', imageIds: 'abc' }, null],
      ['numbers as imageIds', { text: 'a', imageIds: [1] }, null],
      ['an unknown key', { text: 'a', senderId: 'someone' }, null],
      ['seq sent along', { text: 'a', seq: 1 }, null],
      ['an image that does not exist', { text: 'a', imageIds: ['abcdefghij0123456789'] }, roomMessages.imageNotFound],
      ['a malformed image id', { text: 'a', imageIds: ['../users/x'] }, roomMessages.imageNotFound],
    ])('refuses %s (400) and changes nothing', async (_name, body, message) => {
      const before = snapshot(t);
      const res = await d.client.post(`/liff/rooms/${d.roomId}/messages`, body);
      expect(res.status).toBe(400);
      if (message) expect(JSON.stringify(errorOf(res.body))).toContain(message);
      expect(snapshot(t)).toBe(before);
    });

    it.each([
      ['__proto__', '{"text":"a","__proto__":{"polluted":true}}'],
      ['constructor', '{"text":"a","constructor":{"prototype":{}}}'],
      ['nested __proto__', '{"text":"a","imageIds":[{"__proto__":{}}]}'],
      ['an array', '["a"]'],
      ['a string', '"hello"'],
      ['null', 'null'],
      ['broken JSON', '{"text":'],
    ])('refuses a body with %s (400) and changes nothing', async (_name, json) => {
      const before = snapshot(t);
      const res = await rawJson(t, d.client, `/liff/rooms/${d.roomId}/messages`, json);
      expect(res.status).toBe(400);
      expect(snapshot(t)).toBe(before);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    });
  });

  describe('contact filter', () => {
    const CONTACTS = [
      '電話は090-1234-5678です',
      '０３−１２３４−５６７８',
      'sato@example.com',
      'sato (at) example.com',
      'LINE IDはsato123です',
      'https://line.me/R/ti/p/@sato',
      'https://coconala.com/users/1',
    ];

    it('refuses contact details before 仮払い (409) and changes nothing', async () => {
      const d = await openRoom(t);
      for (const text of CONTACTS) {
        for (const p of [d.client, d.worker]) {
          const before = snapshot(t);
          const res = await p.post(`/liff/rooms/${d.roomId}/messages`, { text });
          expect({ text, status: res.status, message: errorOf(res.body).message }).toEqual({
            text,
            status: 409,
            message: roomMessages.contactBlocked,
          });
          expect(snapshot(t)).toBe(before);
        }
      }
      // Prices, dates, times and postal codes are not contact details.
      await say(d.client, d.roomId, '報酬30,000円、2026-11-23 10:00〜、〒150-0001 渋谷区神宮前1-2-3でお願いします');
    });

    it('allows them once the contract is paid (the pay transition)', async () => {
      const d = await openRoom(t);
      await applyTransition(t.deps, { contractId: d.roomId, action: 'pay', uid: null });
      expect(await roomDoc(t, d.roomId)).toMatchObject({ paid: true, contractStatus: 'in_progress' });
      const detail = (await d.worker.get(`/liff/rooms/${d.roomId}`).expect(200)).body as RoomDetail;
      expect(detail).toMatchObject({
        contactFilter: false,
        contractStatus: 'in_progress',
        actions: ['deliver', 'request_cancel'],
      });
      for (const text of CONTACTS) await say(d.worker, d.roomId, text);
    });

    it('allows them when the contract is in progress, even if the room does not say so (older rooms)', async () => {
      const d = await openRoom(t);
      await setContract(t, d.roomId, { status: 'in_progress' });
      await say(d.client, d.roomId, '090-1234-5678');
    });

    it("the contract decides, not the room's mirrored flag: a room marked paid whose contract never was still refuses them", async () => {
      const d = await openRoom(t);
      await setRoom(t, d.roomId, { paid: true });
      const res = await d.client.post(`/liff/rooms/${d.roomId}/messages`, { text: 'sato@example.com' });
      expect({ status: res.status, message: errorOf(res.body).message }).toEqual({
        status: 409,
        message: roomMessages.contactBlocked,
      });
    });

    it('keeps them allowed after the payment, through a cancellation request', async () => {
      const d = await openRoom(t);
      await applyTransition(t.deps, { contractId: d.roomId, action: 'pay', uid: null });
      await applyTransition(t.deps, {
        contractId: d.roomId,
        action: 'request_cancel',
        uid: d.client.uid,
        note: '日程が合わないため',
      });
      await say(d.worker, d.roomId, '090-1234-5678にお電話ください');
    });
  });

  describe('read-only rooms', () => {
    it('refuses messages in a cancelled room (409) and says why', async () => {
      const d = await openRoom(t);
      await d.client.post(`/liff/contracts/${d.roomId}/cancel`, {}).expect(200);
      const detail = (await d.worker.get(`/liff/rooms/${d.roomId}`).expect(200)).body as RoomDetail;
      expect(detail).toMatchObject({ readOnly: true, readOnlyReason: roomMessages.closed, contractStatus: 'cancelled' });
      const before = snapshot(t);
      const res = await d.worker.post(`/liff/rooms/${d.roomId}/messages`, { text: '了解しました' });
      expect(res.status).toBe(409);
      expect(errorOf(res.body).message).toBe(roomMessages.closed);
      expect(snapshot(t)).toBe(before);
      // Reading still works.
      await d.worker.get(`/liff/rooms/${d.roomId}/messages`).expect(200);
      await d.worker.post(`/liff/rooms/${d.roomId}/read`, { seq: 100 }).expect(200);
    });

    it('takes messages for 30 days after 検収, then refuses them (409)', async () => {
      const d = await openRoom(t);
      await applyTransition(t.deps, { contractId: d.roomId, action: 'pay', uid: null });
      await d.worker.post(`/liff/contracts/${d.roomId}/deliver`, { message: '納品します' }).expect(200);
      await applyTransition(t.deps, { contractId: d.roomId, action: 'complete', uid: d.client.uid });
      expect(await roomDoc(t, d.roomId)).toMatchObject({ phase: 'finished', contractStatus: 'completed' });
      t.clock.advance(29 * DAY_MS);
      try {
        await say(d.client, d.roomId, 'ありがとうございました');
        t.clock.advance(2 * DAY_MS);
        const detail = (await d.client.get(`/liff/rooms/${d.roomId}`).expect(200)).body as RoomDetail;
        expect(detail).toMatchObject({ readOnly: true, readOnlyReason: roomMessages.readOnly });
        const before = snapshot(t);
        const res = await d.worker.post(`/liff/rooms/${d.roomId}/messages`, { text: 'またお願いします' });
        expect(res.status).toBe(409);
        expect(errorOf(res.body).message).toBe(roomMessages.readOnly);
        expect(snapshot(t)).toBe(before);
      } finally {
        t.clock.advance(-31 * DAY_MS);
      }
    });

    it('reads an older room as finished from its contract history', async () => {
      const d = await openRoom(t);
      const long = new Date(t.clock.now().getTime() - 40 * DAY_MS);
      const recent = new Date(t.clock.now().getTime() - 5 * DAY_MS);
      const old = await bareRoom(t, d.client, d.worker, {
        history: [
          { status: 'awaiting_payment', at: long },
          { status: 'in_progress', at: long },
          { status: 'delivered', at: long },
          { status: 'completed', at: long },
          { status: 'paid_out', at: recent },
        ],
      });
      const res = await d.client.post(`/liff/rooms/${old}/messages`, { text: 'こんにちは' });
      expect(res.status).toBe(409);
      expect(errorOf(res.body).message).toBe(roomMessages.readOnly);
    });
  });

  describe('pages and polling', () => {
    let d: Deal;
    const TOTAL = 75;
    beforeAll(async () => {
      d = await openRoom(t);
      // seq 1 is the accept's system message; 2..75 alternate between the parties.
      for (let i = 2; i <= TOTAL; i++) await say(i % 2 ? d.client : d.worker, d.roomId, `メッセージ${i}`);
    }, 60_000);

    it('answers the latest page, then older pages with before=, oldest first within a page', async () => {
      const seen: number[] = [];
      let page = pageOf((await d.client.get(`/liff/rooms/${d.roomId}/messages`).expect(200)).body);
      expect(page.lastSeq).toBe(TOTAL);
      expect(page.items.map((m) => m.seq)).toEqual(
        Array.from({ length: MESSAGE_PAGE_SIZE }, (_, i) => TOTAL - MESSAGE_PAGE_SIZE + 1 + i),
      );
      seen.unshift(...page.items.map((m) => m.seq));
      while (page.hasMore) {
        page = pageOf((await d.client.get(`/liff/rooms/${d.roomId}/messages?before=${page.items[0].seq}`).expect(200)).body);
        seen.unshift(...page.items.map((m) => m.seq));
      }
      expect(seen).toEqual(Array.from({ length: TOTAL }, (_, i) => i + 1));
      expect(page.items[0]).toMatchObject({ seq: 1, kind: 'system' });
      const empty = pageOf((await d.client.get(`/liff/rooms/${d.roomId}/messages?before=1`).expect(200)).body);
      expect(empty).toMatchObject({ items: [], hasMore: false, lastSeq: TOTAL });
    });

    it('polls what came after a seq', async () => {
      const none = pageOf((await d.worker.get(`/liff/rooms/${d.roomId}/messages?after=${TOTAL}`).expect(200)).body);
      expect(none.items).toEqual([]);
      expect(none.lastSeq).toBe(TOTAL);
      await say(d.client, d.roomId, '追加1');
      await say(d.worker, d.roomId, '追加2');
      const next = pageOf((await d.worker.get(`/liff/rooms/${d.roomId}/messages?after=${TOTAL}`).expect(200)).body);
      expect(next.items.map((m) => [m.seq, m.text])).toEqual([
        [TOTAL + 1, '追加1'],
        [TOTAL + 2, '追加2'],
      ]);
      expect(next.lastSeq).toBe(TOTAL + 2);
      // Far behind: a page at a time, oldest first; lastSeq tells the caller to ask again.
      const behind = pageOf((await d.worker.get(`/liff/rooms/${d.roomId}/messages?after=0`).expect(200)).body);
      expect(behind.items.map((m) => m.seq)).toEqual(Array.from({ length: MESSAGE_PAGE_SIZE }, (_, i) => i + 1));
      expect(behind.lastSeq).toBe(TOTAL + 2);
    });

    it.each([
      'before=abc',
      'before=-1',
      'before=1.5',
      'before=1e3',
      'before=',
      'after=x',
      'after=0x10',
      'before=1&after=2',
      'before=1&before=2',
      'before=99999999999999999999',
    ])('refuses ?%s with 400', async (query) => {
      const res = await d.client.get(`/liff/rooms/${d.roomId}/messages?${query}`);
      if (query === 'before=') {
        // An empty value reads as absent: the latest page.
        expect(res.status).toBe(200);
        return;
      }
      expect(res.status).toBe(400);
      expect(errorOf(res.body).code).toBe('invalid_argument');
    });
  });

  describe('read state', () => {
    it('drops unread to 0, shows the other side 既読 up to there, and never moves back', async () => {
      const d = await openRoom(t);
      await say(d.worker, d.roomId, '一つ目');
      const second = await say(d.worker, d.roomId, '二つ目');
      expect((await roomDoc(t, d.roomId))?.unread?.[d.client.uid]).toBe(2);
      let asWorker = pageOf((await d.worker.get(`/liff/rooms/${d.roomId}/messages`).expect(200)).body);
      expect(asWorker.otherReadSeq).toBe(1); // only the accept, the client's own action

      expect((await d.client.post(`/liff/rooms/${d.roomId}/read`, { seq: second.seq }).expect(200)).body).toEqual({ unread: 0 });
      expect(await roomDoc(t, d.roomId)).toMatchObject({
        unread: { [d.client.uid]: 0 },
        readSeq: { [d.client.uid]: second.seq },
      });
      asWorker = pageOf((await d.worker.get(`/liff/rooms/${d.roomId}/messages`).expect(200)).body);
      expect(asWorker.otherReadSeq).toBe(second.seq);
      const asClient = pageOf((await d.client.get(`/liff/rooms/${d.roomId}/messages`).expect(200)).body);
      expect(asClient.otherReadSeq).toBe(second.seq); // the worker's own messages count as read by the worker

      // Never backwards, never past the last message.
      await d.client.post(`/liff/rooms/${d.roomId}/read`, { seq: 1 }).expect(200);
      expect((await roomDoc(t, d.roomId))?.readSeq?.[d.client.uid]).toBe(second.seq);
      await d.client.post(`/liff/rooms/${d.roomId}/read`, { seq: 10_000 }).expect(200);
      expect((await roomDoc(t, d.roomId))?.readSeq?.[d.client.uid]).toBe(second.seq);
    });

    it('leaves a message that arrived after the read position unread', async () => {
      const d = await openRoom(t);
      const a = await say(d.worker, d.roomId, 'a');
      await say(d.worker, d.roomId, 'b');
      // The client's screen showed up to a when b arrived.
      expect((await d.client.post(`/liff/rooms/${d.roomId}/read`, { seq: a.seq }).expect(200)).body).toEqual({ unread: 1 });
      expect((await roomDoc(t, d.roomId))?.unread?.[d.client.uid]).toBe(1);
      await say(d.client, d.roomId, 'c');
      // Writing moves one's own read position past one's message; the next read settles the count.
      expect((await roomDoc(t, d.roomId))?.readSeq?.[d.client.uid]).toBe(a.seq + 2);
      expect((await d.client.post(`/liff/rooms/${d.roomId}/read`, { seq: a.seq }).expect(200)).body).toEqual({ unread: 0 });
    });

    it("counts the badge over all the caller's rooms and their unread notices", async () => {
      const d1 = await openRoom(t);
      const d2 = await openRoom(t);
      await say(d1.worker, d1.roomId, 'x');
      await say(d2.worker, d2.roomId, 'y');
      await say(d2.worker, d2.roomId, 'z');
      const other = await bareRoom(t, d1.client, d2.worker, { room: { unread: { [d1.client.uid]: 4 } } });
      const badges = (await d1.client.get('/liff/badges').expect(200)).body as { messages: number; notices: number };
      expect(badges.messages).toBe(1 + 4); // x (the accept is the client's own action), and the other room's 4
      expect(badges.notices).toBeGreaterThanOrEqual(1); // the 'message' notice of x (and others' events)
      await d1.client.post(`/liff/rooms/${d1.roomId}/read`, { seq: 2 }).expect(200);
      await d1.client.post(`/liff/rooms/${other}/read`, { seq: 0 }).expect(200);
      expect(((await d1.client.get('/liff/badges').expect(200)).body as { messages: number }).messages).toBe(0);
    });

    it.each([
      ['text', { seq: '1' }],
      ['negative', { seq: -1 }],
      ['fraction', { seq: 1.5 }],
      ['missing', {}],
      ['unknown key', { seq: 1, unread: 0 }],
      ['null', { seq: null }],
      ['too large', { seq: 2 ** 60 }],
    ])('refuses a read with %s (400) and changes nothing', async (_name, body) => {
      const d = await openRoom(t);
      const before = snapshot(t);
      const res = await d.client.post(`/liff/rooms/${d.roomId}/read`, body);
      expect(res.status).toBe(400);
      expect(snapshot(t)).toBe(before);
    });
  });

  describe('message notices', () => {
    it('tells the other party at most once per 10 minutes while they have unread messages', async () => {
      const d = await openRoom(t);
      await say(d.worker, d.roomId, '1通目');
      await say(d.worker, d.roomId, '2通目');
      expect(await messageNotices(t, d.client.uid)).toHaveLength(1);
      // Read: the next message is news again.
      await d.client.post(`/liff/rooms/${d.roomId}/read`, { seq: 3 }).expect(200);
      await say(d.worker, d.roomId, '3通目');
      await say(d.worker, d.roomId, '4通目');
      expect(await messageNotices(t, d.client.uid)).toHaveLength(2);
      // Still unread, but 10 minutes later: told again.
      t.clock.advance(10 * 60 * 1000 + 1000);
      await say(d.worker, d.roomId, '5通目');
      const notices = await messageNotices(t, d.client.uid);
      // Each notice previews the latest message it stands for.
      expect(notices.map((n) => n.body)).toEqual(['佐藤 みゆき: 2通目', '佐藤 みゆき: 4通目', '佐藤 みゆき: 5通目']);
      // The worker is told about the client's messages, on the worker's side of the app.
      const long = 'あいうえお'.repeat(20);
      await say(d.client, d.roomId, long);
      const toWorker = await messageNotices(t, d.worker.uid);
      expect(toWorker).toHaveLength(1);
      expect(toWorker[0]).toMatchObject({
        title: '新しいメッセージ',
        path: `/worker/messages/${d.roomId}`,
        body: `ヘアサロン ルミエール: ${long.slice(0, 60)}…`,
      });
    });
  });

  it('runs only queries that firestore.indexes.json serves', () => {
    expect(unindexedQueries(t.recorder.queries)).toEqual([]);
  });
});
