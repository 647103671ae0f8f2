import type { Db } from 'miragejs/db';

/**
 * The demo keeps what the user changed, not the whole database (docs/demo.md): every write
 * to a Mirage collection after seeding marks its row ids; a save reads those rows back and
 * stores them with the deleted ids. On start the demo seeds, then lays the changes over the
 * seed. Changes from another seed version or day are still applied: the user's changes win.
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
  private readonly upserts = new Map<string, Set<string>>();
  private readonly deletes = new Map<string, Set<string>>();
  constructor(initial: DbChanges = {}) {
    for (const [name, changes] of Object.entries(initial)) {
      this.upsert(name, idsOf(changes.upserts));
      this.remove(name, changes.deletes);
    }
  }

  private ids(map: Map<string, Set<string>>, name: string): Set<string> {
    let ids = map.get(name);
    if (!ids) map.set(name, (ids = new Set()));
    return ids;
  }

  upsert(name: string, ids: string[]): void {
    for (const id of ids) {
      this.ids(this.deletes, name).delete(id);
      this.ids(this.upserts, name).add(id);
    }
  }

  remove(name: string, ids: string[]): void {
    for (const id of ids) {
      this.ids(this.upserts, name).delete(id);
      this.ids(this.deletes, name).add(id);
    }
  }

  /** How many rows differ from the seed. */
  get size(): number {
    let size = 0;
    for (const map of [this.upserts, this.deletes]) for (const ids of map.values()) size += ids.size;
    return size;
  }

  /** The changes as they stand in the db now, ready to store (plain data: data URLs included). */
  snapshot(db: Db): DbChanges {
    const result: DbChanges = {};
    for (const collection of collectionsOf(db)) {
      const upserted = [...(this.upserts.get(collection.name) ?? [])];
      const deleted = [...(this.deletes.get(collection.name) ?? [])];
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

/**
 * Wraps every collection's insert/update/remove so that each write lands in the log, then calls
 * `changed`. Returns a function that unwraps them. Call it after seeding and applying changes.
 */
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
