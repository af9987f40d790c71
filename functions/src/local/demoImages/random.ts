/**
 * A small seeded random source for the demo pictures (docs/data.md#demo-pictures): the same key
 * always draws the same picture, on every machine and every start.
 */

export interface Rng {
  /** In [0, 1). */
  next(): number;
  /** In [min, max). */
  range(min: number, max: number): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(p: number): boolean;
  /** A new source for a part of the picture, independent of how much this one has drawn. */
  fork(label: string): Rng;
}

/** FNV-1a: a 32-bit hash of the key. */
function hash(key: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    h ^= key.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  // murmur3's finaliser: keys that differ in one letter start far apart.
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** mulberry32, seeded by the key's hash. */
export function rngFor(key: string): Rng {
  let state = hash(key);
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const rng: Rng = {
    next,
    range: (min, max) => min + (max - min) * next(),
    int: (min, max) => min + Math.floor((max - min + 1) * next()),
    pick: (items) => items[Math.floor(items.length * next())],
    chance: (p) => next() < p,
    fork: (label) => rngFor(`${key}/${label}`),
  };
  return rng;
}

/** An hsl() colour; numbers are rounded so that the SVG text (and so the picture) never varies. */
export const hsl = (h: number, s: number, l: number, a = 1): string =>
  a >= 1
    ? `hsl(${Math.round(((h % 360) + 360) % 360)},${Math.round(s)}%,${Math.round(l)}%)`
    : `hsla(${Math.round(((h % 360) + 360) % 360)},${Math.round(s)}%,${Math.round(l)}%,${a.toFixed(2)})`;

/** A coordinate for the SVG text. */
export const n = (v: number): string => (Math.round(v * 10) / 10).toString();
