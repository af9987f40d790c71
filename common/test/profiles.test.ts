/**
 * Rules of the onboarding forms, with their exact messages (docs/product/validation.md#client-profile,
 * docs/product/validation.md#worker-profile); option lists (docs/product/entities.md#option-lists); skills.
 */
import { ValidationError, type AnyObjectSchema } from 'yup';
import {
  BIRTH_DATE_FUTURE,
  BIRTH_DATE_INVALID,
  SKILLS_DUPLICATE,
  SKILLS_MAX,
  skillInputSchema,
  skillSchema,
  skillsSchema,
  workerDetailSchema,
  workerProfileSchema,
  workerStep1Schema,
  workerStep2Schema,
} from '@common/schemas/workerProfile';
import { LIMITS } from '@common/limits';
import { clientDetailSchema, clientProfileSchema, clientStep1Schema, corporationInfoSchema } from '@common/schemas/clientProfile';
import { dayOptions, daysInMonth, yearOptions } from '@common/options';
import { detailToLines, detailToStored, detailToText } from '@common/api';
import { hasSkill, normaliseSkill } from '@common/skills';

/** Field path -> first message, as the forms show them. */
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

const x = (n: number) => 'あ'.repeat(n);

const corporation = {
  companyName: '株式会社サンプルサロン',
  establishmentDate: '2015年4月',
  address: '東京都渋谷区神南1-2-3',
  hpURL: 'https://salon.example.jp',
};

describe('client step 1 (classify required, name 1-50)', () => {
  it('accepts both classifications and a trimmed name', async () => {
    await expect(clientStep1Schema.validate({ classify: 'individual', name: ' 山田 花子 ' })).resolves.toEqual({
      classify: 'individual',
      name: '山田 花子',
    });
    await expect(errorsOf(clientStep1Schema, { classify: 'corporation', name: x(50) })).resolves.toEqual({});
  });

  it('requires a classification', async () => {
    expect((await errorsOf(clientStep1Schema, { name: 'a' })).classify).toBe('選択してください');
    expect((await errorsOf(clientStep1Schema, { classify: 'company', name: 'a' })).classify).toBe('選択してください');
  });

  it('says 1文字以上で入力してください for an empty or blank name', async () => {
    expect((await errorsOf(clientStep1Schema, { classify: 'individual', name: '' })).name).toBe('1文字以上で入力してください');
    expect((await errorsOf(clientStep1Schema, { classify: 'individual', name: '   ' })).name).toBe('1文字以上で入力してください');
  });

  it('says 50文字以内で入力してください beyond 50 characters', async () => {
    expect((await errorsOf(clientStep1Schema, { classify: 'individual', name: x(51) })).name).toBe(
      '50文字以内で入力してください',
    );
  });
});

