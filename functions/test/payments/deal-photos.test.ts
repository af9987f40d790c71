/**
 * 納品 with photographs: POST /liff/contracts/:id/deliver {message, imageIds?, link?}. The worker
 * uploads each photo to the contract's room (PUT /liff/rooms/:id/images); the 納品 attaches them to
 * its system message, stores them (and the link) on the delivery and its history event, and the
 * client sees and fetches them on the contract and in the room, after 検収 too. Anything else is a
 * 400 that changes nothing.
 */
import sharp from 'sharp';
import type { ApiErrorBody } from '@common/api';
import { dealMessages } from '@common/deal';
import type { Contract } from '@common/marketplace';
import type { MessageImage, MessagePage } from '@common/rooms';
import { sweepRoomImages } from '../../src/features/rooms/sweep';
import { UNSENT_UPLOADS_PER_HOUR } from '../../src/features/rooms/uploadLimit';
import { DELIVERY_LINK_LINE } from '../../src/features/contracts/transitions';
import { describeApi } from '../support/harness';
import { picture } from '../rooms/support';
import { createPayApp, paidContract, payoutAccount, type Caller, type PayApp } from './support';

let t: PayApp;
let client: Caller;
let photo: Buffer;

const errorOf = (body: unknown) => (body as ApiErrorBody).error;

/** A worker with a paid contract (in progress) of the client. */
async function dealWithNewWorker(): Promise<{ worker: Caller; id: string }> {
  const worker = await t.user('worker');
  return { worker, id: await paidContract(t, client, worker) };
}

