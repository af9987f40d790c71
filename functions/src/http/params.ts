/**
 * Path ids, query parameters and partial bodies of the marketplace endpoints. A malformed id is a
 * 404 (it cannot name anything), a malformed query value a 400 naming the parameter.
 */
import type { Request } from 'express';
import { ValidationError, type AnyObjectSchema } from 'yup';
import { clientMessages as m } from '@common/messages';
import { isDocId } from '../ids';
import { errors } from './errors';
import { decodeCursor, type CursorKind } from './paging';
import { refuseInheritedKeys } from './validate';

/** The one id rule, for routes (which import http/, not ids.ts). */
export { isDocId };

/** A path id under the one id rule (ids.ts); anything else cannot name a document: 404. */
export function idParam(req: Request, name: string, notFound = '見つかりませんでした'): string {
  const v = req.params[name];
  if (!isDocId(v)) throw errors.notFound(notFound);
  return v;
}

function single(req: Request, name: string): string | undefined {
  const v = req.query[name];
  if (v === undefined) return undefined;
  if (typeof v !== 'string') throw errors.invalid({ [name]: m.type });
  return v;
}

/** Optional text, trimmed; empty means absent. */
export function queryText(req: Request, name: string, max: number): string | undefined {
  const v = single(req, name)?.trim().normalize('NFC');
  if (!v) return undefined;
  if (v.length > max) throw errors.invalid({ [name]: m.max(max) });
  return v;
}

export function queryInt(req: Request, name: string, min: number, max: number, unit = ''): number | undefined {
  const raw = single(req, name)?.trim();
  if (!raw) return undefined;
  if (!/^\d+$/.test(raw)) throw errors.invalid({ [name]: '整数で入力してください' });
  const n = Number(raw);
  const num = (x: number) => x.toLocaleString('ja-JP');
  if (n < min) throw errors.invalid({ [name]: `${num(min)}${unit}以上で入力してください` });
  if (n > max) throw errors.invalid({ [name]: `${num(max)}${unit}以内で入力してください` });
  return n;
}

export function queryEnum<T extends string>(req: Request, name: string, allowed: readonly T[], fallback: T): T {
  const v = single(req, name);
  if (v === undefined || v === '') return fallback;
  if (!allowed.includes(v as T)) throw errors.invalid({ [name]: m.select });
  return v as T;
}

/** The decoded ?cursor=, or undefined for the first page. */
export function queryCursor(req: Request, kinds: readonly CursorKind[]): unknown[] | undefined {
  const v = single(req, 'cursor');
  if (!v) return undefined;
  return decodeCursor(v, kinds);
}

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Action endpoints (stop, accept, cancel...) take no body; anything sent is refused, not ignored. */
export function requireNoBody(req: Request): void {
  const body: unknown = req.body;
  if (body === undefined || body === null) return;
  if (isPlainObject(body) && Object.keys(body).length === 0) return;
  throw errors.invalid(undefined, m.unknown);
}

/** Number fields arrive as JSON numbers: "1000" is refused rather than read as 1000. */
export function requireJsonNumbers(body: unknown, fields: readonly string[]): void {
  if (!isPlainObject(body)) return;
  const bad: Record<string, string> = {};
  for (const f of fields) {
    const v = body[f];
    if (v !== undefined && v !== null && typeof v !== 'number') bad[f] = '数字で入力してください';
  }
  if (Object.keys(bad).length) throw errors.invalid(bad);
}

/**
 * Validates a partial update against the full input schema: the stored values fill in what was not
 * sent, so rules across fields still hold (delivery on or after the deadline, an address when
 * onsite), while rules about fields that did not change (a deadline that has since passed) stay quiet.
 * `dependents` names fields to re-check when another changes.
 */
export async function validatePatch<S extends AnyObjectSchema>(
  schema: S,
  current: Record<string, unknown>,
  body: unknown,
  dependents: Record<string, string[]> = {},
): Promise<Record<string, unknown>> {
  if (!isPlainObject(body)) throw errors.invalid(undefined, 'JSONオブジェクトを送信してください');
  refuseInheritedKeys(body);
  const fields: Record<string, string> = {};
  // Own properties only: `__proto__` or `constructor` is not a field because a plain object has it.
  for (const k of Object.keys(body)) if (!Object.hasOwn(schema.fields, k)) fields[k] = m.unknown;
  if (Object.keys(fields).length) throw errors.invalid(fields, m.unknown);
  const sent = Object.keys(body);
  if (!sent.length) throw errors.invalid(undefined, '変更する項目がありません');
  const merged = { ...current, ...body };
  // A form that sends every field back re-checks only what changed (and what depends on it).
  const changed = sent.filter((k) => JSON.stringify(body[k]) !== JSON.stringify(current[k]));
  const check = new Set(changed);
  for (const k of changed) for (const d of dependents[k] ?? []) check.add(d);
  const out: Record<string, unknown> = {};
  for (const k of check) {
    try {
      out[k] = await schema.validateAt(k, merged, { abortEarly: true });
    } catch (e) {
      // Anything else yup throws on hostile input is the input's fault too: a 400.
      fields[k] = e instanceof ValidationError ? (e.errors[0] ?? e.message) : m.type;
    }
  }
  if (Object.keys(fields).length) throw errors.invalid(fields);
  return out;
}

/**
 * The body of an endpoint whose fields are all optional: nothing sent at all reads as {}; anything
 * sent that the JSON parser did not take (another content type, an empty JSON body) is a 400.
 */
export function optionalJsonBody(req: Request): unknown {
  // The JSON parser reads an empty body as {}: a content type announcing JSON with no bytes is not JSON.
  const empty = req.get('content-length') === '0' && req.get('content-type') !== undefined;
  if (req.body !== undefined && !empty) return req.body;
  const sent =
    req.get('content-type') !== undefined || Number(req.get('content-length') ?? 0) > 0 || !!req.get('transfer-encoding');
  if (sent) throw errors.invalid(undefined, 'JSONオブジェクトを送信してください');
  return {};
}