describe('corporation info', () => {
  it('accepts a complete company', async () => {
    await expect(errorsOf(corporationInfoSchema, corporation)).resolves.toEqual({});
  });

  it.each([
    ['companyName', 50],
    ['establishmentDate', 20],
    ['address', 100],
  ] as const)('%s is required and at most %i characters', async (field, max) => {
    expect((await errorsOf(corporationInfoSchema, { ...corporation, [field]: '' }))[field]).toBe('1文字以上で入力してください');
    expect((await errorsOf(corporationInfoSchema, { ...corporation, [field]: x(max) }))[field]).toBeUndefined();
    expect((await errorsOf(corporationInfoSchema, { ...corporation, [field]: x(max + 1) }))[field]).toBe(
      `${max}文字以内で入力してください`,
    );
  });

  it('hpURL is required, a URL, at most 100 characters', async () => {
    expect((await errorsOf(corporationInfoSchema, { ...corporation, hpURL: '' })).hpURL).toBe('1文字以上で入力してください');
    expect((await errorsOf(corporationInfoSchema, { ...corporation, hpURL: 'salon' })).hpURL).toBe('URL形式で入力してください');
    const long = `https://example.jp/${'a'.repeat(100 - 19)}`;
    expect(long).toHaveLength(100);
    expect((await errorsOf(corporationInfoSchema, { ...corporation, hpURL: long })).hpURL).toBeUndefined();
    expect((await errorsOf(corporationInfoSchema, { ...corporation, hpURL: `${long}b` })).hpURL).toBe(
      '100文字以内で入力してください',
    );
  });

  it('hpURL typed without its scheme gets https:// (an SNS page is a homepage too)', async () => {
    const base = { ...corporation };
    await expect(corporationInfoSchema.validate({ ...base, hpURL: 'instagram.com/salon_bloom' })).resolves.toMatchObject({
      hpURL: 'https://instagram.com/salon_bloom',
    });
    await expect(corporationInfoSchema.validate({ ...base, hpURL: ' www.salon.example.jp ' })).resolves.toMatchObject({
      hpURL: 'https://www.salon.example.jp',
    });
    await expect(corporationInfoSchema.validate({ ...base, hpURL: 'http://salon.example.jp' })).resolves.toMatchObject({
      hpURL: 'http://salon.example.jp',
    });
    // Not an address, or another scheme: still the URL message.
    for (const hpURL of ['salon', '//salon.example.jp', 'mailto:a@salon.jp', 'http:salon.example.jp']) {
      expect((await errorsOf(corporationInfoSchema, { ...base, hpURL })).hpURL).toBe('URL形式で入力してください');
    }
  });

  it('founding date is free text', async () => {
    await expect(errorsOf(corporationInfoSchema, { ...corporation, establishmentDate: '平成27年 春' })).resolves.toEqual({});
  });
});

describe('overview / self-introduction (detail 1-1000)', () => {
  it('keeps line breaks and allows 1000 characters', async () => {
    await expect(clientDetailSchema.validate({ detail: '一行目\n二行目' })).resolves.toEqual({ detail: '一行目\n二行目' });
    await expect(errorsOf(clientDetailSchema, { detail: x(1000) })).resolves.toEqual({});
  });

  it('client side: 1文字以上で入力してください / 1,000文字以内で入力してください', async () => {
    expect((await errorsOf(clientDetailSchema, { detail: '' })).detail).toBe('1文字以上で入力してください');
    expect((await errorsOf(clientDetailSchema, { detail: x(1001) })).detail).toBe('1,000文字以内で入力してください');
  });

  it('worker side: 必須 / 1000文字以下 (with the thousands separator)', async () => {
    expect((await errorsOf(workerDetailSchema, { detail: '' })).detail).toBe('必須');
    expect((await errorsOf(workerDetailSchema, { detail: x(1001) })).detail).toBe('1,000文字以下');
  });
});

describe('whole client profile (API body)', () => {
  it('requires corporation info for a corporation', async () => {
    const errs = await errorsOf(clientProfileSchema, { classify: 'corporation', name: 'a', detail: 'b' });
    expect(errs.corporationInfo).toBe('1文字以上で入力してください');
  });

  it('drops corporation info of an individual', async () => {
    const v = await clientProfileSchema.validate({
      classify: 'individual',
      name: 'a',
      detail: 'b',
      corporationInfo: corporation,
    });
    expect(v).toEqual({ classify: 'individual', name: 'a', detail: 'b' });
  });

  it('refuses unknown fields, also inside corporation info', async () => {
    const top = await errorsOf(clientProfileSchema, { classify: 'individual', name: 'a', detail: 'b', isActive: true });
    expect(top['']).toBe('不明な項目が含まれています');
    const inner = await errorsOf(clientProfileSchema, {
      classify: 'corporation',
      name: 'a',
      detail: 'b',
      corporationInfo: { ...corporation, extra: 1 },
    });
    expect(inner.corporationInfo).toBe('不明な項目が含まれています');
  });

  it('refuses wrong types instead of coercing them', async () => {
    const errs = await errorsOf(clientProfileSchema, { classify: 'individual', name: 123, detail: 'b' });
    expect(errs.name).toBe('入力形式が正しくありません');
    const corp = await errorsOf(clientProfileSchema, { classify: 'corporation', name: 'a', detail: 'b', corporationInfo: 'x' });
    expect(corp.corporationInfo).toBe('入力形式が正しくありません');
  });
});

