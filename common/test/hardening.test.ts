/**
 * Shared-rule faults found by hostile input (docs/product/validation.md#conventions): the URL rule without yup's pattern,
 * numbers that must be numbers, skills lists.
 */
import { ValidationError, type AnyObjectSchema } from 'yup';
import { LIMITS } from '@common/limits';
import { SKILLS_DUPLICATE, SKILLS_MAX, workerProfileSchema } from '@common/schemas/workerProfile';
import { corporationInfoSchema } from '@common/schemas/clientProfile';
import { isHttpUrl } from '@common/schemas/text';

async function errorsOf(schema: AnyObjectSchema, value: unknown): Promise<Record<string, string>> {
  try {
    await schema.validate(value, { abortEarly: false });
    return {};
  } catch (e) {
    if (!(e instanceof ValidationError)) throw e;
    const out: Record<string, string> = {};
    for (const inner of e.inner) out[inner.path ?? ''] ??= inner.errors[0];
    return out;
  }
}

const corporation = { companyName: '株式会社テスト', establishmentDate: '2015年', address: '東京都', hpURL: 'https://a.jp' };

describe('homepage URL: the URL parser and an http(s) scheme', () => {
  it.each([
    'https://salon.example.jp',
    'http://salon.example.jp/',
    'https://salon.example.jp/path/to?q=1&r=2#top',
    'HTTPS://SALON.EXAMPLE.JP',
    'https://例え.jp',
    'https://salon.example.jp:8443/a',
    'http://192.168.0.1/',
  ])('accepts %s', async (hpURL) => {
    expect(isHttpUrl(hpURL)).toBe(true);
    expect(await errorsOf(corporationInfoSchema, { ...corporation, hpURL })).toEqual({});
  });

  it.each([
    'salon',
    '//salon.example.jp',
    'ftp://salon.example.jp',
    'javascript:alert(1)//a.jp',
    'mailto:a@b.jp',
    'http:salon.example.jp',
    'http://',
    'https://localhost',
    'https://sal on.example.jp',
    'https://salon.example.jp/a b',
    'https://[::1]/',
    'http://a\u0000.jp',
    `http://${'a.'.repeat(46)}!`,
    'https://-salon.example.jp',
    'https://salon.example.jp.',
    'https://salon..jp',
  ])('refuses %j with the URL message', async (hpURL) => {
    expect(isHttpUrl(hpURL)).toBe(false);
    expect((await errorsOf(corporationInfoSchema, { ...corporation, hpURL })).hpURL).toBe('URL形式で入力してください');
  });

  it('over 100 characters only the length rule speaks: the URL check never reads it', async () => {
    const hpURL = `http://${'a.'.repeat(60)}!`;
    expect(await errorsOf(corporationInfoSchema, { ...corporation, hpURL })).toEqual({ hpURL: '100文字以内で入力してください' });
  });
});

describe('worker birth numbers must be JSON numbers', () => {
  const worker = {
    name: '山田',
    sex: 'female',
    birthYear: 1990,
    birthMonth: 1,
    birthDate: 14,
    classify: 'individual',
    occupation: 'カメラマン',
    skills: [],
    detail: '自己紹介',
  };

  it.each([
    ['birthYear', '1988'],
    ['birthMonth', [6]],
    ['birthDate', ' 14 '],
    ['birthDate', true],
    ['birthYear', {}],
  ])('%s = %j is refused', async (field, value) => {
    const errors = await errorsOf(workerProfileSchema, { ...worker, [field]: value });
    expect(errors[field]).toBe('必須');
  });

  it('numbers still pass', async () => {
    expect(await errorsOf(workerProfileSchema, worker)).toEqual({});
  });
});

describe('skills lists: count before content, duplicates in one pass', () => {
  const worker = {
    name: '山田',
    sex: 'female',
    birthYear: 1990,
    birthMonth: 1,
    birthDate: 1,
    classify: 'individual',
    occupation: 'カメラマン',
    detail: '自己紹介',
  };

  it('a list of thousands is refused by the max rule alone', async () => {
    const skills = Array.from({ length: 4000 }, () => 'x');
    expect(await errorsOf(workerProfileSchema, { ...worker, skills })).toEqual({ skills: SKILLS_MAX });
  });

  it('duplicates are still found, full width and case ignored', async () => {
    const skills = ['Photoshop', 'Lightroom', 'ＰＨＯＴＯＳＨＯＰ '];
    expect(await errorsOf(workerProfileSchema, { ...worker, skills })).toEqual({ skills: SKILLS_DUPLICATE });
    expect(await errorsOf(workerProfileSchema, { ...worker, skills: skills.slice(0, 2) })).toEqual({});
    expect(LIMITS.skillsMax).toBe(30);
  });
});
