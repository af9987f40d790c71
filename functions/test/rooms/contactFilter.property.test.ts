/**
 * The contact filter under generated input (fast-check, seeds as in functions/test/property): phone
 * numbers and LINE ids stay caught whatever invisible characters (Unicode Cf) and punctuation or
 * symbols (\p{P}, \p{S}) are put between their parts, and ordinary dates, times, prices and postal
 * codes, however they are joined, never look like a phone number.
 */
import fc from 'fast-check';
import { findContact } from '../../src/features/rooms/contactFilter';
import { SEED_RUNS, check, logSeeds } from '../property/seed';

logSeeds('functions/test/rooms/contactFilter.property.test.ts');

const codePoints = (test: (c: string) => boolean): string[] => {
  const out: string[] = [];
  for (let cp = 0; cp <= 0x10ffff; cp++) {
    if (cp >= 0xd800 && cp <= 0xdfff) continue;
    const c = String.fromCodePoint(cp);
    if (test(c)) out.push(c);
  }
  return out;
};

/** Every format character: zero-width spaces and joiners, soft hyphen, word joiner, BOM, bidi marks... */
const INVISIBLE = codePoints((c) => /^\p{Cf}$/u.test(c));
/**
 * Every punctuation mark and symbol that stays one punctuation mark or symbol after NFKC (…
 * becomes "...", ℡ becomes "TEL": those are not one separator), but 〒 (a postal code follows it:
 * a known gap, contactFilter.ts).
 */
const SEPARATORS = [
  ' ',
  '\u3000',
  ...codePoints((c) => {
    if (!/^[\p{P}\p{S}]$/u.test(c)) return false;
    const n = c.normalize('NFKC').replace(/[\p{Mn}\p{Me}]/gu, '');
    return [...n].length === 1 && /^[\s\p{P}\p{S}]$/u.test(n) && n !== '〒';
  }),
];

const invisible = fc.array(fc.constantFrom(...INVISIBLE), { maxLength: 2 }).map((a) => a.join(''));
const separator = fc.array(fc.constantFrom(...SEPARATORS), { minLength: 1, maxLength: 3 }).map((a) => a.join(''));
const digits = (n: number) => fc.array(fc.integer({ min: 0, max: 9 }), { minLength: n, maxLength: n }).map((d) => d.join(''));

/** Japanese numbers: mobile and IP phones, landlines and 0120 / 0570, 0800. */
const nationalNumber = fc.oneof(
  fc.tuple(fc.constantFrom('050', '060', '070', '080', '090'), digits(8)).map(([a, b]) => a + b),
  fc.tuple(fc.integer({ min: 1, max: 9 }), digits(8)).map(([a, b]) => `0${a}${b}`),
  digits(7).map((d) => `0800${d}`),
);

/** Cuts a number into at most maxCuts + 1 groups, or digit by digit, with separators at the cuts. */
function spread(number: string, maxCuts = 3): fc.Arbitrary<string> {
  const cuts = fc.oneof(
    fc.uniqueArray(fc.integer({ min: 1, max: number.length - 1 }), { maxLength: maxCuts }),
    fc.constant(Array.from({ length: number.length - 1 }, (_, i) => i + 1)),
  );
  return cuts.chain((at) =>
    fc.array(separator, { minLength: at.length, maxLength: at.length }).map((seps) => {
      const sorted = [...at].sort((a, b) => a - b);
      let out = '';
      let from = 0;
      sorted.forEach((cut, k) => {
        out += number.slice(from, cut) + seps[k];
        from = cut;
      });
      return out + number.slice(from);
    }),
  );
}

/** Invisible characters between any two code points. */
const sprinkle = (text: string): fc.Arbitrary<string> => {
  const chars = [...text];
  return fc
    .array(invisible, { minLength: chars.length + 1, maxLength: chars.length + 1 })
    .map((inv) => inv[0] + chars.map((c, i) => c + inv[i + 1]).join(''));
};

const around = fc.tuple(
  fc.constantFrom('', '電話は', 'TEL ', 'こちらへ→', '連絡先：'),
  fc.constantFrom('', 'です', ' まで', '。'),
);

