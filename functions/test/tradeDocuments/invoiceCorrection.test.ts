/**
 * The worker's corrected 請求書 over HTTP (docs/product/law.md#the-name-on-the-documents, 消費税法
 * 57条の4 4項): POST /liff/documents/:id/correct on her newest 請求書 issues the next version with her
 * 登録番号 and 請求書に記載する氏名・屋号 as they are now, the amounts and dates of the one it replaces,
 * naming it; the salon is told (お知らせ) and the room says so with a link. Nothing to change: 409 and
 * nothing written. 10 parallel requests: one version. Anyone but her, any other kind, a replaced
 * version: 404; a suspended account 403; a body other than {}: 400.
 */
import type { Contract } from '@common/marketplace';
import type { Notice } from '@common/notices';
import type { MessagePage } from '@common/rooms';
import { INVOICE_UNCHANGED, type ContractDocuments, type IssuedKind, type TradeDocumentView } from '@common/tradeDocuments';
import type { TradeDocumentDoc } from '../../src/documents/tradeDocuments';
import { userPath } from '../../src/documents/users';
import { describeApi } from '../support/harness';
import { DAY_MS, createPayApp, rawPost, sessionIdOf, type Caller, type PayApp } from '../payments/support';
import { inDays, jobInput } from '../marketplace/support';
import { asKind, hire, salonProfile, workerWithProfile, type ViewOf } from './support';

const DISPLAY = 'ひかり';
const LEGAL = '佐藤 光';
const T_NUMBER = 'T1234567890123';

