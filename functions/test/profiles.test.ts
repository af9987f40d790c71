/**
 * PUT /liff/profiles/client and /liff/profiles/worker over HTTP (docs/product/entities.md#profiles,
 * docs/product/validation.md#client-profile, docs/product/validation.md#worker-profile).
 */
import { logger } from 'firebase-functions/logger';
import type { SessionPayload } from '@common/api';
import type { DocumentStore, TransactionOps } from '../src/ports/store';
import { profilePath, type ClientProfileDoc, type WorkerProfileDoc } from '../src/documents/profiles';
import { createTestApp, describeApi, type TestApp } from './support/harness';

const corporationInfo = {
  companyName: '株式会社サンプルサロン',
  establishmentDate: '2015年4月',
  address: '東京都渋谷区神南1-2-3',
  hpURL: 'https://salon.example.jp',
};
const individual = { classify: 'individual', name: '山田 花子', detail: 'サロンを経営しています。\n撮影をお願いしたいです。' };
const corporation = { classify: 'corporation', name: '鈴木 一郎', detail: '美容室を3店舗\n運営しています', corporationInfo };

const workerBody = {
  name: '佐藤 光',
  sex: 'female',
  birthYear: 1992,
  birthMonth: 2,
  birthDate: 29,
  classify: 'individual',
  occupation: 'カメラマン',
  skills: ['人物撮影', ' Ｐｈｏｔｏｓｈｏｐ '],
  detail: 'サロン撮影が得意です。\nよろしくお願いします。',
};

let t: TestApp;

const clientProfileOf = (uid: string) => t.store.get<ClientProfileDoc>(profilePath(uid, 'client'));
const workerProfileOf = (uid: string) => t.store.get<WorkerProfileDoc>(profilePath(uid, 'worker'));