describe.each(SEED_RUNS)('contact filter properties ($label seed $seed)', (run) => {
  it('catches any Japanese number with punctuation, symbols and invisible characters between its digits', async () => {
    const text = fc
      .tuple(nationalNumber.chain(spread).chain(sprinkle), around)
      .map(([number, [before, after]]) => before + number + after);
    await check(
      fc.property(text, (t) => {
        expect(findContact(t)?.kind).toBe('phone');
      }),
      run,
      500,
    );
  });

  it('catches +81 numbers written the same way', async () => {
    const text = fc
      .tuple(nationalNumber, separator)
      .chain(([n, sep]) => spread(n.slice(1), 2).map((rest) => `+81${sep}${rest}`))
      .chain(sprinkle);
    await check(
      fc.property(text, (t) => {
        expect(findContact(t)?.kind).toBe('phone');
      }),
      run,
      300,
    );
  });

  it('catches a LINE id after "LINE" or "ID" and any separators, with invisible characters anywhere', async () => {
    const id = fc.stringMatching(/^[a-z][a-z0-9_]{2,10}[0-9]$/);
    const text = fc
      .tuple(fc.constantFrom('LINE', 'line', 'ＬＩＮＥ', 'ライン', 'ﾗｲﾝ', 'ID', 'ＩＤ'), separator, id)
      .map(([word, sep, name]) => word + sep + name)
      .chain(sprinkle);
    await check(
      fc.property(text, (t) => {
        expect(findContact(t)?.kind).toBe('line');
      }),
      run,
      500,
    );
  });

  it('passes dates, times, prices, postal codes and counts, however they are joined', async () => {
    const pad = (n: number) => String(n).padStart(2, '0');
    const maybePad = (n: number) => fc.constantFrom(String(n), pad(n));
    const date = fc
      .tuple(fc.integer({ min: 2000, max: 2099 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 28 }))
      .chain(([y, m, d]) =>
        fc.oneof(
          fc.tuple(fc.constantFrom('/', '-', '.'), maybePad(m), maybePad(d)).map(([s, mm, dd]) => `${y}${s}${mm}${s}${dd}`),
          fc.tuple(maybePad(m), maybePad(d)).map(([mm, dd]) => `${mm}/${dd}`),
          fc.constant(`${y}年${m}月${d}日`),
        ),
      );
    const time = fc
      .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
      .chain(([h, m]) => maybePad(h).map((hh) => `${hh}:${pad(m)}`));
    const price = fc.oneof(
      fc.integer({ min: 1000, max: 10_000_000 }).chain((n) => {
        const s = n.toLocaleString('en-US');
        return fc.constantFrom(`${s}円`, `¥${s}`, s, `${s}円（税込）`);
      }),
      // Without separators up to 5 digits: "09:30 300000円" is a known false positive.
      fc.integer({ min: 0, max: 99_999 }).map((n) => `${n}円`),
    );
    const postal = fc.tuple(digits(3), digits(4)).map(([a, b]) => `〒${a}-${b}`);
    const count = fc
      .tuple(fc.integer({ min: 1, max: 99 }), fc.constantFrom('枚', '名', 'カット', '日', '時間'))
      .map(([n, u]) => `${n}${u}`);
    const joiner = fc.constantFrom(' ', '、', '〜', '~', '・', '/', ' - ', '→', '\n', '（', '）', ' / ', ', ', '：');
    const text = fc
      .array(fc.tuple(fc.oneof(date, time, price, postal, count), joiner), { minLength: 1, maxLength: 8 })
      .map((parts) => parts.map(([p, j]) => p + j).join(''));
    await check(
      fc.property(text, (t) => {
        expect(findContact(t)).toBeNull();
      }),
      run,
      1000,
    );
  });

  it('finds the same in a text with invisible characters added anywhere (more after a right-to-left override)', async () => {
    const sample = fc.oneof(
      fc.constantFrom(
        'name@example.com',
        'https://line.me/R/ti/p/@abc',
        'LINE IDを教えてください',
        '@salon_abc',
        'https://coconala.com/users/1',
        '2026-11-23 10:00に伺います',
        '報酬は30,000円です',
        'オンラインで打ち合わせしましょう',
      ),
      fc.string({ maxLength: 60, unit: 'grapheme-ascii' }),
    );
    await check(
      fc.property(
        sample.chain((s) => sprinkle(s).map((t) => [s, t] as const)),
        ([s, t]) => {
          const before = findContact(s)?.kind ?? null;
          const after = findContact(t)?.kind ?? null;
          // U+202E shows the rest reversed, which may read as a contact detail of its own.
          if (before || !t.includes('\u202E')) expect(after).toBe(before);
        },
      ),
      run,
      300,
    );
  });
});
