/**
 * Property-based tests over every shared yup schema (docs/product/validation.md#conventions). For any
 * input that can reach a schema in this product (any JSON value as JSON.parse makes it: own
 * `__proto__` / `toString` keys, huge strings, every Unicode category, a valid value with one hostile change, nested as deep as
 * the API boundary lets through) validation either resolves with a value that validates again to
 * itself, or rejects with a yup ValidationError: never another exception, never slow. Values built
 * to respect the rules pass and round-trip (also through JSON). The corpus (corpus.ts) is replayed
 * every run.
 *
 * Deeper values are refused by the API boundary (functions/src/http/body.ts, MAX_DEPTH) before any
 * schema runs; they are covered by the API corpus in functions/test/property.
 *
 * A new schema exported from common/src/schemas fails the coverage test until SPECS describes it.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { isDeepStrictEqual } from 'node:util';
import fc from 'fast-check';
import * as yup from 'yup';
import * as clientProfileModule from '../../src/schemas/clientProfile';
import * as invoiceRegistrationModule from '../../src/schemas/invoiceRegistration';
import { corporateCheckDigit } from '../../src/invoiceNumber';
import * as marketplaceModule from '../../src/schemas/marketplace';
import * as textModule from '../../src/schemas/text';
import * as verificationModule from '../../src/schemas/verification';
import * as workerProfileModule from '../../src/schemas/workerProfile';
import { clientMessages } from '../../src/messages';
import {
  hostileJson,
  mutated,
  setPath,
  validApplicationInput,
  validClientDetail,
  validClientProfile,
  validClientStep1,
  validCorporationInfo,
  validJobInput,
  validListingInput,
  validSalonVerify,
  validSessionVerify,
  validSkill,
  validSkills,
  validText,
  validWorkerDetail,
  validWorkerProfile,
  validWorkerStep1,
  validWorkerStep2,
} from './arbitraries';
import { BOUNDARY_DEPTH, HOSTILE_VALUES, PROTOTYPE_KEYS, depthOf, type Named } from './corpus';
import { FIXED_SEED, SEED_RUNS, check, logSeeds } from './seed';

/**
 * Slower than this is a stall (a regular expression backtracking without end): a validation takes
 * microseconds to a few milliseconds, and a busy CI machine's pauses stay far below it (200 ms was
 * once exceeded by a 352 ms validation beside other suites). Not a speed budget.
 */
const SLOW_MS = 2_000;
const NUM_RUNS = 150;

const MODULES: Record<string, Record<string, unknown>> = {
  'clientProfile.ts': clientProfileModule,
  'invoiceRegistration.ts': invoiceRegistrationModule,
  'marketplace.ts': marketplaceModule,
  'text.ts': textModule,
  'verification.ts': verificationModule,
  'workerProfile.ts': workerProfileModule,
};

const corporationPaths = ['companyName', 'establishmentDate', 'address', 'hpURL'];

interface Spec {
  schema: yup.AnySchema;
  /** Values that respect every rule of the schema; each validates to itself. */
  valid: fc.Arbitrary<unknown>;
  /** Field paths (dot-separated) where hostile values are placed. Empty for non-object schemas. */
  paths: string[];
}

/** An exported schema by module and name; a missing one fails here, naming it. */
const s = (file: string, name: string): yup.AnySchema => {
  const v = MODULES[file]?.[name];
  if (!yup.isSchema(v)) throw new Error(`common/src/schemas/${file} exports no schema ${name}`);
  return v as yup.AnySchema;
};

