/**
 * fast-check arbitraries of the property-based corpus: hostile values (any JSON value, prototype
 * keys as own keys, huge and deeply nested values, every Unicode category) and, per shared schema, values that
 * respect its rules. functions/test/property builds request bodies from the same ones.
 */
import fc from 'fast-check';
import { LIMITS, YEARS_IN_LIST } from '../../src/limits';
import { daysInMonth } from '../../src/options';
import { skillKey, normaliseSkill } from '../../src/skills';
import { JOB_LIMITS, todayJst } from '../../src/schemas/marketplace';
import {
  HOSTILE_VALUES,
  PROTOTYPE_KEYS,
  UNICODE_SAMPLES,
  URL_STALL,
  URL_STALL_VARIANTS,
  deepArray,
  deepObject,
  own,
} from './corpus';

/**
 * Corpus values the random inputs draw from. The crafted stalls are left out: the corpus replays them
 * in every run anyway, and a random case that stalls for seconds would make shrinking take minutes.
 */
const STALLS: unknown[] = [URL_STALL, ...URL_STALL_VARIANTS];
const CORPUS_POOL = HOSTILE_VALUES.filter((h) => !STALLS.includes(h.value)).map((h) => h.value);

// ---------- hostile ----------

/** A string of characters from every Unicode category (and lone surrogates). */
export const unicodeString = (maxLength = 40) => fc.string({ unit: fc.constantFrom(...UNICODE_SAMPLES), maxLength });

/** Text from far beyond every limit: a short random piece repeated up to `max` code units. */
export const hugeString = (max = 100_000) =>
  fc
    .tuple(fc.string({ unit: 'binary', minLength: 1, maxLength: 3 }), fc.integer({ min: 50, max }))
    .map(([piece, n]) => piece.repeat(Math.ceil(n / piece.length)).slice(0, n));

/** Numbers the way a buggy caller sends them: as text, padded, in arrays. */
const numberLike = fc.oneof(
  fc.integer().map(String),
  fc.integer({ min: 1900, max: 2100 }).map((n) => ` ${n} `),
  fc.double().map(String),
  fc.integer().map((n) => [n]),
);

/** Any string: random code points (lone surrogates included), graphemes, every category, corpus strings. */
export const hostileString = (hugeMax = 100_000) =>
  fc.oneof(
    fc.string({ unit: 'binary', maxLength: 60 }),
    fc.string({ unit: 'grapheme', maxLength: 30 }),
    unicodeString(),
    fc.constantFrom(...CORPUS_POOL.filter((v): v is string => typeof v === 'string')),
    { arbitrary: hugeString(hugeMax), weight: 1 },
    fc.integer().map(String),
  );

/** Object keys: prototype member names, ordinary and Unicode keys, plus the schema's own field names. */
export const hostileKey = (fields: readonly string[] = []) =>
  fc.oneof(
    { arbitrary: fc.constantFrom(...PROTOTYPE_KEYS), weight: 3 },
    { arbitrary: fields.length ? fc.constantFrom(...fields) : fc.constant('name'), weight: 3 },
    { arbitrary: fc.string({ maxLength: 8 }), weight: 1 },
    { arbitrary: unicodeString(6), weight: 1 },
  );

/** An object with own keys (`__proto__` as a real own key, as JSON.parse makes it). */
export const ownObject = (key: fc.Arbitrary<string>, value: fc.Arbitrary<unknown>, maxKeys = 5) =>
  fc.array(fc.tuple(key, value), { maxLength: maxKeys }).map((entries) => own(entries));

/**
 * Any JSON value built from hostile strings and keys, nested up to `maxDepth` (plus, rarely, the
 * corpus' values and arrays or `__proto__` objects up to `deepMax` levels: the schema properties pass
 * BOUNDARY_DEPTH, the API's limit; the endpoint properties send deeper ones, which the API refuses).
 */
export const hostileJson = (
  fields: readonly string[] = [],
  { maxDepth = 4, hugeMax = 100_000, deepMax = 1000 } = {},
): fc.Arbitrary<unknown> => {
  const { json } = fc.letrec<{ json: unknown }>((tie) => ({
    json: fc.oneof(
      { depthSize: 'small', maxDepth, withCrossShrink: true },
      hostileString(hugeMax),
      numberLike,
      fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }), fc.boolean(), fc.constant(null)),
      fc.array(tie('json'), { maxLength: 4 }),
      ownObject(hostileKey(fields), tie('json')),
    ),
  }));
  return fc.oneof(
    { arbitrary: json, weight: 10 },
    { arbitrary: fc.jsonValue({ maxDepth }), weight: 3 },
    { arbitrary: fc.constantFrom(...CORPUS_POOL), weight: 2 },
    { arbitrary: fc.integer({ min: 1, max: deepMax }).map((n) => printedAs(deepArray(n), `deepArray(${n})`)), weight: 1 },
    {
      arbitrary: fc
        .integer({ min: 1, max: Math.min(deepMax, 300) })
        .map((n) => printedAs(deepObject(n, '__proto__'), `deepObject(${n}, '__proto__')`)),
      weight: 1,
    },
  );
};

