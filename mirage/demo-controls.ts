import type { DemoControls } from '@/lib/demo-controls';
import { expireDemoSession, MAX_LATENCY_MS, updateDemoSettings } from './demo-settings';
import { faultsSnapshot, MAX_FAULT_SEED, subscribeFaults } from './faults';
import type { MailRow } from './models/core';
import { demoAccounts } from './scenarios/accounts';

/** What differs between the boot (before the server runs) and the running server. */
export type DemoControlParts = {
  /** The stored mails, newest first. */
  mails: () => MailRow[];
  changedRows: () => number;
  reset: () => Promise<void>;
};

/**
 * The demo controls the screens use (src/lib/demo-controls.ts): the accounts, limits, faults and
 * settings are the same whether or not the server runs yet; the mails, the changed rows and the
 * reset come from whoever holds the data (mirage/demo-boot.ts, mirage/start-demo.ts).
 */
export function buildDemoControls({ mails, changedRows, reset }: DemoControlParts): DemoControls {
  return {
    accounts: demoAccounts.map(({ email, description }) => ({ email, description })),
    maxLatencyMs: MAX_LATENCY_MS,
    maxFaultSeed: MAX_FAULT_SEED,
    faults: faultsSnapshot,
    subscribeFaults,
    updateSettings: (patch) => void updateDemoSettings(patch),
    expireSession: expireDemoSession,
    sentMails: () => mails().map(({ to, from, subject, link }) => ({ to, from, subject, link })),
    changedRows,
    reset,
  };
}
