import { coreTables, type MailRow } from './models/core';
import { makeServer, type AppServer } from './server';

/**
 * The demo's and dev server's backend. Load it only through a dynamic import so that Mirage
 * stays out of the production bundle and the entry chunk (TOOLCHAIN pitfall 6).
 */
export let demoServer: AppServer | undefined;

/** Starts the server once; later calls answer the same instance. */
export async function startDemoServer(): Promise<AppServer> {
  demoServer ??= makeServer({ environment: 'development', scenario: 'default' });
  return demoServer;
}

/** Stops it (a data reset is stop, then start); also restores the real fetch and XMLHttpRequest. */
export function stopDemoServer(): void {
  demoServer?.shutdown();
  demoServer = undefined;
}

/** The mails the demo "sent" (the mail-link sign-in), newest first, for showing on screen. */
export function sentMails(): MailRow[] {
  if (!demoServer) return [];
  return coreTables(demoServer.db).mails.all().reverse();
}
