/**
 * Deterministic helpers of the seed: dates relative to `now` (so "today", "expired" and "expiring"
 * hold whenever the seed runs) and a seeded pseudo-random generator (no Math.random).
 */

/** 'YYYY-MM-DD' of a Date in the local time zone (the one domain's dayjs rules read). */
export function localDate(date: Date): string {
  const year = String(date.getFullYear()).padStart(4, '0');
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${year}-${month}-${day}`;
}

/** Date arithmetic anchored on one `now`. */
export interface SeedClock {
  now: Date;
  /** 'YYYY-MM-DD', `offset` days from today (local time). */
  day(offset: number): string;
  /** An instant `offset` days from today at hh:mm local time. */
  at(offset: number, hours: number, minutes?: number): Date;
  /** An instant `minutes` minutes before now. */
  minutesAgo(minutes: number): Date;
}

/** The clock of one seed run. */
export function seedClock(now: Date): SeedClock {
  const at = (offset: number, hours: number, minutes = 0): Date =>
    new Date(now.getFullYear(), now.getMonth(), now.getDate() + offset, hours, minutes, 0, 0);
  return {
    now,
    day: (offset) => localDate(at(offset, 12)),
    at,
    minutesAgo: (minutes) => new Date(now.getTime() - minutes * 60_000),
  };
}

/** mulberry32: a small, fast, seeded PRNG giving floats in [0, 1). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A pick from a non-empty list with a seeded generator. */
export function pick<T>(random: () => number, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('pick: empty list');
  return item;
}