describeApi('the corrected 請求書: POST /liff/documents/:id/correct', () => {
  let t: PayApp;
  let client: Caller;

  beforeAll(async () => {
    t = await createPayApp();
    client = await t.user('client');
    await salonProfile(t, client.uid);
  }, 60_000);
  afterAll(() => t.close());

  const setInvoice = (w: Caller, body: object) =>
    t
      .request()
      .put('/liff/profiles/worker/invoice-registration')
      .set('Authorization', `Bearer ${w.idToken}`)
      .send(body)
      .expect(200);

  /** A deal of `w` through 採用, 仮払い, 納品 and 検収: its contract, with its 検収書 and 請求書. */
  async function completedDeal(w: Caller): Promise<Contract> {
    const now = t.clock.now();
    const job = await client
      .post('/liff/jobs', jobInput({ applicationDeadline: inDays(7, now), deliveryDate: inDays(21, now) }))
      .expect(201);
    const c = await hire(client, w, job.body.id);
    const res = await client.post('/liff/project/get-payment-url', { contractId: c.id }).expect(200);
    expect((await t.stripe.payCheckoutSession(sessionIdOf(res.body.url as string), '4242424242424242')).ok).toBe(true);
    await t.stripe.flush();
    await w.post(`/liff/contracts/${c.id}/deliver`, { message: '納品します' }).expect(200);
    t.clock.advance(DAY_MS);
    await client.post('/liff/project/complete-process', { contractId: c.id }).expect(200);
    await t.stripe.flush();
    return c;
  }

  const stored = async (contractId: string) =>
    (await t.store.query<TradeDocumentDoc>('tradeDocuments', { where: [['contractId', '==', contractId]] })).map((d) => d.data);
  async function idOf(contractId: string, kind: IssuedKind, version = 1): Promise<string> {
    const items = ((await client.get(`/liff/contracts/${contractId}/documents`).expect(200)).body as ContractDocuments).items;
    const found = items.find((d) => d.kind === kind && d.version === version);
    if (!found) throw new Error(`no ${kind} v${version}`);
    return found.id;
  }
  async function read<K extends IssuedKind>(caller: Caller, id: string, kind: K): Promise<ViewOf<K>> {
    return asKind((await caller.get(`/liff/documents/${id}`).expect(200)).body as TradeDocumentView, kind);
  }
  const correct = (caller: Caller, id: string, body: object = {}) => caller.post(`/liff/documents/${id}/correct`, body);

  test('she issues the next version with her number and name now; the rest is the replaced one, the salon is told, the room says so', async () => {
    const w = await workerWithProfile(t, DISPLAY);
    const c = await completedDeal(w);
    const v1Id = await idOf(c.id, 'invoice');
    const v1 = await read(client, v1Id, 'invoice');
    expect(v1.worker.name).toBe(DISPLAY);
    expect(v1.body.issuerRegistrationNumber).toBeNull();

    // Nothing changed yet: 409, nothing written.
    const count = (await stored(c.id)).length;
    const same = await correct(w, v1Id).expect(409);
    expect(same.body.error.message).toBe(INVOICE_UNCHANGED);
    expect(await stored(c.id)).toHaveLength(count);

    // Recorded after 検収: her number and the name for her documents.
    await setInvoice(w, { invoiceRegistrationNumber: T_NUMBER, invoiceName: LEGAL });
    t.clock.advance(60_000);
    const answers = await Promise.all(Array.from({ length: 10 }, () => correct(w, v1Id)));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    // The others found the version they named replaced: as to a read of a replaced one, not theirs to correct.
    expect(statuses.filter((s) => s !== 201).every((s) => s === 404)).toBe(true);
    const docs = await stored(c.id);
    expect(docs).toHaveLength(count + 1);
    const made = answers.find((r) => r.status === 201)!.body as TradeDocumentView;

    const v2 = await read(w, made.id, 'invoice');
    expect(v2).toMatchObject({
      id: `${c.id}-invoice-v2`,
      version: 2,
      replaces: { id: v1Id, number: v1.number, version: 1 },
      worker: { userId: w.uid, name: LEGAL },
      client: v1.client,
      supersededBy: null,
    });
    expect(v2.number).toMatch(/^IV-\d{4}-\d{6}$/);
    expect(v2.number).not.toBe(v1.number);
    // Only the issuer's identity changes: amounts, 取引年月日, 仮払い, withholding as the replaced one.
    expect(v2.body).toEqual({
      ...v1.body,
      issuerRegistrationNumber: T_NUMBER,
      revisionNote: '受注者の申出により、発行者の登録番号と氏名・屋号を訂正しました。',
    });
    expect(made).toMatchObject({ id: v2.id, side: 'worker', reissued: null });
    // The replaced version stays readable, pointing to the new one.
    expect((await read(client, v1Id, 'invoice')).supersededBy).toEqual({ id: v2.id, number: v2.number, version: 2 });

    // The salon's お知らせ, opening its side of the new version.
    const notices = (await client.get('/liff/notices').expect(200)).body.items as Notice[];
    const told = notices.filter((n) => n.kind === 'invoice_corrected');
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ title: '請求書が訂正されました', path: `/client/documents/${v2.id}` });
    expect(told[0].body).toContain('第2版');
    // The room's line, the same for both, with the link.
    for (const reader of [client, w]) {
      const page = (await reader.get(`/liff/rooms/${c.id}/messages`).expect(200)).body as MessagePage;
      const lines = page.items.filter((m) => m.document?.id === v2.id);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatchObject({
        kind: 'system',
        text: '請求書（登録番号・名義）を訂正しました（第2版）',
        document: { id: v2.id, label: '請求書を見る' },
      });
    }

    // The new version carries them now: nothing to change; the replaced one is not hers to correct.
    expect((await correct(w, v2.id).expect(409)).body.error.message).toBe(INVOICE_UNCHANGED);
    await correct(w, v1Id).expect(404);
    // Only the name changed: the note says so.
    await setInvoice(w, { invoiceRegistrationNumber: T_NUMBER, invoiceName: '佐藤写真事務所' });
    const v3 = (await correct(w, v2.id).expect(201)).body as ViewOf<'invoice'>;
    expect(v3).toMatchObject({ version: 3, replaces: { id: v2.id, version: 2 }, worker: { name: '佐藤写真事務所' } });
    expect(v3.body.revisionNote).toBe('受注者の申出により、発行者の氏名・屋号を訂正しました。');
    expect(v3.body.issuerRegistrationNumber).toBe(T_NUMBER);
    expect(await stored(c.id)).toHaveLength(count + 2);
  });

  test('anyone but her, any other kind, a replaced or unknown id: 404; suspended: 403; a body but {}: 400; nothing written', async () => {
    const w = await workerWithProfile(t, DISPLAY);
    const c = await completedDeal(w);
    await setInvoice(w, { invoiceRegistrationNumber: T_NUMBER, invoiceName: LEGAL });
    const invoiceId = await idOf(c.id, 'invoice');
    const count = (await stored(c.id)).length;
    const otherWorker = await workerWithProfile(t, '別の人');
    const otherClient = await t.user('client');

    await correct(client, invoiceId).expect(404);
    await correct(otherWorker, invoiceId).expect(404);
    await correct(otherClient, invoiceId).expect(404);
    for (const kind of ['order', 'delivery', 'acceptance', 'fee_invoice', 'payout_statement'] as const) {
      const items = ((await w.get(`/liff/contracts/${c.id}/documents`).expect(200)).body as ContractDocuments).items;
      const doc = items.find((d) => d.kind === kind);
      if (doc) await correct(w, doc.id).expect(404);
    }
    for (const id of ['nothing-here', '__proto__', 'a.b', 'x'.repeat(129)]) await correct(w, id).expect(404);

    // Bad bodies, before anything is read.
    for (const body of [{ x: 1 }, { reason: '訂正' }]) {
      const res = await correct(w, invoiceId, body).expect(400);
      expect(res.body.error.message).toBe('不明な項目が含まれています');
    }
    for (const raw of ['[]', '"x"', '{"__proto__":{"a":1}}', '{"constructor":1}', '{']) {
      const res = await rawPost(t, w, `/liff/documents/${invoiceId}/correct`, raw);
      expect(res.status).toBe(400);
    }

    // Suspended: 403, as everywhere.
    await t.store.update(userPath(w.uid), { suspension: { reason: 'テスト', at: t.clock.now(), by: 'admin' } });
    await correct(w, invoiceId).expect(403);
    await t.store.update(userPath(w.uid), { suspension: null });

    expect(await stored(c.id)).toHaveLength(count);
    // Back in good standing, with no body at all: she corrects it.
    const res = await t.request().post(`/liff/documents/${invoiceId}/correct`).set('Authorization', `Bearer ${w.idToken}`);
    expect(res.status).toBe(201);
    expect(await stored(c.id)).toHaveLength(count + 1);
  });
});
