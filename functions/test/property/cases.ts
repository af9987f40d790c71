/**
 * One generated or corpus case against one endpoint: send it, check the answer and the store, put
 * the store back. Shared by the property files.
 */
import { logger } from 'firebase-functions/logger';
import fc from 'fast-check';
import { hostileJson, mutated } from '../../../common/test/property/arbitraries';
import { toJson } from '../../../common/test/property/corpus';
import { CONTENT_TYPES, type RawBody } from './corpus';
import type { Endpoint } from './endpoints';
import {
  SLOW_MS,
  changedPaths,
  dump,
  errorShapeProblem,
  parsedBody,
  prototypeKeysIn,
  restore,
  send,
  type Caller,
  type Method,
  type World,
} from './world';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The last unhandled error the API logged (its error handler writes one line per 500). */
let lastLogged = '';
export function captureErrorLog(): void {
  jest.spyOn(logger, 'write').mockImplementation((entry) => {
    // The handler logs {severity, message, path, error: stack}: keep the error's first line.
    lastLogged = String(entry.error ?? entry.message).split('\n')[0];
  });
}

export interface Target {
  method: Method;
  path: string;
  kind: Endpoint['kind'];
  mayChange?: string[];
  onSuccess?: Endpoint['onSuccess'];
}

export const targetOf = (w: World, ep: Endpoint, caller: Caller, path = ep.path(w)): Target => ({
  method: ep.method,
  path,
  kind: ep.kind,
  mayChange: ep.mayChangeOnRefusal?.(w, caller),
  onSuccess: ep.onSuccess,
});

/** What is wrong with this request's outcome (empty: nothing). The store is restored afterwards. */
export async function problemsOf(w: World, target: Target, caller: Caller, raw: RawBody): Promise<string[]> {
  const before = dump(w);
  lastLogged = '';
  const problems: string[] = [];
  try {
    const res = await send(w, target.method, target.path, caller, raw);
    const after = dump(w);
    if (res.ms > SLOW_MS) problems.push(`answered after ${Math.round(res.ms)} ms (stall: limit ${SLOW_MS} ms)`);
    if (res.status >= 500) {
      problems.push(
        `${res.status} ${JSON.stringify(res.body)?.slice(0, 160)}${lastLogged ? ` | logged: ${lastLogged.slice(0, 300)}` : ''}`,
      );
    } else if (res.status >= 400) {
      const shape = errorShapeProblem(res);
      if (shape) problems.push(`${res.status} with ${shape}`);
      const changed = changedPaths(before, after).filter((p) => !target.mayChange?.includes(p));
      if (changed.length) problems.push(`a ${res.status} changed the store: ${changed.join(', ')}`);
    } else if (res.status >= 200 && res.status < 300) {
      const parsed = parsedBody(raw);
      if (target.kind === 'raw') {
        // An upload: any accepted body is the image; its checks are the route's own tests.
      } else if (target.kind === 'none') {
        const empty = !parsed.json || parsed.value === null || (isRecord(parsed.value) && Object.keys(parsed.value).length === 0);
        if (!empty) problems.push(`${res.status} for an action that takes no body, with a body`);
      } else if (!parsed.json) {
        problems.push(`${res.status} for a body that is not JSON`);
      } else if (target.onSuccess) {
        problems.push(...(await target.onSuccess({ w, caller, body: parsed.value, before, after, res })));
      }
      for (const p of changedPaths(before, after)) {
        const keys = prototypeKeysIn(after[p]);
        if (keys.length) problems.push(`stored prototype-named keys in ${p}: ${keys.join(', ')}`);
      }
    } else {
      problems.push(`unexpected status ${res.status}`);
    }
  } catch (e) {
    problems.push(`request failed: ${e instanceof Error ? e.message : String(e)}`);
  } finally {
    await restore(w, before);
  }
  return problems;
}

export const asJson = (v: unknown): RawBody => ({ text: toJson(v), contentType: 'application/json' });

/** Bodies for one endpoint: hostile JSON, valid bodies, valid ones with one hostile change, broken JSON, wrong types. */
export function bodies(w: World, ep: Endpoint): fc.Arbitrary<RawBody> {
  const fieldNames = [...new Set(ep.fields.map((f) => f.split('.').pop() as string))];
  const hostile = hostileJson(fieldNames, { hugeMax: 40_000, maxDepth: 3 });
  if (ep.kind === 'none' || !ep.valid) {
    return fc.oneof(
      { arbitrary: hostile.map(asJson), weight: 6 },
      {
        arbitrary: fc.constantFrom('{}', 'null', '', '[]', '{"a":1}').map((text) => ({ text, contentType: 'application/json' })),
        weight: 2,
      },
    );
  }
  const valid = ep.valid(w);
  return fc.oneof(
    { arbitrary: hostile.map(asJson), weight: 3 },
    { arbitrary: valid.map(asJson), weight: 2 },
    { arbitrary: mutated(valid, ep.fields, hostile).map(asJson), weight: 6 },
    {
      arbitrary: fc.tuple(valid, fc.nat()).map(([v, n]) => {
        const text = toJson(v);
        return { text: text.slice(0, n % text.length), contentType: 'application/json' };
      }),
      weight: 1,
    },
    {
      arbitrary: fc
        .tuple(valid, fc.constantFrom(...CONTENT_TYPES.map((c) => c.contentType).filter((c): c is string => !!c)))
        .map(([v, contentType]) => ({ text: toJson(v), contentType })),
      weight: 1,
    },
  );
}

/** Groups corpus failures: problem -> the cases showing it (so one fault reads as one entry). */
export function grouped(failures: Array<{ name: string; problems: string[] }>): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const f of failures) for (const p of f.problems) (out[p.replace(/\d+ ms/, 'N ms')] ??= []).push(f.name);
  return out;
}
