/**
 * PUT /liff/profiles/worker/invoice-registration over HTTP (docs/product/law.md#registration-numbers):
 * the worker's own 登録番号, normalised, checked for her classify, cleared with null; the public profile
 * says only that she is registered. Also the operator's configuration (docs/product/law.md#operator).
 */
import type { SessionPayload } from '@common/api';
import type { PublicWorker } from '@common/marketplace';
import { INVOICE_NUMBER_MESSAGES as M } from '@common/invoiceNumber';
import { OPERATOR_DEFAULTS } from '@common/operator';
import { ConfigError, loadConfig } from '../src/config';
import { profilePath, type WorkerProfileDoc } from '../src/documents/profiles';
import { createTestApp, describeApi, type SignedInUser, type TestApp } from './support/harness';

const PATH = '/liff/profiles/worker/invoice-registration';
const NTA = 'T7000012050002';

const workerBody = (classify: 'individual' | 'corporation') => ({
  name: '佐藤 光',
  sex: 'female',
  birthYear: 1992,
  birthMonth: 2,
  birthDate: 20,
  classify,
  occupation: 'カメラマン',
  skills: ['人物撮影'],
  detail: 'サロン撮影が得意です。',
});

let t: TestApp;
const storedOf = (uid: string) => t.store.get<WorkerProfileDoc>(profilePath(uid, 'worker'));

async function worker(classify: 'individual' | 'corporation' = 'corporation'): Promise<SignedInUser> {
  const u = await t.signIn({ isActive: true, isWorker: true });
  await u.put('/liff/profiles/worker', workerBody(classify)).expect(200);
  return u;
}

