/**
 * A seeded generator (mulberry32), so `--seed` gives the same cooperative on every run and both "before" and
 * "after" are measured on identical data.
 */
import { createHash } from 'node:crypto';
export type Random = {
  /** Uniform in [0, 1). */
  next(): number;
  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** One of the keys, each with its relative weight. */
  weighted<K extends string | number>(weights: readonly (readonly [K, number])[]): K;
};

export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    chance: (probability) => next() < probability,
    pick: <T>(items: readonly T[]) => items[int(0, items.length - 1)] as T,
    weighted: <K extends string | number>(weights: readonly (readonly [K, number])[]) => {
      const total = weights.reduce((sum, [, weight]) => sum + weight, 0);
      let roll = next() * total;
      for (const [key, weight] of weights) {
        roll -= weight;
        if (roll < 0) return key;
      }
      return (weights.at(-1) as readonly [K, number])[0];
    },
  };
}

/** A seed of its own for one part of the story, so drawing more in one part leaves the others' draws as they were. */
export function deriveSeed(seed: number, purpose: string): number {
  return createHash('sha256').update(`${purpose}:${seed}`).digest().readUInt32LE(0);
}
