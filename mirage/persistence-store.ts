import type { DbChanges } from './persistence';

/** What the demo keeps in the browser: the user's changes (the panel's settings live in localStorage, mirage/demo-settings.ts). */
export type DemoSnapshot = {
  version: 1;
  /** The seed the changes were made on (informative: changes from another seed still apply). */
  seed: string;
  savedAt: string;
  changes: DbChanges;
};

export interface SnapshotStore {
  read(): Promise<DemoSnapshot | undefined>;
  write(snapshot: DemoSnapshot): Promise<void>;
  clear(): Promise<void>;
}

export const DEMO_DB_NAME = 'petpass-demo';
const STORE_NAME = 'state';
const KEY = 'snapshot';

const isSnapshot = (value: unknown): value is DemoSnapshot =>
  !!value && typeof value === 'object' && (value as DemoSnapshot).version === 1 && typeof (value as DemoSnapshot).changes === 'object';

/** For tests and browsers without IndexedDB: lives as long as the page. */
export function createMemoryStore(initial?: DemoSnapshot): SnapshotStore & { current(): DemoSnapshot | undefined } {
  let saved = initial ? structuredClone(initial) : undefined;
  return {
    read: async () => (saved ? structuredClone(saved) : undefined),
    write: async (snapshot) => {
      saved = structuredClone(snapshot);
    },
    clear: async () => {
      saved = undefined;
    },
    current: () => saved,
  };
}

const promised = <T>(request: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });

function open(version?: number): Promise<IDBDatabase> {
  const request = version === undefined ? indexedDB.open(DEMO_DB_NAME) : indexedDB.open(DEMO_DB_NAME, version);
  request.onupgradeneeded = () => {
    if (!request.result.objectStoreNames.contains(STORE_NAME)) request.result.createObjectStore(STORE_NAME);
  };
  return promised(request);
}

/** Opens the database at whatever version it has, adding the store if something created it without. */
async function openDatabase(): Promise<IDBDatabase> {
  const database = await open();
  if (database.objectStoreNames.contains(STORE_NAME)) return database;
  const next = database.version + 1;
  database.close();
  return open(next);
}

async function withStore<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const database = await openDatabase();
  try {
    const transaction = database.transaction(STORE_NAME, mode);
    const completed = new Promise<void>((resolve, reject) => {
      transaction.oncomplete = () => resolve();
      transaction.onerror = transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB transaction failed'));
    });
    const result = await promised(work(transaction.objectStore(STORE_NAME)));
    await completed;
    return result;
  } finally {
    database.close();
  }
}

/** IndexedDB (no 5 MB limit like localStorage, and uploaded images as data URLs fit); memory when absent. */
export function openBrowserStore(): SnapshotStore {
  if (typeof indexedDB === 'undefined') return createMemoryStore();
  return {
    read: async () => {
      const value = await withStore('readonly', (store) => store.get(KEY));
      return isSnapshot(value) ? value : undefined;
    },
    write: async (snapshot) => {
      await withStore('readwrite', (store) => store.put(snapshot, KEY));
    },
    clear: async () => {
      await withStore('readwrite', (store) => store.delete(KEY));
    },
  };
}
