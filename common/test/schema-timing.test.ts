/**
 * No shared rule can be made slow: the worst inputs we can build for every rule with a
 * pattern or a format check, from short to just over the rule's limit and up to the API's 32 KB
 * body cap, each validated in a few milliseconds. Benchmark-style: the best of a few runs counts,
 * so a busy CI machine cannot make it flaky, and the search stops at the first slow input, so a
 * backtracking pattern fails the test instead of hanging it.
 */
import { performance } from 'node:perf_hooks';
import * as yup from 'yup';
import { corporationInfoSchema } from '@common/schemas/clientProfile';
import { salonCodeSchema, salonVerifySchema, sessionVerifySchema } from '@common/schemas/verification';
import { jobInputSchema } from '@common/schemas/marketplace';
import { skillInputSchema, workerProfileSchema } from '@common/schemas/workerProfile';
import { detailToLines, detailToStored } from '@common/api';
import { LIMITS } from '@common/limits';

const THRESHOLD_MS = 20;
const RUNS = 5;
/** The API refuses bodies over 32 KB (functions/src/app.ts): no string gets longer. */
const BODY_CAP = 32 * 1024;

/** Runs under this are not repeated: the search stays quick and the reported worst stays true. */
const REPEAT_ABOVE_MS = 2;

/** One run; one over 2 ms is repeated, and the best of the runs counts. */
const bestOf = (fn: () => void): number => {
  let best = Infinity;
  for (let i = 0; i < RUNS && best > REPEAT_ABOVE_MS; i++) {
    const start = performance.now();
    fn();
    best = Math.min(best, performance.now() - start);
  }
  return best;
};

const run = (schema: yup.AnySchema, value: unknown) => () => {
  try {
    schema.validateSync(value, { abortEarly: false });
  } catch (e) {
    if (!(e instanceof yup.ValidationError)) throw e;
  }
};

interface Family {
  prefixes: string[];
  units: string[];
  suffixes: string[];
  /** The rule's own limit: every length up to a little over it is tried, then the body cap. */
  limit: number;
  /** The longest input that fits in one body (default: the body cap). */
  cap?: number;
}

interface Slowest {
  ms: number;
  input: string;
}

/** Times prefix + unit×k + suffix for every combination and growing k; stops at the first slow one. */
function search(family: Family, validate: (s: string) => () => void): Slowest {
  let worst: Slowest = { ms: 0, input: '' };
  for (const prefix of family.prefixes) {
    for (const unit of family.units) {
      for (const suffix of family.suffixes) {
        const fixed = prefix.length + suffix.length;
        const counts: number[] = [];
        // Every count at first, then steps of an eighth: a pattern whose time doubles per unit is
        // caught at most a few times over the threshold, never after minutes.
        for (let k = 1; fixed + k * unit.length <= family.limit + 8; k += Math.max(1, k >> 3)) counts.push(k);
        counts.push(Math.floor(((family.cap ?? BODY_CAP) - fixed) / unit.length));
        for (const k of counts) {
          const input = prefix + unit.repeat(k) + suffix;
          const ms = bestOf(validate(input));
          if (ms > worst.ms) worst = { ms, input };
          if (ms > THRESHOLD_MS) return worst;
        }
      }
    }
  }
  return worst;
}

const corporation = { companyName: '株式会社テスト', establishmentDate: '2015年', address: '東京都港区', hpURL: 'https://a.jp' };
const job = {
  title: '撮影',
  description: '撮影の依頼です',
  occupation: 'カメラマン',
  skills: ['撮影'],
  reward: 10000,
  applicationDeadline: '2999-01-01',
  deliveryDate: '2999-01-02',
  placeType: 'remote',
  capacity: 1,
};
const worker = {
  name: '山田',
  sex: 'female',
  birthYear: 1990,
  birthMonth: 1,
  birthDate: 1,
  classify: 'individual',
  occupation: 'カメラマン',
  skills: [],
  detail: '自己紹介',
};

