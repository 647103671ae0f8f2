import type { Db } from 'miragejs/db';

/** Rows are plain records with string ids and plain foreign keys (no Mirage relations: TOOLCHAIN pitfall 5). */
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
  insert(row: NewRow<R>): R;
  insert(rows: NewRow<R>[]): R[];
  update(id: string, attrs: Partial<Omit<R, 'id'>>): R;
  remove(target?: string | Partial<R>): void;
}

type DbInternals = { _collections: ({ name: string } & Table<Row>)[] };

/**
 * Reaches the DbCollection itself: `db.<name>` copies every record on each access (an O(n)
 * getter), which thousands of seeded check-ins would pay on every query.
 */
export function table<R extends Row>(db: Db, name: string): Table<R> {
  const found = (db as unknown as DbInternals)._collections.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`Mirage: no collection "${name}"; register its model in mirage/models/index.ts`);
  const collection = found as unknown as Table<R>;
  return {
    all: () => collection.all(),
    find: ((ids: string | string[]) => collection.find(ids as string)) as Table<R>['find'],
    findBy: (query) => collection.findBy(query),
    where: (query) => collection.where(query),
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
