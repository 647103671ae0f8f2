import { DEFAULT_FAULT_SEED, normalizeFaultSeed, setFaults } from './faults';

/** The demo panel's lasting settings (デモ設定), saved with the data. Session expiry is one-shot, not saved. */
export type DemoSettings = {
  maintenance: boolean;
  /** Added to every API answer. */
  latencyMs: number;
  /** Share (0..1) of authenticated API calls that answer 503. */
  failureRate: number;
  /** Which calls fail: the same seed fails the same calls (mirage/faults.ts). */
  faultSeed: number;
  /** Check-ins arrive on their own during opening hours (mirage/scenarios/check-in-live.ts). */
  liveCheckIns: boolean;
  /** Since when (epoch ms) they do: none arrive for the time they were paused. */
  liveCheckInsSince: number;
  /** How many check-ins the panel's 「チェックインを1件発生させる」 asked for, per corporation id. */
  checkInRequests: Record<string, number>;
};

export const defaultDemoSettings: DemoSettings = {
  maintenance: false,
  latencyMs: 0,
  failureRate: 0,
  faultSeed: DEFAULT_FAULT_SEED,
  liveCheckIns: true,
  liveCheckInsSince: 0,
  checkInRequests: {},
};

export const MAX_LATENCY_MS = 10_000;

const clamp = (value: unknown, min: number, max: number) => Math.min(max, Math.max(min, Number(value) || 0));

/** Whole counts per corporation; anything else is dropped. */
function requestCounts(value: unknown): Record<string, number> {
  if (!value || typeof value !== 'object') return {};
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, number] => Number.isInteger(entry[1]) && entry[1] > 0));
}

/** Whatever was stored, as valid settings (a snapshot saved before the seed existed gets the default). */
export function normalizeDemoSettings(value: unknown): DemoSettings {
  const raw = value && typeof value === 'object' ? (value as Partial<DemoSettings>) : {};
  return {
    maintenance: raw.maintenance === true,
    latencyMs: Math.round(clamp(raw.latencyMs, 0, MAX_LATENCY_MS)),
    failureRate: clamp(raw.failureRate, 0, 1),
    faultSeed: normalizeFaultSeed(raw.faultSeed),
    liveCheckIns: raw.liveCheckIns !== false,
    liveCheckInsSince: Math.max(0, Math.round(Number(raw.liveCheckInsSince) || 0)),
    checkInRequests: requestCounts(raw.checkInRequests),
  };
}

let current: DemoSettings = { ...defaultDemoSettings };
let persist: ((settings: DemoSettings) => void) | undefined;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

/** Calls `listener` after every change of the settings (the demo panel's check-in switch); returns the unsubscribe. */
export function subscribeDemoSettings(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

const applyFaults = (settings: DemoSettings) =>
  setFaults({ latencyMs: settings.latencyMs, failureRate: settings.failureRate, seed: settings.faultSeed });

export const getDemoSettings = (): DemoSettings => ({ ...current });

/** At start: the stored settings take effect, and later changes go to `save`. */
export function initDemoSettings(stored: unknown, save?: (settings: DemoSettings) => void): DemoSettings {
  current = normalizeDemoSettings(stored);
  persist = save;
  applyFaults(current);
  changed();
  return getDemoSettings();
}

/** From the demo panel (or the URL at start): applies the faults at once and saves. */
export function updateDemoSettings(patch: Partial<DemoSettings>): DemoSettings {
  // Switched back on: check-ins arrive from now, none for the paused time.
  const resumed = patch.liveCheckIns === true && !current.liveCheckIns && patch.liveCheckInsSince === undefined;
  current = normalizeDemoSettings({ ...current, ...patch, ...(resumed ? { liveCheckInsSince: Date.now() } : {}) });
  applyFaults(current);
  persist?.(getDemoSettings());
  changed();
  return getDemoSettings();
}

/** 「チェックインを1件発生させる」: one more check-in asked for this corporation (it arrives at its next check-in call). */
export const requestDemoCheckIn = (corporationId: string): DemoSettings =>
  updateDemoSettings({ checkInRequests: { ...current.checkInRequests, [corporationId]: (current.checkInRequests[corporationId] ?? 0) + 1 } });

/** 「セッション切れ」: the next authenticated call answers 401. */
export const expireDemoSession = () => setFaults({ expireSession: true });