describeApi('PUT /liff/profiles/client', () => {
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('saves an individual, sets the type to client and answers with the new session', async () => {
    const alice = await t.signIn({ isActive: true, isWorker: true });
    // Company data sent for an individual is dropped, never stored.
    const res = await alice.put('/liff/profiles/client', { ...individual, name: ' 山田 花子 ', corporationInfo }).expect(200);
    const session = res.body as SessionPayload;
    expect(session.user.type).toBe('client');
    expect(session.profiles.client).toMatchObject({
      type: 'client',
      classify: 'individual',
      userId: alice.uid,
      name: '山田 花子',
      detail: 'サロンを経営しています。<br>撮影をお願いしたいです。',
    });
    expect(session.profiles.worker).toBeNull();

    const stored = await clientProfileOf(alice.uid);
    expect(stored).not.toHaveProperty('corporationInfo');
    expect(stored?.createdAt).toBeInstanceOf(Date);
    expect(stored?.updatedAt).toEqual(stored?.createdAt);
    expect((await alice.doc())?.type).toBe('client');
  });

  it('saves a corporation with its company information', async () => {
    const bob = await t.signIn({ isActive: true });
    const res = await bob.put('/liff/profiles/client', corporation).expect(200);
    expect((res.body as SessionPayload).profiles.client).toMatchObject({
      classify: 'corporation',
      name: '鈴木 一郎',
      detail: '美容室を3店舗<br>運営しています',
      corporationInfo,
    });
    expect((await clientProfileOf(bob.uid))?.corporationInfo).toEqual(corporationInfo);
  });

  it('takes a homepage typed without https:// (an Instagram page) and stores it with https://', async () => {
    const erin = await t.signIn({ isActive: true });
    const body = { ...corporation, corporationInfo: { ...corporationInfo, hpURL: 'instagram.com/salon_bloom' } };
    const res = await erin.put('/liff/profiles/client', body).expect(200);
    expect((res.body as SessionPayload).profiles.client?.corporationInfo?.hpURL).toBe('https://instagram.com/salon_bloom');
    expect((await clientProfileOf(erin.uid))?.corporationInfo?.hpURL).toBe('https://instagram.com/salon_bloom');
  });

  it('edits keep createdAt, move updatedAt, and an individual drops earlier company data', async () => {
    const carol = await t.signIn({ isActive: true });
    await carol.put('/liff/profiles/client', corporation).expect(200);
    const first = await clientProfileOf(carol.uid);
    t.clock.advance(60_000);
    await carol.put('/liff/profiles/client', { ...individual, detail: '編集しました' }).expect(200);
    const second = await clientProfileOf(carol.uid);
    expect(second?.createdAt).toEqual(first?.createdAt);
    expect(second!.updatedAt.getTime()).toBeGreaterThan(first!.updatedAt.getTime());
    expect(second).not.toHaveProperty('corporationInfo');
    expect(second?.detail).toBe('編集しました');
    expect((await carol.doc())?.type).toBe('client');
  });

  it.each([
    ['classify', { ...individual, classify: 'company' }, 'classify', '選択してください'],
    ['name empty', { ...individual, name: '  ' }, 'name', '1文字以上で入力してください'],
    ['name too long', { ...individual, name: 'あ'.repeat(51) }, 'name', '50文字以内で入力してください'],
    ['name not text', { ...individual, name: 42 }, 'name', '入力形式が正しくありません'],
    ['detail empty', { ...individual, detail: '' }, 'detail', '1文字以上で入力してください'],
    ['detail too long', { ...individual, detail: 'あ'.repeat(1001) }, 'detail', '1,000文字以内で入力してください'],
    [
      'corporation without company',
      { ...corporation, corporationInfo: undefined },
      'corporationInfo',
      '1文字以上で入力してください',
    ],
    [
      'companyName',
      { ...corporation, corporationInfo: { ...corporationInfo, companyName: 'あ'.repeat(51) } },
      'corporationInfo.companyName',
      '50文字以内で入力してください',
    ],
    [
      'establishmentDate',
      { ...corporation, corporationInfo: { ...corporationInfo, establishmentDate: 'あ'.repeat(21) } },
      'corporationInfo.establishmentDate',
      '20文字以内で入力してください',
    ],
    [
      'address',
      { ...corporation, corporationInfo: { ...corporationInfo, address: '' } },
      'corporationInfo.address',
      '1文字以上で入力してください',
    ],
    [
      'hpURL',
      { ...corporation, corporationInfo: { ...corporationInfo, hpURL: 'salon' } },
      'corporationInfo.hpURL',
      'URL形式で入力してください',
    ],
  ])('refuses invalid %s with 400 and changes nothing', async (_name, body, field, message) => {
    const user = await t.signIn({ isActive: true });
    const res = await user.put('/liff/profiles/client', body).expect(400);
    expect(res.body.error.code).toBe('invalid_argument');
    expect(res.body.error.fields[field]).toBe(message);
    expect(await clientProfileOf(user.uid)).toBeNull();
    expect((await user.doc())?.type).toBeNull();
  });

  it('refuses unknown fields such as userId or type', async () => {
    const user = await t.signIn({ isActive: true });
    const res = await user.put('/liff/profiles/client', { ...individual, userId: 'Uother' }).expect(400);
    expect(res.body.error.message).toBe('不明な項目が含まれています');
    await user.put('/liff/profiles/client', { ...individual, type: 'client' }).expect(400);
    expect(await clientProfileOf(user.uid)).toBeNull();
  });

  it('requires a signed-in, verified user who is not a worker', async () => {
    await t.request().put('/liff/profiles/client').send(individual).expect(401);

    const unverified = await t.signIn();
    const res = await unverified.put('/liff/profiles/client', individual).expect(403);
    expect(res.body.error.code).toBe('permission_denied');
    expect(await clientProfileOf(unverified.uid)).toBeNull();

    const worker = await t.signIn({ isActive: true, isWorker: true, type: 'worker' });
    const conflict = await worker.put('/liff/profiles/client', individual).expect(409);
    expect(conflict.body.error.code).toBe('conflict');
    expect(await clientProfileOf(worker.uid)).toBeNull();
    expect((await worker.doc())?.type).toBe('worker');
  });

  it('never writes another user’s profile: the uid comes only from the token', async () => {
    const owner = await t.signIn({ isActive: true });
    const other = await t.signIn({ isActive: true });
    await owner.put('/liff/profiles/client', corporation).expect(200);
    const before = await clientProfileOf(owner.uid);

    await other.put('/liff/profiles/client', individual).expect(200);
    // No route takes a uid, so there is no way to name the owner.
    await other.put(`/liff/profiles/client/${owner.uid}`, individual).expect(404);
    await other.put('/liff/profiles/client', { ...individual, userId: owner.uid }).expect(400);

    expect(await clientProfileOf(owner.uid)).toEqual(before);
    expect((await clientProfileOf(other.uid))?.userId).toBe(other.uid);
  });
});

