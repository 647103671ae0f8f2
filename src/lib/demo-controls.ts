/**
 * What the demo's screens (the デモ設定 panel, the demo accounts, the sent mail) may ask of the
 * in-page fake server. The entry point (src/main.tsx) starts Mirage and provides these controls;
 * nothing else under src/ imports mirage/ (lint-enforced). Absent outside the demo.
 */
export type DemoFaults = {
  /** Added to every API answer. */
  latencyMs: number;
  /** Share (0..1) of authenticated API calls that fail. */
  failureRate: number;
  /** Which calls fail: with the same seed the same calls fail (issue 16). */
  seed: number;
  /** The next authenticated call answers 401. */
  expireSession: boolean;
};

export type DemoSettingsPatch = Partial<{ maintenance: boolean; latencyMs: number; failureRate: number; faultSeed: number; liveCheckIns: boolean }>;

export type DemoAccountChoice = { email: string; description: string };

export type DemoMail = { to: string; from: string; subject: string; link: string };

export type DemoControls = {
  /** The one-click accounts of the debug sign-in (DECISIONS §5). */
  accounts: DemoAccountChoice[];
  maxLatencyMs: number;
  maxFaultSeed: number;
  /** The faults in force, one immutable object per change (for useSyncExternalStore). */
  faults: () => Readonly<DemoFaults>;
  subscribeFaults: (listener: () => void) => () => void;
  /** Applies at once and is saved with the demo data. */
  updateSettings: (patch: DemoSettingsPatch) => void;
  /** 「セッション切れ」: the next authenticated call answers 401. */
  expireSession: () => void;
  /** Whether check-ins arrive on their own in opening hours (`updateSettings({ liveCheckIns })` pauses them). */
  liveCheckIns: () => boolean;
  /** Calls `listener` after every change of the settings; returns the unsubscribe. */
  subscribeSettings: (listener: () => void) => () => void;
  /** 「チェックインを1件発生させる」: one check-in of this corporation arrives now, taken in by its next check-in call. */
  produceCheckIn: (corporationId: string) => void;
  /** The mails the demo "sent" (mail-link sign-in), newest first. */
  sentMails: () => DemoMail[];
  /** Rows that differ from the seed. */
  changedRows: () => number;
  /** Forgets every saved change and setting; the caller reloads the page. */
  reset: () => Promise<void>;
};

let provided: Promise<DemoControls> | undefined;
let arrived: DemoControls | undefined;

/** Called once by the entry point (and by tests that start the demo server). */
export function provideDemoControls(controls: Promise<DemoControls> | undefined): void {
  provided = controls;
  arrived = undefined;
  void controls?.then(
    (value) => {
      if (provided === controls) arrived = value;
    },
    () => undefined,
  );
}

/** The demo's controls once its server has started; undefined outside the demo. */
export const demoControls = (): Promise<DemoControls> | undefined => provided;

/** The demo's controls if they have already arrived (a first render can show them without a second frame). */
export const demoControlsNow = (): DemoControls | undefined => arrived;

/**
 * The fault settings a URL may carry, so that a test or a salesperson can open the demo with
 * them: `?demoFailureRate=20&demoFaultSeed=7&demoLatencyMs=300` (percent, a whole number, ms).
 * They apply like the panel's fields (and are kept like them); anything else is ignored.
 */
export const demoUrlParams = { failureRate: 'demoFailureRate', faultSeed: 'demoFaultSeed', latencyMs: 'demoLatencyMs' } as const;

const wholeNumber = (text: string | null): number | undefined => (text !== null && /^\d+$/.test(text.trim()) ? Number(text.trim()) : undefined);

/** Reads the demo's settings from a URL; `cleaned` is the same URL without them (undefined when there were none). */
export function demoSettingsFromUrl(href: string): { patch: DemoSettingsPatch; cleaned?: string } {
  const url = new URL(href);
  const patch: DemoSettingsPatch = {};
  const percent = wholeNumber(url.searchParams.get(demoUrlParams.failureRate));
  if (percent !== undefined && percent <= 100) patch.failureRate = percent / 100;
  const seed = wholeNumber(url.searchParams.get(demoUrlParams.faultSeed));
  if (seed !== undefined) patch.faultSeed = seed;
  const latency = wholeNumber(url.searchParams.get(demoUrlParams.latencyMs));
  if (latency !== undefined) patch.latencyMs = latency;
  const present = Object.values(demoUrlParams).filter((name) => url.searchParams.has(name));
  if (present.length === 0) return { patch };
  for (const name of present) url.searchParams.delete(name);
  return { patch, cleaned: `${url.pathname}${url.search}${url.hash}` };
}

/** What a user does first on a page: from then on the demo's in-page server is worth starting. */
const INTENT_EVENTS = ['pointermove', 'pointerdown', 'keydown', 'touchstart', 'focusin', 'wheel'] as const;

/**
 * Calls `start` once, at the first sign of a user on the page (a pointer, a key, a touch, a
 * focus). The demo's first screen thus paints and settles with nothing of the in-page server
 * on the main thread (issue 15), and the server is ready before the user's first click lands.
 */
export function startOnFirstIntent(start: () => unknown, target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window): void {
  const once = () => {
    for (const type of INTENT_EVENTS) target.removeEventListener(type, once, { capture: true });
    void start();
  };
  for (const type of INTENT_EVENTS) target.addEventListener(type, once, { capture: true, passive: true });
}

/**
 * A promise of `start()` that calls `start` only when someone waits for it: the API client
 * awaits it before every call (`ready`), so the first API call starts the demo's server, and
 * nothing else does. (A subclass of Promise: `await` calls its `then`.)
 */
export function startedOnFirstUse(start: () => Promise<unknown>): Promise<unknown> {
  class StartedOnUse extends Promise<unknown> {
    static get [Symbol.species]() {
      return Promise;
    }
    override then<A = unknown, B = never>(
      onFulfilled?: ((value: unknown) => A | PromiseLike<A>) | null,
      onRejected?: ((reason: unknown) => B | PromiseLike<B>) | null,
    ): Promise<A | B> {
      return start().then(onFulfilled, onRejected);
    }
  }
  return new StartedOnUse(() => undefined);
}
