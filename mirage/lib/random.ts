import { DAY_MS } from './time';

/** Deterministic pseudo-random numbers for the demo seed: same seed, same data. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a: turns a seed name into a 32-bit seed. */
export function seedFromText(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A list of names written as words: one entry per whitespace-separated word, in order. */
export const words = (text: string): string[] => text.trim().split(/\s+/);

export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
  /** A moment between `fromDays` and `toDays` days from today (negative = past), at a random minute of that day. */
  dateRelativeToToday(fromDays: number, toDays: number): Date;
}

export function createRandom(seed: number | string, today: Date = new Date()): Random {
  const next = mulberry32(typeof seed === 'string' ? seedFromText(seed) : seed);
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const midnight = new Date(today.getFullYear(), today.getMonth(), today.getDate());
  return {
    next,
    int,
    pick<T>(items: readonly T[]): T {
      if (items.length === 0) throw new Error('random.pick: empty list');
      return items[int(0, items.length - 1)] as T;
    },
    chance: (probability) => next() < probability,
    dateRelativeToToday(fromDays, toDays) {
      const day = int(Math.min(fromDays, toDays), Math.max(fromDays, toDays));
      return new Date(midnight.getTime() + day * DAY_MS + int(0, 24 * 60 - 1) * 60_000);
    },
  };
}
