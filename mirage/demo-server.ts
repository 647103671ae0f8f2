import type { DemoMail } from '@/lib/demo-controls';
import { receiveDemoSettings, type DemoSettings } from './demo-settings';
import { coreTables } from './models/core';
import { applyChanges } from './persistence';
import { startSaver } from './persistence-saver';
import { openBrowserStore, type SnapshotStore } from './persistence-store';
import { DEMO_SEED } from './scenarios/default-seed';
import { makeServer } from './server';

/**
 * The fake as the demo's worker runs it: the seed, this browser's saved changes on top, later changes saved.
 * Load it only from the worker (or a test): Mirage stays out of the page and out of production.
 */
export type DemoServer = Awaited<ReturnType<typeof startDemoServer>>;

type StartDemoOptions = {
  /** Where the changes live: IndexedDB by default (memory where there is none, e.g. jsdom). */
  store?: SnapshotStore;
  /** The panel's settings in force (the page owns them). */
  settings?: DemoSettings;
  /** Mirage's interceptor: the worker's route table; pretender (this page) when absent. */
  interceptor?: object;
};

export async function startDemoServer({ store = openBrowserStore(), settings, interceptor }: StartDemoOptions = {}) {
  // The saved changes load from IndexedDB while the seed runs.
  const reading = store.read().catch((error: unknown) => {
    console.warn('[demo] 保存済みのデモデータを読めませんでした。初期データで始めます。', error);
    return undefined;
  });
  const server = makeServer({ environment: 'development', scenario: 'default', interceptor });
  const saved = await reading;
  applyChanges(server.db, saved?.changes ?? {});
  const saver = startSaver({ db: server.db, store, seed: DEMO_SEED, changes: saved?.changes });
  if (settings) receiveDemoSettings(settings);
  return {
    server,
    // The saver's settle, flush and changedRows; stop, below, also ends the server.
    ...saver,
    /** The mails the demo "sent" (mail-link sign-in), newest first. */
    mails: (): DemoMail[] =>
      coreTables(server.db)
        .mails.all()
        .reverse()
        .map(({ to, from, subject, link }) => ({ to, from, subject, link })),
    /** 「データを初期化」: forgets every saved change; the page reloads to reseed. */
    reset: async () => {
      saver.stop();
      await store.clear();
    },
    stop: () => {
      saver.stop();
      server.shutdown();
    },
  };
}
