/**
 * The worker's 請求書に記載する氏名・屋号 on her business documents over HTTP
 * (docs/product/law.md#the-name-on-the-documents): every document issued after she sets it names her
 * by it (the 検収書, her 請求書, the platform's fee 請求書 and the 支払明細), the 発注書 and 納品書 issued
 * before keep the display name they were issued with (docs/product/entities.md#trade-documents), and
 * the contract and her public profile keep the display name throughout. Cleared, the next documents
 * name her by the display name again.
 */
import type { Contract, PublicWorker } from '@common/marketplace';
import type { ContractDocuments, IssuedKind, TradeDocumentView } from '@common/tradeDocuments';
import type { TradeDocumentDoc } from '../../src/documents/tradeDocuments';
import { describeApi } from '../support/harness';
import { DAY_MS, createPayApp, payoutAccount, sessionIdOf, type Caller, type PayApp } from '../payments/support';
import { inDays, jobInput } from '../marketplace/support';
import { asKind, hire, salonProfile, workerWithProfile, type ViewOf } from './support';

const DISPLAY = 'ひかり';
const LEGAL = '佐藤 光';
const T_NUMBER = 'T1234567890123';

describeApi('the name on the documents: invoiceName on the documents issued after it is set', () => {
  let t: PayApp;
  let client: Caller;

  beforeAll(async () => {
    t = await createPayApp();
    client = await t.user('client');
    await salonProfile(t, client.uid, { companyName: null });
  }, 60_000);
  afterAll(() => t.close());

  const setInvoice = (w: Caller, body: object) =>
    t
      .request()
      .put('/liff/profiles/worker/invoice-registration')
      .set('Authorization', `Bearer ${w.idToken}`)
      .send(body)
      .expect(200);

  /** A job posted, applied to by `w` and accepted (the 発注書). */
  async function acceptedDeal(w: Caller): Promise<Contract> {
    const now = t.clock.now();
    const job = await client
      .post('/liff/jobs', jobInput({ applicationDeadline: inDays(7, now), deliveryDate: inDays(21, now) }))
      .expect(201);
    return await hire(client, w, job.body.id);
  }

  async function pay(c: Contract): Promise<void> {
    const res = await client.post('/liff/project/get-payment-url', { contractId: c.id }).expect(200);
    const paid = await t.stripe.payCheckoutSession(sessionIdOf(res.body.url as string), '4242424242424242');
    expect(paid.ok).toBe(true);
    await t.stripe.flush();
  }

  const listOf = async (caller: Caller, id: string) =>
    ((await caller.get(`/liff/contracts/${id}/documents`).expect(200)).body as ContractDocuments).items;
  async function read<K extends IssuedKind>(caller: Caller, id: string, kind: K): Promise<ViewOf<K>> {
    const items = (await listOf(caller, id)).filter((d) => d.kind === kind);
    expect(items).toHaveLength(1);
    return asKind((await caller.get(`/liff/documents/${items[0].id}`).expect(200)).body as TradeDocumentView, kind);
  }
  const storedNames = async (id: string) =>
    Object.fromEntries(
      (await t.store.query<TradeDocumentDoc>('tradeDocuments', { where: [['contractId', '==', id]] })).map((d) => [
        d.data.kind,
        d.data.worker.name,
      ]),
    );

  test('documents issued after she sets it name her by it; earlier ones and every screen keep the display name', async () => {
    const w = await workerWithProfile(t, DISPLAY);
    await payoutAccount(t, w);
    const c = await acceptedDeal(w);
    await pay(c);
    await w.post(`/liff/contracts/${c.id}/deliver`, { message: '納品します' }).expect(200);
    expect(await storedNames(c.id)).toEqual({ order: DISPLAY, delivery: DISPLAY });

    // Before the 検収 she sets her registration number and her legal name for the documents.
    await setInvoice(w, { invoiceRegistrationNumber: T_NUMBER, invoiceName: LEGAL });
    t.clock.advance(DAY_MS);
    await client.post('/liff/project/complete-process', { contractId: c.id }).expect(200);
    await t.stripe.flush();

    const invoice = await read(client, c.id, 'invoice');
    expect(invoice.worker).toEqual({ userId: w.uid, name: LEGAL });
    expect(invoice.body.issuerRegistrationNumber).toBe(T_NUMBER);
    expect((await read(client, c.id, 'acceptance')).worker.name).toBe(LEGAL);
    expect((await read(w, c.id, 'fee_invoice')).worker.name).toBe(LEGAL);
    expect((await read(w, c.id, 'payout_statement')).worker.name).toBe(LEGAL);
    // The documents issued before never change.
    expect((await read(client, c.id, 'order')).worker.name).toBe(DISPLAY);
    expect((await read(w, c.id, 'delivery')).worker.name).toBe(DISPLAY);
    expect(await storedNames(c.id)).toEqual({
      order: DISPLAY,
      delivery: DISPLAY,
      acceptance: LEGAL,
      invoice: LEGAL,
      fee_invoice: LEGAL,
      payout_statement: LEGAL,
    });

    // The contract and her public profile show the display name, never the invoice name.
    const view = (await client.get(`/liff/contracts/${c.id}`).expect(200)).body as Contract;
    expect(view.worker.name).toBe(DISPLAY);
    const pub = (await client.get(`/liff/workers/${w.uid}`).expect(200)).body as PublicWorker;
    expect(pub.name).toBe(DISPLAY);
    expect(JSON.stringify(pub)).not.toContain(LEGAL);

    // Cleared: the next 発注書 names her by the display name again, the issued ones keep LEGAL.
    await setInvoice(w, { invoiceRegistrationNumber: T_NUMBER, invoiceName: null });
    const next = await acceptedDeal(w);
    expect((await read(w, next.id, 'order')).worker.name).toBe(DISPLAY);
    expect((await read(client, c.id, 'invoice')).worker.name).toBe(LEGAL);
  });
});
