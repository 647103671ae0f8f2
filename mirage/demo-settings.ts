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
};

export const defaultDemoSettings: DemoSettings = { maintenance: false, latencyMs: 0, failureRate: 0, faultSeed: DEFAULT_FAULT_SEED };

export const MAX_LATENCY_MS = 10_000;

const clamp = (value: unknown, min: number, max: number) => Math.min(max, Math.max(min, Number(value) || 0));

/** Whatever was stored, as valid settings (a snapshot saved before the seed existed gets the default). */
export function normalizeDemoSettings(value: unknown): DemoSettings {
  const raw = value && typeof value === 'object' ? (value as Partial<DemoSettings>) : {};
  return {
    maintenance: raw.maintenance === true,
    latencyMs: Math.round(clamp(raw.latencyMs, 0, MAX_LATENCY_MS)),
    failureRate: clamp(raw.failureRate, 0, 1),
    faultSeed: normalizeFaultSeed(raw.faultSeed),
  };
}

let current: DemoSettings = { ...defaultDemoSettings };
let persist: ((settings: DemoSettings) => void) | undefined;

const applyFaults = (settings: DemoSettings) =>
  setFaults({ latencyMs: settings.latencyMs, failureRate: settings.failureRate, seed: settings.faultSeed });

export const getDemoSettings = (): DemoSettings => ({ ...current });

/** At start: the stored settings take effect, and later changes go to `save`. */
export function initDemoSettings(stored: unknown, save?: (settings: DemoSettings) => void): DemoSettings {
  current = normalizeDemoSettings(stored);
  persist = save;
  applyFaults(current);
  return getDemoSettings();
}

/** From the demo panel (or the URL at start): applies the faults at once and saves. */
export function updateDemoSettings(patch: Partial<DemoSettings>): DemoSettings {
  current = normalizeDemoSettings({ ...current, ...patch });
  applyFaults(current);
  persist?.(getDemoSettings());
  return getDemoSettings();
}

/** 「セッション切れ」: the next authenticated call answers 401. */
export const expireDemoSession = () => setFaults({ expireSession: true });
