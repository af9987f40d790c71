/**
 * Property-based tests over the GET endpoints that read query parameters (docs/product/api.md#errors):
 * for any query (valid values, hostile strings, huge ones, a parameter repeated, stray parameters,
 * malformed percent-encoding) the API answers a 200 with JSON or a 4xx with the error shape, never a
 * 5xx, never a stall, and a read changes nothing in the store.
 */
import { performance } from 'node:perf_hooks';
import fc from 'fast-check';
import { hostileString } from '../../../common/test/property/arbitraries';
import { describeApi } from '../support/harness';
import { QUERY_ENDPOINTS, type QueryEndpoint } from './endpoints';
import { captureErrorLog } from './cases';
import { SEED_RUNS, check, logSeeds } from './seed';
import { SLOW_MS, changedPaths, dump, errorShapeProblem, restore, type Caller, type World, createWorld } from './world';

const RUNS = 40;

logSeeds('functions/test/property/query.property.test.ts');

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Percent-encoded; a lone surrogate goes as the bytes UTF-8 would give it (not UTF-8 at all). */
const enc = (v: string) => v.split(LONE_SURROGATE).map(encodeURIComponent).join('%ED%A0%80');

/** One parameter's raw `name=value` pairs: absent, valid, hostile, or repeated. */
const pairs = (name: string, valid: fc.Arbitrary<string>): fc.Arbitrary<string[]> =>
  fc.oneof(
    { arbitrary: fc.constant<string[]>([]), weight: 3 },
    { arbitrary: valid.map((v) => [`${name}=${enc(v)}`]), weight: 4 },
    { arbitrary: hostileString(1000).map((v) => [`${name}=${enc(v)}`]), weight: 3 },
    {
      arbitrary: fc.tuple(valid, valid).map(([a, b]) => [`${name}=${enc(a)}`, `${name}=${enc(b)}`]),
      weight: 1,
    },
    {
      arbitrary: fc.constantFrom(`${name}=%E0%A4%A`, `${name}=%`, `${name}[a]=1`, `${name}`, `${name}=%00`).map((q) => [q]),
      weight: 1,
    },
  );

const queries = (ep: QueryEndpoint): fc.Arbitrary<string> =>
  fc
    .tuple(
      ...Object.entries(ep.params).map(([name, valid]) => pairs(name, valid)),
      fc.array(
        fc.string({ maxLength: 12 }).map((k) => `${encodeURIComponent(k)}=1`),
        { maxLength: 2 },
      ),
    )
    .map((parts) => parts.flat().join('&'));

async function problemsOf(w: World, ep: QueryEndpoint, caller: Caller, query: string): Promise<string[]> {
  const before = dump(w);
  const problems: string[] = [];
  try {
    let req = w.t
      .request()
      .get(`${ep.path(w)}?${query}`)
      .timeout({ deadline: 30_000 });
    if (caller.authorization) req = req.set('Authorization', caller.authorization);
    const start = performance.now();
    const res = await req;
    const ms = performance.now() - start;
    const sent = { status: res.status, body: res.body as unknown, contentType: String(res.headers['content-type'] ?? ''), ms };
    if (ms > SLOW_MS) problems.push(`answered after ${Math.round(ms)} ms (stall: limit ${SLOW_MS} ms)`);
    // 431: Node's HTTP server refused a request line over its 16 KB before the app saw it.
    if (res.status === 431) return problems;
    if (res.status >= 500) problems.push(`${res.status} ${JSON.stringify(res.body)?.slice(0, 200)}`);
    else if (res.status >= 400) {
      const shape = errorShapeProblem(sent);
      if (shape) problems.push(`${res.status} with ${shape}`);
    } else if (res.status !== 200 || !sent.contentType.includes('application/json')) {
      problems.push(`unexpected ${res.status} ${sent.contentType}`);
    }
    const changed = changedPaths(before, dump(w));
    if (changed.length) problems.push(`a read changed the store: ${changed.join(', ')}`);
  } catch (e) {
    problems.push(`request failed: ${e instanceof Error ? e.message : String(e)}`);
  } finally {
    await restore(w, before);
  }
  return problems;
}

describeApi('property: query parameters of GET endpoints', () => {
  let w: World;

  beforeAll(async () => {
    captureErrorLog();
    w = await createWorld();
  }, 60_000);
  afterAll(() => w?.close());

  describe.each(SEED_RUNS)('$label seed $seed', (run) => {
    for (const ep of QUERY_ENDPOINTS) {
      for (const callerName of ep.callers) {
        it(`GET ${ep.route} as ${callerName}: any query -> 200 JSON or 4xx with the error shape, never 5xx`, async () => {
          const caller = w.callers[callerName];
          await check(
            fc.asyncProperty(queries(ep), async (query) => {
              const problems = await problemsOf(w, ep, caller, query);
              if (problems.length) throw new Error(`?${query.slice(0, 300)}\n${problems.join('\n')}`);
            }),
            run,
            callerName === 'anonymous' ? 10 : RUNS,
          );
        }, 300_000);
      }
    }
  });

  it('the client and the worker of the world find their 発注書', async () => {
    for (const name of ['client', 'worker'] as const) {
      const res = await w.t
        .request()
        .get('/liff/documents')
        .set('Authorization', w.callers[name].authorization ?? '');
      expect(res.status).toBe(200);
      expect((res.body as { items: { kind: string }[] }).items.map((i) => i.kind)).toContain('order');
    }
  });
});
