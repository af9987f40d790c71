import * as yup from 'yup';

/**
 * yup.string() that never coerces. Its built-in transform reads the spec of the instance it was
 * created on (clone({ coerce: false }) does not reach it), so the switch is set on that instance.
 */
function plainString() {
  const s = yup.string();
  Object.assign(s.spec, { coerce: false });
  return s;
}

/**
 * A number that arrives as a JSON number, never coerced: anything else (text such as "1988", [6],
 * an object) becomes NaN and fails the type. yup.number()'s own transform would parseFloat it, which
 * reads "1988" as a number and throws a TypeError on an object whose own `toString` is not a
 * function; like plainString, the switch is set on the instance whose transform reads it.
 */
export function plainNumber() {
  const n = yup.number();
  Object.assign(n.spec, { coerce: false });
  return n.transform((value: number, original: unknown) =>
    typeof original === 'number' || original === null || original === undefined ? value : Number.NaN,
  );
}

/** Key names a plain object inherits (`__proto__`, `constructor`, `toString`, ...). */
const INHERITED = new Set(Object.getOwnPropertyNames(Object.prototype));

/**
 * Object schemas' first transform. yup looks every key up on its field table, where an inherited
 * name finds Object.prototype's member and throws a TypeError; such keys are renamed ('#toString')
 * so that `exact` reports them as unknown, like any other key the schema does not know.
 */
export const renameInheritedKeys = (v: unknown): unknown => {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return v;
  const keys = Object.keys(v);
  if (!keys.some((k) => INHERITED.has(k))) return v;
  const out: Record<string, unknown> = {};
  for (const k of keys) {
    const value = (v as Record<string, unknown>)[k];
    Object.defineProperty(out, INHERITED.has(k) ? `#${k}` : k, { value, enumerable: true, writable: true, configurable: true });
  }
  return out;
};

/**
 * A string field that trims what the user typed and refuses other types.
 * yup would otherwise turn 123 into "123"; the server must reject wrong types instead. Without
 * coercion yup also never calls a sent object's own `toString` (a TypeError, not a 400).
 */
export const text = (typeError: string) =>
  plainString()
    .typeError(typeError)
    .transform((_value, original) => (typeof original === 'string' ? original.trim().normalize('NFC') : original));

/** Bounded required text with the given message set. */
export const boundedText = (
  max: number,
  m: { required: string; min: (n: number) => string; max: (n: number) => string; type: string },
) => text(m.type).required(m.required).min(1, m.min(1)).max(max, m.max(max));

/**
 * A format check that runs on text within the limit only. yup runs every test of a field, so the
 * length rule alone would not keep a long value away from a pattern: over-long text is left to
 * the max rule and never reaches `check`.
 */
export const withinLimit =
  (max: number, check: (v: string) => boolean) =>
  (v: string | null | undefined): boolean =>
    typeof v !== 'string' || v === '' || v.length > max || check(v);

/** A control character (C0 or DEL; tab and line breaks included): refused in one-line names and URLs. */
export const hasControl = (v: string) => {
  for (let i = 0; i < v.length; i++) {
    const c = v.charCodeAt(i);
    if (c < 0x20 || c === 0x7f) return true;
  }
  return false;
};

/** A DNS label as the URL parser leaves it (lower case, punycode): checked without backtracking. */
const isLabel = (l: string) => l.length <= 63 && /^[a-z0-9-]+$/.test(l) && !l.startsWith('-') && !l.endsWith('-');

/**
 * An http(s) URL whose host is a dotted domain name, read by the WHATWG URL parser (linear time).
 * yup's url() pattern backtracks exponentially: 56 crafted characters blocked the API for seconds.
 * The parser alone would take hosts like `a.!`, so the labels are checked too.
 */
export function isHttpUrl(v: string): boolean {
  // The scheme written out, and no spaces or controls, which the parser would silently drop or fix.
  if (!/^https?:\/\//i.test(v) || /\s/.test(v) || hasControl(v)) return false;
  let url: URL;
  try {
    url = new URL(v);
  } catch {
    return false;
  }
  const labels = url.hostname.split('.');
  return (url.protocol === 'http:' || url.protocol === 'https:') && labels.length >= 2 && labels.every(isLabel);
}

/**
 * An address typed without its scheme ("instagram.com/salon", "www.salon.jp") gets https://.
 * Anything that already names a scheme ("http:", "mailto:"), or starts with a slash, is left for
 * isHttpUrl to judge. The pattern reads each character once.
 */
export const withHttpsScheme = (v: unknown): unknown =>
  typeof v === 'string' && v !== '' && !/^[a-z][a-z0-9+.-]*:/i.test(v) && !v.startsWith('/') ? `https://${v}` : v;

/** yup.object() with renameInheritedKeys as its first transform: use it for every object schema. */
export const object = ((shape?: yup.ObjectShape) => yup.object(shape).transform(renameInheritedKeys)) as typeof yup.object;