describe('worker step 1 (name 1-50, sex, birth date, classify required)', () => {
  const now = new Date();
  const valid = { name: '佐藤 光', sex: 'male', birthYear: 1990, birthMonth: 4, birthDate: 12, classify: 'individual' };

  it('accepts a complete step', async () => {
    await expect(errorsOf(workerStep1Schema, valid)).resolves.toEqual({});
  });

  it('name: 必須 / 50文字以下', async () => {
    expect((await errorsOf(workerStep1Schema, { ...valid, name: '' })).name).toBe('必須');
    expect((await errorsOf(workerStep1Schema, { ...valid, name: x(50) })).name).toBeUndefined();
    expect((await errorsOf(workerStep1Schema, { ...valid, name: x(51) })).name).toBe('50文字以下');
  });

  it.each(['sex', 'birthYear', 'birthMonth', 'birthDate', 'classify'])('%s: 必須', async (field) => {
    expect((await errorsOf(workerStep1Schema, { ...valid, [field]: undefined }))[field]).toBe('必須');
    expect((await errorsOf(workerStep1Schema, { ...valid, [field]: null }))[field]).toBe('必須');
  });

  it('refuses values outside the option lists', async () => {
    expect((await errorsOf(workerStep1Schema, { ...valid, sex: 'other' })).sex).toBe('必須');
    expect((await errorsOf(workerStep1Schema, { ...valid, classify: 'company' })).classify).toBe('必須');
    expect((await errorsOf(workerStep1Schema, { ...valid, birthMonth: 13 })).birthMonth).toBe('12以下');
    expect((await errorsOf(workerStep1Schema, { ...valid, birthYear: now.getFullYear() - 100 })).birthYear).toBe(
      `${(now.getFullYear() - 99).toLocaleString('ja-JP')}以上`,
    );
  });

  it('refuses days the month does not have, and future dates', async () => {
    expect((await errorsOf(workerStep1Schema, { ...valid, birthYear: 2023, birthMonth: 2, birthDate: 29 })).birthDate).toBe(
      BIRTH_DATE_INVALID,
    );
    await expect(errorsOf(workerStep1Schema, { ...valid, birthYear: 2024, birthMonth: 2, birthDate: 29 })).resolves.toEqual({});
    const tomorrow = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
    if (tomorrow.getFullYear() === now.getFullYear()) {
      const errs = await errorsOf(workerStep1Schema, {
        ...valid,
        birthYear: tomorrow.getFullYear(),
        birthMonth: tomorrow.getMonth() + 1,
        birthDate: tomorrow.getDate(),
      });
      expect(errs.birthDate).toBe(BIRTH_DATE_FUTURE);
    }
    // Today is the draft's default (docs/product/screens.md#worker-onboarding) and valid.
    const today = { birthYear: now.getFullYear(), birthMonth: now.getMonth() + 1, birthDate: now.getDate() };
    await expect(errorsOf(workerStep1Schema, { ...valid, ...today })).resolves.toEqual({});
  });
});

describe('worker step 2 (occupation required)', () => {
  it('says 必須 without an occupation', async () => {
    expect((await errorsOf(workerStep2Schema, { occupation: '' })).occupation).toBe('必須');
    await expect(errorsOf(workerStep2Schema, { occupation: 'カメラマン' })).resolves.toEqual({});
  });
});