describeApi('PUT /liff/profiles/worker/invoice-registration', () => {
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('stores a valid number normalised, answers the session, and the public profile says only that she is registered', async () => {
    const w = await worker('corporation');
    const res = await w.put(PATH, { invoiceRegistrationNumber: ' ｔ７－００００－１２０５－０００２ ' }).expect(200);
    expect((res.body as SessionPayload).profiles.worker?.invoiceRegistrationNumber).toBe(NTA);
    expect((await storedOf(w.uid))?.invoiceRegistrationNumber).toBe(NTA);

    const viewer = await t.signIn({ isActive: true, type: 'client' });
    const pub = (await viewer.get(`/liff/workers/${w.uid}`).expect(200)).body as PublicWorker;
    expect(pub.qualifiedInvoiceIssuer).toBe(true);
    expect(JSON.stringify(pub)).not.toContain('7000012050002');
    const list = (await viewer.get('/liff/workers').expect(200)).body as { items: PublicWorker[] };
    expect(list.items.find((i) => i.userId === w.uid)?.qualifiedInvoiceIssuer).toBe(true);

    // Saving the profile form again keeps the number.
    await w.put('/liff/profiles/worker', { ...workerBody('corporation'), detail: '更新しました' }).expect(200);
    expect((await storedOf(w.uid))?.invoiceRegistrationNumber).toBe(NTA);
  });

  it('clears it with null (or a blank string): the public flag goes away', async () => {
    const w = await worker('corporation');
    await w.put(PATH, { invoiceRegistrationNumber: NTA }).expect(200);
    const res = await w.put(PATH, { invoiceRegistrationNumber: null }).expect(200);
    expect((res.body as SessionPayload).profiles.worker?.invoiceRegistrationNumber).toBeNull();
    const viewer = await t.signIn({ isActive: true, type: 'client' });
    const pub = (await viewer.get(`/liff/workers/${w.uid}`).expect(200)).body as PublicWorker;
    expect(pub).not.toHaveProperty('qualifiedInvoiceIssuer');

    await w.put(PATH, { invoiceRegistrationNumber: NTA }).expect(200);
    await w.put(PATH, { invoiceRegistrationNumber: '   ' }).expect(200);
    expect((await storedOf(w.uid))?.invoiceRegistrationNumber).toBeNull();
  });

  it("checks a corporation's check digit, and only the form of an individual's number", async () => {
    const corp = await worker('corporation');
    const bad = await corp.put(PATH, { invoiceRegistrationNumber: 'T8000012050002' }).expect(400);
    expect(bad.body.error.fields).toEqual({ invoiceRegistrationNumber: M.invalid });
    expect((await storedOf(corp.uid))?.invoiceRegistrationNumber).toBeUndefined();

    const person = await worker('individual');
    await person.put(PATH, { invoiceRegistrationNumber: 'T8000012050002' }).expect(200);
    const zero = await person.put(PATH, { invoiceRegistrationNumber: 'T0123456789012' }).expect(400);
    expect(zero.body.error.fields).toEqual({ invoiceRegistrationNumber: M.invalid });
    expect((await storedOf(person.uid))?.invoiceRegistrationNumber).toBe('T8000012050002');
  });

  it.each([
    ['missing T', { invoiceRegistrationNumber: '7000012050002' }, M.format],
    ['12 digits', { invoiceRegistrationNumber: 'T700001205000' }, M.format],
    ['14 digits', { invoiceRegistrationNumber: 'T70000120500021' }, M.format],
    ['letters', { invoiceRegistrationNumber: 'T70000120500AB' }, M.format],
    ['a number', { invoiceRegistrationNumber: 7000012050002 }, M.type],
    ['an object', { invoiceRegistrationNumber: { number: 'T7000012050002' } }, M.type],
    ['over-long', { invoiceRegistrationNumber: `T${'1'.repeat(5000)}` }, M.format],
    ['missing field', {}, M.format],
  ])('refuses %s with 400 in Japanese and changes nothing', async (_label, body, message) => {
    const w = await worker('corporation');
    const res = await w.put(PATH, body).expect(400);
    expect(res.body.error.code).toBe('invalid_argument');
    expect(res.body.error.fields.invoiceRegistrationNumber).toBe(message);
    expect((await storedOf(w.uid))?.invoiceRegistrationNumber).toBeUndefined();
  });

  it('refuses extra fields and prototype keys', async () => {
    const w = await worker('corporation');
    const extra = await w.put(PATH, { invoiceRegistrationNumber: NTA, userId: 'someone-else' }).expect(400);
    expect(extra.body.error.message).toBe('不明な項目が含まれています');
    await w
      .put(PATH)
      .set('Content-Type', 'application/json')
      .send('{"invoiceRegistrationNumber":null,"__proto__":{"x":1}}')
      .expect(400);
    expect((await storedOf(w.uid))?.invoiceRegistrationNumber).toBeUndefined();
  });

  it('lets nobody else set it: no token, a client, a worker without a profile, an unverified user', async () => {
    await t.request().put(PATH).send({ invoiceRegistrationNumber: NTA }).expect(401);

    const client = await t.signIn({ isActive: true, type: 'client' });
    const asClient = await client.put(PATH, { invoiceRegistrationNumber: NTA }).expect(403);
    expect(asClient.body.error.message).toBe('登録番号は受注者のみ登録できます');

    const fresh = await t.signIn({ isActive: true, isWorker: true, type: 'worker' });
    const noProfile = await fresh.put(PATH, { invoiceRegistrationNumber: NTA }).expect(409);
    expect(noProfile.body.error.message).toBe('先に受注者のプロフィールを登録してください');

    const unverified = await t.signIn({ isActive: false });
    await unverified.put(PATH, { invoiceRegistrationNumber: NTA }).expect(403);

    // A stranger's body never reaches another profile: the uid is the token's, and the body has no id.
    const w = await worker('corporation');
    await client.put(PATH, { invoiceRegistrationNumber: NTA, uid: w.uid }).expect(403);
    expect((await storedOf(w.uid))?.invoiceRegistrationNumber).toBeUndefined();
  });

  it('10 parallel saves of the same number all succeed and store it once', async () => {
    const w = await worker('corporation');
    const results = await Promise.all(Array.from({ length: 10 }, () => w.put(PATH, { invoiceRegistrationNumber: NTA })));
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect((await storedOf(w.uid))?.invoiceRegistrationNumber).toBe(NTA);
  });
});

describe('the operator in the configuration', () => {
  it('defaults to the demo company', () => {
    expect(loadConfig({}).operator).toEqual(OPERATOR_DEFAULTS);
  });

  it('takes OPERATOR_* settings and refuses to start on a malformed one', () => {
    const config = loadConfig({ OPERATOR_NAME: '株式会社本番', OPERATOR_INVOICE_NUMBER: 't7000012050002' });
    expect(config.operator.name).toBe('株式会社本番');
    expect(config.operator.invoiceRegistrationNumber).toBe(NTA);
    let error: unknown;
    try {
      loadConfig({ OPERATOR_INVOICE_NUMBER: 'T8000012050002', OPERATOR_PHONE: 'call us' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems).toEqual([
      'OPERATOR_PHONE must be a phone number with hyphens like 03-1234-5678 (got "call us")',
      `OPERATOR_INVOICE_NUMBER must be 'T' and a 法人番号 with its check digit, like T6912345678901 (got "T8000012050002")`,
    ]);
  });
});
