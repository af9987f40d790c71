/**
 * Property-based tests over every JSON body endpoint and each kind of caller
 * (docs/product/api.md#errors): for any body (any JSON value, prototype keys, huge and deeply
 * nested values, every Unicode category, a valid body with one hostile change, broken JSON, a wrong
 * content type) the API answers a 2xx that stored exactly what the shared schema validated, or a
 * 4xx with the error shape that changed nothing; never a 5xx, never a stall. The corpus (corpus.ts
 * here and in common) is replayed too.
 */
import fc from 'fast-check';
import { MAX_DEPTH } from '../../src/http/body';
import { BOUNDARY_DEPTH } from '../../../common/test/property/corpus';
import { describeApi } from '../support/harness';
import { ACTION_ENDPOINTS, JSON_ENDPOINTS, OTHER_BODY_ROUTES, type Endpoint } from './endpoints';
import { bodies, captureErrorLog, problemsOf, targetOf } from './cases';
import { SEED_RUNS, check, logSeeds } from './seed';
import { appRoutes, createWorld, type CallerName, type World } from './world';

/** Runs per endpoint and caller, per seed (so twice this per pair). Callers refused at the door need fewer. */
const runsFor = (caller: CallerName) => (caller === 'anonymous' || caller === 'badToken' ? 15 : 50);

/** Runs per action endpoint and caller, per seed. */
const ACTION_RUNS = 20;

const label = (ep: Endpoint) => `${ep.method.toUpperCase()} ${ep.route}`;

logSeeds('functions/test/property/endpoints.property.test.ts');

// The schema properties (common/test/property) send values up to BOUNDARY_DEPTH levels deep, as deep
// as the body parser lets through; this suite and the corpus send deeper ones.
it('the schema corpus nests as deep as the API boundary allows', () => {
  expect(BOUNDARY_DEPTH).toBe(MAX_DEPTH);
});

describeApi('property: JSON body endpoints', () => {
  let w: World;

  beforeAll(async () => {
    captureErrorLog();
    w = await createWorld();
  }, 60_000);
  afterAll(() => w?.close());

  it('covers every route of the app that takes a body', () => {
    const covered = [...JSON_ENDPOINTS, ...ACTION_ENDPOINTS].map(label).concat(OTHER_BODY_ROUTES);
    const bodyRoutes = appRoutes(w).filter((r) => /^(POST|PUT|PATCH) /.test(r));
    expect({
      notCovered: bodyRoutes.filter((r) => !covered.includes(r)),
      gone: covered.filter((r) => !bodyRoutes.includes(r)),
    }).toEqual({
      notCovered: [],
      gone: [],
    });
  });

  describe.each(SEED_RUNS)('$label seed $seed', (run) => {
    for (const ep of JSON_ENDPOINTS) {
      for (const callerName of ep.callers) {
        it(`${label(ep)} as ${callerName}: any body -> 2xx as validated or 4xx unchanged, never 5xx`, async () => {
          const caller = w.callers[callerName];
          const target = targetOf(w, ep, caller);
          await check(
            fc.asyncProperty(bodies(w, ep), async (raw) => {
              const problems = await problemsOf(w, target, caller, raw);
              if (problems.length) throw new Error(problems.join('\n'));
            }),
            run,
            runsFor(callerName),
          );
        }, 300_000);
      }
    }

    for (const ep of ACTION_ENDPOINTS) {
      for (const callerName of ep.callers) {
        it(`${label(ep)} as ${callerName}: any body but none is refused, never 5xx`, async () => {
          const caller = w.callers[callerName];
          const target = targetOf(w, ep, caller);
          await check(
            fc.asyncProperty(bodies(w, ep), async (raw) => {
              const problems = await problemsOf(w, target, caller, raw);
              if (problems.length) throw new Error(problems.join('\n'));
            }),
            run,
            ACTION_RUNS,
          );
        }, 300_000);
      }
    }
  });
});
