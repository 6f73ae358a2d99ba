// A seeded pseudo-random source: the same seed gives the same history, so a cached database and a fresh one agree.

export interface Random {
  /** Uniform in [0, 1). */
  next(): number;
  /** A whole number in [min, max]. */
  int(min: number, max: number): number;
  /** True with probability `p`. */
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** An item by weight: `weights[i]` is item i's share. */
  weighted<T>(items: readonly T[], weights: readonly number[]): T;
  /** Normally distributed (Box–Muller), for times of day around a peak. */
  normal(mean: number, deviation: number): number;
}

/** mulberry32: tiny, fast and good enough for made-up orders. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const random: Random = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (p) => next() < p,
    pick: (items) => items[Math.floor(next() * items.length)] as (typeof items)[number],
    weighted(items, weights) {
      const total = weights.reduce((sum, w) => sum + w, 0);
      let left = next() * total;
      for (const [index, weight] of weights.entries()) {
        left -= weight;
        if (left < 0) return items[index] as (typeof items)[number];
      }
      return items.at(-1) as (typeof items)[number];
    },
    normal(mean, deviation) {
      const u = 1 - next();
      return mean + deviation * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * next());
    },
  };
  return random;
}