/**
 * Deep values print as the call that builds them (fast-check's reporter would overflow the stack
 * printing 3 000 levels). The printer is a non-enumerable symbol key: JSON and yup never see it.
 */
function printedAs<T>(value: T, text: string): T {
  if (value && typeof value === 'object') Object.defineProperty(value, fc.toStringMethod, { value: () => text });
  return value;
}

/** Sets `path` (dot-separated) in a copy of `obj`, creating objects on the way. */
export function setPath(obj: unknown, path: string, value: unknown): Record<string, unknown> {
  const [head, ...rest] = path.split('.');
  const base: Record<string, unknown> = obj && typeof obj === 'object' && !Array.isArray(obj) ? own(Object.entries(obj)) : {};
  base[head] = rest.length ? setPath(base[head], rest.join('.'), value) : value;
  if (head === '__proto__') return own([...Object.entries(base).filter(([k]) => k !== head), [head, value]]);
  return base;
}

/** Removes `path` from a copy of `obj`. */
export function deletePath(obj: Record<string, unknown>, path: string): Record<string, unknown> {
  const [head, ...rest] = path.split('.');
  const base = own(Object.entries(obj));
  if (!rest.length) {
    delete base[head];
    return base;
  }
  const inner = base[head];
  if (inner && typeof inner === 'object' && !Array.isArray(inner)) {
    base[head] = deletePath(inner as Record<string, unknown>, rest.join('.'));
  }
  return base;
}

/**
 * A valid value, then one change a hostile caller would make: a field (nested ones too) replaced
 * by a hostile value, a field removed, an extra key (prototype names first) at the top or nested.
 */
export const mutated = (
  valid: fc.Arbitrary<Record<string, unknown>>,
  paths: readonly string[],
  hostile: fc.Arbitrary<unknown>,
): fc.Arbitrary<unknown> => {
  const objectPaths = ['', ...paths.filter((p) => paths.some((q) => q.startsWith(`${p}.`)))];
  return fc.oneof(
    { arbitrary: fc.tuple(valid, fc.constantFrom(...paths), hostile).map(([v, p, h]) => setPath(v, p, h)), weight: 4 },
    { arbitrary: fc.tuple(valid, fc.constantFrom(...paths)).map(([v, p]) => deletePath(v, p)), weight: 1 },
    {
      arbitrary: fc
        .tuple(valid, fc.constantFrom(...objectPaths), hostileKey(), hostile)
        .map(([v, at, k, h]) => setPath(v, at ? `${at}.${k}` : k, h)),
      weight: 3,
    },
  );
};

// ---------- valid, per rule ----------

/** Text the rule keeps as it is: non-empty, at most `max` code units, trimmed, NFC. */
export const validText = (max: number, unit: 'grapheme' | 'grapheme-ascii' = 'grapheme') =>
  fc
    .oneof(
      { arbitrary: fc.string({ unit, minLength: 1, maxLength: Math.min(max, 40) }), weight: 8 },
      { arbitrary: fc.constantFrom('あ', 'a', '漢', '😀').map((c) => c.repeat(Math.floor(max / c.length))), weight: 1 },
      { arbitrary: fc.constantFrom('ヘアサロン 表参道', 'Photo Studio', 'カメラマン'), weight: 1 },
    )
    .filter((s) => s.length >= 1 && s.length <= max && s === s.trim().normalize('NFC'));

/** Multi-line text (details, messages): inner line breaks are kept. */
export const validMultiline = (max: number) =>
  fc
    .array(validText(Math.min(max, 60)), { minLength: 1, maxLength: 4 })
    .map((lines) => lines.join('\n'))
    .filter((s) => s.length <= max && s === s.trim().normalize('NFC'));

/** A skill as stored: normalised (NFKC, trimmed, single spaces), 1..20 code units. */
export const validSkill = validText(LIMITS.skill).filter((s) => normaliseSkill(s) === s && s.length <= LIMITS.skill);

export const validSkills = (max: number) => fc.uniqueArray(validSkill, { maxLength: max, selector: skillKey });

const label = fc.stringMatching(/^[a-z0-9]{1,10}$/);
const tld = fc.stringMatching(/^[a-z]{2,6}$/);

/** http(s) URLs yup's url() accepts, at most `max` long. */
export const validUrl = (max: number) =>
  fc
    .tuple(
      fc.constantFrom('http://', 'https://'),
      fc.array(label, { minLength: 1, maxLength: 3 }),
      tld,
      fc.option(fc.stringMatching(/^(\/[a-z0-9-]{1,10}){1,3}$/), { nil: '' }),
    )
    .map(([scheme, labels, t, path]) => `${scheme}${labels.join('.')}.${t}${path}`)
    .filter((u) => u.length <= max);

