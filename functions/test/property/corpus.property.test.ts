/**
 * The known-bad corpus replayed against every body endpoint in every run (bad input is a 4xx, never
 * a 500: docs/product/api.md#errors): raw HTTP cases (malformed JSON, content types and encodings,
 * invalid UTF-8), the hostile values of common/test/property/corpus.ts as whole bodies and (for the
 * endpoint's main caller) in every field, prototype keys at every level, and hostile ids in the
 * path. Each case must pass the checks of cases.ts; failures are grouped by problem, so one fault
 * reads as one entry.
 */
import fc from 'fast-check';
import { BEYOND_BOUNDARY, HOSTILE_VALUES, PROTOTYPE_KEYS } from '../../../common/test/property/corpus';
import { setPath } from '../../../common/test/property/arbitraries';
import { describeApi } from '../support/harness';
import { ENCODINGS, HOSTILE_IDS, RAW_CASES, type RawBody } from './corpus';
import { ACTION_ENDPOINTS, JSON_ENDPOINTS, type Endpoint } from './endpoints';
import { asJson, captureErrorLog, grouped, problemsOf, targetOf } from './cases';
import { FIXED_SEED } from './seed';
import { createWorld, type CallerName, type World } from './world';

/**
 * The value corpus as bodies: what can reach a schema, and values nested deeper than the boundary
 * (functions/src/http/body.ts, MAX_DEPTH) lets through, which must be refused there with a 400.
 */
const VALUES = [...HOSTILE_VALUES, ...BEYOND_BOUNDARY];

/** Per endpoint, the caller who gets furthest (past authentication, to the service): every field gets the corpus. */
const MAIN_CALLER: Record<string, CallerName> = {
  '/liff/session/verify': 'anonymous',
  '/liff/salon/verify': 'unverified',
  '/liff/salon/verify-code': 'pending',
  '/liff/profiles/client': 'client',
  '/liff/profiles/worker': 'worker',
  '/liff/profiles/worker/invoice-registration': 'worker',
  '/liff/jobs': 'client',
  '/liff/jobs/:id': 'client',
  '/liff/jobs/:id/applications': 'worker',
  '/liff/listings': 'worker',
  '/liff/listings/:id': 'worker',
  '/liff/contracts/:id/deliver': 'worker',
  '/liff/contracts/:id/request-cancel': 'client',
  '/liff/rooms/:id/messages': 'worker',
  '/liff/rooms/:id/read': 'client',
};

/**
 * What every other caller gets (the body parser runs before authentication, so the raw cases are
 * the main caller's): encodings, prototype keys and deep nesting as whole bodies.
 */
const EVERY_CALLER = VALUES.filter((h) => /proto|constructor|toString|hasOwnProperty|valueOf|toJSON|then|deep/.test(h.name));

const label = (ep: Endpoint) => `${ep.method.toUpperCase()} ${ep.route}`;

describeApi('property corpus: every body endpoint', () => {
  let w: World;

  beforeAll(async () => {
    captureErrorLog();
    w = await createWorld();
  }, 60_000);
  afterAll(() => w?.close());

  async function replay(ep: Endpoint, callerName: CallerName, cases: Array<{ name: string; raw: RawBody }>, path?: string) {
    const caller = w.callers[callerName];
    const target = targetOf(w, ep, caller, path);
    const failures = [];
    for (const c of cases) {
      const problems = await problemsOf(w, target, caller, c.raw);
      if (problems.length) failures.push({ name: c.name, problems });
    }
    return grouped(failures);
  }

  for (const ep of [...JSON_ENDPOINTS, ...ACTION_ENDPOINTS]) {
    for (const callerName of ep.callers) {
      const main = MAIN_CALLER[ep.route] === callerName || (ep.kind === 'none' && callerName === ep.callers[0]);
      it(`${label(ep)} as ${callerName}: ${main ? 'the whole corpus' : 'encodings and prototype keys'}`, async () => {
        const cases: Array<{ name: string; raw: RawBody }> = [
          ...(main ? RAW_CASES : ENCODINGS).map((c) => ({ name: `raw: ${c.name}`, raw: c })),
          ...(main ? VALUES : EVERY_CALLER).map((h) => ({ name: `whole body: ${h.name}`, raw: asJson(h.value) })),
        ];
        if (main && ep.valid) {
          const [sample] = fc.sample(ep.valid(w), { seed: FIXED_SEED, numRuns: 1 });
          for (const f of ep.fields) {
            for (const h of VALUES) cases.push({ name: `${f} = ${h.name}`, raw: asJson(setPath(sample, f, h.value)) });
          }
          const objects = ['', ...ep.fields.filter((f) => ep.fields.some((g) => g.startsWith(`${f}.`)))];
          for (const at of objects) {
            for (const k of PROTOTYPE_KEYS) {
              for (const v of [{ isActive: true, type: 'client' }, 'x', null]) {
                const path = at ? `${at}.${k}` : k;
                cases.push({ name: `extra key ${path} = ${JSON.stringify(v)}`, raw: asJson(setPath(sample, path, v)) });
              }
            }
          }
        }
        expect(await replay(ep, callerName, cases)).toEqual({});
      }, 120_000);
    }
  }

  it.each([...JSON_ENDPOINTS, ...ACTION_ENDPOINTS].filter((ep) => ep.route.includes(':')).map((ep) => [label(ep), ep] as const))(
    '%s: hostile ids in the path',
    async (_label, ep) => {
      const callerName = MAIN_CALLER[ep.route] ?? ep.callers[0];
      const [sample] = ep.valid ? fc.sample(ep.valid(w), { seed: FIXED_SEED, numRuns: 1 }) : [{}];
      const failures: Record<string, string[]> = {};
      for (const id of HOSTILE_IDS) {
        const path = ep.path(w).replace(/\/liff\/(jobs|listings|contracts)\/[^/]+/, `/liff/$1/${id}`);
        const found = await replay(ep, callerName, [{ name: `id ${JSON.stringify(id)}`, raw: asJson(sample) }], path);
        for (const [problem, names] of Object.entries(found)) (failures[problem] ??= []).push(...names);
      }
      expect(failures).toEqual({});
    },
    60_000,
  );
});
