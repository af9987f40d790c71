/** deliverSchema: the 納品's message (required, as before), its photos' ids and its gallery link. */
import { ValidationError } from 'yup';
import { DELIVERY_IMAGES_MAX, DELIVERY_LINK_MAX } from '@common/deal';
import { deliverSchema } from '@common/dealSchemas';

const validate = (body: unknown) => deliverSchema.validate(body, { abortEarly: false });

async function problems(body: unknown): Promise<Record<string, string>> {
  try {
    await validate(body);
    return {};
  } catch (e) {
    if (!(e instanceof ValidationError)) throw e;
    return Object.fromEntries(e.inner.map((i) => [i.path || '_', i.errors[0]]));
  }
}

const ids = (n: number) => Array.from({ length: n }, (_, i) => `img${String(i).padStart(17, '0')}`);

describe('deliverSchema', () => {
  test('a message alone still delivers, as before', async () => {
    await expect(validate({ message: ' 納品します ' })).resolves.toEqual({ message: '納品します' });
    expect(await problems({})).toEqual({ message: '1文字以上で入力してください' });
    expect(await problems({ imageIds: ids(1) })).toEqual({ message: '1文字以上で入力してください' });
  });

  test('takes up to 20 distinct photo ids', async () => {
    await expect(validate({ message: 'a', imageIds: ids(DELIVERY_IMAGES_MAX) })).resolves.toMatchObject({
      imageIds: ids(DELIVERY_IMAGES_MAX),
    });
    await expect(validate({ message: 'a', imageIds: [] })).resolves.toMatchObject({ imageIds: [] });
    expect(await problems({ message: 'a', imageIds: ids(DELIVERY_IMAGES_MAX + 1) })).toEqual({
      imageIds: '写真は20枚まで納品できます',
    });
    expect(await problems({ message: 'a', imageIds: ['x1', 'x1'] })).toEqual({ imageIds: '同じ写真が重複しています' });
  });

  test.each([
    ['a string', 'abc'],
    ['a number in the list', [1]],
    ['an object', { 0: 'a' }],
    ['null in the list', [null]],
  ])('refuses imageIds as %s', async (_, imageIds) => {
    const p = await problems({ message: 'a', imageIds });
    expect(Object.keys(p).some((k) => k.startsWith('imageIds'))).toBe(true);
  });

  test('a link: https, or typed without the scheme (then https:// is added); empty is none', async () => {
    await expect(validate({ message: 'a', link: 'https://example.com/gallery/1' })).resolves.toMatchObject({
      link: 'https://example.com/gallery/1',
    });
    await expect(validate({ message: 'a', link: ' example.com/x ' })).resolves.toMatchObject({ link: 'https://example.com/x' });
    await expect(validate({ message: 'a', link: '' })).resolves.toMatchObject({ link: '' });
  });

  test.each([
    ['http', 'http://example.com/x'],
    ['javascript:', 'javascript:alert(1)'],
    ['data:', 'data:text/html,hi'],
    ['host without a domain', 'https://localhost/x'],
    ['with spaces', 'https://example.com/a b'],
    ['only a path', '/gallery'],
  ])('refuses a %s link', async (_, link) => {
    expect(await problems({ message: 'a', link })).toEqual({ link: 'URL形式（https://〜）で入力してください' });
  });

  test('refuses a link over 500 characters and a link of another type', async () => {
    const long = `https://example.com/${'a'.repeat(DELIVERY_LINK_MAX)}`;
    expect(await problems({ message: 'a', link: long })).toEqual({ link: '500文字以内で入力してください' });
    expect(await problems({ message: 'a', link: 5 })).toEqual({ link: '入力形式が正しくありません' });
    expect(await problems({ message: 'a', other: 1 })).toEqual({ _: '不明な項目が含まれています' });
  });
});