/** Every schema exported by common/src/schemas, with its valid values and fields. */
const SPECS: Record<string, Spec> = {
  clientStep1Schema: { schema: s('clientProfile.ts', 'clientStep1Schema'), valid: validClientStep1, paths: ['classify', 'name'] },
  corporationInfoSchema: {
    schema: s('clientProfile.ts', 'corporationInfoSchema'),
    valid: validCorporationInfo,
    paths: corporationPaths,
  },
  clientDetailSchema: { schema: s('clientProfile.ts', 'clientDetailSchema'), valid: validClientDetail, paths: ['detail'] },
  clientProfileSchema: {
    schema: s('clientProfile.ts', 'clientProfileSchema'),
    valid: validClientProfile,
    paths: ['classify', 'name', 'detail', 'corporationInfo', ...corporationPaths.map((p) => `corporationInfo.${p}`)],
  },
  jobInputSchema: {
    schema: s('marketplace.ts', 'jobInputSchema'),
    valid: validJobInput(),
    paths: [
      'title',
      'description',
      'occupation',
      'skills',
      'reward',
      'applicationDeadline',
      'deliveryDate',
      'placeType',
      'address',
      'capacity',
    ],
  },
  applicationInputSchema: {
    schema: s('marketplace.ts', 'applicationInputSchema'),
    valid: validApplicationInput,
    paths: ['message'],
  },
  listingInputSchema: {
    schema: s('marketplace.ts', 'listingInputSchema'),
    valid: validListingInput,
    paths: ['title', 'description', 'price'],
  },
  salonVerifySchema: {
    schema: s('verification.ts', 'salonVerifySchema'),
    valid: validSalonVerify,
    paths: ['email', 'salonDisplayName'],
  },
  salonCodeSchema: {
    schema: s('verification.ts', 'salonCodeSchema'),
    valid: fc.record({ code: fc.stringMatching(/^[0-9]{6}$/) }),
    paths: ['code'],
  },
  sessionVerifySchema: { schema: s('verification.ts', 'sessionVerifySchema'), valid: validSessionVerify, paths: ['idToken'] },
  workerStep1Schema: {
    schema: s('workerProfile.ts', 'workerStep1Schema'),
    valid: validWorkerStep1,
    paths: ['name', 'sex', 'birthYear', 'birthMonth', 'birthDate', 'classify'],
  },
  workerStep2Schema: { schema: s('workerProfile.ts', 'workerStep2Schema'), valid: validWorkerStep2(), paths: ['occupation'] },
  skillSchema: { schema: s('workerProfile.ts', 'skillSchema'), valid: validSkill, paths: [] },
  skillInputSchema: {
    schema: s('workerProfile.ts', 'skillInputSchema'),
    valid: validSkill.map((skill) => ({ skill })),
    paths: ['skill'],
  },
  skillsSchema: { schema: s('workerProfile.ts', 'skillsSchema'), valid: validSkills(30), paths: [] },
  workerDetailSchema: { schema: s('workerProfile.ts', 'workerDetailSchema'), valid: validWorkerDetail, paths: ['detail'] },
  workerProfileSchema: {
    schema: s('workerProfile.ts', 'workerProfileSchema'),
    valid: validWorkerProfile(),
    paths: ['name', 'sex', 'birthYear', 'birthMonth', 'birthDate', 'classify', 'occupation', 'detail', 'skills'],
  },
};

/** The factories of text.ts, as the schemas use them. */
const FACTORY_SPECS: Record<string, Spec> = {
  'text()': {
    schema: textModule.text('type') as unknown as yup.AnySchema,
    valid: fc.string({ unit: 'grapheme' }).filter((v) => v === v.trim().normalize('NFC')),
    paths: [],
  },
  'boundedText(20)': {
    schema: textModule.boundedText(20, clientMessages) as unknown as yup.AnySchema,
    valid: validText(20),
    paths: [],
  },
};

/** 12 digits and their 法人番号 check digit, as stored: T + 13 digits (docs/product/law.md#registration-numbers). */
const validRegistration = fc
  .oneof(
    fc.constant(null),
    fc
      .array(fc.integer({ min: 0, max: 9 }), { minLength: 12, maxLength: 12 })
      .map((d) => `T${corporateCheckDigit(d.join(''))}${d.join('')}`),
  )
  .chain((invoiceRegistrationNumber) =>
    fc.oneof(
      fc.constant({ invoiceRegistrationNumber }),
      // The name on the documents (docs/product/law.md#the-name-on-the-documents): null clears it.
      fc
        .option(
          validText(invoiceRegistrationModule.INVOICE_NAME_MAX).filter(
            (n) => !/[\p{Cc}\u2028\u2029\u202a-\u202e\u2066-\u2069]/u.test(n),
          ),
          { nil: null },
        )
        .map((invoiceName) => ({ invoiceRegistrationNumber, invoiceName })),
    ),
  );

