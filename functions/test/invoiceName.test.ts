/**
 * The worker's 請求書に記載する氏名・屋号 over HTTP (docs/product/law.md#the-name-on-the-documents): set,
 * kept and cleared with the registration number by PUT /liff/profiles/worker/invoice-registration,
 * returned in her session only; a body that does not name it keeps it; bad input is a 400 in Japanese
 * that stores nothing (neither the name nor the number sent with it).
 */
import type { SessionPayload } from '@common/api';
import type { PublicWorker } from '@common/marketplace';
import { INVOICE_NAME_MESSAGES as N } from '@common/schemas/invoiceRegistration';
import { profilePath, type WorkerProfileDoc } from '../src/documents/profiles';
import { createTestApp, describeApi, type SignedInUser, type TestApp } from './support/harness';

const PATH = '/liff/profiles/worker/invoice-registration';
const NTA = 'T7000012050002';
const DISPLAY = 'ひかり';
const LEGAL = '佐藤 光';

const workerBody = {
  name: DISPLAY,
  sex: 'female',
  birthYear: 1992,
  birthMonth: 2,
  birthDate: 20,
  classify: 'individual',
  occupation: 'カメラマン',
  skills: ['人物撮影'],
  detail: 'サロン撮影が得意です。',
};

let t: TestApp;
const storedOf = (uid: string) => t.store.get<WorkerProfileDoc>(profilePath(uid, 'worker'));

async function worker(): Promise<SignedInUser> {
  const u = await t.signIn({ isActive: true, isWorker: true });
  await u.put('/liff/profiles/worker', workerBody).expect(200);
  return u;
}

