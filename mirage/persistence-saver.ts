import type { Db } from 'miragejs/db';
import { ChangeLog, trackChanges, type DbChanges } from './persistence';
import type { SnapshotStore } from './persistence-store';

type SaverOptions = { db: Db; store: SnapshotStore; seed: string; changes?: DbChanges };

/** How long the debounced write follows the last change. */
const DELAY_MS = 150;

/** Tracks every write to the db from now on and saves the changes, debounced, to the store. */
export function startSaver({ db, store, seed, changes = {} }: SaverOptions) {
  const log = new ChangeLog(changes);
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  let dirty = false;
  let inFlight = 0;
  let writing: Promise<void> = Promise.resolve();

  const flush = async () => {
    clearTimeout(timer);
    timer = undefined;
    if (stopped) return writing;
    dirty = false;
    inFlight += 1;
    const snapshot = { version: 1 as const, seed, savedAt: new Date().toISOString(), changes: log.snapshot(db) };
    writing = writing
      .then(() => store.write(snapshot))
      .catch((error: unknown) => console.error('[demo] デモデータを保存できませんでした', error))
      .finally(() => {
        inFlight -= 1;
      });
    return writing;
  };
  const schedule = () => {
    if (stopped) return;
    dirty = true;
    clearTimeout(timer);
    timer = setTimeout(() => void flush(), DELAY_MS);
  };
  const untrack = trackChanges(db, log, schedule);

  return {
    /** Writes now (the debounced write otherwise follows the last change by DELAY_MS). */
    flush,
    /** Undefined when everything changed so far is stored; else writes it and resolves when it is (a write's answer waits: a reload must not lose it). */
    settle: () => {
      if (stopped) return undefined;
      if (dirty) return flush();
      return inFlight > 0 ? writing : undefined;
    },
    /** Rows that differ from the seed. */
    changedRows: () => log.size,
    /** Stops tracking and drops any pending write (a reset must not be undone by a late save). */
    stop: () => {
      stopped = true;
      dirty = false;
      clearTimeout(timer);
      untrack();
    },
  };
}
