import { setFaults } from './faults';

/** The demo panel's lasting settings (デモ設定), saved with the data. Session expiry is one-shot, not saved. */
export type DemoSettings = {
  maintenance: boolean;
  /** Added to every API answer. */
  latencyMs: number;
  /** Share (0..1) of authenticated API calls that answer 503. */
  failureRate: number;
};

export const defaultDemoSettings: DemoSettings = { maintenance: false, latencyMs: 0, failureRate: 0 };

export const MAX_LATENCY_MS = 10_000;

const clamp = (value: unknown, min: number, max: number) => Math.min(max, Math.max(min, Number(value) || 0));

/** Whatever was stored, as valid settings. */
export function normalizeDemoSettings(value: unknown): DemoSettings {
  const raw = value && typeof value === 'object' ? (value as Partial<DemoSettings>) : {};
  return {
    maintenance: raw.maintenance === true,
    latencyMs: Math.round(clamp(raw.latencyMs, 0, MAX_LATENCY_MS)),
    failureRate: clamp(raw.failureRate, 0, 1),
  };
}

let current: DemoSettings = { ...defaultDemoSettings };
let persist: ((settings: DemoSettings) => void) | undefined;

const applyFaults = (settings: DemoSettings) => setFaults({ latencyMs: settings.latencyMs, failureRate: settings.failureRate });

export const getDemoSettings = (): DemoSettings => ({ ...current });

/** At start: the stored settings take effect, and later changes go to `save`. */
export function initDemoSettings(stored: unknown, save?: (settings: DemoSettings) => void): DemoSettings {
  current = normalizeDemoSettings(stored);
  persist = save;
  applyFaults(current);
  return getDemoSettings();
}

/** From the demo panel: applies the faults at once and saves. */
export function updateDemoSettings(patch: Partial<DemoSettings>): DemoSettings {
  current = normalizeDemoSettings({ ...current, ...patch });
  applyFaults(current);
  persist?.(getDemoSettings());
  return getDemoSettings();
}

/** 「セッション切れ」: the next authenticated call answers 401. */
export const expireDemoSession = () => setFaults({ expireSession: true });
