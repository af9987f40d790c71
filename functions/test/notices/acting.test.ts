/**
 * Acting on a notice's subject reads it: a user who opens a contract (GET, as a LINE push's button
 * does) or moves it reads their unread notices about it, so お知らせ does not keep asking for what
 * was done. Not the room's 'message' notices (read in the room), not the payout-account request
 * (read once the account is ready), never another contract's or the other party's, and nothing on
 * a refused call.
 */
import type { Page } from '@common/marketplace';
import type { Notice, NoticeKind } from '@common/notices';
import type { Badges } from '@common/rooms';
import { readPayoutAccountNotices } from '../../src/features/notices/service';
import { describeApi } from '../support/harness';
import { unindexedQueries } from '../marketplace/support';
import {
  createPayApp,
  deliveredContract,
  paidContract,
  payoutAccount,
  recordQueries,
  type Caller,
  type PayApp,
} from '../payments/support';
import { noticesFor } from './support';

describeApi('notices read by acting on their contract', () => {
  let t: PayApp;
  let recorder: ReturnType<typeof recordQueries>;
  beforeAll(async () => {
    t = await createPayApp();
    recorder = recordQueries(t);
  }, 60_000);
  afterAll(async () => {
    recorder.stop();
    await t.close();
  });

  /** The caller's notices as お知らせ lists them. */
  const list = async (who: Caller) => ((await who.get('/liff/notices').expect(200)).body as Page<Notice>).items;
  /** Unread notices of a kind about a contract (the path names it). */
  const unread = async (who: Caller, kind: NoticeKind, contractId: string) =>
    (await list(who)).filter((n) => n.kind === kind && !n.readAt && n.path.includes(contractId));
  const badgeOf = async (who: Caller) => ((await who.get('/liff/badges').expect(200)).body as Badges).notices;

  it('検収 reads the client’s 「納品されました」; the worker’s news of it stays unread', async () => {
    const [client, worker] = await Promise.all([t.user('client'), t.user('worker')]);
    await payoutAccount(t, worker);
    const id = await deliveredContract(t, client, worker);
    expect(await unread(client, 'delivered', id)).toHaveLength(1);
    const before = await badgeOf(client);

    await client.post('/liff/project/complete-process', { contractId: id }).expect(200);

    expect(await unread(client, 'delivered', id)).toEqual([]);
    // 検収 also queues her review request, which it does not answer (docs/product/reviews.md#notices).
    expect(await badgeOf(client)).toBe(before - 1 + 1);
    expect(await unread(client, 'review_request', id)).toHaveLength(1);
    expect((await unread(worker, 'completed', id)).map((n) => n.title)).toEqual(['検収されました']);
  });

  it('a 修正依頼 reads the client’s 「納品されました」, and delivering again reads the worker’s 「修正の依頼が届きました」', async () => {
    const [client, worker] = await Promise.all([t.user('client'), t.user('worker')]);
    const id = await deliveredContract(t, client, worker);
    await client.post(`/liff/contracts/${id}/request-revision`, { reason: '色味を明るくしてください' }).expect(200);
    expect(await unread(client, 'delivered', id)).toEqual([]);
    expect(await unread(worker, 'revision_requested', id)).toHaveLength(1);
    await worker.post(`/liff/contracts/${id}/deliver`, { message: '修正しました' }).expect(200);
    expect(await unread(worker, 'revision_requested', id)).toEqual([]);
    // The new 納品 is news for the client again.
    expect(await unread(client, 'delivered', id)).toHaveLength(1);
  });

  it('opening the contract reads the caller’s notices about it, not its message notice, another contract’s or the other party’s', async () => {
    const [client, worker, stranger] = await Promise.all([t.user('client'), t.user('worker'), t.user('client')]);
    const id = await deliveredContract(t, client, worker);
    const other = await deliveredContract(t, client, worker);
    await worker.post(`/liff/rooms/${id}/messages`, { text: '納品データをご確認ください' }).expect(201);
    expect(await unread(client, 'message', id)).toHaveLength(1);
    const workerBefore = (await list(worker)).map((n) => [n.id, n.readAt]);

    // A stranger's GET is a 404 and reads nothing.
    await stranger.get(`/liff/contracts/${id}`).expect(404);
    expect(await unread(client, 'delivered', id)).toHaveLength(1);

    await client.get(`/liff/contracts/${id}`).expect(200);
    expect(await unread(client, 'delivered', id)).toEqual([]);
    expect(await unread(client, 'message', id)).toHaveLength(1);
    expect(await unread(client, 'delivered', other)).toHaveLength(1);
    expect((await list(worker)).map((n) => [n.id, n.readAt])).toEqual(workerBefore);
  });

  it('a refused action reads nothing; opening the contract then does', async () => {
    const [client, worker] = await Promise.all([t.user('client'), t.user('worker')]);
    const id = await paidContract(t, client, worker);
    expect(await unread(worker, 'payment_held', id)).toHaveLength(1);
    // Nothing delivered to accept, no cancellation to answer: 409 both.
    await worker.post('/liff/project/complete-process', { contractId: id }).expect(409);
    await worker.post(`/liff/contracts/${id}/accept-cancel`).expect(409);
    expect(await unread(worker, 'payment_held', id)).toHaveLength(1);
    await worker.get(`/liff/contracts/${id}`).expect(200);
    expect(await unread(worker, 'payment_held', id)).toEqual([]);
  });

  it('the payout-account request stays unread on the contract and is read once the account is ready', async () => {
    const [client, worker] = await Promise.all([t.user('client'), t.user('worker')]);
    const id = await deliveredContract(t, client, worker);
    await client.post('/liff/project/complete-process', { contractId: id }).expect(200);
    const needed = async () => (await list(worker)).filter((n) => n.kind === 'payout_account_needed' && !n.readAt);
    expect(await needed()).toHaveLength(1);
    await worker.get(`/liff/contracts/${id}`).expect(200);
    expect(await needed()).toHaveLength(1);

    // What get-connect-status calls when it finds the account ready.
    await payoutAccount(t, worker);
    expect(await readPayoutAccountNotices(t.deps, worker.uid)).toBe(1);
    expect(await needed()).toEqual([]);
    // Only the worker's own, only that kind.
    expect((await noticesFor(t, worker.uid)).filter((n) => n.kind === 'completed' && n.readAt)).toHaveLength(1);
    expect(await readPayoutAccountNotices(t.deps, worker.uid)).toBe(0);
  });

  it('runs only queries that firestore.indexes.json serves', () => {
    expect(unindexedQueries(recorder.queries)).toEqual([]);
  });
});
