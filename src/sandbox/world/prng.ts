// Seeded randomness for the synthetic world. Math.random is never used: the same seed must give the same
// people on every machine and every run.

/** 32-bit hash of a string (FNV-1a followed by a murmur-style finaliser for better avalanche). */
export function hashString(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return mix32(h);
}

/** Scrambles a 32-bit integer; used to derive independent per-person streams from (seed, index). */
export function mix32(x: number): number {
  let h = x | 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** A small fast generator (mulberry32) returning floats in [0, 1). */
export class Rng {
  private state: number;
  constructor(seed: number) {
    this.state = seed >>> 0;
  }
  next(): number {
    this.state = (this.state + 0x6d2b79f5) | 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  /** Integer in [0, n). */
  int(n: number): number {
    return Math.floor(this.next() * n);
  }
  /** Integer in [lo, hi] inclusive. */
  range(lo: number, hi: number): number {
    return lo + Math.floor(this.next() * (hi - lo + 1));
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
}

/** Index into `cumulative` (a running sum of weights) for a uniform draw `u` in [0, 1). */
export function pickWeighted(cumulative: Float64Array, u: number): number {
  const target = u * cumulative[cumulative.length - 1];
  let lo = 0;
  let hi = cumulative.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (cumulative[mid] > target) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/**
 * Cumulative weights with a guide table: `guide[k]` is where the pick for any draw in [k/G, (k+1)/G) starts,
 * so a draw takes a step or two instead of a binary search over thousands of companies or metros.
 */
export interface Guided {
  cum: Float64Array;
  guide: Int32Array;
}

export function guided(cum: Float64Array): Guided {
  const last = cum.length - 1;
  const total = cum[last];
  // A power of two: k / G and u * G are then exact, so a bucket's threshold never passes a draw in it.
  let size = 1;
  while (size < cum.length) size *= 2;
  const guide = new Int32Array(size);
  let i = 0;
  for (let k = 0; k < size; k++) {
    const threshold = (k / size) * total;
    while (i < last && cum[i] <= threshold) i++;
    guide[k] = i;
  }
  return { cum, guide };
}

/** The same index `pickWeighted(g.cum, u)` returns. */
export function pickGuided(g: Guided, u: number): number {
  const cum = g.cum;
  const last = cum.length - 1;
  const target = u * cum[last];
  let i = g.guide[(u * g.guide.length) | 0];
  while (i < last && cum[i] <= target) i++;
  return i;
}

export function cumulate(weights: readonly number[]): Float64Array {
  const out = new Float64Array(weights.length);
  let sum = 0;
  for (let i = 0; i < weights.length; i++) {
    sum += weights[i];
    out[i] = sum;
  }
  return out;
}