describe('whole worker profile (API body)', () => {
  const valid = {
    name: '佐藤 光',
    sex: 'female',
    birthYear: 1990,
    birthMonth: 4,
    birthDate: 12,
    classify: 'corporation',
    occupation: 'カメラマン',
    skills: ['人物撮影'],
    detail: 'よろしくお願いします',
  };

  it('accepts a complete profile; skills may be empty', async () => {
    await expect(errorsOf(workerProfileSchema, valid)).resolves.toEqual({});
    await expect(errorsOf(workerProfileSchema, { ...valid, skills: [] })).resolves.toEqual({});
  });

  it('refuses unknown fields such as portfolios or userId', async () => {
    expect((await errorsOf(workerProfileSchema, { ...valid, userId: 'Uother' }))['']).toBe('不明な項目が含まれています');
    expect((await errorsOf(workerProfileSchema, { ...valid, portfolios: ['x'] }))['']).toBe('不明な項目が含まれています');
  });

  it('refuses skills that are not a list of valid, distinct skills', async () => {
    expect((await errorsOf(workerProfileSchema, { ...valid, skills: 'abc' })).skills).toBe('入力形式が正しくありません');
    expect((await errorsOf(workerProfileSchema, { ...valid, skills: ['Photoshop', ' ｐｈｏｔｏｓｈｏｐ '] })).skills).toBe(
      SKILLS_DUPLICATE,
    );
    expect((await errorsOf(workerProfileSchema, { ...valid, skills: [x(21)] }))['skills[0]']).toBe('20文字以下');
    const many = Array.from({ length: LIMITS.skillsMax + 1 }, (_, i) => `skill${i}`);
    expect((await errorsOf(workerProfileSchema, { ...valid, skills: many })).skills).toBe(SKILLS_MAX);
  });
});

describe('skills (1-20 characters, required; normalised)', () => {
  it('skill: 必須 / 20文字以下, counted after normalising', async () => {
    expect((await errorsOf(skillInputSchema, { skill: '' })).skill).toBe('必須');
    expect((await errorsOf(skillInputSchema, { skill: '　 ' })).skill).toBe('必須');
    expect((await errorsOf(skillInputSchema, { skill: x(20) })).skill).toBeUndefined();
    expect((await errorsOf(skillInputSchema, { skill: x(21) })).skill).toBe('20文字以下');
  });

  it('stores the normalised form: trimmed, half-width, single spaces', async () => {
    await expect(skillSchema.validate('  Ｐｈｏｔｏｓｈｏｐ　ＣＣ ')).resolves.toBe('Photoshop CC');
    expect(normaliseSkill('ｶﾒﾗ  撮影')).toBe('カメラ 撮影');
  });

  it('finds duplicates across width, case and surrounding space', () => {
    expect(hasSkill(['Photoshop'], ' ｐｈｏｔｏｓｈｏｐ ')).toBe(true);
    expect(hasSkill(['Photoshop'], 'Lightroom')).toBe(false);
  });

  it('skills default to an empty list', async () => {
    await expect(skillsSchema.validate(undefined)).resolves.toEqual([]);
  });
});

describe('birth-date option lists', () => {
  it('offers 100 years counting back from this year, ascending', () => {
    const years = yearOptions(new Date(2025, 5, 1));
    expect(years).toHaveLength(100);
    expect(years[0]).toBe(1926);
    expect(years[99]).toBe(2025);
    expect([...years].sort((a, b) => a - b)).toEqual(years);
  });

  it('offers the days of the chosen month, leap years included', () => {
    expect(dayOptions(2025, 1)).toHaveLength(31);
    expect(dayOptions(2025, 4)).toHaveLength(30);
    expect(dayOptions(2025, 2)).toHaveLength(28);
    expect(dayOptions(2024, 2)).toHaveLength(29);
    expect(dayOptions(2000, 2)).toHaveLength(29);
    expect(dayOptions(1900, 2)).toHaveLength(28);
    expect(dayOptions(2025, 12)[0]).toBe(1);
    expect(daysInMonth(2025, 12)).toBe(31);
  });
});

describe('detail line breaks (stored as <br>)', () => {
  it('round-trips text through the stored form', () => {
    const stored = detailToStored('一行目\r\n二行目\n\n四行目');
    expect(stored).toBe('一行目<br>二行目<br><br>四行目');
    expect(detailToLines(stored)).toEqual(['一行目', '二行目', '', '四行目']);
    expect(detailToText(stored)).toBe('一行目\n二行目\n\n四行目');
  });
});
