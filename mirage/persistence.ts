import type { Db } from 'miragejs/db';

/**
 * The demo keeps what the user changed, not the whole database (docs/demo.md): writes after seeding mark their row ids, a
 * save stores those rows and the deleted ids, and a start lays them over the seed (even another seed's: the user's win).
 */
export type StoredRow = { id: string } & Record<string, unknown>;
export type CollectionChanges = { upserts: StoredRow[]; deletes: string[] };
export type DbChanges = Record<string, CollectionChanges>;

type Target = string | number | (string | number)[] | Record<string, unknown> | undefined;

/** The parts of Mirage's DbCollection this file uses (it keeps them on `db._collections`). */
type Collection = {
  name: string;
  all(): StoredRow[];
  find(id: string): StoredRow | null;
  where(query: Record<string, unknown>): StoredRow[];
  insert(data: unknown): StoredRow | StoredRow[];
  update(target: unknown, attrs?: unknown): StoredRow | StoredRow[];
  remove(target?: Target): void;
};

export const collectionsOf = (db: Db): Collection[] => (db as unknown as { _collections: Collection[] })._collections;

const idsOf = (result: StoredRow | StoredRow[] | null | undefined): string[] =>
  (Array.isArray(result) ? result : result ? [result] : []).map((row) => String(row.id));

/** Which rows changed since the seed, per collection; rows are read back from the db when saved. */
export class ChangeLog {
  /** Per collection, each changed id: true when upserted, false when deleted; an id moves to the end when it changes side. */
  private readonly changes = new Map<string, Map<string, boolean>>();
  constructor(initial: DbChanges = {}) {
    for (const [name, changes] of Object.entries(initial)) {
      this.upsert(name, idsOf(changes.upserts));
      this.remove(name, changes.deletes);
    }
  }

  private mark(name: string, ids: string[], upserted: boolean): void {
    let rows = this.changes.get(name);
    if (!rows) this.changes.set(name, (rows = new Map()));
    for (const id of ids) {
      if (rows.get(id) === upserted) continue;
      rows.delete(id);
      rows.set(id, upserted);
    }
  }

  upsert(name: string, ids: string[]): void {
    this.mark(name, ids, true);
  }

  remove(name: string, ids: string[]): void {
    this.mark(name, ids, false);
  }

  /** How many rows differ from the seed. */
  get size(): number {
    return [...this.changes.values()].reduce((size, rows) => size + rows.size, 0);
  }

  /** The changes as they stand in the db now, ready to store (plain data: data URLs included). */
  snapshot(db: Db): DbChanges {
    const result: DbChanges = {};
    for (const collection of collectionsOf(db)) {
      const marked = [...(this.changes.get(collection.name) ?? [])];
      const upserted = marked.filter(([, upsert]) => upsert).map(([id]) => id);
      const deleted = marked.filter(([, upsert]) => !upsert).map(([id]) => id);
      if (upserted.length === 0 && deleted.length === 0) continue;
      const rows = upserted.map((id) => collection.find(id)).filter((row): row is StoredRow => row !== null);
      result[collection.name] = { upserts: rows.map((row) => ({ ...row })), deletes: deleted };
    }
    return result;
  }
}

export type ApplyReport = { upserted: number; deleted: number; skipped: number };

/** Lays stored changes over a freshly seeded db. Unknown collections (a removed feature) are skipped. */
export function applyChanges(db: Db, changes: DbChanges): ApplyReport {
  const report: ApplyReport = { upserted: 0, deleted: 0, skipped: 0 };
  const byName = new Map(collectionsOf(db).map((collection) => [collection.name, collection]));
  for (const [name, { upserts, deletes }] of Object.entries(changes)) {
    const collection = byName.get(name);
    if (!collection) {
      report.skipped += upserts.length + deletes.length;
      continue;
    }
    for (const id of deletes) {
      if (collection.find(id)) collection.remove(id);
      report.deleted += 1;
    }
    for (const row of upserts) {
      const { id, ...attrs } = row;
      try {
        if (collection.find(String(id))) collection.update(String(id), attrs);
        else collection.insert(row);
        report.upserted += 1;
      } catch {
        // Mirage refuses an id it has seen removed in this session: keep the seed's row.
        report.skipped += 1;
      }
    }
  }
  return report;
}

/** Wraps every collection's writes to log them and call `changed` (after seeding and applying changes); returns the unwrap. */
export function trackChanges(db: Db, log: ChangeLog, changed: () => void): () => void {
  const restores: (() => void)[] = [];
  for (const collection of collectionsOf(db)) {
    const { insert, update, remove } = collection;
    const upserting = <A extends unknown[]>(write: (this: Collection, ...args: A) => StoredRow | StoredRow[]) =>
      function (this: Collection, ...args: A) {
        const result = write.apply(this, args);
        log.upsert(collection.name, idsOf(result));
        changed();
        return result;
      };
    collection.insert = upserting(insert);
    collection.update = upserting(update);
    collection.remove = function (target) {
      const ids =
        target === undefined
          ? idsOf(this.all())
          : Array.isArray(target)
            ? target.map(String)
            : typeof target === 'object'
              ? idsOf(this.where(target))
              : [String(target)];
      remove.call(this, target);
      log.remove(collection.name, ids);
      changed();
    };
    restores.push(() => Object.assign(collection, { insert, update, remove }));
  }
  return () => restores.forEach((restore) => restore());
}
