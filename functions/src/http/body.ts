/**
 * The JSON body at the boundary (docs/product/api.md#conventions): at most 32 KB (body-parser refuses more
 * before parsing) and 32 levels deep, copied into prototype-less objects so that no key, `__proto__` or
 * `toString` included, can reach or replace Object.prototype's members in the code after it. Nothing here
 * judges the keys: that is validateBody's work, after the caller is known.
 */
import express, { type RequestHandler } from 'express';
import { errors } from './errors';

export const BODY_LIMIT = '32kb';
/** Deeper than any of our bodies (three levels) by far; deeper input is refused, not walked. */
export const MAX_DEPTH = 32;

const TOO_DEEP = Symbol('too deep');

/** A copy of parsed JSON with Object.create(null) objects, or TOO_DEEP. */
function copy(value: unknown, depth: number): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (depth >= MAX_DEPTH) return TOO_DEEP;
  if (Array.isArray(value)) {
    const out: unknown[] = [];
    for (const item of value) {
      const c = copy(item, depth + 1);
      if (c === TOO_DEEP) return TOO_DEEP;
      out.push(c);
    }
    return out;
  }
  const out = Object.create(null) as Record<string, unknown>;
  for (const key of Object.keys(value)) {
    const c = copy((value as Record<string, unknown>)[key], depth + 1);
    if (c === TOO_DEEP) return TOO_DEEP;
    // A data property even for `__proto__`: the object has no prototype whose setter could run.
    Object.defineProperty(out, key, { value: c, enumerable: true, writable: true, configurable: true });
  }
  return out;
}

const prototypeLess: RequestHandler = (req, _res, next) => {
  const body = copy(req.body, 0);
  if (body === TOO_DEEP) throw errors.invalid(undefined, '送信データの入れ子が深すぎます');
  req.body = body;
  next();
};

export const jsonBody = (): RequestHandler[] => [express.json({ limit: BODY_LIMIT }), prototypeLess];

/** Key names that a plain object inherits (`__proto__`, `constructor`, `toString`, ...). */
const INHERITED = new Set(Object.getOwnPropertyNames(Object.prototype));

/**
 * The path of the object holding the first key named after an Object.prototype member, anywhere in
 * the value ('' at the top level), or null. yup looks such keys up on its field table and throws.
 */
export function inheritedKeyPath(value: unknown, path = ''): string | null {
  if (typeof value !== 'object' || value === null) return null;
  const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
  for (const [key, v] of entries) {
    if (!Array.isArray(value) && INHERITED.has(key)) return path;
    const inner = inheritedKeyPath(v, Array.isArray(value) ? `${path}[${key}]` : path ? `${path}.${key}` : key);
    if (inner !== null) return inner;
  }
  return null;
}
