/** Skills are compared ignoring surrounding space, full/half width and case (docs/product/entities.md#profiles). */
import { hasSkill, normaliseSkill, skillKey } from '../src/skills';

describe('normaliseSkill', () => {
  it.each([
    ['Ｐｈｏｔｏｓｈｏｐ', 'Photoshop'],
    ['  Photoshop\t', 'Photoshop'],
    ['\u3000ライティング\u3000', 'ライティング'],
    ['ｶﾒﾗ', 'カメラ'],
    ['商品　撮影', '商品 撮影'],
    ['Adobe   Lightroom', 'Adobe Lightroom'],
    ['１２３', '123'],
  ])('%j -> %j', (input, expected) => {
    expect(normaliseSkill(input)).toBe(expected);
  });

  it('leaves an already normal skill unchanged', () => {
    expect(normaliseSkill('ヘアカット撮影')).toBe('ヘアカット撮影');
  });
});

describe('skillKey / hasSkill', () => {
  it('treats full-width, half-width, case and spacing variants as one skill', () => {
    const variants = ['Photoshop', 'Ｐｈｏｔｏｓｈｏｐ', ' photoshop ', 'PHOTOSHOP'];
    expect(new Set(variants.map(skillKey)).size).toBe(1);
    for (const v of variants) expect(hasSkill(['Illustrator', 'Photoshop'], v)).toBe(true);
  });

  it('does not match different skills', () => {
    expect(hasSkill(['Photoshop'], 'Photo')).toBe(false);
    expect(hasSkill([], 'Photoshop')).toBe(false);
  });
});
