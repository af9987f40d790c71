/**
 * Marketplace input schemas (job, application, listing) as the API applies them: every field's rule
 * with the exact Japanese message a caller or form shows.
 */
import { ValidationError, type AnyObjectSchema } from 'yup';
import { JOB_LIMITS, applicationInputSchema, jobInputSchema, listingInputSchema, todayJst } from '@common/schemas/marketplace';

/** The way the server validates (functions/src/http/validate.ts). */
const SERVER = { abortEarly: false, stripUnknown: false } as const;

/** Field path -> first message, as the API's `fields` reports them ('' is the object itself). */
async function errorsOf(schema: AnyObjectSchema, value: unknown): Promise<Record<string, string>> {
  try {
    await schema.validate(value, SERVER);
    return {};
  } catch (e) {
    if (!(e instanceof ValidationError)) throw e;
    const out: Record<string, string> = {};
    for (const inner of e.inner.length ? e.inner : [e]) out[inner.path ?? ''] ??= inner.errors[0];
    return out;
  }
}

const x = (n: number) => 'あ'.repeat(n);

/** 'YYYY-MM-DD' plus n calendar days. */
const addDays = (day: string, n: number) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

// Dates are relative to today in Japan so the suite stays valid whenever it runs.
const today = todayJst();
const job = {
  title: 'サロン店内の撮影',
  description: '店内5カットとスタイル写真10カット',
  occupation: 'カメラマン',
  skills: ['Photoshop'],
  reward: 30000,
  applicationDeadline: addDays(today, 7),
  deliveryDate: addDays(today, 14),
  placeType: 'remote',
  capacity: 2,
};
const onsite = { ...job, placeType: 'onsite', address: '東京都渋谷区神南1-2-3' };

const jobErrors = (patch: Record<string, unknown>) => errorsOf(jobInputSchema, { ...job, ...patch });
const without = (field: string) => Object.fromEntries(Object.entries(job).filter(([k]) => k !== field));

