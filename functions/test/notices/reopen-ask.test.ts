/**
 * A cancellation that gives a filled job's place back leaves the job closed and asks its salon
 * whether to recruit again (freedPlaces): the salon's お知らせ and her reading of the room's system
 * message then add REOPEN_ASK_NOTE. Not when the job was still recruiting (nothing to ask), and never
 * for the worker, nor in the wording stored for both.
 */
import type { Page } from '@common/marketplace';
import type { MessagePage, RoomSummary } from '@common/rooms';
import type { MessageDoc } from '../../src/documents/rooms';
import type { NotificationDoc } from '../../src/documents/notifications';
import { REOPEN_ASK_NOTE } from '../../src/features/contracts/events';
import { describeApi } from '../support/harness';
import { createPayApp, sessionIdOf, type Caller, type PayApp } from '../payments/support';
import { accept, apply, noticesFor, postJob } from './support';

const SENTENCE = '案件の募集は締め切ったままです。募集を再開するかは契約の画面で選べます。';

describeApi('the salon is told her filled job stays closed after a cancellation', () => {
  let t: PayApp;
  let client: Caller;

  beforeAll(async () => {
    t = await createPayApp();
    client = await t.user('client');
  }, 60_000);
  afterAll(() => t?.close());

  /** A job of `capacity` places with `worker` accepted: the contract's id. */
  async function hired(worker: Caller, capacity: number): Promise<string> {
    const job = await postJob(client, capacity);
    await apply(worker, job.id);
    return accept(client, job.id, worker.uid);
  }

  async function pay(contractId: string) {
    const res = await client.post('/liff/project/get-payment-url', { contractId }).expect(200);
    expect((await t.stripe.payCheckoutSession(sessionIdOf(res.body.url as string), '4242424242424242')).ok).toBe(true);
    await t.stripe.flush();
  }

  /** Paid, the worker asks to cancel, the salon agrees, Stripe confirms the refund (confirm_refund). */
  async function agreedCancellation(worker: Caller, contractId: string) {
    await pay(contractId);
    await worker.post(`/liff/contracts/${contractId}/request-cancel`, { reason: '体調不良のため伺えなくなりました' }).expect(200);
    await client.post(`/liff/contracts/${contractId}/accept-cancel`).expect(200);
    await t.stripe.flush();
    expect((await t.contractDoc(contractId))?.status).toBe('cancelled');
  }

  const about = async (who: Caller, contractId: string): Promise<NotificationDoc[]> =>
    (await noticesFor(t, who.uid)).filter((n) => n.contractId === contractId);

  /** The room's last system message as `who` reads it. */
  const lastSystem = async (who: Caller, id: string) =>
    ((await who.get(`/liff/rooms/${id}/messages`).expect(200)).body as MessagePage).items
      .filter((m) => m.kind === 'system')
      .at(-1)?.text;

  const storedLast = async (id: string) => {
    const docs = await t.store.query<MessageDoc>(`rooms/${id}/messages`, { orderBy: [['seq', 'desc']], limit: 1 });
    return docs[0]?.data.text;
  };

  it('is the sentence the issue quotes', () => {
    expect(REOPEN_ASK_NOTE).toBe(SENTENCE);
  });

  it('an agreed cancellation of a filled job: the salon’s notice and room message say so, the worker’s never', async () => {
    const worker = await t.user('worker');
    const id = await hired(worker, 1);
    await agreedCancellation(worker, id);

    const refunded = (await about(client, id)).find((n) => n.kind === 'cancelled');
    expect(refunded).toMatchObject({ title: '返金が完了しました', body: `「ヘアカタログ撮影」\n${SENTENCE}` });
    for (const n of await about(worker, id)) expect(n.body).not.toContain(SENTENCE);
    expect((await about(worker, id)).map((n) => n.kind)).toContain('cancelled');

    expect(await lastSystem(client, id)).toBe(`返金が完了し、契約はキャンセルされました。${SENTENCE}`);
    expect(await lastSystem(worker, id)).toBe('発注者への返金が完了し、契約はキャンセルされました。');
    expect(await storedLast(id)).toBe('返金が完了し、契約はキャンセルされました。');
    // The room list's last line agrees (a cancelled contract's room is among the finished ones).
    const finished = (await client.get('/liff/rooms?state=completed').expect(200)).body as Page<RoomSummary>;
    expect(finished.items.find((r) => r.id === id)?.last?.text).toBe(`返金が完了し、契約はキャンセルされました。${SENTENCE}`);
  });

  it('when the job still had places (nothing to ask), no one is told of it', async () => {
    const worker = await t.user('worker');
    const id = await hired(worker, 2);
    await agreedCancellation(worker, id);

    const refunded = (await about(client, id)).find((n) => n.kind === 'cancelled');
    expect(refunded).toMatchObject({ title: '返金が完了しました', body: '「ヘアカタログ撮影」' });
    for (const n of [...(await about(client, id)), ...(await about(worker, id))]) expect(n.body).not.toContain(SENTENCE);
    expect(await lastSystem(client, id)).toBe('返金が完了し、契約はキャンセルされました。');
  });

  it('a cancel before payment: by the worker, the salon’s notice adds it before the reason; by the salon, her room message', async () => {
    const [first, second] = await Promise.all([t.user('worker'), t.user('worker')]);
    const byWorker = await hired(first, 1);
    await first.post(`/liff/contracts/${byWorker}/cancel`, { reason: '日程が合わなくなりました' }).expect(200);
    const [told] = await about(client, byWorker).then((ns) => ns.filter((n) => n.kind === 'cancelled'));
    expect(told).toMatchObject({
      title: '契約がキャンセルされました',
      body: `「ヘアカタログ撮影」\n${SENTENCE}\n日程が合わなくなりました`,
    });
    expect((await lastSystem(client, byWorker))?.split('\n')).toEqual([
      `受注者が契約をキャンセルしました。${SENTENCE}`,
      '日程が合わなくなりました',
    ]);
    expect(await lastSystem(first, byWorker)).toBe('契約をキャンセルしました。\n日程が合わなくなりました');

    const bySalon = await hired(second, 1);
    await client.post(`/liff/contracts/${bySalon}/cancel`).expect(200);
    expect(await lastSystem(client, bySalon)).toBe(`契約をキャンセルしました。${SENTENCE}`);
    const [workerTold] = (await about(second, bySalon)).filter((n) => n.kind === 'cancelled');
    expect(workerTold.body).toBe('「ヘアカタログ撮影」');
    expect(await lastSystem(second, bySalon)).toBe('発注者が契約をキャンセルしました。');
  });
});
