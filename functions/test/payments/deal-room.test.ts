/**
 * Rooms and notices through the deal (docs/product/notifications.md#system-messages): every contract
 * transition writes a system message into the contract's room and queues the other party's notice,
 * in the transition's own transaction; a transition that is refused writes neither.
 */
import type { MessageDoc, RoomDoc } from '../../src/documents/rooms';
import type { NotificationDoc } from '../../src/documents/notifications';
import { createPayApp, deliveredContract, payoutAccount, type Caller, type PayApp } from './support';
import { describeApi } from '../support/harness';

describeApi('the room as the deal history, and its notices', () => {
  let t: PayApp;
  let client: Caller;
  let worker: Caller;
  beforeAll(async () => {
    t = await createPayApp();
    client = await t.user('client');
    worker = await t.user('worker');
    await payoutAccount(t, worker);
  }, 60_000);
  afterAll(() => t.close());

  const messagesOf = async (id: string) =>
    (await t.store.query<MessageDoc>(`rooms/${id}/messages`, { orderBy: [['seq', 'asc']] })).map((d) => d.data);
  const noticesOf = async (id: string) =>
    (await t.store.query<NotificationDoc>('notifications', { where: [['contractId', '==', id]] })).map((d) => d.data);

  it('paying, delivering, a revision, delivering again, 検収 and the transfer each leave one system message and tell the other party', async () => {
    const id = await deliveredContract(t, client, worker);
    await client.post(`/liff/contracts/${id}/request-revision`, { reason: '色味を明るくしてください' }).expect(200);
    await worker.post(`/liff/contracts/${id}/deliver`, { message: '修正しました' }).expect(200);
    await client.post('/liff/project/complete-process', { contractId: id }).expect(200);

    const messages = await messagesOf(id);
    expect(messages.map((m) => m.event?.action)).toEqual(['pay', 'deliver', 'request_revision', 'deliver', 'complete', 'payout']);
    expect(messages.map((m) => m.seq)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(messages.every((m) => m.kind === 'system' && m.senderId === null)).toBe(true);
    expect(messages[2].text).toContain('色味を明るくしてください');
    expect(messages[5].text).toBe('受注者へ27,000円を送金しました。お取引ありがとうございました。');

    const room = (await t.store.get<RoomDoc>(`rooms/${id}`)) as RoomDoc;
    expect(room).toMatchObject({ messageCount: 6, contractStatus: 'paid_out', phase: 'finished', paid: true });
    // System messages are unread for nobody: the notices and the contract page tell of them.
    expect(room.unread ?? {}).toEqual({});

    const notices = await noticesOf(id);
    const to = (uid: string) =>
      notices
        .filter((n) => n.userId === uid)
        .map((n) => n.kind)
        .sort();
    // 検収 also asks both for a review (docs/product/reviews.md#notices).
    expect(to(worker.uid)).toEqual(['completed', 'paid_out', 'payment_held', 'review_request', 'revision_requested'].sort());
    expect(to(client.uid)).toEqual(['delivered', 'delivered', 'review_request']);
    expect(notices.every((n) => n.push.status === 'pending' && n.push.retryKey.length > 0)).toBe(true);
    expect(new Set(notices.map((n) => n.push.retryKey)).size).toBe(notices.length);
    expect(notices.find((n) => n.kind === 'paid_out')).toMatchObject({
      amount: 27000,
      path: `/worker/project-managements/${id}`,
    });
  });

  it('a refused transition writes no message and no notice', async () => {
    const id = await deliveredContract(t, client, worker);
    const [before, noticesBefore] = [await messagesOf(id), await noticesOf(id)];
    await worker.post('/liff/project/complete-process', { contractId: id }).expect(403);
    await worker.post(`/liff/contracts/${id}/deliver`, { message: 'もう一度' }).expect(409);
    expect(await messagesOf(id)).toEqual(before);
    expect(await noticesOf(id)).toEqual(noticesBefore);
  });

  it('a cancellation request and its answer reach the other party; the refund closes the room', async () => {
    const id = await deliveredContract(t, client, worker);
    await worker.post(`/liff/contracts/${id}/request-cancel`, { reason: '体調不良のため' }).expect(200);
    await client.post(`/liff/contracts/${id}/accept-cancel`).expect(200);
    await t.stripe.flush();
    const actions = (await messagesOf(id)).map((m) => m.event?.action);
    expect(actions.slice(-3)).toEqual(['request_cancel', 'accept_cancel', 'confirm_refund']);
    const kinds = (await noticesOf(id)).map((n) => `${n.userId === client.uid ? 'client' : 'worker'}:${n.kind}`);
    expect(kinds).toEqual(
      expect.arrayContaining(['client:cancel_requested', 'worker:cancel_answered', 'client:cancelled', 'worker:cancelled']),
    );
    expect(await t.store.get<RoomDoc>(`rooms/${id}`)).toMatchObject({ status: 'closed', contractStatus: 'cancelled' });
  });
});