/** E-mail addresses yup's email() accepts, at most `max` long. */
export const validEmail = (max: number) =>
  fc
    .tuple(fc.stringMatching(/^[a-z0-9][a-z0-9._+-]{0,14}$/), fc.array(label, { minLength: 1, maxLength: 2 }), tld)
    .map(([local, labels, t]) => `${local}@${labels.join('.')}.${t}`)
    .filter((e) => e.length <= max);

const DAY_MS = 86_400_000;
/** 'YYYY-MM-DD' (JST) this many days from now. */
export const dayFromToday = (days: number) => todayJst(new Date(Date.now() + days * DAY_MS));

const classify = fc.constantFrom('individual', 'corporation');

export const validCorporationInfo = fc.record({
  companyName: validText(LIMITS.companyName),
  establishmentDate: validText(LIMITS.establishmentDate),
  address: validText(LIMITS.address),
  hpURL: validUrl(LIMITS.hpURL),
});

export const validClientStep1 = fc.record({ classify, name: validText(LIMITS.name) });
export const validClientDetail = fc.record({ detail: validMultiline(LIMITS.detail) });

export const validClientProfile = fc.oneof(
  fc.record({ classify: fc.constant('individual'), name: validText(LIMITS.name), detail: validMultiline(LIMITS.detail) }),
  fc.record({
    classify: fc.constant('corporation'),
    name: validText(LIMITS.name),
    detail: validMultiline(LIMITS.detail),
    corporationInfo: validCorporationInfo,
  }),
);

/** A birth date in the select's 100 years, never in the future (years before this one). */
const birth = fc
  .tuple(
    fc.integer({ min: new Date().getFullYear() - YEARS_IN_LIST + 1, max: new Date().getFullYear() - 1 }),
    fc.integer({ min: 1, max: 12 }),
  )
  .chain(([birthYear, birthMonth]) =>
    fc.integer({ min: 1, max: daysInMonth(birthYear, birthMonth) }).map((birthDate) => ({ birthYear, birthMonth, birthDate })),
  );

export const validWorkerStep1 = fc
  .tuple(fc.record({ name: validText(LIMITS.name), sex: fc.constantFrom('male', 'female'), classify }), birth)
  .map(([a, b]) => ({ ...a, ...b }));

export const validWorkerStep2 = (occupation: fc.Arbitrary<string> = validText(50)) => fc.record({ occupation });
export const validWorkerDetail = fc.record({ detail: validMultiline(LIMITS.detail) });

export const validWorkerProfile = (occupation: fc.Arbitrary<string> = validText(50)) =>
  fc
    .tuple(validWorkerStep1, occupation, validMultiline(LIMITS.detail), validSkills(LIMITS.skillsMax))
    .map(([step1, occ, detail, skills]) => ({ ...step1, occupation: occ, detail, skills }));

export const validJobInput = (occupation: fc.Arbitrary<string> = validText(50)) =>
  fc
    .record({
      title: validText(JOB_LIMITS.title),
      description: validMultiline(JOB_LIMITS.description),
      occupation,
      skills: validSkills(JOB_LIMITS.jobSkillsMax),
      reward: fc.integer({ min: JOB_LIMITS.rewardMin, max: JOB_LIMITS.rewardMax }),
      deadlineIn: fc.integer({ min: 1, max: 365 }),
      deliveryAfter: fc.integer({ min: 0, max: 365 }),
      placeType: fc.constantFrom('remote', 'onsite'),
      address: validText(JOB_LIMITS.address),
      capacity: fc.integer({ min: 1, max: JOB_LIMITS.capacityMax }),
    })
    .map(({ deadlineIn, deliveryAfter, address, ...rest }) => ({
      ...rest,
      applicationDeadline: dayFromToday(deadlineIn),
      deliveryDate: dayFromToday(deadlineIn + deliveryAfter),
      ...(rest.placeType === 'onsite' ? { address } : {}),
    }));

export const validApplicationInput = fc.record({ message: validMultiline(JOB_LIMITS.message) });

export const validListingInput = fc.record({
  title: validText(JOB_LIMITS.listingTitle),
  description: validMultiline(JOB_LIMITS.listingDescription),
  price: fc.integer({ min: JOB_LIMITS.priceMin, max: JOB_LIMITS.priceMax }),
});

export const validSalonVerify = fc.record({
  email: validEmail(LIMITS.email),
  salonDisplayName: validText(LIMITS.verifyCompanyName),
});

export const validSessionVerify = fc.record({ idToken: validText(4096, 'grapheme-ascii') });
