/**
 * The 発注書 (取引条件明示書) over HTTP (docs/product/entities.md#trade-documents): issued in the
 * 採用's transaction with every item of the freelance law's 3条 (docs/product/law.md#terms-stated-at-once-3条),
 * once per contract however the accept is repeated, numbered per kind and year without gaps or
 * duplicates, readable by the contract's two parties only, and re-issued as a new version naming the
 * one it replaces when a 納品 brings the payment deadline forward or changes the automatic 検収 date
 * the newest version states (docs/product/law.md#payment-within-60-days-4条).
 */
import type { Contract } from '@common/marketplace';
import type { Notice } from '@common/notices';
import type { MessagePage } from '@common/rooms';
import { addDays, jstDate, startOfJstDay } from '@common/dates';
import type { ContractDocuments, TradeDocumentView } from '@common/tradeDocuments';
import type { TradeDocumentDoc } from '../../src/documents/tradeDocuments';
import { describeApi } from '../support/harness';
import { createPayApp, payoutAccount, sessionIdOf, viewOf, type Caller, type PayApp } from '../payments/support';
import { inDays, jobInput } from '../marketplace/support';
import { asKind, salonProfile, workerWithProfile } from './support';

describeApi('the 発注書 (取引条件明示書)', () => {
  let t: PayApp;
  let client: Caller;
  let stranger: Caller;

  /** A worker with a public profile, as onboarding writes it. */
  async function worker(name = '山田 カメラ'): Promise<Caller> {
    return workerWithProfile(t, name);
  }

  beforeAll(async () => {
    t = await createPayApp();
    client = await t.user('client');
    stranger = await t.user('client');
    await salonProfile(t, client.uid);
  }, 60_000);
  afterAll(() => t.close());

  /** A job posted, applied to by `w` and accepted: the contract. */
  async function accepted(w: Caller, o: Parameters<typeof jobInput>[0] = {}): Promise<Contract> {
    const job = await client.post('/liff/jobs', jobInput(o)).expect(201);
    await w.post(`/liff/jobs/${job.body.id}/applications`, { message: 'よろしくお願いします' }).expect(201);
    const res = await client.post(`/liff/jobs/${job.body.id}/applications/${w.uid}/accept`).expect(201);
    return res.body as Contract;
  }

  const documentsOf = async (caller: Caller, contractId: string) =>
    (await caller.get(`/liff/contracts/${contractId}/documents`).expect(200)).body as ContractDocuments;
  const ordersInStore = async (contractId: string) =>
    (await t.store.query<TradeDocumentDoc>('tradeDocuments', { where: [['contractId', '==', contractId]] })).map((d) => d.data);

  test('is issued at 採用 with every 3条 item, told in the room and to the worker', async () => {
    const w = await worker('佐藤 フォト');
    const deliveryDate = inDays(21);
    const c = await accepted(w, {
      title: '新作ヘアカタログ撮影',
      description: '新作スタイル10点の撮影をお願いします。\nレタッチ込み。',
      reward: 55000,
      deliveryDate,
      placeType: 'onsite',
      address: '東京都渋谷区神宮前1-2-3',
    });
    const list = await documentsOf(w, c.id);
    expect(list.items).toHaveLength(1);
    expect(list.items[0]).toMatchObject({ kind: 'order', version: 1, superseded: false });
    expect(list.items[0].number).toMatch(/^PO-\d{4}-\d{6}$/);

    const doc = (await w.get(`/liff/documents/${list.items[0].id}`).expect(200)).body as TradeDocumentView;
    expect(doc).toMatchObject({
      kind: 'order',
      contractId: c.id,
      version: 1,
      replaces: null,
      supersededBy: null,
      side: 'worker',
      client: { userId: client.uid, name: 'ヘアサロン テスト', companyName: '株式会社テスト' },
      worker: { userId: w.uid, name: '佐藤 フォト' },
    });
    const contractDoc = await t.contractDoc(c.id);
    expect(doc.body).toEqual({
      orderDate: jstDate(new Date(c.createdAt)),
      title: '新作ヘアカタログ撮影',
      description: '新作スタイル10点の撮影をお願いします。\nレタッチ込み。',
      deliveryDate,
      place: { type: 'onsite', address: '東京都渋谷区神宮前1-2-3' },
      inspection: { days: 7, autoCompleteOn: null },
      // 内消費税 rounded down once, as the receipts: floor(55000 x 10 / 110) = 5000.
      reward: { amount: 55000, taxPercent: 10, tax: 5000 },
      paymentDeadline: addDays(deliveryDate, 30),
      paymentMethod: expect.stringContaining('検収後ただちに'),
      fee: { percent: 10, amount: 5500, payout: 49500 },
      // No 源泉徴収 on this job (docs/product/law.md#withholding-源泉徴収): no tax and no 差引仮払い額.
      withholding: null,
    });
    expect(contractDoc?.paymentDeadline).toBe(addDays(deliveryDate, 30));
    // The client reads the same document, on her side.
    const asClient = (await client.get(`/liff/documents/${doc.id}`).expect(200)).body as TradeDocumentView;
    expect(asClient).toMatchObject({ side: 'client', number: doc.number, body: doc.body });

    // The room's opening line says so, with a link to the document, for both (no message of its own).
    for (const reader of [client, w]) {
      const page = (await reader.get(`/liff/rooms/${c.id}/messages`).expect(200)).body as MessagePage;
      expect(page.items).toHaveLength(1);
      expect(page.items[0]).toMatchObject({
        seq: 1,
        kind: 'system',
        event: { action: 'accept' },
        document: { id: doc.id, label: '発注書を見る' },
      });
      expect(page.items[0].text).toMatch(/^契約が成立しました。.*\n発注書（取引条件明示書）を発行しました$/);
    }
    // The worker's お知らせ, with its button to the document.
    const notices = (await w.get('/liff/notices').expect(200)).body.items as Notice[];
    expect(notices.find((n) => n.kind === 'document_issued')).toMatchObject({
      title: '発注書が届きました',
      path: `/worker/documents/${doc.id}`,
    });
  });

  test('a job with remote work states リモート (no address), and a later change of its job description changes nothing in it', async () => {
    const w = await worker();
    const c = await accepted(w, { placeType: 'remote', description: '当初の依頼内容' });
    const [summary] = (await documentsOf(client, c.id)).items;
    const before = asKind((await client.get(`/liff/documents/${summary.id}`).expect(200)).body as TradeDocumentView, 'order');
    expect(before.body.place).toEqual({ type: 'remote', address: null });
    await t.store.update(`jobs/${c.jobId}`, { description: '書き換えた依頼内容' });
    const after = asKind((await client.get(`/liff/documents/${summary.id}`).expect(200)).body as TradeDocumentView, 'order');
    expect(after.body.description).toBe('当初の依頼内容');
  });

  test('exactly one 発注書 when the accept is repeated 10 times in parallel', async () => {
    const w = await worker();
    const job = await client.post('/liff/jobs', jobInput({ capacity: 3 })).expect(201);
    await w.post(`/liff/jobs/${job.body.id}/applications`, { message: 'よろしくお願いします' }).expect(201);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => client.post(`/liff/jobs/${job.body.id}/applications/${w.uid}/accept`)),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, ...Array(9).fill(409)]);
    const contractId = results.find((r) => r.status === 201)?.body.id as string;
    expect(await ordersInStore(contractId)).toHaveLength(1);
    const notices = (await w.get('/liff/notices').expect(200)).body.items as Notice[];
    expect(notices.filter((n) => n.kind === 'document_issued')).toHaveLength(1);
  });

  test('numbers are sequential and unique under parallel accepts of different jobs', async () => {
    const workers = await Promise.all(Array.from({ length: 8 }, () => worker()));
    const jobs = await Promise.all(workers.map(() => client.post('/liff/jobs', jobInput()).expect(201)));
    await Promise.all(
      workers.map((w, i) =>
        w.post(`/liff/jobs/${jobs[i].body.id}/applications`, { message: 'よろしくお願いします' }).expect(201),
      ),
    );
    const results = await Promise.all(
      workers.map((w, i) => client.post(`/liff/jobs/${jobs[i].body.id}/applications/${w.uid}/accept`).expect(201)),
    );
    const numbers = await Promise.all(results.map(async (r) => (await ordersInStore(r.body.id as string))[0].number));
    expect(new Set(numbers).size).toBe(8);
    const seqs = numbers.map((n) => Number(n.slice(-6))).sort((a, b) => a - b);
    // Consecutive: the counter moved once per document, none skipped or repeated.
    expect(seqs).toEqual(seqs.map((_, i) => seqs[0] + i));
    const year = numbers[0].slice(3, 7);
    expect(numbers.every((n) => n.startsWith(`PO-${year}-`))).toBe(true);
    const counter = await t.store.get<{ last: number }>(`tradeDocumentCounters/order-${year}`);
    expect(counter?.last).toBeGreaterThanOrEqual(seqs[seqs.length - 1]);
  });

  test('a stranger, a bad id and prototype keys get 404 and learn nothing', async () => {
    const w = await worker();
    const c = await accepted(w);
    const [summary] = (await documentsOf(client, c.id)).items;
    const notFound = await stranger.get(`/liff/contracts/${c.id}/documents`).expect(404);
    expect(notFound.body.error.message).toBe('契約が見つかりません');
    const hidden = await stranger.get(`/liff/documents/${summary.id}`).expect(404);
    expect(hidden.body.error.message).toBe('書類が見つかりません');
    for (const bad of ['__proto__', 'constructor', '..%2Fcontracts', 'a.b', 'x'.repeat(200), 'nope']) {
      const a = await client.get(`/liff/documents/${bad}`);
      const b = await client.get(`/liff/contracts/${bad}/documents`);
      expect([a.status, b.status]).toEqual([404, 404]);
    }
    await t.request().get(`/liff/documents/${summary.id}`).expect(401);
  });

  test('a 納品 that brings the deadline forward issues version 2 naming version 1, which stays readable', async () => {
    const w = await worker();
    await payoutAccount(t, w);
    // 納期 far ahead: 納期 + 30 is later than 60 days after a 納品 today.
    const c = await accepted(w, { deliveryDate: inDays(80), applicationDeadline: inDays(7) });
    const pay = await client.post('/liff/project/get-payment-url', { contractId: c.id }).expect(200);
    const paid = await t.stripe.payCheckoutSession(sessionIdOf(pay.body.url as string), '4242424242424242');
    expect(paid.ok).toBe(true);
    await t.stripe.flush();
    const [v1] = (await documentsOf(w, c.id)).items;

    // 10 identical 納品 in parallel: one wins, one new version.
    const delivered = await Promise.all(
      Array.from({ length: 10 }, () => w.post(`/liff/contracts/${c.id}/deliver`, { message: '納品します' })),
    );
    expect(delivered.map((r) => r.status).sort()).toEqual([200, ...Array(9).fill(409)]);
    const today = jstDate(t.clock.now());
    const expected = addDays(today, 59);
    expect((await t.contractDoc(c.id))?.paymentDeadline).toBe(expected);

    const list = await documentsOf(client, c.id);
    // The 納品 issued its 納品書 too (dealDocuments.test.ts): the 発注書's versions here.
    expect(list.items.filter((d) => d.kind === 'order').map((d) => [d.version, d.superseded])).toEqual([
      [2, false],
      [1, true],
    ]);
    const v2 = asKind((await w.get(`/liff/documents/${list.items[0].id}`).expect(200)).body as TradeDocumentView, 'order');
    expect(v2.replaces).toEqual({ id: v1.id, number: v1.number, version: 1 });
    expect(v2.number).not.toBe(v1.number);
    expect(v2.body.paymentDeadline).toBe(expected);
    expect(v2.body.inspection.autoCompleteOn).toBe(addDays(today, 7));
    expect(v2.body.revisionNote).toContain('支払期日');
    const old = asKind((await client.get(`/liff/documents/${v1.id}`).expect(200)).body as TradeDocumentView, 'order');
    expect(old.body.paymentDeadline).toBe(addDays(c.deliveryDate, 30));
    expect(old.supersededBy).toEqual({ id: v2.id, number: v2.number, version: 2 });
    // The 納品's line in the room says so and links to the new version.
    const page = (await client.get(`/liff/rooms/${c.id}/messages`).expect(200)).body as MessagePage;
    const deliveredLine = page.items.find((m) => m.event?.action === 'deliver');
    expect(deliveredLine?.document).toEqual({ id: v2.id, label: '発注書を見る' });
    expect(deliveredLine?.text).toContain('発注書（取引条件明示書）を更新しました（第2版）');
    const notices = (await w.get('/liff/notices').expect(200)).body.items as Notice[];
    expect(notices.find((n) => n.kind === 'document_issued' && n.path.endsWith(v2.id))).toMatchObject({
      title: '発注書が更新されました',
    });

    // A second 納品 (after a 修正依頼), 3 days later at 10:00 JST, never moves the deadline later, but
    // its automatic 検収 date is not the one version 2 states: version 3 says so (the stated date stays true).
    await client.post(`/liff/contracts/${c.id}/request-revision`, { reason: '色味を明るくしてください' }).expect(200);
    const redeliveredOn = addDays(today, 3);
    t.clock.advance(startOfJstDay(redeliveredOn).getTime() + 10 * 3_600_000 - t.clock.now().getTime());
    await w.post(`/liff/contracts/${c.id}/deliver`, { message: '修正しました' }).expect(200);
    expect((await t.contractDoc(c.id))?.paymentDeadline).toBe(expected);
    const orders = async () => (await documentsOf(client, c.id)).items.filter((d) => d.kind === 'order');
    expect((await orders()).map((d) => [d.version, d.superseded])).toEqual([
      [3, false],
      [2, true],
      [1, true],
    ]);
    const v3 = asKind((await w.get(`/liff/documents/${(await orders())[0].id}`).expect(200)).body as TradeDocumentView, 'order');
    expect(v3.replaces).toEqual({ id: v2.id, number: v2.number, version: 2 });
    expect(v3.body).toEqual({
      ...v2.body,
      inspection: { days: 7, autoCompleteOn: addDays(redeliveredOn, 7) },
      revisionNote: expect.stringContaining('自動検収日を'),
    });
    // The contract's screens say the same date.
    const view = await viewOf(client, c.id);
    expect(jstDate(new Date(view.delivery?.autoCompleteAt ?? ''))).toBe(v3.body.inspection.autoCompleteOn);
    const after3 = (await w.get('/liff/notices').expect(200)).body.items as Notice[];
    expect(after3.find((n) => n.kind === 'document_issued' && n.path.endsWith(v3.id))).toMatchObject({
      title: '発注書が更新されました',
    });

    // A third 納品 the same day: the same date, nothing new.
    await client.post(`/liff/contracts/${c.id}/request-revision`, { reason: 'もう少しだけ明るく' }).expect(200);
    t.clock.advance(60_000);
    await w.post(`/liff/contracts/${c.id}/deliver`, { message: '再修正しました' }).expect(200);
    expect(await orders()).toHaveLength(3);
  });

  test('a 納品 near 納期 keeps the deadline and issues nothing new', async () => {
    const w = await worker();
    const c = await accepted(w, { deliveryDate: inDays(10), applicationDeadline: inDays(7) });
    const pay = await client.post('/liff/project/get-payment-url', { contractId: c.id }).expect(200);
    await t.stripe.payCheckoutSession(sessionIdOf(pay.body.url as string), '4242424242424242');
    await t.stripe.flush();
    await w.post(`/liff/contracts/${c.id}/deliver`, { message: '納品します' }).expect(200);
    expect((await documentsOf(w, c.id)).items.filter((d) => d.kind === 'order')).toHaveLength(1);
    expect((await t.contractDoc(c.id))?.paymentDeadline).toBe(addDays(c.deliveryDate, 30));
  });
});