describeApi('the name on the documents: invoiceName in PUT /liff/profiles/worker/invoice-registration', () => {
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('stores it trimmed with the number and answers it in the session; the public profile keeps the display name', async () => {
    const w = await worker();
    const res = await w.put(PATH, { invoiceRegistrationNumber: NTA, invoiceName: `  ${LEGAL}\u3000` }).expect(200);
    const own = (res.body as SessionPayload).profiles.worker;
    expect(own?.invoiceName).toBe(LEGAL);
    expect(own?.name).toBe(DISPLAY);
    expect(await storedOf(w.uid)).toMatchObject({ invoiceName: LEGAL, invoiceRegistrationNumber: NTA, name: DISPLAY });

    const viewer = await t.signIn({ isActive: true, type: 'client' });
    const pub = (await viewer.get(`/liff/workers/${w.uid}`).expect(200)).body as PublicWorker;
    expect(pub.name).toBe(DISPLAY);
    expect(JSON.stringify(pub)).not.toContain(LEGAL);
    const list = (await viewer.get('/liff/workers').expect(200)).body as { items: PublicWorker[] };
    expect(JSON.stringify(list.items.find((i) => i.userId === w.uid))).not.toContain(LEGAL);

    // Saving the profile form again keeps it.
    await w.put('/liff/profiles/worker', { ...workerBody, detail: '更新しました' }).expect(200);
    expect((await storedOf(w.uid))?.invoiceName).toBe(LEGAL);
  });

  it('is optional: a worker without a number may set one (a 屋号 of 50 characters), and a body without it keeps it', async () => {
    const w = await worker();
    const yago = 'フォトスタジオ'.repeat(7) + '光'; // 50 characters
    expect(yago).toHaveLength(50);
    await w.put(PATH, { invoiceRegistrationNumber: null, invoiceName: yago }).expect(200);
    expect(await storedOf(w.uid)).toMatchObject({ invoiceName: yago, invoiceRegistrationNumber: null });

    // An old caller sends the number alone: the name stays.
    const res = await w.put(PATH, { invoiceRegistrationNumber: NTA }).expect(200);
    expect((res.body as SessionPayload).profiles.worker?.invoiceName).toBe(yago);
    expect(await storedOf(w.uid)).toMatchObject({ invoiceName: yago, invoiceRegistrationNumber: NTA });
    await w.put(PATH, { invoiceRegistrationNumber: null }).expect(200);
    expect(await storedOf(w.uid)).toMatchObject({ invoiceName: yago, invoiceRegistrationNumber: null });
  });

  it('clears it with null or a blank string', async () => {
    const w = await worker();
    await w.put(PATH, { invoiceRegistrationNumber: NTA, invoiceName: LEGAL }).expect(200);
    const res = await w.put(PATH, { invoiceRegistrationNumber: NTA, invoiceName: null }).expect(200);
    expect((res.body as SessionPayload).profiles.worker?.invoiceName).toBeNull();
    expect((await storedOf(w.uid))?.invoiceName).toBeNull();

    await w.put(PATH, { invoiceRegistrationNumber: NTA, invoiceName: LEGAL }).expect(200);
    await w.put(PATH, { invoiceRegistrationNumber: null, invoiceName: ' 　 ' }).expect(200);
    expect(await storedOf(w.uid)).toMatchObject({ invoiceName: null, invoiceRegistrationNumber: null });
  });

  it.each([
    ['51 characters', 'あ'.repeat(51), N.max],
    ['5,000 characters', 'あ'.repeat(5000), N.max],
    ['a number', 12345, N.type],
    ['true', true, N.type],
    ['an object', { name: LEGAL }, N.type],
    ['an array', [LEGAL], N.type],
    ['a line break inside', '佐藤\n光', N.control],
    ['a tab inside', '佐藤\t光', N.control],
    ['a bell character', '佐藤\u0007光', N.control],
    ['a C1 control', '佐藤\u0085光', N.control],
    ['a right-to-left override', '佐藤\u202e光', N.control],
  ])(
    'refuses %s with 400 in Japanese and stores nothing (not even the number sent with it)',
    async (_label, invoiceName, message) => {
      const w = await worker();
      await w.put(PATH, { invoiceRegistrationNumber: null, invoiceName: LEGAL }).expect(200);
      const res = await w.put(PATH, { invoiceRegistrationNumber: NTA, invoiceName }).expect(400);
      expect(res.body.error.code).toBe('invalid_argument');
      expect(res.body.error.fields).toEqual({ invoiceName: message });
      expect(await storedOf(w.uid)).toMatchObject({ invoiceName: LEGAL, invoiceRegistrationNumber: null });
    },
  );

  it('refuses an extra field and prototype keys beside it, storing nothing', async () => {
    const w = await worker();
    const extra = await w.put(PATH, { invoiceRegistrationNumber: null, invoiceName: LEGAL, name: '別名' }).expect(400);
    expect(extra.body.error.message).toBe('不明な項目が含まれています');
    for (const json of [
      `{"invoiceRegistrationNumber":null,"invoiceName":"${LEGAL}","__proto__":{"invoiceName":"x"}}`,
      `{"invoiceRegistrationNumber":null,"invoiceName":"${LEGAL}","constructor":{"prototype":{"x":1}}}`,
      `{"invoiceRegistrationNumber":null,"invoiceName":{"__proto__":{"length":1}}}`,
    ]) {
      const res = await w.put(PATH).set('Content-Type', 'application/json').send(json).expect(400);
      expect(res.body.error.code).toBe('invalid_argument');
    }
    const stored = await storedOf(w.uid);
    expect(stored).not.toHaveProperty('invoiceName');
    expect(stored?.invoiceRegistrationNumber).toBeUndefined();
    expect(stored?.name).toBe(DISPLAY);
  });

  it('lets nobody else set it: no token, a client, a worker without a profile', async () => {
    await t.request().put(PATH).send({ invoiceRegistrationNumber: null, invoiceName: LEGAL }).expect(401);
    const client = await t.signIn({ isActive: true, type: 'client' });
    await client.put(PATH, { invoiceRegistrationNumber: null, invoiceName: LEGAL }).expect(403);
    const fresh = await t.signIn({ isActive: true, isWorker: true, type: 'worker' });
    await fresh.put(PATH, { invoiceRegistrationNumber: null, invoiceName: LEGAL }).expect(409);
    expect(await storedOf(fresh.uid)).toBeFalsy();
  });

  it('10 parallel saves of the same name all succeed and store it once', async () => {
    const w = await worker();
    const results = await Promise.all(
      Array.from({ length: 10 }, () => w.put(PATH, { invoiceRegistrationNumber: NTA, invoiceName: LEGAL })),
    );
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(await storedOf(w.uid)).toMatchObject({ invoiceName: LEGAL, invoiceRegistrationNumber: NTA });
  });
});
