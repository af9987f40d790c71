/**
 * The verification form (docs/product/validation.md#verification): every rule with its exact message,
 * as the server validates it.
 */
import { ValidationError, type AnyObjectSchema } from 'yup';
import { salonCodeSchema, salonVerifySchema, sessionVerifySchema } from '../src/schemas/verification';

const REQUIRED = '1文字以上で入力してください';
const EMAIL_FORMAT = 'メールアドレス形式で入力してください';
const TYPE = '入力形式が正しくありません';
const UNKNOWN = '不明な項目が含まれています';

/** First message per field (path '' = the object itself), with the default validate options. */
async function errorsOf(schema: AnyObjectSchema, value: unknown): Promise<Record<string, string>> {
  try {
    await schema.validate(value, { abortEarly: false });
  } catch (e) {
    if (!(e instanceof ValidationError)) throw e;
    const fields: Record<string, string> = {};
    for (const inner of e.inner) fields[inner.path ?? ''] ??= inner.errors[0];
    return fields;
  }
  return {};
}

const valid = { email: 'owner@example.jp', salonDisplayName: 'ヘアサロン ルミエール' };

describe('salonVerifySchema: email', () => {
  it.each([
    ['empty', '', REQUIRED],
    ['only spaces (trimmed to empty)', '   ', REQUIRED],
    ['missing', undefined, REQUIRED],
    ['null', null, REQUIRED],
    ['51 characters', `${'a'.repeat(40)}@example.jp`, '50文字以内で入力してください'],
    ['no @', 'owner.example.jp', EMAIL_FORMAT],
    ['no domain', 'owner@', EMAIL_FORMAT],
    ['a number', 12345, TYPE],
    ['an array', ['owner@example.jp'], TYPE],
  ])('%s -> %s', async (_label, email, message) => {
    expect(await errorsOf(salonVerifySchema, { ...valid, email })).toEqual({ email: message });
  });

  it('accepts exactly 50 characters', async () => {
    const email = `${'a'.repeat(39)}@example.jp`;
    expect(email).toHaveLength(50);
    expect(await errorsOf(salonVerifySchema, { ...valid, email })).toEqual({});
  });

  it('counts the length after trimming', async () => {
    const email = `  ${'a'.repeat(39)}@example.jp  `;
    await expect(salonVerifySchema.validate({ ...valid, email })).resolves.toEqual({ ...valid, email: email.trim() });
  });
});

describe('salonVerifySchema: company name (salonDisplayName)', () => {
  it.each([
    ['empty', '', REQUIRED],
    ['full-width spaces only (trimmed to empty)', '\u3000\u3000', REQUIRED],
    ['missing', undefined, REQUIRED],
    ['31 characters', 'あ'.repeat(31), '30文字以内で入力してください'],
    ['a number', 42, TYPE],
    ['an object', { name: 'x' }, TYPE],
  ])('%s -> %s', async (_label, salonDisplayName, message) => {
    expect(await errorsOf(salonVerifySchema, { ...valid, salonDisplayName })).toEqual({ salonDisplayName: message });
  });

  it('accepts 1 and 30 characters', async () => {
    expect(await errorsOf(salonVerifySchema, { ...valid, salonDisplayName: 'A' })).toEqual({});
    expect(await errorsOf(salonVerifySchema, { ...valid, salonDisplayName: 'あ'.repeat(30) })).toEqual({});
  });
});

describe('salonVerifySchema: whole body', () => {
  it('trims both fields and keeps what was typed otherwise', async () => {
    await expect(
      salonVerifySchema.validate({ email: ' Owner@Example.JP\n', salonDisplayName: '\u3000ヘアサロン ルミエール\t' }),
    ).resolves.toEqual({ email: 'Owner@Example.JP', salonDisplayName: 'ヘアサロン ルミエール' });
  });

  it('reports every invalid field at once', async () => {
    expect(await errorsOf(salonVerifySchema, { email: 'nope', salonDisplayName: '' })).toEqual({
      email: EMAIL_FORMAT,
      salonDisplayName: REQUIRED,
    });
  });

  it('rejects unknown fields, even with the default options', async () => {
    expect(await errorsOf(salonVerifySchema, { ...valid, isActive: true })).toEqual({ '': UNKNOWN });
  });
});

describe('sessionVerifySchema', () => {
  it('accepts a token', async () => {
    await expect(sessionVerifySchema.validate({ idToken: 'eyJ.a.b' })).resolves.toEqual({ idToken: 'eyJ.a.b' });
  });

  it.each([
    ['missing', undefined, REQUIRED],
    ['empty', '', REQUIRED],
    ['a number (not coerced)', 123, TYPE],
    ['a boolean', true, TYPE],
    ['over 4096 characters', 'x'.repeat(4097), '4,096文字以内で入力してください'],
  ])('idToken %s -> %s', async (_label, idToken, message) => {
    expect(await errorsOf(sessionVerifySchema, { idToken })).toEqual({ idToken: message });
  });

  it('rejects unknown fields', async () => {
    expect(await errorsOf(sessionVerifySchema, { idToken: 't', uid: 'U1' })).toEqual({ '': UNKNOWN });
  });
});

describe('salonCodeSchema (the e-mail code)', () => {
  it.each([
    ['123456', '123456'],
    ['012345', '012345'],
    [' 123456 ', '123456'],
    ['１２３４５６', '123456'],
    ['１２３\u3000４５６', '123456'],
    ['123-456', '123456'],
  ])('accepts %j as %j', async (code, expected) => {
    await expect(salonCodeSchema.validate({ code })).resolves.toEqual({ code: expected });
  });

  it.each([
    ['', '認証コードを入力してください'],
    ['   ', '認証コードを入力してください'],
    ['12345', '6桁の数字で入力してください'],
    ['1234567', '6桁の数字で入力してください'],
    ['12a456', '6桁の数字で入力してください'],
    ['一二三四五六', '6桁の数字で入力してください'],
    ['1'.repeat(100_000), '6桁の数字で入力してください'],
  ])('refuses %j: %s', async (code, message) => {
    expect(await errorsOf(salonCodeSchema, { code })).toEqual({ code: message });
  });

  it('refuses a number, a missing code and unknown fields', async () => {
    expect(await errorsOf(salonCodeSchema, { code: 123456 })).toEqual({ code: TYPE });
    expect(await errorsOf(salonCodeSchema, {})).toEqual({ code: '認証コードを入力してください' });
    expect(await errorsOf(salonCodeSchema, { code: '123456', uid: 'U1' })).toEqual({ '': UNKNOWN });
  });
});