describeApi('PUT /liff/profiles/worker', () => {
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('saves a worker-flagged user’s profile with the worker profile fields and sets the type', async () => {
    const worker = await t.signIn({ isActive: true, isWorker: true });
    const res = await worker.put('/liff/profiles/worker', workerBody).expect(200);
    const session = res.body as SessionPayload;
    expect(session.user.type).toBe('worker');
    expect(session.profiles.worker).toEqual({
      type: 'worker',
      classify: 'individual',
      userId: worker.uid,
      name: '佐藤 光',
      sex: 'female',
      birthYear: 1992,
      birthMonth: 2,
      birthDate: 29,
      occupation: 'カメラマン',
      occupationDetails: [],
      // Stored normalised: trimmed, half-width.
      skills: ['人物撮影', 'Photoshop'],
      detail: 'サロン撮影が得意です。<br>よろしくお願いします。',
      portfolios: [],
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(session.profiles.worker).not.toHaveProperty('companyName');
    expect((await worker.doc())?.type).toBe('worker');
  });

  it('gives a corporation companyName from the name entered', async () => {
    const worker = await t.signIn({ isActive: true, isWorker: true });
    await worker.put('/liff/profiles/worker', { ...workerBody, classify: 'corporation', name: '株式会社フォト' }).expect(200);
    expect(await workerProfileOf(worker.uid)).toMatchObject({
      classify: 'corporation',
      name: '株式会社フォト',
      companyName: '株式会社フォト',
    });
  });

  it('edits keep createdAt, portfolios and occupation details', async () => {
    const worker = await t.signIn({ isActive: true, isWorker: true });
    await worker.put('/liff/profiles/worker', workerBody).expect(200);
    await t.store.update(profilePath(worker.uid, 'worker'), { portfolios: ['p1'], occupationDetails: ['人物'] });
    const first = await workerProfileOf(worker.uid);
    t.clock.advance(60_000);
    await worker.put('/liff/profiles/worker', { ...workerBody, skills: [] }).expect(200);
    const second = await workerProfileOf(worker.uid);
    expect(second).toMatchObject({ portfolios: ['p1'], occupationDetails: ['人物'], skills: [], createdAt: first?.createdAt });
    expect(second!.updatedAt.getTime()).toBeGreaterThan(first!.updatedAt.getTime());
  });

  it('refuses a user who is not flagged as worker with 403 and changes nothing', async () => {
    const user = await t.signIn({ isActive: true, isWorker: false });
    const res = await user.put('/liff/profiles/worker', workerBody).expect(403);
    expect(res.body.error.code).toBe('permission_denied');
    expect(await workerProfileOf(user.uid)).toBeNull();
    expect((await user.doc())?.type).toBeNull();

    const unverified = await t.signIn({ isActive: false, isWorker: true });
    await unverified.put('/liff/profiles/worker', workerBody).expect(403);
    expect(await workerProfileOf(unverified.uid)).toBeNull();

    await t.request().put('/liff/profiles/worker').send(workerBody).expect(401);
  });

  it('refuses a user who already chose the client side with 409', async () => {
    const client = await t.signIn({ isActive: true, isWorker: true });
    await client.put('/liff/profiles/client', individual).expect(200);
    await client.put('/liff/profiles/worker', workerBody).expect(409);
    expect(await workerProfileOf(client.uid)).toBeNull();
    expect((await client.doc())?.type).toBe('client');
  });

  it.each([
    ['name empty', { name: '' }, 'name', '必須'],
    ['name too long', { name: 'あ'.repeat(51) }, 'name', '50文字以下'],
    ['sex', { sex: 'other' }, 'sex', '必須'],
    ['birthYear missing', { birthYear: null }, 'birthYear', '必須'],
    ['birthMonth out of range', { birthMonth: 13 }, 'birthMonth', '12以下'],
    ['birthDate missing', { birthDate: undefined }, 'birthDate', '必須'],
    ['birthDate not in month', { birthYear: 1993, birthMonth: 2, birthDate: 29 }, 'birthDate', '存在しない日付です'],
    ['classify', { classify: 'company' }, 'classify', '必須'],
    ['occupation empty', { occupation: '' }, 'occupation', '必須'],
    ['occupation not offered', { occupation: 'デザイナー' }, 'occupation', '選択肢から選んでください'],
    ['skills not a list', { skills: 'Photoshop' }, 'skills', '入力形式が正しくありません'],
    ['skill too long', { skills: ['あ'.repeat(21)] }, 'skills[0]', '20文字以下'],
    ['skills duplicated', { skills: ['Photoshop', 'ｐｈｏｔｏｓｈｏｐ'] }, 'skills', '同じスキルが含まれています'],
    ['detail empty', { detail: '' }, 'detail', '必須'],
    ['detail too long', { detail: 'あ'.repeat(1001) }, 'detail', '1,000文字以下'],
  ])('refuses invalid %s with 400 and changes nothing', async (_name, patch, field, message) => {
    const worker = await t.signIn({ isActive: true, isWorker: true });
    const res = await worker.put('/liff/profiles/worker', { ...workerBody, ...patch }).expect(400);
    expect(res.body.error.fields[field]).toBe(message);
    expect(await workerProfileOf(worker.uid)).toBeNull();
    expect((await worker.doc())?.type).toBeNull();
  });

  it('refuses fields the server owns (portfolios, userId, companyName)', async () => {
    const worker = await t.signIn({ isActive: true, isWorker: true });
    for (const extra of [{ portfolios: ['x'] }, { userId: 'Uother' }, { companyName: 'x' }]) {
      const res = await worker.put('/liff/profiles/worker', { ...workerBody, ...extra }).expect(400);
      expect(res.body.error.message).toBe('不明な項目が含まれています');
    }
    expect(await workerProfileOf(worker.uid)).toBeNull();
  });
});

describeApi('saving a profile is all or nothing', () => {
  let failing: TestApp;
  beforeAll(async () => {
    // A store whose transactions fail when they try to write the user document.
    failing = await createTestApp({
      deps: ({ store }) => ({
        store: new Proxy(store, {
          get(target, prop, receiver) {
            if (prop !== 'runTransaction') return Reflect.get(target, prop, receiver) as unknown;
            return <T>(fn: (tx: TransactionOps) => Promise<T>) =>
              target.runTransaction((tx) =>
                fn({
                  ...tx,
                  get: tx.get.bind(tx),
                  getAll: tx.getAll.bind(tx),
                  query: tx.query.bind(tx),
                  create: tx.create.bind(tx),
                  set: tx.set.bind(tx),
                  delete: tx.delete.bind(tx),
                  update: (path: string) => {
                    throw new Error(`simulated failure writing ${path}`);
                  },
                }),
              );
          },
        }) as DocumentStore,
      }),
    });
  });
  afterAll(() => failing.close());

  it('leaves no profile behind when setting the type fails', async () => {
    const spy = jest.spyOn(logger, 'write').mockImplementation(() => undefined);
    const client = await failing.signIn({ isActive: true, isWorker: true });
    const res = await client.put('/liff/profiles/client', individual);
    expect(res.status).toBe(500);
    expect(res.body.error.code).toBe('internal');
    expect(await failing.store.get(profilePath(client.uid, 'client'))).toBeNull();
    expect((await client.doc())?.type).toBeNull();

    await client.put('/liff/profiles/worker', workerBody).expect(500);
    expect(await failing.store.get(profilePath(client.uid, 'worker'))).toBeNull();
    spy.mockRestore();
  });
});
