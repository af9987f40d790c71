/** Search criteria survive the URL: parsed leniently, written without empty parts, summarised in Japanese. */
import { criteriaFromParams, criteriaLabels, criteriaToParams } from './jobCriteria';

describe('job search criteria', () => {
  it('round-trips through the query string', () => {
    const c = { q: 'ヘア撮影 渋谷', skill: 'Lightroom', minReward: 10000, maxReward: 50000 };
    expect(criteriaFromParams(criteriaToParams(c))).toEqual(c);
  });

  it('drops empty and invalid parts', () => {
    const c = criteriaFromParams(new URLSearchParams('q=%20%20&skill=&minReward=abc&maxReward=-5'));
    expect(c).toEqual({ q: undefined, skill: undefined, minReward: undefined, maxReward: undefined });
    expect(criteriaToParams(c).toString()).toBe('');
  });

  it('caps a keyword at the server limit', () => {
    expect(criteriaFromParams(new URLSearchParams(`q=${'あ'.repeat(80)}`)).q).toHaveLength(50);
  });

  it('summarises the criteria as chips', () => {
    expect(criteriaLabels({ q: '店内', skill: 'ネイル撮影', minReward: 50000 })).toEqual([
      '「店内」',
      'ネイル撮影',
      '50,000円〜',
    ]);
    expect(criteriaLabels({ maxReward: 30000 })).toEqual(['〜30,000円']);
    expect(criteriaLabels({})).toEqual([]);
  });
});