/** Each pattern-based rule with the characters its pattern can read more than one way. */
const rules: Array<[string, Family, (s: string) => () => void]> = [
  [
    'client hpURL (URL parser)',
    {
      prefixes: ['http://', 'https://a@', 'http://a.', ''],
      units: ['a.', 'a-', '1.', 'a', '.', '-.', '%aa', 'a:', 'a@', 'aa.', 'ａ.'],
      suffixes: ['', '!', ' ', '@', '..', '\u0000'],
      limit: LIMITS.hpURL,
    },
    (s) => run(corporationInfoSchema, { ...corporation, hpURL: s }),
  ],
  [
    'salon email',
    {
      prefixes: ['', 'a@', 'a@a.', 'a@a-'],
      units: ['a', 'a.', 'a-', '-.', '.', 'a@'],
      suffixes: ['', '!', '@', '.', '-'],
      limit: LIMITS.email,
    },
    (s) => run(salonVerifySchema, { email: s, salonDisplayName: 'サロン' }),
  ],
  [
    'salon code',
    { prefixes: ['', '1'], units: ['1', ' ', '-', '１', '1 ', '1-', '\u3000'], suffixes: ['', 'x'], limit: 32 },
    (s) => run(salonCodeSchema, { code: s }),
  ],
  [
    'job dates',
    { prefixes: ['', '2999-'], units: ['1', '-', '12-', '2999-01-01'], suffixes: ['', 'x'], limit: 10 },
    (s) => run(jobInputSchema, { ...job, applicationDeadline: s, deliveryDate: s }),
  ],
  [
    'skill (space normalisation)',
    { prefixes: ['', 'a'], units: [' ', '\u3000', 'a ', ' \t', 'Ａ '], suffixes: ['', 'a'], limit: LIMITS.skill },
    (s) => run(skillInputSchema, { skill: s }),
  ],
  [
    'worker skills, long ones (duplicate check)',
    { prefixes: [''], units: ['a ', ' ', 'Ａ'], suffixes: ['x'], limit: LIMITS.skill, cap: BODY_CAP / (LIMITS.skillsMax + 1) },
    (s) => run(workerProfileSchema, { ...worker, skills: Array.from({ length: LIMITS.skillsMax + 1 }, (_, i) => `${s}${i}`) }),
  ],
  [
    // The input's length is the number of skills: ["0","1",...] fits about 4,000 in one body.
    'worker and job skills, many (duplicate check)',
    { prefixes: [''], units: ['x'], suffixes: [''], limit: LIMITS.skillsMax, cap: BODY_CAP / 8 },
    (s) => {
      const skills = Array.from(s, (_, i) => String(i));
      return () => {
        run(workerProfileSchema, { ...worker, skills })();
        run(jobInputSchema, { ...job, skills })();
      };
    },
  ],
  [
    'session idToken',
    { prefixes: [''], units: ['a', ' '], suffixes: ['', 'x'], limit: 4096 },
    (s) => run(sessionVerifySchema, { idToken: s }),
  ],
  [
    'detail line breaks (<br> split)',
    { prefixes: ['', 'a'], units: ['<br', '<br ', ' ', '\r', '\r\n', '<br/'], suffixes: ['', '/', '>'], limit: LIMITS.detail },
    (s) => () => detailToLines(detailToStored(s)),
  ],
];

describe('shared rules take linear time on crafted input', () => {
  let worst: Slowest & { rule: string } = { rule: '', ms: 0, input: '' };
  afterAll(() => {
    process.stdout.write(`schema timing: worst ${worst.ms.toFixed(2)} ms (${worst.rule}, ${worst.input.length} characters)\n`);
  });

  it.each(rules)(`%s: every crafted input under ${THRESHOLD_MS} ms`, (rule, family, validate) => {
    const slowest = search(family, validate);
    if (slowest.ms > worst.ms) worst = { rule, ...slowest };
    expect({ ms: slowest.ms > THRESHOLD_MS ? slowest.ms : 'fast', input: slowest.input.slice(0, 120) }).toEqual({
      ms: 'fast',
      input: expect.any(String),
    });
  });

  it("the search finds what it is for: yup's url() pattern is slow on the same input", () => {
    const yupUrl = yup.string().max(LIMITS.hpURL).url();
    const slowest = search({ prefixes: ['http://'], units: ['a.'], suffixes: ['!'], limit: LIMITS.hpURL }, (s) => run(yupUrl, s));
    expect(slowest.ms).toBeGreaterThan(THRESHOLD_MS);
    expect(slowest.input.length).toBeLessThan(LIMITS.hpURL);
  });
});
