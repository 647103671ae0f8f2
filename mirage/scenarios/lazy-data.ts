import type { Db } from 'miragejs/db';
import { noPause, type Pause } from '../lib/yield';

/**
 * Demo data too large for the start (issue 15: the check-ins, the ticket sales) is drawn later:
 * when a call first needs it (the demo holds that call until then) or in idle time, in slices,
 * from the fixed seed alone, so every reload shows the same rows.
 */
export interface LazyData {
  /** The collections it draws: their saved changes are laid on top once drawn (mirage/start-demo.ts). */
  readonly collections: readonly string[];
  /** What a call needs drawn first (a company id, say); undefined when it needs none of this data. */
  needs(url: string): string | undefined;
  /** Resolves when `key` is drawn, with `pause` between slices; undefined when it is drawn already. */
  ensure(key: string, pause?: Pause): Promise<void> | undefined;
  /** Draws everything still missing (idle time in the browser). */
  ensureAll(pause?: Pause): Promise<void>;
  /** Called each time a part is complete, with which rows it drew (their saved changes go on top). */
  onDrawn?: (drew: (row: Record<string, unknown>) => boolean) => void;
  /** Main-thread time spent drawing so far, and the longest slice (for the measures of the demo). */
  readonly cost: DrawCost;
}

export type DrawCost = { workMs: number; longestSliceMs: number };

/** Runs one slice of drawing and adds its time to `cost`; returns what the slice returned. */
export function timedSlice<T>(cost: DrawCost, slice: () => T): T {
  const started = performance.now();
  try {
    return slice();
  } finally {
    const ms = performance.now() - started;
    cost.workMs += ms;
    cost.longestSliceMs = Math.max(cost.longestSliceMs, ms);
  }
}

/**
 * Loops `drawNext` (true while there is more) with `pause` before each slice: the first one too,
 * so that no slice runs inside the task of the call that asked (it would lengthen that task).
 */
export async function drawWhile(drawNext: () => boolean, pause: Pause = noPause): Promise<void> {
  do await pause();
  while (drawNext());
}

const registry = new WeakMap<Db, LazyData[]>();

/** Registers a lazily drawn part of this db's demo data (a seeder's `seedLazily`). */
export function registerLazyData<T extends LazyData>(db: Db, part: T): T {
  registry.set(db, [...(registry.get(db) ?? []), part]);
  return part;
}

/** The lazily drawn parts of this db, in the order they were registered. */
export const lazyDataOf = (db: Db): readonly LazyData[] => registry.get(db) ?? [];

/** Holds a call until every part it needs is drawn; undefined when it needs nothing (answer at once). */
export function drawFor(db: Db, url: string, pause?: Pause): Promise<unknown> | undefined {
  const waits = lazyDataOf(db).flatMap((part) => {
    const key = part.needs(url);
    const waiting = key === undefined ? undefined : part.ensure(key, pause);
    return waiting ? [waiting] : [];
  });
  return waits.length === 0 ? undefined : Promise.all(waits);
}

/** Which company a call under `/api/corporations/<cid>/<section>` is about, for these sections. */
export function corporationOfCall(url: string, sections: RegExp): string | undefined {
  const match = /\/api\/corporations\/([^/?#]+)\/([^/?#]+)/.exec(url);
  return match && sections.test(match[2]!) ? decodeURIComponent(match[1]!) : undefined;
}