describe('jobInputSchema', () => {
  it('accepts a complete remote job and an onsite job with an address', async () => {
    await expect(jobInputSchema.validate(job, SERVER)).resolves.toEqual(job);
    await expect(jobInputSchema.validate(onsite, SERVER)).resolves.toEqual(onsite);
  });

  describe('required fields', () => {
    it.each([
      ['title', '1文字以上で入力してください'],
      ['description', '1文字以上で入力してください'],
      ['occupation', '選択してください'],
      ['reward', '入力してください'],
      ['applicationDeadline', '日付を選択してください'],
      ['deliveryDate', '日付を選択してください'],
      ['placeType', '選択してください'],
      ['capacity', '入力してください'],
    ])('%s missing: %s', async (field, message) => {
      await expect(errorsOf(jobInputSchema, without(field))).resolves.toEqual({ [field]: message });
    });

    it('reports every missing field at once', async () => {
      await expect(errorsOf(jobInputSchema, {})).resolves.toEqual({
        title: '1文字以上で入力してください',
        description: '1文字以上で入力してください',
        occupation: '選択してください',
        reward: '入力してください',
        applicationDeadline: '日付を選択してください',
        deliveryDate: '日付を選択してください',
        placeType: '選択してください',
        capacity: '入力してください',
      });
    });

    it.each([
      ['title', '', '1文字以上で入力してください'],
      ['title', ' \u3000 ', '1文字以上で入力してください'],
      ['description', '\n \n', '1文字以上で入力してください'],
      ['occupation', '', '選択してください'],
      ['applicationDeadline', ' ', '日付を選択してください'],
      ['deliveryDate', '', '日付を選択してください'],
      ['reward', null, '入力してください'],
      ['capacity', null, '入力してください'],
      ['placeType', '', '選択してください'],
    ])('%s = %j counts as empty: %s', async (field, value, message) => {
      expect((await jobErrors({ [field]: value }))[field]).toBe(message);
    });

    it('skills may be left out and become an empty list', async () => {
      await expect(jobInputSchema.validate(without('skills'), SERVER)).resolves.toMatchObject({ skills: [] });
    });
  });

  describe('text lengths (after trimming)', () => {
    it.each([
      ['title', JOB_LIMITS.title, '50文字以内で入力してください'],
      ['description', JOB_LIMITS.description, '2,000文字以内で入力してください'],
      ['occupation', 50, '50文字以内で入力してください'],
    ])('%s: %i characters pass, one more says %s', async (field, max, message) => {
      expect((await jobErrors({ [field]: x(max) }))[field]).toBeUndefined();
      expect((await jobErrors({ [field]: ` ${x(max)}\n` }))[field]).toBeUndefined();
      expect((await jobErrors({ [field]: x(max + 1) }))[field]).toBe(message);
    });

    it('accepts a one-character title and description', async () => {
      await expect(jobErrors({ title: 'a', description: 'b' })).resolves.toEqual({});
    });

    it('trims text fields and keeps inner line breaks', async () => {
      const v = await jobInputSchema.validate(
        { ...onsite, title: '  撮影  ', description: '\n一行目\n二行目\n', occupation: ' カメラマン ', address: ' 東京都 ' },
        SERVER,
      );
      expect(v).toMatchObject({ title: '撮影', description: '一行目\n二行目', occupation: 'カメラマン', address: '東京都' });
    });
  });

  describe('wrong types are refused, not coerced', () => {
    it.each([
      ['title', 123, '入力形式が正しくありません'],
      ['description', true, '入力形式が正しくありません'],
      ['occupation', 1, '入力形式が正しくありません'],
      ['reward', '1000', '数字で入力してください'],
      ['reward', '30,000', '数字で入力してください'],
      ['reward', '', '数字で入力してください'],
      ['reward', true, '数字で入力してください'],
      ['reward', Number.NaN, '数字で入力してください'],
      ['capacity', '3', '数字で入力してください'],
      ['capacity', [2], '数字で入力してください'],
      ['capacity', { n: 2 }, '数字で入力してください'],
      ['applicationDeadline', 20991231, '入力形式が正しくありません'],
      ['deliveryDate', { y: 2099 }, '入力形式が正しくありません'],
      ['placeType', 1, '選択してください'],
      ['skills', 'Photoshop', '入力形式が正しくありません'],
      ['skills', null, '入力形式が正しくありません'],
      ['skills', { 0: 'Photoshop' }, '入力形式が正しくありません'],
    ])('%s = %j: %s', async (field, value, message) => {
      await expect(jobErrors({ [field]: value })).resolves.toEqual({ [field]: message });
    });

    it.each([
      ['onsite', 12, '入力形式が正しくありません'],
      ['remote', 12, '入力形式が正しくありません'],
      ['onsite', null, '現地の場合は住所を入力してください'],
      ['remote', null, '入力形式が正しくありません'],
    ])('%s with address = %j: %s', async (placeType, address, message) => {
      await expect(errorsOf(jobInputSchema, { ...onsite, placeType, address })).resolves.toEqual({ address: message });
    });

    it('a non-string skill is refused at its index', async () => {
      await expect(jobErrors({ skills: ['Photoshop', 1] })).resolves.toEqual({ 'skills[1]': '入力形式が正しくありません' });
    });
  });

  describe('reward: whole yen, 1,000 to 10,000,000', () => {
    it.each([
      [999, '1,000円以上で入力してください'],
      [0, '1,000円以上で入力してください'],
      [-5000, '1,000円以上で入力してください'],
      [1000, undefined],
      [10_000_000, undefined],
      [10_000_001, '10,000,000円以内で入力してください'],
      [1000.5, '整数で入力してください'],
      [Number.POSITIVE_INFINITY, '整数で入力してください'],
    ])('%d: %s', async (reward, message) => {
      expect((await jobErrors({ reward })).reward).toBe(message);
    });
  });

  describe('capacity: whole people, 1 to 10', () => {
    it.each([
      [0, '1人以上で入力してください'],
      [-1, '1人以上で入力してください'],
      [1, undefined],
      [10, undefined],
      [11, '10人以内で入力してください'],
      [1.5, '整数で入力してください'],
    ])('%d: %s', async (capacity, message) => {
      expect((await jobErrors({ capacity })).capacity).toBe(message);
    });
  });

  describe('dates', () => {
    it.each([
      [-1, '今日以降の日付を選択してください'],
      [-365, '今日以降の日付を選択してください'],
      [0, undefined],
      [1, undefined],
    ])('application deadline today%+d: %s', async (days, message) => {
      const deadline = addDays(today, days);
      const errs = await jobErrors({ applicationDeadline: deadline, deliveryDate: addDays(today, 30) });
      expect(errs.applicationDeadline).toBe(message);
    });

    it.each([
      [-1, '応募締切日以降の日付を選択してください'],
      [0, undefined],
      [1, undefined],
    ])('delivery date deadline%+d: %s', async (days, message) => {
      const errs = await jobErrors({ deliveryDate: addDays(job.applicationDeadline, days) });
      expect(errs.deliveryDate).toBe(message);
    });

    it.each([
      '2099-02-30',
      '2097-02-29',
      '2099-04-31',
      '2099-13-01',
      '2099-00-10',
      '2099-01-00',
      '2099/01/10',
      '2099-1-10',
      '20990110',
      '2099-01-10T00:00:00Z',
      '来週',
    ])('impossible or malformed date %j: 日付の形式が正しくありません', async (day) => {
      const deadline = await jobErrors({ applicationDeadline: day, deliveryDate: '2099-12-31' });
      expect(deadline).toEqual({ applicationDeadline: '日付の形式が正しくありません' });
      const delivery = await jobErrors({ deliveryDate: day });
      expect(delivery.deliveryDate).toBe('日付の形式が正しくありません');
    });

    it('a malformed deadline is reported once, not also as a delivery date before it', async () => {
      await expect(jobErrors({ applicationDeadline: '2099/12/31', deliveryDate: '2099-12-30' })).resolves.toEqual({
        applicationDeadline: '日付の形式が正しくありません',
      });
    });

    it('accepts 29 February of a leap year and trims a date', async () => {
      const v = await jobInputSchema.validate(
        { ...job, applicationDeadline: ' 2096-02-29 ', deliveryDate: '2096-03-01' },
        SERVER,
      );
      expect(v).toMatchObject({ applicationDeadline: '2096-02-29', deliveryDate: '2096-03-01' });
    });

    describe('"today" is the date in Japan (UTC+9)', () => {
      afterEach(() => jest.useRealTimers());

      it('todayJst turns over at 15:00 UTC', () => {
        expect(todayJst(new Date('2026-03-31T14:59:59Z'))).toBe('2026-03-31');
        expect(todayJst(new Date('2026-03-31T15:00:00Z'))).toBe('2026-04-01');
        expect(todayJst(new Date('2026-12-31T20:00:00Z'))).toBe('2027-01-01');
      });

      it.each([
        ['2026-03-31T15:30:00Z', '2026-03-31', '今日以降の日付を選択してください'],
        ['2026-03-31T15:30:00Z', '2026-04-01', undefined],
        ['2026-03-31T14:30:00Z', '2026-03-31', undefined],
      ])('at %s a deadline of %s: %s', async (now, deadline, message) => {
        // Only Date is faked: yup's promises must still settle.
        jest.useFakeTimers({ now: new Date(now), doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'] });
        const errs = await jobErrors({ applicationDeadline: deadline, deliveryDate: '2026-04-30' });
        expect(errs.applicationDeadline).toBe(message);
      });
    });
  });

  describe('place and address', () => {
    it.each(['remote', 'onsite'])('placeType %s is accepted', async (placeType) => {
      expect((await jobErrors({ placeType, address: '大阪府大阪市北区1-1' })).placeType).toBeUndefined();
    });

    it.each(['online', 'Remote', 'office'])('placeType %j: 選択してください', async (placeType) => {
      await expect(jobErrors({ placeType })).resolves.toEqual({ placeType: '選択してください' });
    });

    it.each([
      ['missing', undefined],
      ['empty', ''],
      ['blank', ' \u3000 '],
    ])('onsite with the address %s: 現地の場合は住所を入力してください', async (_label, address) => {
      await expect(errorsOf(jobInputSchema, { ...onsite, address })).resolves.toEqual({
        address: '現地の場合は住所を入力してください',
      });
    });

    it('remote needs no address', async () => {
      await expect(errorsOf(jobInputSchema, job)).resolves.toEqual({});
      await expect(jobErrors({ address: '' })).resolves.toEqual({});
    });

    it.each([
      [JOB_LIMITS.address, undefined],
      [JOB_LIMITS.address + 1, '100文字以内で入力してください'],
    ])('an address of %i characters: %s', async (n, message) => {
      expect((await errorsOf(jobInputSchema, { ...onsite, address: x(n) })).address).toBe(message);
      // The limit holds whatever the place type.
      expect((await jobErrors({ address: x(n) })).address).toBe(message);
    });
  });

  describe('skills', () => {
    it('stores skills normalised (trimmed, half-width, single spaces)', async () => {
      const v = await jobInputSchema.validate({ ...job, skills: [' Ｐｈｏｔｏｓｈｏｐ ', 'ヘア　 カット', 'ｶﾒﾗ'] }, SERVER);
      expect(v.skills).toEqual(['Photoshop', 'ヘア カット', 'カメラ']);
    });

    it.each([[['Photoshop', 'photoshop']], [['Photoshop', 'Ｐｈｏｔｏｓｈｏｐ']], [['Adobe Lightroom', ' adobe   LIGHTROOM ']]])(
      '%j counts as a repeat: 同じスキルが含まれています',
      async (skills) => {
        await expect(jobErrors({ skills })).resolves.toEqual({ skills: '同じスキルが含まれています' });
      },
    );

    it.each([
      [JOB_LIMITS.jobSkillsMax, undefined],
      [JOB_LIMITS.jobSkillsMax + 1, 'スキルは10個までです'],
    ])('%i skills: %s', async (n, message) => {
      const skills = Array.from({ length: n }, (_, i) => `スキル${i + 1}`);
      expect((await jobErrors({ skills })).skills).toBe(message);
    });

    it.each([
      ['', '必須'],
      ['   ', '必須'],
      [x(20), undefined],
      [x(21), '20文字以下'],
    ])('a skill %j: %s', async (skill, message) => {
      expect((await jobErrors({ skills: ['Photoshop', skill] }))['skills[1]']).toBe(message);
    });
  });

  describe('unknown fields', () => {
    it.each([
      ['status', 'published'],
      ['clientId', 'someone-else'],
      ['acceptedCount', 10],
    ])('%s is refused: 不明な項目が含まれています', async (field, value) => {
      await expect(jobErrors({ [field]: value })).resolves.toEqual({ '': '不明な項目が含まれています' });
    });
  });
});

describe('applicationInputSchema (message 1-1000)', () => {
  it('accepts 1 and 1,000 characters and trims', async () => {
    await expect(applicationInputSchema.validate({ message: ' よろしくお願いします\n ' }, SERVER)).resolves.toEqual({
      message: 'よろしくお願いします',
    });
    await expect(errorsOf(applicationInputSchema, { message: 'a' })).resolves.toEqual({});
    await expect(errorsOf(applicationInputSchema, { message: x(1000) })).resolves.toEqual({});
  });

  it.each([
    ['missing', {}, { message: '1文字以上で入力してください' }],
    ['empty', { message: '' }, { message: '1文字以上で入力してください' }],
    ['blank', { message: ' \n\u3000' }, { message: '1文字以上で入力してください' }],
    ['null', { message: null }, { message: '1文字以上で入力してください' }],
    ['1,001 characters', { message: x(1001) }, { message: '1,000文字以内で入力してください' }],
    ['a number', { message: 1 }, { message: '入力形式が正しくありません' }],
    ['an unknown field', { message: 'a', jobId: 'j1' }, { '': '不明な項目が含まれています' }],
  ])('%s: %j', async (_label, body, expected) => {
    await expect(errorsOf(applicationInputSchema, body)).resolves.toEqual(expected);
  });
});

describe('listingInputSchema (title 1-50, description 1-2000, price 500-10,000,000)', () => {
  const listing = { title: 'サロン掲載写真の撮影', description: 'スタイル写真10枚', price: 5000 };
  const listingErrors = (patch: Record<string, unknown>) => errorsOf(listingInputSchema, { ...listing, ...patch });

  it('accepts a listing and trims its text', async () => {
    await expect(
      listingInputSchema.validate({ ...listing, title: ` ${listing.title} `, description: `\n${listing.description}\n` }, SERVER),
    ).resolves.toEqual(listing);
  });

  it.each([
    ['title', 'a', undefined],
    ['title', x(50), undefined],
    ['title', x(51), '50文字以内で入力してください'],
    ['title', '', '1文字以上で入力してください'],
    ['title', '  ', '1文字以上で入力してください'],
    ['title', 50, '入力形式が正しくありません'],
    ['description', 'a', undefined],
    ['description', x(2000), undefined],
    ['description', x(2001), '2,000文字以内で入力してください'],
    ['description', '', '1文字以上で入力してください'],
    ['description', ['a'], '入力形式が正しくありません'],
    ['price', 499, '500円以上で入力してください'],
    ['price', 500, undefined],
    ['price', 10_000_000, undefined],
    ['price', 10_000_001, '10,000,000円以内で入力してください'],
    ['price', 500.5, '整数で入力してください'],
    ['price', '1000', '数字で入力してください'],
    ['price', null, '入力してください'],
  ])('%s = %j: %s', async (field, value, message) => {
    expect((await listingErrors({ [field]: value }))[field]).toBe(message);
  });

  it('reports every missing field and refuses unknown ones', async () => {
    await expect(errorsOf(listingInputSchema, {})).resolves.toEqual({
      title: '1文字以上で入力してください',
      description: '1文字以上で入力してください',
      price: '入力してください',
    });
    await expect(listingErrors({ status: 'open' })).resolves.toEqual({ '': '不明な項目が含まれています' });
  });
});