/** The registration number's schema is made per classify (the form knows the worker's). */
const INVOICE_SPECS: Record<string, Spec> = {
  'invoiceRegistrationSchema(corporation)': {
    schema: invoiceRegistrationModule.invoiceRegistrationSchema('corporation') as unknown as yup.AnySchema,
    valid: validRegistration,
    paths: ['invoiceRegistrationNumber', 'invoiceName'],
  },
  'invoiceRegistrationSchema(individual)': {
    schema: invoiceRegistrationModule.invoiceRegistrationSchema('individual') as unknown as yup.AnySchema,
    valid: validRegistration,
    paths: ['invoiceRegistrationNumber', 'invoiceName'],
  },
};

const ALL_SPECS = { ...SPECS, ...FACTORY_SPECS, ...INVOICE_SPECS };

/**
 * What the API lets through to a schema: a JSON value (which the inputs are by construction)
 * nested at most BOUNDARY_DEPTH levels. Deeper bodies get a 400 at the boundary, before any schema.
 */
const reachesSchema = (v: unknown) => depthOf(v) <= BOUNDARY_DEPTH;

type Outcome = { ok: true; value: unknown; ms: number } | { ok: false; error: unknown; ms: number };

async function outcomeOf(schema: yup.AnySchema, value: unknown, abortEarly = false): Promise<Outcome> {
  const start = performance.now();
  try {
    const out: unknown = await schema.validate(value, { abortEarly, stripUnknown: false });
    return { ok: true, value: out, ms: performance.now() - start };
  } catch (error) {
    return { ok: false, error, ms: performance.now() - start };
  }
}

const describeError = (e: unknown) => (e instanceof Error ? `${e.name}: ${e.message.slice(0, 200)}` : String(e));

/** The property every input must hold; returns what went wrong, or null. */
async function problemWith(schema: yup.AnySchema, value: unknown): Promise<string | null> {
  for (const abortEarly of [false, true]) {
    const o = await outcomeOf(schema, value, abortEarly);
    if (o.ms > SLOW_MS) return `validation took ${Math.round(o.ms)} ms (limit ${SLOW_MS} ms)`;
    if (!o.ok) {
      if (!(o.error instanceof yup.ValidationError)) return `threw ${describeError(o.error)} instead of a ValidationError`;
      continue;
    }
    // What the server stores is what validation returned: it must be accepted again, unchanged.
    const again = await outcomeOf(schema, o.value, abortEarly);
    if (!again.ok) return `the validated value is refused when validated again: ${describeError(again.error)}`;
    if (!isDeepStrictEqual(again.value, o.value)) return 'the validated value changes when validated again';
  }
  return null;
}

const assertNoProblem = async (schema: yup.AnySchema, value: unknown) => {
  const problem = await problemWith(schema, value);
  if (problem) throw new Error(problem);
};

describe('shared schemas: coverage', () => {
  it('the corpus covers every schema module in common/src/schemas', () => {
    const files = readdirSync(join(__dirname, '..', '..', 'src', 'schemas')).filter((f) => f.endsWith('.ts'));
    expect(files.sort()).toEqual(Object.keys(MODULES).sort());
  });

  it('the corpus covers every exported yup schema', () => {
    const exported = Object.values(MODULES).flatMap((mod) =>
      Object.entries(mod)
        .filter(([, v]) => yup.isSchema(v))
        .map(([name]) => name),
    );
    expect(exported.sort()).toEqual(Object.keys(SPECS).sort());
  });
});

logSeeds('common/test/property/schemas.property.test.ts');

