/**
 * Documents never change once issued (docs/product/entities.md#trade-documents): no request of any
 * method writes one (the API has only the two reads), and the store refuses a second creation of a
 * version's id, so even a step replayed past its own checks cannot overwrite what was issued.
 */
import type { ContractDocuments, TradeDocumentView } from '@common/tradeDocuments';
import { tradeDocuments, type TradeDocumentDoc } from '../../src/documents/tradeDocuments';
import { describeApi } from '../support/harness';
import { createPayApp, type Caller, type PayApp } from '../payments/support';
import { jobInput } from '../marketplace/support';

describeApi('an issued document cannot be changed', () => {
  let t: PayApp;
  let client: Caller;
  let worker: Caller;
  let contractId: string;
  let orderId: string;

  beforeAll(async () => {
    t = await createPayApp();
    client = await t.user('client');
    worker = await t.user('worker');
    const job = await client.post('/liff/jobs', jobInput()).expect(201);
    await worker.post(`/liff/jobs/${job.body.id}/applications`, { message: 'よろしくお願いします' }).expect(201);
    const accepted = await client.post(`/liff/jobs/${job.body.id}/applications/${worker.uid}/accept`).expect(201);
    contractId = accepted.body.id as string;
    const list = (await client.get(`/liff/contracts/${contractId}/documents`).expect(200)).body as ContractDocuments;
    orderId = list.items.find((d) => d.kind === 'order')!.id;
  }, 60_000);
  afterAll(() => t.close());

  test('no method other than GET reaches a document, and what is read stays the same', async () => {
    const before = (await client.get(`/liff/documents/${orderId}`).expect(200)).body as TradeDocumentView;
    const body = { body: { ...before.body, title: '書き換え' }, number: 'PO-2026-999999' };
    for (const caller of [client, worker]) {
      const as = t.as(caller.idToken);
      for (const res of [
        await as.put(`/liff/documents/${orderId}`, body),
        await as.delete(`/liff/documents/${orderId}`),
        await caller.post(`/liff/documents/${orderId}`, body),
        await caller.post(`/liff/contracts/${contractId}/documents`, body),
      ]) {
        expect([404, 405]).toContain(res.status);
      }
    }
    const after = (await worker.get(`/liff/documents/${orderId}`).expect(200)).body as TradeDocumentView;
    expect({ ...after, side: 'client' }).toEqual(before);
  });

  test('the store refuses to create a version that exists (a replayed issue cannot overwrite it)', async () => {
    const stored = (await tradeDocuments.get(t.store, orderId)) as TradeDocumentDoc;
    await expect(
      t.store.runTransaction(async (tx) => {
        tradeDocuments.create(tx, orderId, { ...stored, number: 'PO-2026-999999' });
      }),
    ).rejects.toThrow();
    expect(((await tradeDocuments.get(t.store, orderId)) as TradeDocumentDoc).number).toBe(stored.number);
  });
});
