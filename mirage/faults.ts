import { mulberry32, seedFromText } from './lib/random';

/**
 * Demo fault injection (DECISIONS §5, the demo panel's 「通信障害」 and 「セッション切れ」).
 * Applied in one place, the route wrapper (routes/define-routes.ts), never per handler.
 */
export type FaultSettings = {
  /** Added to every Mirage answer, on top of the server's own timing. */
  latencyMs: number;
  /** Share (0..1) of authenticated /api calls that answer 503. */
  failureRate: number;
  /** The next authenticated /api call answers 401 and every session is deleted. */
  expireSession: boolean;
};

export const noFaults: FaultSettings = { latencyMs: 0, failureRate: 0, expireSession: false };

let current: FaultSettings = { ...noFaults };
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

export const getFaults = (): FaultSettings => ({ ...current });

/** The current settings as one immutable object, replaced on each change (for useSyncExternalStore). */
export const faultsSnapshot = (): Readonly<FaultSettings> => current;

/** Calls `listener` after every change (the demo panel's badges); returns the unsubscribe. */
export function subscribeFaults(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export function setFaults(patch: Partial<FaultSettings>): FaultSettings {
  const next = { ...current, ...patch };
  current = {
    latencyMs: Math.max(0, Number(next.latencyMs) || 0),
    failureRate: Math.min(1, Math.max(0, Number(next.failureRate) || 0)),
    expireSession: Boolean(next.expireSession),
  };
  changed();
  return getFaults();
}

/**
 * The rolls come from a seeded PRNG, restarted with every server (makeServer calls resetFaults),
 * so the same journey meets the same failures: tests under faults do not flake.
 */
const FAULT_SEED = 'petpass-demo-faults';
let nextRoll = mulberry32(seedFromText(FAULT_SEED));

/**
 * Restarts the rolls from another seed. The demo seeds each page load differently: with the
 * fixed seed a reload would replay the same failure on the same call forever.
 */
export function seedFaults(seed: number | string): void {
  nextRoll = mulberry32(typeof seed === 'number' ? seed : seedFromText(seed));
}

export function resetFaults(): FaultSettings {
  nextRoll = mulberry32(seedFromText(FAULT_SEED));
  return setFaults(noFaults);
}

/** True for the share of calls the failure rate asks to fail. */
export const shouldInjectFailure = (roll: number = nextRoll()) => current.failureRate > 0 && roll < current.failureRate;

/** Consumes the one-shot expiry: true once after expireSession was set. */
export function takeSessionExpiry(): boolean {
  if (!current.expireSession) return false;
  current = { ...current, expireSession: false };
  changed();
  return true;
}