// A schema's first validation compiles it and loads Unicode tables (hundreds of ms): not a stall.
beforeAll(async () => {
  for (const spec of Object.values(ALL_SPECS)) {
    for (const v of fc.sample(spec.valid, { seed: FIXED_SEED, numRuns: 3 })) await spec.schema.isValid(v);
  }
}, 60_000);

describe.each(SEED_RUNS)('shared schemas ($label seed $seed)', (run) => {
  describe.each(Object.entries(ALL_SPECS))('%s', (_name, spec) => {
    const fields = [...new Set(spec.paths.map((p) => p.split('.').pop() as string))];
    const hostile = hostileJson(fields, { deepMax: BOUNDARY_DEPTH });
    const objectValid = spec.valid as fc.Arbitrary<Record<string, unknown>>;
    const inputs: fc.Arbitrary<unknown> = fc
      .oneof(
        hostile,
        ...(spec.paths.length ? [mutated(objectValid, spec.paths, hostile)] : []),
        ...(spec.paths.length === 0 && spec.schema.type === 'array'
          ? [fc.tuple(spec.valid as fc.Arbitrary<unknown[]>, hostile).map(([v, h]) => [...v, h])]
          : []),
      )
      // A value placed in a nested field can end up deeper than the boundary lets through.
      .filter(reachesSchema);

    it('any input resolves to a value that validates to itself, or rejects with a ValidationError, quickly', async () => {
      await check(
        fc.asyncProperty(inputs, (v) => assertNoProblem(spec.schema, v)),
        run,
        NUM_RUNS,
      );
    }, 120_000);

    it('values that respect the rules pass unchanged and round-trip through JSON', async () => {
      await check(
        fc.asyncProperty(spec.valid, async (v) => {
          const out: unknown = await spec.schema.validate(v, { abortEarly: false, stripUnknown: false });
          expect(out).toEqual(v);
          expect(await spec.schema.validate(out)).toEqual(out);
          expect(await spec.schema.validate(JSON.parse(JSON.stringify(out)))).toEqual(out);
        }),
        run,
        NUM_RUNS,
      );
    }, 120_000);
  });
});

describe('shared schemas: the corpus', () => {
  const values: Named[] = HOSTILE_VALUES;

  it.each(Object.entries(ALL_SPECS))(
    '%s holds for every corpus value, whole and in every field',
    async (name, spec) => {
      const [sample] = fc.sample(spec.valid, { seed: FIXED_SEED, numRuns: 1 });
      const cases: Named[] = values.map((h) => ({ name: `whole value: ${h.name}`, value: h.value }));
      for (const p of spec.paths) {
        for (const h of values) cases.push({ name: `${p} = ${h.name}`, value: setPath(sample, p, h.value) });
      }
      const objectPaths = ['', ...spec.paths.filter((p) => spec.paths.some((q) => q.startsWith(`${p}.`)))];
      if (spec.paths.length) {
        for (const at of objectPaths) {
          for (const k of PROTOTYPE_KEYS) {
            for (const v of [{ isActive: true }, 'x', null, []]) {
              const path = at ? `${at}.${k}` : k;
              cases.push({ name: `extra key ${path} = ${JSON.stringify(v)}`, value: setPath(sample, path, v) });
            }
          }
        }
      }
      if (spec.schema.type === 'array') {
        for (const h of values) cases.push({ name: `element: ${h.name}`, value: [...(sample as unknown[]), h.value] });
      }
      // Every corpus value reaches a schema as a whole body; the deepest ones placed into a field do
      // not (the API refuses such bodies with a 400), so those cases are left out.
      expect(values.filter((h) => !reachesSchema(h.value)).map((h) => h.name)).toEqual([]);
      const reaching = cases.filter((c) => reachesSchema(c.value));
      // Grouped by problem so that one fault reads as one entry: problem -> the inputs showing it.
      const failures: Record<string, string[]> = {};
      for (const c of reaching) {
        const problem = await problemWith(spec.schema, c.value);
        if (problem) (failures[`${name}: ${problem.replace(/\d+ ms \(/, 'N ms (')}`] ??= []).push(c.name);
      }
      expect(failures).toEqual({});
    },
    180_000,
  );
});
