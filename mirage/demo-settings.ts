import { DEFAULT_FAULT_SEED, normalizeFaultSeed, setFaults } from './faults';

/**
 * The demo panel's lasting settings (デモ設定). The page keeps them in localStorage, so that the
 * first render knows them (maintenance, the faults on the panel's button) without waiting for the
 * fake; the fake's worker gets them at its start and after every change. Session expiry is
 * one-shot, not saved.
 */
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

export const DEMO_SETTINGS_KEY = 'petpass.demoSettings';

const clamp = (value: unknown, min: number, max: number) => Math.min(max, Math.max(min, Number(value) || 0));

/** Whatever was stored, as valid settings (anything missing or out of range gets the default). */
export function normalizeDemoSettings(value: unknown): DemoSettings {
  const raw = value && typeof value === 'object' ? (value as Partial<DemoSettings>) : {};
  return {
    maintenance: raw.maintenance === true,
    latencyMs: Math.round(clamp(raw.latencyMs, 0, MAX_LATENCY_MS)),
    failureRate: clamp(raw.failureRate, 0, 1),
    faultSeed: normalizeFaultSeed(raw.faultSeed),
  };
}

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

/** The settings' faults in force here: the page's copy shows them, the worker's routes apply them. */
export const applyDemoFaults = (settings: DemoSettings) =>
  setFaults({ latencyMs: settings.latencyMs, failureRate: settings.failureRate, seed: settings.faultSeed });

export const getDemoSettings = (): DemoSettings => ({ ...current });

/** The page's settings: they take effect (their faults included), and later changes go to `save`. */
export function initDemoSettings(stored: unknown, save?: (settings: DemoSettings) => void): DemoSettings {
  current = normalizeDemoSettings(stored);
  persist = save;
  applyDemoFaults(current);
  return getDemoSettings();
}

/** From the demo panel (or the URL at start): applies the faults at once and saves. */
export function updateDemoSettings(patch: Partial<DemoSettings>): DemoSettings {
  current = normalizeDemoSettings({ ...current, ...patch });
  applyDemoFaults(current);
  persist?.(getDemoSettings());
  return getDemoSettings();
}

/** 「セッション切れ」: the next authenticated call answers 401. */
export const expireDemoSession = () => setFaults({ expireSession: true });
