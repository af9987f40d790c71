/**
 * Bad input per field: every refusal is a 400 naming the field with the message the form shows
 * (the same shared schema), unknown fields are refused, and malformed or unknown ids are 404.
 */
import { describeApi } from '../support/harness';
import {
  createMarketApp,
  inDays,
  jobInput,
  listingInput,
  makeUser,
  postJob,
  unindexedQueries,
  type MarketApp,
  type Party,
} from './support';

describeApi('marketplace input validation', () => {
  let t: MarketApp;
  let client: Party;
  let worker: Party;

  beforeAll(async () => {
    t = await createMarketApp();
    [client, worker] = await Promise.all([makeUser(t, 'client'), makeUser(t, 'worker')]);
  }, 30_000);
  afterAll(() => t?.close());

  const long = (n: number) => 'あ'.repeat(n);

  describe('POST /liff/jobs', () => {
    const cases: Array<[string, Record<string, unknown>, string, string]> = [
      ['empty title', { title: '' }, 'title', '1文字以上で入力してください'],
      ['blank title', { title: '   ' }, 'title', '1文字以上で入力してください'],
      ['long title', { title: long(51) }, 'title', '50文字以内で入力してください'],
      ['numeric title', { title: 123 }, 'title', '入力形式が正しくありません'],
      ['long description', { description: long(2001) }, 'description', '2,000文字以内で入力してください'],
      ['no occupation', { occupation: '' }, 'occupation', '選択してください'],
      ['skills not a list', { skills: 'Lightroom' }, 'skills', '入力形式が正しくありません'],
      ['too many skills', { skills: Array.from({ length: 11 }, (_, i) => `スキル${i}`) }, 'skills', 'スキルは10個までです'],
      ['duplicate skills', { skills: ['Lightroom', 'ｌｉｇｈｔｒｏｏｍ'] }, 'skills', '同じスキルが含まれています'],
      ['long skill', { skills: [long(21)] }, 'skills[0]', '20文字以下'],
      ['reward as text', { reward: '50000' }, 'reward', '数字で入力してください'],
      ['reward too small', { reward: 999 }, 'reward', '1,000円以上で入力してください'],
      ['reward too large', { reward: 10_000_001 }, 'reward', '10,000,000円以内で入力してください'],
      ['reward not whole', { reward: 1000.5 }, 'reward', '整数で入力してください'],
      ['no reward', { reward: undefined }, 'reward', '入力してください'],
      ['deadline not a date', { applicationDeadline: '2030-02-30' }, 'applicationDeadline', '日付の形式が正しくありません'],
      ['deadline in the past', { applicationDeadline: inDays(-1) }, 'applicationDeadline', '今日以降の日付を選択してください'],
      ['no deadline', { applicationDeadline: undefined }, 'applicationDeadline', '日付を選択してください'],
      [
        'delivery before the deadline',
        { applicationDeadline: inDays(10), deliveryDate: inDays(9) },
        'deliveryDate',
        '応募締切日以降の日付を選択してください',
      ],
      ['unknown place type', { placeType: 'home' }, 'placeType', '選択してください'],
      ['onsite without address', { placeType: 'onsite', address: ' ' }, 'address', '現地の場合は住所を入力してください'],
      ['long address', { placeType: 'onsite', address: long(101) }, 'address', '100文字以内で入力してください'],
      ['no people', { capacity: 0 }, 'capacity', '1人以上で入力してください'],
      ['too many people', { capacity: 11 }, 'capacity', '10人以内で入力してください'],
      ['people as text', { capacity: '2' }, 'capacity', '数字で入力してください'],
    ];

    test.each(cases)('%s -> 400', async (_name, patch, field, message) => {
      const res = await client.post('/liff/jobs', { ...jobInput(), ...patch }).expect(400);
      expect(res.body.error.code).toBe('invalid_argument');
      expect(res.body.error.fields[field]).toBe(message);
    });

    test('an occupation that is not offered -> 400', async () => {
      const res = await client.post('/liff/jobs', jobInput({ occupation: 'デザイナー' })).expect(400);
      expect(res.body.error.fields).toEqual({ occupation: '選択肢から選んでください' });
    });

    test('every bad field is reported at once', async () => {
      const res = await client.post('/liff/jobs', { ...jobInput(), title: '', reward: 1, capacity: 99 }).expect(400);
      expect(Object.keys(res.body.error.fields).sort()).toEqual(['capacity', 'reward', 'title']);
    });

    test('unknown fields (even privileged ones) are refused', async () => {
      const res = await client.post('/liff/jobs', { ...jobInput(), status: 'closed', acceptedCount: 5 }).expect(400);
      expect(res.body.error.message).toBe('不明な項目が含まれています');
    });

    test('not an object -> 400', async () => {
      await client
        .post('/liff/jobs')
        .send([jobInput()] as unknown as object)
        .expect(400);
      const res = await t
        .request()
        .post('/liff/jobs')
        .set('Authorization', `Bearer ${client.idToken}`)
        .set('content-type', 'application/json')
        .send('{"title":');
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe('JSONの形式が正しくありません');
    });

    test('text is trimmed, a remote job keeps no address, and nothing else is stored', async () => {
      const res = await client
        .post(
          '/liff/jobs',
          jobInput({ title: '  物撮り  ', placeType: 'remote', address: '東京都港区', skills: [' Ｌｉｇｈｔｒｏｏｍ '] }),
        )
        .expect(201);
      expect(res.body).toMatchObject({ title: '物撮り', skills: ['Lightroom'], status: 'published', applicantCount: 0 });
      expect(res.body.address).toBeUndefined();
    });
  });

  describe('PATCH /liff/jobs/:id', () => {
    test.each<[string, Record<string, unknown>, string, string]>([
      ['short reward', { reward: 1 }, 'reward', '1,000円以上で入力してください'],
      ['empty title', { title: '' }, 'title', '1文字以上で入力してください'],
      ['past deadline', { applicationDeadline: inDays(-2) }, 'applicationDeadline', '今日以降の日付を選択してください'],
      [
        'delivery before the stored deadline',
        { deliveryDate: inDays(1) },
        'deliveryDate',
        '応募締切日以降の日付を選択してください',
      ],
      [
        'deadline after the stored delivery',
        { applicationDeadline: inDays(30) },
        'deliveryDate',
        '応募締切日以降の日付を選択してください',
      ],
      ['onsite with no stored address', { placeType: 'onsite' }, 'address', '現地の場合は住所を入力してください'],
      ['unknown field', { status: 'closed' }, 'status', '不明な項目が含まれています'],
      ['reward as text', { reward: '60000' }, 'reward', '数字で入力してください'],
    ])('%s -> 400', async (_name, patch, field, message) => {
      const job = await postJob(client, { applicationDeadline: inDays(7), deliveryDate: inDays(21) });
      const res = await client.patch(`/liff/jobs/${job.id}`, patch).expect(400);
      expect(res.body.error.fields[field]).toBe(message);
    });

    test('an empty patch -> 400', async () => {
      const job = await postJob(client);
      const res = await client.patch(`/liff/jobs/${job.id}`, {}).expect(400);
      expect(res.body.error.message).toBe('変更する項目がありません');
    });

    test('a job whose deadline has passed can still be edited in other fields', async () => {
      const job = await postJob(client, { applicationDeadline: inDays(0), deliveryDate: inDays(5) });
      t.clock.advance(3 * 86_400_000);
      try {
        const res = await client.patch(`/liff/jobs/${job.id}`, { title: '締切後の修正' }).expect(200);
        expect(res.body.title).toBe('締切後の修正');
      } finally {
        t.clock.advance(-3 * 86_400_000);
      }
    });

    test('a form sending every field back re-checks only what changed', async () => {
      const job = await postJob(client, { applicationDeadline: inDays(0), deliveryDate: inDays(5) });
      t.clock.advance(3 * 86_400_000);
      try {
        const { id, title, description, occupation, skills, reward, applicationDeadline, deliveryDate, placeType, capacity } =
          job;
        const full = { title, description, occupation, skills, reward, applicationDeadline, deliveryDate, placeType, capacity };
        const res = await client.patch(`/liff/jobs/${id}`, { ...full, reward: 70_000 }).expect(200);
        expect(res.body).toMatchObject({ reward: 70_000, applicationDeadline });
      } finally {
        t.clock.advance(-3 * 86_400_000);
      }
    });

    test('switching to remote drops the address; onsite needs one', async () => {
      const job = await postJob(client, { placeType: 'onsite', address: '京都府京都市' });
      const remote = await client.patch(`/liff/jobs/${job.id}`, { placeType: 'remote' }).expect(200);
      expect(remote.body.address).toBeUndefined();
      const onsite = await client.patch(`/liff/jobs/${job.id}`, { placeType: 'onsite', address: '大阪府大阪市' }).expect(200);
      expect(onsite.body).toMatchObject({ placeType: 'onsite', address: '大阪府大阪市' });
    });
  });

  describe('applications and listings', () => {
    test.each<[string, unknown, string, string]>([
      ['empty message', { message: '' }, 'message', '1文字以上で入力してください'],
      ['long message', { message: long(1001) }, 'message', '1,000文字以内で入力してください'],
      ['numeric message', { message: 5 }, 'message', '入力形式が正しくありません'],
    ])('apply with %s -> 400', async (_name, body, field, message) => {
      const job = await postJob(client);
      const res = await worker.post(`/liff/jobs/${job.id}/applications`, body as object).expect(400);
      expect(res.body.error.fields[field]).toBe(message);
    });

    test('apply with an unknown field -> 400', async () => {
      const job = await postJob(client);
      const res = await worker.post(`/liff/jobs/${job.id}/applications`, { message: 'はい', status: 'accepted' }).expect(400);
      expect(res.body.error.message).toBe('不明な項目が含まれています');
    });

    test.each<[string, Record<string, unknown>, string, string]>([
      ['empty title', { title: '' }, 'title', '1文字以上で入力してください'],
      ['long title', { title: long(51) }, 'title', '50文字以内で入力してください'],
      ['long description', { description: long(2001) }, 'description', '2,000文字以内で入力してください'],
      ['cheap price', { price: 499 }, 'price', '500円以上で入力してください'],
      ['price as text', { price: '1000' }, 'price', '数字で入力してください'],
      ['unknown field', { status: 'stopped' }, '_', '不明な項目が含まれています'],
    ])('listing with %s -> 400', async (_name, patch, field, message) => {
      const res = await worker.post('/liff/listings', { ...listingInput(), ...patch }).expect(400);
      expect(res.body.error.fields[field]).toBe(message);
    });

    test('listing PATCH validates only what was sent', async () => {
      const created = await worker.post('/liff/listings', listingInput()).expect(201);
      const bad = await worker.patch(`/liff/listings/${created.body.id}`, { price: 10 }).expect(400);
      expect(bad.body.error.fields).toEqual({ price: '500円以上で入力してください' });
      const ok = await worker.patch(`/liff/listings/${created.body.id}`, { title: '  新プラン ' }).expect(200);
      expect(ok.body).toMatchObject({ title: '新プラン', price: listingInput().price });
    });

    test('action endpoints take no body', async () => {
      const job = await postJob(client);
      const res = await client.post(`/liff/jobs/${job.id}/stop`, { reason: 'x' }).expect(400);
      expect(res.body.error.message).toBe('不明な項目が含まれています');
    });
  });

  describe('query parameters', () => {
    test.each<[string, string, string, string]>([
      ['/liff/jobs?minReward=abc', 'minReward', '整数で入力してください', 'a non-number'],
      ['/liff/jobs?maxReward=-5', 'maxReward', '整数で入力してください', 'a negative number'],
      ['/liff/jobs?minReward=20000000', 'minReward', '10,000,000円以内で入力してください', 'too large'],
      ['/liff/jobs?minReward=5000&maxReward=4000', 'maxReward', '下限以上の金額を入力してください', 'a range upside down'],
      [`/liff/jobs?q=${encodeURIComponent(long(51))}`, 'q', '50文字以内で入力してください', 'a long keyword'],
      ['/liff/jobs?q=a&q=b', 'q', '入力形式が正しくありません', 'a repeated keyword'],
      ['/liff/client/jobs?status=closed', 'status', '選択してください', 'an unknown status'],
      ['/liff/contracts?state=all', 'state', '選択してください', 'an unknown state'],
      [
        '/liff/jobs?cursor=not-a-cursor',
        'cursor',
        'ページの指定が正しくありません。最初から読み込み直してください',
        'a bad cursor',
      ],
    ])('%s -> 400 on %s', async (path, field, message) => {
      const caller = path.startsWith('/liff/client') || path.startsWith('/liff/contracts') ? client : worker;
      const res = await caller.get(path).expect(400);
      expect(res.body.error.fields[field]).toBe(message);
    });
  });

  describe('ids', () => {
    test.each([
      ['/liff/jobs/no-such-job', '案件が見つかりません'],
      ['/liff/jobs/bad.id', '案件が見つかりません'],
      [`/liff/jobs/${'a'.repeat(200)}`, '案件が見つかりません'],
      ['/liff/jobs/a%2Fb', '案件が見つかりません'],
      ['/liff/contracts/no-such-contract', '契約が見つかりません'],
      ['/liff/contracts/..', '契約が見つかりません'],
      ['/liff/listings/no-such-listing', '出品が見つかりません'],
      ['/liff/workers/Unobody', '受注者が見つかりません'],
      ['/liff/clients/Unobody', '発注者が見つかりません'],
    ])('GET %s -> 404', async (path, message) => {
      const res = await client.get(path).expect(404);
      expect(res.body.error.message).toBe(message);
    });

    test('a client is not a worker and a worker is not a client', async () => {
      await client.get(`/liff/workers/${client.uid}`).expect(404);
      await client.get(`/liff/clients/${worker.uid}`).expect(404);
    });

    test('accepting an unknown applicant -> 404', async () => {
      const job = await postJob(client);
      const res = await client.post(`/liff/jobs/${job.id}/applications/Unobody/accept`).expect(404);
      expect(res.body.error.message).toBe('応募が見つかりません');
      await client.post(`/liff/jobs/${job.id}/applications/bad.id/decline`).expect(404);
    });
  });

  test('every query ran is served by firestore.indexes.json', () => {
    expect(unindexedQueries(t.recorder.queries)).toEqual([]);
  });
});