async function upload(p: Caller, roomId: string): Promise<MessageImage> {
  const res = await t
    .request()
    .put(`/liff/rooms/${roomId}/images`)
    .set('Authorization', `Bearer ${p.idToken}`)
    .set('Content-Type', 'image/jpeg')
    .send(photo);
  if (res.status !== 201) throw new Error(`upload: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as MessageImage;
}

const uploads = (p: Caller, roomId: string, n: number) =>
  Array.from({ length: n }).reduce<Promise<MessageImage[]>>(
    async (acc) => [...(await acc), await upload(p, roomId)],
    Promise.resolve([]),
  );

const full = (p: Caller, roomId: string, imageId: string) => p.get(`/liff/rooms/${roomId}/images/${imageId}`);

const snapshot = () => JSON.stringify(t.store.dump());

describeApi('納品 with photographs', () => {
  beforeAll(async () => {
    t = await createPayApp();
    client = await t.user('client');
    photo = await picture(640, 480);
  }, 60_000);
  afterAll(() => t.close());

  it('a delivery with photos and a link is stored and shown to the client on the contract and in the room', async () => {
    const { worker, id } = await dealWithNewWorker();
    const photos = await uploads(worker, id, 3);
    // Unsent, the client cannot fetch them.
    await full(client, id, photos[0].id).expect(404);

    const res = await worker
      .post(`/liff/contracts/${id}/deliver`, {
        message: '納品いたします。ご確認ください',
        imageIds: photos.map((p) => p.id),
        link: 'example.com/gallery/42',
      })
      .expect(200);
    const mine = res.body as Contract;
    expect(mine.status).toBe('delivered');
    expect(mine.delivery).toMatchObject({ images: photos, link: 'https://example.com/gallery/42' });

    const seen = (await client.get(`/liff/contracts/${id}`).expect(200)).body as Contract;
    expect(seen.delivery).toMatchObject({
      message: '納品いたします。ご確認ください',
      images: photos,
      link: 'https://example.com/gallery/42',
    });
    expect(seen.history[seen.history.length - 1]).toMatchObject({
      action: 'deliver',
      note: '納品いたします。ご確認ください',
      images: photos,
      link: 'https://example.com/gallery/42',
    });

    // In the room: the 納品's system message carries the photos and the link.
    const page = (await client.get(`/liff/rooms/${id}/messages`).expect(200)).body as MessagePage;
    const delivered = page.items.find((m) => m.event?.action === 'deliver');
    expect(delivered).toMatchObject({ kind: 'system', images: photos });
    expect(delivered?.text).toContain('納品いたします。ご確認ください');
    expect(delivered?.text).toContain(`${DELIVERY_LINK_LINE}https://example.com/gallery/42`);

    // Attached: the client fetches each, full size and thumbnail.
    for (const p of photos) {
      const got = await full(client, id, p.id).expect(200);
      expect(got.headers['content-type']).toBe('image/jpeg');
      expect((await sharp(got.body as Buffer).metadata()).width).toBe(640);
      await client.get(`/liff/rooms/${id}/images/${p.id}?size=thumb`).expect(200);
      expect(await t.store.get(`roomImages/${p.id}`)).toMatchObject({ attached: true, messageSeq: delivered?.seq });
    }
  }, 30_000);

  it('takes 20 photos (the unsent-upload limit leaves room for them) and a message alone as before', async () => {
    expect(UNSENT_UPLOADS_PER_HOUR).toBeGreaterThanOrEqual(25);
    const { worker, id } = await dealWithNewWorker();
    const photos = await uploads(worker, id, 20);
    const res = await worker
      .post(`/liff/contracts/${id}/deliver`, { message: '20枚です', imageIds: photos.map((p) => p.id) })
      .expect(200);
    expect((res.body as Contract).delivery).toMatchObject({ images: photos, link: null });

    const other = await dealWithNewWorker();
    const plain = await other.worker.post(`/liff/contracts/${other.id}/deliver`, { message: 'URLで納品します' }).expect(200);
    expect((plain.body as Contract).delivery).toMatchObject({ message: 'URLで納品します', images: [], link: null });
    const last = (plain.body as Contract).history.at(-1);
    expect(last && ('images' in last || 'link' in last)).toBe(false);
  }, 60_000);

  describe('what may not be delivered is a 400 that changes nothing', () => {
    type Body = Record<string, unknown>;
    const cases: [string, (worker: Caller, id: string) => Promise<Body>, string][] = [
      [
        'the client’s upload to the room',
        async (_w, id) => ({ imageIds: [(await upload(client, id)).id] }),
        dealMessages.deliveryImagesInvalid,
      ],
      [
        'a stranger’s upload to another room',
        async () => {
          const other = await dealWithNewWorker();
          return { imageIds: [(await upload(other.worker, other.id)).id] };
        },
        dealMessages.deliveryImagesInvalid,
      ],
      [
        'the worker’s own upload to another contract’s room',
        async (worker) => {
          const otherId = await paidContract(t, client, worker);
          return { imageIds: [(await upload(worker, otherId)).id] };
        },
        dealMessages.deliveryImagesInvalid,
      ],
      [
        'a photo already sent in the room',
        async (worker, id) => {
          const img = await upload(worker, id);
          await worker.post(`/liff/rooms/${id}/messages`, { text: '途中経過です', imageIds: [img.id] }).expect(201);
          return { imageIds: [img.id] };
        },
        dealMessages.deliveryImagesInvalid,
      ],
      [
        'a good photo beside an unknown id',
        async (worker, id) => ({ imageIds: [(await upload(worker, id)).id, 'AAAAAAAAAAAAAAAAAAAA'] }),
        dealMessages.deliveryImagesInvalid,
      ],
      ['an id that is no document id', async () => ({ imageIds: ['../../users/x'] }), dealMessages.deliveryImagesInvalid],
      [
        '21 photos',
        async () => ({ imageIds: Array.from({ length: 21 }, (_, i) => `photo${String(i).padStart(15, '0')}`) }),
        '写真は20枚まで納品できます',
      ],
      [
        'the same photo twice',
        async (worker, id) => {
          const img = await upload(worker, id);
          return { imageIds: [img.id, img.id] };
        },
        '同じ写真が重複しています',
      ],
      ['an http link', async () => ({ link: 'http://example.com/gallery' }), 'URL形式（https://〜）で入力してください'],
      ['a javascript: link', async () => ({ link: 'javascript:alert(1)' }), 'URL形式（https://〜）で入力してください'],
      [
        'a link over 500 characters',
        async () => ({ link: `https://example.com/${'a'.repeat(500)}` }),
        '500文字以内で入力してください',
      ],
      ['imageIds as text', async () => ({ imageIds: 'abc' }), '入力形式が正しくありません'],
      ['imageIds with a number', async () => ({ imageIds: [1] }), '入力形式が正しくありません'],
      ['imageIds as an object', async () => ({ imageIds: { a: 'x' } }), '入力形式が正しくありません'],
      ['a link as a number', async () => ({ link: 5 }), '入力形式が正しくありません'],
      ['a link as a list', async () => ({ link: ['https://example.com'] }), '入力形式が正しくありません'],
    ];

    it.each(cases)(
      '%s',
      async (_, make, message) => {
        const { worker, id } = await dealWithNewWorker();
        const body = await make(worker, id);
        const before = snapshot();
        const res = await worker.post(`/liff/contracts/${id}/deliver`, { message: '納品します', ...body }).expect(400);
        const error = errorOf(res.body);
        expect(Object.entries(error.fields ?? {}).some(([k, v]) => /^(imageIds|link)/.test(k) && v === message)).toBe(true);
        // Compared whole (a diff of the whole store would be unreadable).
        expect(snapshot() === before).toBe(true);
        expect((await t.contractDoc(id))?.status).toBe('in_progress');
      },
      30_000,
    );

    it('a photo uploaded more than an hour ago', async () => {
      const { worker, id } = await dealWithNewWorker();
      const img = await upload(worker, id);
      t.clock.advance(61 * 60 * 1000);
      const before = snapshot();
      const res = await worker.post(`/liff/contracts/${id}/deliver`, { message: '納品します', imageIds: [img.id] }).expect(400);
      expect(errorOf(res.body).fields).toEqual({ imageIds: dealMessages.deliveryImagesInvalid });
      expect(snapshot() === before).toBe(true);
      await full(client, id, img.id).expect(404);
    }, 30_000);
  });

  it('the photos stay on the contract and fetchable after 検収, the transfer and the unsent-image sweep', async () => {
    const { worker, id } = await dealWithNewWorker();
    await payoutAccount(t, worker);
    const photos = await uploads(worker, id, 2);
    await worker
      .post(`/liff/contracts/${id}/deliver`, {
        message: '納品です',
        imageIds: photos.map((p) => p.id),
        link: 'https://example.com/dl',
      })
      .expect(200);
    await client.post('/liff/project/complete-process', { contractId: id }).expect(200);
    await t.stripe.flush();

    t.clock.advance(3 * 60 * 60 * 1000);
    await sweepRoomImages(t.deps);

    const seen = (await client.get(`/liff/contracts/${id}`).expect(200)).body as Contract;
    expect(['completed', 'paid_out']).toContain(seen.status);
    expect(seen.delivery).toBeNull();
    expect(seen.history.filter((e) => e.action === 'deliver')).toEqual([
      expect.objectContaining({ note: '納品です', images: photos, link: 'https://example.com/dl' }),
    ]);
    for (const p of photos) await full(client, id, p.id).expect(200);
  }, 30_000);

  it('20 parallel deliveries of the same photos: one 200, 19 × 409, one 納品 event, each photo attached once', async () => {
    const { worker, id } = await dealWithNewWorker();
    const photos = await uploads(worker, id, 2);
    const body = { message: '納品いたします', imageIds: photos.map((p) => p.id) };
    const answers = await Promise.all(Array.from({ length: 20 }, () => worker.post(`/liff/contracts/${id}/deliver`, body)));
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.status === 409)).toHaveLength(19);
    const seen = (await client.get(`/liff/contracts/${id}`).expect(200)).body as Contract;
    expect(seen.history.filter((e) => e.action === 'deliver')).toHaveLength(1);
    const room = (await client.get(`/liff/rooms/${id}/messages`).expect(200)).body as MessagePage;
    expect(room.items.filter((m) => (m.images ?? []).length > 0)).toHaveLength(1);
    for (const p of photos) expect(await t.store.get(`roomImages/${p.id}`)).toMatchObject({ attached: true });
  });

  it('a stranger and the client cannot deliver, whatever the photos', async () => {
    const { worker, id } = await dealWithNewWorker();
    const img = await upload(worker, id);
    const stranger = await t.user('worker');
    await stranger.post(`/liff/contracts/${id}/deliver`, { message: '納品', imageIds: [img.id] }).expect(404);
    await client.post(`/liff/contracts/${id}/deliver`, { message: '納品', imageIds: [img.id] }).expect(403);
    expect(await t.store.get(`roomImages/${img.id}`)).toMatchObject({ attached: false });
  });
});
