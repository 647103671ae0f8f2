import { mulberry32, seedFromText } from './lib/random';

/** Demo fault injection (the panel's 「通信障害」 and 「セッション切れ」, docs/demo.md), applied only in the route wrapper (routes/define-routes.ts). */
export type FaultSettings = {
  /** Added to every Mirage answer, on top of the server's own timing. */
  latencyMs: number;
  /** Share (0..1) of authenticated /api calls that answer 503; the same seed fails the same calls. */
  failureRate: number;
  seed: number;
  /** The next authenticated /api call answers 401 and every session is deleted. */
  expireSession: boolean;
};

/** The seed when nobody chose one: a fixed number, so that a run can always be replayed. */
export const DEFAULT_FAULT_SEED = 1;
export const MAX_FAULT_SEED = 2_147_483_647;

export const noFaults: FaultSettings = { latencyMs: 0, failureRate: 0, seed: DEFAULT_FAULT_SEED, expireSession: false };

/** A whole number in 0..MAX_FAULT_SEED, or the default for anything else. */
export function normalizeFaultSeed(value: unknown): number {
  const seed = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof seed === 'number' && Number.isInteger(seed) && seed >= 0 && seed <= MAX_FAULT_SEED ? seed : DEFAULT_FAULT_SEED;
}

let current: FaultSettings = { ...noFaults };
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

/** How often each call was seen since the faults were set: the n-th `GET /api/me` of a run is one roll, whatever ran in between. */
let occurrences = new Map<string, number>();

export const getFaults = (): FaultSettings => ({ ...current });

/** The current settings as one immutable object, replaced on each change (for useSyncExternalStore). */
export const faultsSnapshot = (): Readonly<FaultSettings> => current;

/** Calls `listener` after every change (the demo panel's badges); returns the unsubscribe. */
export function subscribeFaults(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** A new rate or seed restarts the counts, so "seed 7 at 20 %" fails the same calls from then on, in every browser and reload. */
export function setFaults(patch: Partial<FaultSettings>): FaultSettings {
  const next = { ...current, ...patch };
  const settings: FaultSettings = {
    latencyMs: Math.max(0, Number(next.latencyMs) || 0),
    failureRate: Math.min(1, Math.max(0, Number(next.failureRate) || 0)),
    seed: normalizeFaultSeed(next.seed),
    expireSession: Boolean(next.expireSession),
  };
  if (settings.seed !== current.seed || settings.failureRate !== current.failureRate) occurrences = new Map();
  current = settings;
  changed();
  return getFaults();
}

/** Back to no faults and the default seed (every new server starts so). */
export function resetFaults(): FaultSettings {
  occurrences = new Map();
  return setFaults(noFaults);
}

/** What identifies a call: its method and its path with the query, without the origin. */
export type FaultCall = { method?: string; url?: string };

export function faultCallKey({ method = 'GET', url = '' }: FaultCall): string {
  let path = url;
  try {
    const parsed = new URL(url, 'http://demo.invalid');
    path = `${parsed.pathname}${parsed.search}`;
  } catch {
    // keep the text as it came
  }
  return `${method.toUpperCase()} ${path}`;
}

/** The roll of the n-th occurrence of a call under a seed: a number in [0, 1), always the same. */
export const faultRoll = (seed: number, key: string, occurrence: number): number => mulberry32(seedFromText(`${seed}|${key}|${occurrence}`))();

/** True when the n-th occurrence of this call rolls below the rate under the seed; a retry is the next occurrence, with its own roll. */
export function shouldInjectFailure(call: FaultCall): boolean {
  if (current.failureRate <= 0) return false;
  const key = faultCallKey(call);
  const occurrence = (occurrences.get(key) ?? 0) + 1;
  occurrences.set(key, occurrence);
  return faultRoll(current.seed, key, occurrence) < current.failureRate;
}

/** Consumes the one-shot expiry: true once after expireSession was set. */
export function takeSessionExpiry(): boolean {
  if (!current.expireSession) return false;
  current = { ...current, expireSession: false };
  changed();
  return true;
}
