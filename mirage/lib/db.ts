import type { Db } from 'miragejs/db';

/** Rows are plain records with string ids and plain foreign keys (no Mirage relations: docs/decisions.md "Toolchain and this machine's pitfalls"). */
export type Row = { id: string };
export type NewRow<R extends Row> = Omit<R, 'id'> & { id?: string };

/** A typed view of one Mirage db collection. Reads return copies; write through update(). */
export interface Table<R extends Row> {
  all(): R[];
  find(id: string): R | null;
  /** The rows of those ids that exist, in the order given. */
  find(ids: string[]): R[];
  findBy(query: Partial<R>): R | null;
  where(query: Partial<R> | ((row: R) => boolean)): R[];
  /** A new array of the stored rows that pass, WITHOUT copying them: never mutate a row it returns. */
  scan(predicate: (row: R) => boolean): R[];
  insert(row: NewRow<R>): R;
  insert(rows: NewRow<R>[]): R[];
  update(id: string, attrs: Partial<Omit<R, 'id'>>): R;
  remove(target?: string | Partial<R>): void;
}

type CollectionInternals = { name: string; _records: Row[]; identityManager: { set(id: string): void } };

/** The DbCollection itself: `db.<name>` copies every record on each access, which thousands of check-ins would pay per query. */
function collectionOf(db: Db, name: string): CollectionInternals {
  const found = (db as unknown as { _collections: CollectionInternals[] })._collections.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`Mirage: no collection "${name}"; register its model in mirage/models/index.ts`);
  return found;
}

export function table<R extends Row>(db: Db, name: string): Table<R> {
  const collection = collectionOf(db, name) as unknown as Table<R>;
  return {
    all: () => collection.all(),
    find: ((ids: string | string[]) => collection.find(ids as string)) as Table<R>['find'],
    findBy: (query) => collection.findBy(query),
    where: (query) => collection.where(query),
    scan: (predicate) => (collection as unknown as { _records: R[] })._records.filter(predicate),
    insert: ((rows: NewRow<R> | NewRow<R>[]) => collection.insert(rows as NewRow<R>)) as Table<R>['insert'],
    update: (id, attrs) => {
      if (!collection.find(id)) throw new Error(`Mirage: no ${name} row with id "${id}"`);
      return collection.update(id, attrs);
    },
    // Mirage removes the last record when asked to remove an id it does not have.
    remove: (target) => {
      if (typeof target === 'string' && !collection.find(target)) return;
      collection.remove(target);
    },
  };
}

/** Seeds large demo data without Mirage's two copies per row: the rows are handed over, so callers must not keep or mutate them. */
export function bulkLoad<R extends Row>(db: Db, name: string, rows: R[]): void {
  const collection = collectionOf(db, name);
  for (const row of rows) {
    const id = String(row.id);
    collection.identityManager.set(id);
    collection._records.push(id === row.id ? row : { ...row, id });
  }
}

/** Exactly `keys` of a row, in that order: an answer carries the contract's fields, whatever else the row holds. */
export const pick = <T, K extends keyof T>(row: T, keys: readonly K[]): Pick<T, K> => Object.fromEntries(keys.map((key) => [key, row[key]])) as Pick<T, K>;
