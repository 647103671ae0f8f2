import type { DemoControls, DemoMail } from '@/lib/demo-controls';
import { expireDemoSession, getDemoSettings, MAX_LATENCY_MS, requestDemoCheckIn, subscribeDemoSettings, updateDemoSettings } from './demo-settings';
import { faultsSnapshot, MAX_FAULT_SEED, subscribeFaults } from './faults';
import { demoAccounts } from './scenarios/accounts';

/** What differs between the boot (before the server runs) and the running server. */
export type DemoControlParts = {
  /** The stored mails, newest first. */
  mails: () => DemoMail[];
  changedRows: () => number;
  reset: () => Promise<void>;
  /** Tells a server in a worker about 「セッション切れ」 (the faults here are the panel's copy). */
  expireSession?: () => void;
};

/**
 * The demo controls the screens use (src/lib/demo-controls.ts): the accounts, limits, faults and
 * settings are the same whether or not the server runs yet; the mails, the changed rows and the
 * reset come from whoever holds the data (mirage/demo-boot.ts, mirage/start-demo.ts).
 */
export function buildDemoControls({ mails, changedRows, reset, expireSession }: DemoControlParts): DemoControls {
  return {
    accounts: demoAccounts.map(({ email, description }) => ({ email, description })),
    maxLatencyMs: MAX_LATENCY_MS,
    maxFaultSeed: MAX_FAULT_SEED,
    faults: faultsSnapshot,
    subscribeFaults,
    updateSettings: (patch) => void updateDemoSettings(patch),
    expireSession: () => {
      expireDemoSession();
      expireSession?.();
    },
    liveCheckIns: () => getDemoSettings().liveCheckIns,
    subscribeSettings: subscribeDemoSettings,
    produceCheckIn: (corporationId) => void requestDemoCheckIn(corporationId),
    sentMails: () => mails().map(({ to, from, subject, link }) => ({ to, from, subject, link })),
    changedRows,
    reset,
  };
}
