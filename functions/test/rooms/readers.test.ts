/**
 * System messages written for their reader: the room answers each party their own wording of the
 * contract's events (the salon is never told to start working, the worker never asked to pay),
 * messages stored before that read right too, the room list's last line agrees, and a pending
 * 修正依頼 shows in the room's detail. System messages never count in the メッセージ badge.
 */
import { CONTRACT_ACTIONS, type ContractActor } from '@common/contractMachine';
import type { ContractAction, Page } from '@common/marketplace';
import type { Badges, MessagePage, RoomDetail, RoomSummary } from '@common/rooms';
import { messageId, type MessageDoc, type RoomDoc } from '../../src/documents/rooms';
import type { ContractDoc } from '../../src/documents/contracts';
import { systemTextFor } from '../../src/features/contracts/events';
import { describeApi } from '../support/harness';
import { createPayApp, sessionIdOf, type Caller, type PayApp } from '../payments/support';
import { accept, apply, postJob } from '../notices/support';

const ACTIONS: (ContractAction | 'accept')[] = ['accept', ...CONTRACT_ACTIONS];
const ACTORS: ContractActor[] = ['client', 'worker', 'system'];
const CONTRACT = { reward: 30000, title: 'ヘアカタログ撮影', feeRate: 0.1 };

describe('the wording of system messages', () => {
  const every = (reader: 'client' | 'worker' | 'both') =>
    ACTIONS.flatMap((a) => ACTORS.map((actor) => systemTextFor(reader, a, actor, CONTRACT)));

  it('is one line for every reader (the note follows on the next lines)', () => {
    for (const reader of ['client', 'worker', 'both'] as const) {
      for (const text of every(reader)) expect(text).not.toContain('\n');
    }
  });

  it('never tells the salon to start working, nor asks the worker to pay', () => {
    for (const text of every('client')) expect(text).not.toMatch(/作業を始めてください|納品してください/);
    for (const text of every('worker'))
      expect(text).not.toMatch(/仮払い（[^）]*）をお願いします|検収または修正の依頼をしてください/);
    // The stored wording is right for either party.
    for (const text of every('both')) expect(text).not.toMatch(/してください|お願いします|お待ちください/);
  });
});

