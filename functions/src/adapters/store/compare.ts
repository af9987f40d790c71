/** Firestore's ordering and filtering semantics for the embedded store. */
import type { DocData, Where } from '../../ports/store';

export function fieldValue(data: DocData, field: string): unknown {
  let cur: unknown = data;
  for (const part of field.split('.')) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<string, unknown>)[part];
  }
  return cur;
}

/** Type order as in Firestore: null < boolean < number < timestamp < string < array < map. */
function rank(v: unknown): number {
  if (v === null || v === undefined) return 0;
  if (typeof v === 'boolean') return 1;
  if (typeof v === 'number') return 2;
  if (v instanceof Date) return 3;
  if (typeof v === 'string') return 4;
  if (Array.isArray(v)) return 5;
  return 6;
}

export function compareValues(a: unknown, b: unknown): number {
  const ra = rank(a);
  const rb = rank(b);
  if (ra !== rb) return ra - rb;
  if (a instanceof Date && b instanceof Date) return a.getTime() - b.getTime();
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'string' && typeof b === 'string') return a < b ? -1 : a > b ? 1 : 0;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  if (Array.isArray(a) && Array.isArray(b)) {
    for (let i = 0; i < Math.min(a.length, b.length); i++) {
      const c = compareValues(a[i], b[i]);
      if (c !== 0) return c;
    }
    return a.length - b.length;
  }
  return 0;
}

const equal = (a: unknown, b: unknown) => rank(a) === rank(b) && compareValues(a, b) === 0;

export function matches(data: DocData, [field, op, value]: Where): boolean {
  const v = fieldValue(data, field);
  // Firestore leaves out documents that lack the field for every operator.
  if (v === undefined) return false;
  switch (op) {
    case '==':
      return equal(v, value);
    case '!=':
      return !equal(v, value) && v !== null;
    case '<':
      return rank(v) === rank(value) && compareValues(v, value) < 0;
    case '<=':
      return rank(v) === rank(value) && compareValues(v, value) <= 0;
    case '>':
      return rank(v) === rank(value) && compareValues(v, value) > 0;
    case '>=':
      return rank(v) === rank(value) && compareValues(v, value) >= 0;
    case 'array-contains':
      return Array.isArray(v) && v.some((x) => equal(x, value));
    case 'array-contains-any':
      return Array.isArray(v) && Array.isArray(value) && v.some((x) => value.some((y) => equal(x, y)));
    case 'in':
      return Array.isArray(value) && value.some((y) => equal(v, y));
  }
}
