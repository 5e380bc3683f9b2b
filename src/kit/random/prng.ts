/**
 * The generator's random source: a small seeded PRNG (mulberry32) on 32-bit integer arithmetic
 * only, so one seed gives the same kit in every browser, in Node and on the server. Never
 * Math.random here: a kit must be reproducible from its seed.
 */
export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  /** true with probability p. */
  chance(p: number): boolean;
  /** A float in [min, max). */
  range(min: number, max: number): number;
  /** A whole number in [min, max], both included. */
  int(min: number, max: number): number;
  /** One element of a non-empty list. */
  pick<T>(list: readonly T[]): T;
  /** A layer id in the UUID v4 shape, drawn from the seed (kits must be reproducible). */
  uuid(): string;
}

/** A text or number seed as a 32-bit integer (FNV-1a over the text). */
export function seedValue(seed: string | number): number {
  if (typeof seed === 'number' && Number.isInteger(seed)) return seed >>> 0;
  const text = String(seed);
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export function createRng(seed: string | number): Rng {
  let state = seedValue(seed);
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const hex = (n: number) => Array.from({ length: n }, () => Math.floor(next() * 16).toString(16)).join('');
  return {
    next,
    chance: (p) => next() < p,
    range: (min, max) => min + next() * (max - min),
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick<T>(list: readonly T[]): T {
      if (list.length === 0) throw new Error('pick from an empty list');
      return list[Math.floor(next() * list.length)]!;
    },
    uuid: () => `${hex(8)}-${hex(4)}-4${hex(3)}-${'89ab'[Math.floor(next() * 4)]}${hex(3)}-${hex(12)}`,
  };
}
