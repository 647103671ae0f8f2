import { normalizeFaultSeed, setFaults } from './faults';

/**
 * The demo panel's lasting settings (デモ設定), kept by the page in localStorage so the first render knows them without the
 * fake; its worker gets them at start and after every change (`receiveDemoSettings`). Session expiry is one-shot, not saved.
 */
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

export const MAX_LATENCY_MS = 10_000;

export const DEMO_SETTINGS_KEY = 'petpass.demoSettings';

const clamp = (value: unknown, min: number, max: number) => Math.min(max, Math.max(min, Number(value) || 0));

/** Whole counts per corporation; anything else is dropped. */
function requestCounts(value: unknown): Record<string, number> {
  if (!value || typeof value !== 'object') return {};
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, number] => Number.isInteger(entry[1]) && entry[1] > 0));
}

/** Whatever was stored, as valid settings (anything missing or out of range gets the default). */
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

export const defaultDemoSettings = normalizeDemoSettings(undefined);

/** The settings saved in this browser (the defaults when none are, or they cannot be read). */
export function loadDemoSettings(storage: Storage): DemoSettings {
  try {
    return normalizeDemoSettings(JSON.parse(storage.getItem(DEMO_SETTINGS_KEY) ?? 'null'));
  } catch {
    return { ...defaultDemoSettings };
  }
}

export function saveDemoSettings(storage: Storage, settings: DemoSettings | undefined): void {
  try {
    if (settings) storage.setItem(DEMO_SETTINGS_KEY, JSON.stringify(settings));
    else storage.removeItem(DEMO_SETTINGS_KEY);
  } catch (error) {
    console.error('[demo] デモ設定を保存できませんでした', error);
  }
}

let current: DemoSettings = { ...defaultDemoSettings };
let persist: ((settings: DemoSettings) => void) | undefined;
const listeners = new Set<() => void>();

/** Calls `listener` after every change of the settings (the demo panel's check-in switch); returns the unsubscribe. */
export function subscribeDemoSettings(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** The settings in force here: the page's copy shows them, the worker's routes apply them. */
function inForce(settings: DemoSettings): DemoSettings {
  current = settings;
  setFaults({ latencyMs: settings.latencyMs, failureRate: settings.failureRate, seed: settings.faultSeed });
  listeners.forEach((listener) => listener());
  return getDemoSettings();
}

export const getDemoSettings = (): DemoSettings => ({ ...current });

/** The page's settings: they take effect (their faults included), and later changes go to `save`. */
export function initDemoSettings(stored: unknown, save?: (settings: DemoSettings) => void): DemoSettings {
  persist = save;
  return inForce(normalizeDemoSettings(stored));
}

/** The fake's side: the page's settings, in force for its routes (saving them is the page's business). */
export const receiveDemoSettings = (settings: unknown): DemoSettings => inForce(normalizeDemoSettings(settings));

/** From the demo panel (or the URL at start): applies at once and saves. */
export function updateDemoSettings(patch: Partial<DemoSettings>): DemoSettings {
  // Switched back on: check-ins arrive from now, none for the paused time.
  const resumed = patch.liveCheckIns === true && !current.liveCheckIns && patch.liveCheckInsSince === undefined;
  const next = inForce(normalizeDemoSettings({ ...current, ...patch, ...(resumed ? { liveCheckInsSince: Date.now() } : {}) }));
  persist?.(next);
  return next;
}

/** 「チェックインを1件発生させる」: one more check-in asked for this corporation (it arrives at its next check-in call). */
export const requestDemoCheckIn = (corporationId: string): DemoSettings =>
  updateDemoSettings({ checkInRequests: { ...current.checkInRequests, [corporationId]: (current.checkInRequests[corporationId] ?? 0) + 1 } });

/** 「セッション切れ」: the next authenticated call answers 401. */
export const expireDemoSession = () => setFaults({ expireSession: true });