describeApi('system messages for their reader', () => {
  let t: PayApp;
  let client: Caller;
  let worker: Caller;
  beforeAll(async () => {
    t = await createPayApp();
    [client, worker] = await Promise.all([t.user('client'), t.user('worker')]);
  }, 60_000);
  afterAll(() => t.close());

  /** The system messages of the room as `who` reads them, oldest first. */
  const read = async (who: Caller, id: string) =>
    ((await who.get(`/liff/rooms/${id}/messages`).expect(200)).body as MessagePage).items
      .filter((m) => m.kind === 'system')
      .map((m) => m.text);
  const last = async (who: Caller, id: string) =>
    ((await who.get('/liff/rooms').expect(200)).body as Page<RoomSummary>).items.find((r) => r.id === id)?.last?.text;
  const detail = async (who: Caller, id: string) => (await who.get(`/liff/rooms/${id}`).expect(200)).body as RoomDetail;
  const badge = async (who: Caller) => ((await who.get('/liff/badges').expect(200)).body as Badges).messages;

  /** A contract opened by the accept (its room's first line), then paid through the local checkout. */
  async function opened(): Promise<string> {
    const job = await postJob(client, 1, 30000);
    await apply(worker, job.id);
    return accept(client, job.id, worker.uid);
  }
  async function pay(id: string) {
    const res = await client.post('/liff/project/get-payment-url', { contractId: id }).expect(200);
    expect((await t.stripe.payCheckoutSession(sessionIdOf(res.body.url as string), '4242424242424242')).ok).toBe(true);
    await t.stripe.flush();
  }

  it('the accept, 仮払い, 納品 and 修正依頼: each party reads their own wording, notes kept', async () => {
    const id = await opened();
    // The accept's line also announces the 発注書 issued with it (docs/product/notifications.md#system-messages).
    const orderLine = '\n発注書（取引条件明示書）を発行しました';
    const salonAccept = `契約が成立しました。仮払い（30,000円）をお願いします。仮払いが済むと受注者が作業を始めます。${orderLine}`;
    const workerAccept = `契約が成立しました。発注者の仮払い（30,000円）のあと作業を始めてください。${orderLine}`;
    expect(await read(client, id)).toEqual([salonAccept]);
    expect(await read(worker, id)).toEqual([workerAccept]);
    expect(await last(client, id)).toBe(salonAccept);
    expect(await last(worker, id)).toBe(workerAccept);

    await pay(id);
    await worker.post(`/liff/contracts/${id}/deliver`, { message: '納品します。\nご確認ください' }).expect(200);
    await client.post(`/liff/contracts/${id}/request-revision`, { reason: '色味を明るくしてください' }).expect(200);

    expect(await read(client, id)).toEqual([
      salonAccept,
      '仮払い（30,000円）が完了しました。受注者が作業を始めます。お預かりした報酬は、検収のあと受注者へお支払いします。',
      '受注者が納品しました。内容をご確認のうえ、検収または修正の依頼をしてください。\n納品します。\nご確認ください',
      '修正を依頼しました。受注者が修正して、あらためて納品します。\n色味を明るくしてください',
    ]);
    expect(await read(worker, id)).toEqual([
      workerAccept,
      '発注者が30,000円を仮払いしました。報酬は運営がお預かりしています。作業を始めてください。',
      '納品しました。発注者の検収をお待ちください。\n納品します。\nご確認ください',
      '発注者が修正を依頼しました。内容をご確認のうえ、修正してあらためて納品してください。\n色味を明るくしてください',
    ]);
    expect(await last(worker, id)).toBe(
      '発注者が修正を依頼しました。内容をご確認のうえ、修正してあらためて納品してください。\n色味を明るくしてください',
    );

    // The revision is pending in the room's detail until the worker delivers again.
    expect((await detail(client, id)).revisionRequested).toBe(true);
    expect((await detail(worker, id)).revisionRequested).toBe(true);
    await worker.post(`/liff/contracts/${id}/deliver`, { message: '修正しました' }).expect(200);
    expect((await detail(worker, id)).revisionRequested).toBeUndefined();

    // None of it is unread: the badge is for what the other party wrote.
    expect([await badge(client), await badge(worker)]).toEqual([0, 0]);
    await worker.post(`/liff/rooms/${id}/messages`, { text: 'ご確認をお願いします' }).expect(201);
    expect([await badge(client), await badge(worker)]).toEqual([1, 0]);
    expect((await detail(client, id)).unread).toBe(1);
  });

  it('a cancellation request and its refusal: who asked reads that they wait, the other that they answer', async () => {
    const id = await opened();
    await pay(id);
    await worker.post(`/liff/contracts/${id}/request-cancel`, { reason: '体調不良のため' }).expect(200);
    await client.post(`/liff/contracts/${id}/refuse-cancel`, { reason: '撮影日を変えて続けたいです' }).expect(200);
    expect((await read(client, id)).slice(-2)).toEqual([
      '受注者がキャンセルを申請しました。内容をご確認のうえ、同意するか拒否するかを回答してください。\n体調不良のため',
      'キャンセル申請を拒否しました。運営が内容を確認します。\n撮影日を変えて続けたいです',
    ]);
    expect((await read(worker, id)).slice(-2)).toEqual([
      'キャンセルを申請しました。発注者の回答をお待ちください。\n体調不良のため',
      '発注者がキャンセル申請を拒否しました。運営が内容を確認します。\n撮影日を変えて続けたいです',
    ]);
  });

  it('messages stored before the per-reader wording read right; a message the room cannot place is kept as stored', async () => {
    const id = await t.contract(client, worker);
    const contract = (await t.contractDoc(id)) as unknown as ContractDoc;
    const at = contract.history[0].at;
    const stored = (seq: number, text: string, createdAt: Date, event?: MessageDoc['event']): MessageDoc => ({
      id: messageId(seq),
      roomId: id,
      seq,
      kind: 'system',
      senderId: null,
      text,
      images: [],
      ...(event ? { event } : {}),
      createdAt,
    });
    // The accept as it was written before: the worker's sentence for both.
    const old = '契約が成立しました。発注者の仮払い（30,000円）のあと作業を始めてください。';
    await t.store.set(`rooms/${id}/messages/${messageId(1)}`, {
      ...stored(1, old, at, { action: 'accept', status: 'awaiting_payment' }),
    });
    const notice = '運営からのお知らせです。';
    const later = new Date(at.getTime() + 60_000);
    await t.store.set(`rooms/${id}/messages/${messageId(2)}`, { ...stored(2, notice, later) });
    const room: Partial<RoomDoc> = {
      messageCount: 2,
      lastMessage: { text: old, kind: 'system', hasImages: false, senderId: null, at },
    };
    await t.store.update(`rooms/${id}`, room);

    expect(await read(client, id)).toEqual([
      '契約が成立しました。仮払い（30,000円）をお願いします。仮払いが済むと受注者が作業を始めます。',
      notice,
    ]);
    expect(await read(worker, id)).toEqual([old, notice]);
    expect(await last(client, id)).toBe(
      '契約が成立しました。仮払い（30,000円）をお願いします。仮払いが済むと受注者が作業を始めます。',
    );
  });
});
