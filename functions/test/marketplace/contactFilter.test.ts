/**
 * The rooms' contact filter on the other texts that reach the other party before 仮払い: an
 * application's message (shown to the client and pushed to their LINE) and the reason of a
 * cancellation before the payment. Refused with 400 on the field, the room's message, nothing stored.
 */
import type { ApiErrorBody } from '@common/api';
import type { Contract } from '@common/marketplace';
import { roomMessages } from '@common/rooms';
import { describeApi } from '../support/harness';
import { createMarketApp, makeUser, postJob, unindexedQueries, type MarketApp, type Party } from './support';

const errorOf = (body: unknown) => (body as ApiErrorBody).error;
const snapshot = (t: MarketApp) => JSON.stringify(t.store.dump());

describeApi('contact details before 仮払い outside the room', () => {
  let t: MarketApp;
  let client: Party;

  beforeAll(async () => {
    t = await createMarketApp();
    client = await makeUser(t, 'client');
  }, 30_000);
  afterAll(() => t?.close());

  describe('the application message', () => {
    it.each([
      ['a phone number', 'よろしくお願いします。090-1234-5678までご連絡ください'],
      ['a phone number with zero-width spaces', '０９０\u200B/１２３４\u200B/５６７８'],
      ['an e-mail address', 'sato (at) example.com へどうぞ'],
      ['a LINE id', 'LINE→sato123 で連絡ください'],
    ])('refuses %s (400 on message) and stores no application', async (_name, message) => {
      const [worker, job] = await Promise.all([makeUser(t, 'worker'), postJob(client)]);
      const before = snapshot(t);

      const res = await worker.post(`/liff/jobs/${job.id}/applications`, { message });

      expect(res.status).toBe(400);
      expect(errorOf(res.body)).toMatchObject({
        code: 'invalid_argument',
        message: roomMessages.contactBlocked,
        fields: { message: roomMessages.contactBlocked },
      });
      expect(snapshot(t)).toBe(before);
      expect(await t.store.get(`jobs/${job.id}/applications/${worker.uid}`)).toBeNull();
      expect(await t.store.get(`jobs/${job.id}`)).toMatchObject({ applicantCount: 0 });
      // Without the contact details the same worker applies.
      await worker.post(`/liff/jobs/${job.id}/applications`, { message: 'よろしくお願いします' }).expect(201);
    });

    it('takes an ordinary message with dates, times and a price', async () => {
      const [worker, job] = await Promise.all([makeUser(t, 'worker'), postJob(client)]);
      const message = '2026/12/01〜2026/12/05の10:00〜18:00で対応できます。報酬30,000円で承ります';
      await worker.post(`/liff/jobs/${job.id}/applications`, { message }).expect(201);
      expect(await t.store.get(`jobs/${job.id}/applications/${worker.uid}`)).toMatchObject({ message });
    });
  });

  describe('the reason of a cancellation before the payment', () => {
    async function contract(): Promise<{ worker: Party; contract: Contract }> {
      const [worker, job] = await Promise.all([makeUser(t, 'worker'), postJob(client)]);
      await worker.post(`/liff/jobs/${job.id}/applications`, { message: 'よろしくお願いします' }).expect(201);
      const res = await client.post(`/liff/jobs/${job.id}/applications/${worker.uid}/accept`).expect(201);
      return { worker, contract: res.body as Contract };
    }

    it.each([
      ['the client', 'LINE IDはsato123なのでそちらで', 'client'],
      ['the worker', 'ＬＩＮＥ：ｓａｔｏ１２３ に連絡ください', 'worker'],
      ['the client, a phone number', '詳しくは03・1234・5678まで', 'client'],
    ])(
      'refuses a reason with contact details from %s (400 on reason); the contract still awaits payment',
      async (_name, reason, side) => {
        const { worker, contract: c } = await contract();
        const by = side === 'client' ? client : worker;
        const before = snapshot(t);

        const res = await by.post(`/liff/contracts/${c.id}/cancel`, { reason });

        expect(res.status).toBe(400);
        expect(errorOf(res.body)).toMatchObject({
          code: 'invalid_argument',
          message: roomMessages.contactBlocked,
          fields: { reason: roomMessages.contactBlocked },
        });
        expect(snapshot(t)).toBe(before);
        expect(await t.store.get(`contracts/${c.id}`)).toMatchObject({ status: 'awaiting_payment' });
        // Without them (or without a reason) it cancels.
        const ok = await by.post(`/liff/contracts/${c.id}/cancel`, { reason: '日程が合わなくなったため' }).expect(200);
        expect(ok.body).toMatchObject({ status: 'cancelled' });
      },
    );

    it('cancels without a reason', async () => {
      const { contract: c } = await contract();
      await client.post(`/liff/contracts/${c.id}/cancel`).expect(200);
    });
  });

  it('runs only queries that firestore.indexes.json serves', () => {
    expect(unindexedQueries(t.recorder.queries)).toEqual([]);
  });
});
