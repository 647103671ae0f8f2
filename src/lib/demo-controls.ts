/** What the demo's screens may ask of its fake backend, provided by the entry point (nothing else under src/ imports mirage/); absent outside the demo. */
export type DemoFaults = {
  /** Added to every API answer. */
  latencyMs: number;
  /** Share (0..1) of authenticated API calls that fail. */
  failureRate: number;
  /** Which calls fail: with the same seed the same calls fail. */
  seed: number;
  /** The next authenticated call answers 401. */
  expireSession: boolean;
};

export type DemoSettingsPatch = Partial<{ maintenance: boolean; latencyMs: number; failureRate: number; faultSeed: number; liveCheckIns: boolean }>;

export type DemoAccountChoice = { email: string; description: string };

export type DemoMail = { to: string; from: string; subject: string; link: string };

export type DemoControls = {
  /** The one-click accounts of the debug sign-in. */
  accounts: DemoAccountChoice[];
  maxLatencyMs: number;
  maxFaultSeed: number;
  /** The faults in force, one immutable object per change (for useSyncExternalStore). */
  faults: () => Readonly<DemoFaults>;
  subscribeFaults: (listener: () => void) => () => void;
  /** Applies at once and is kept in this browser. */
  updateSettings: (patch: DemoSettingsPatch) => void;
  /** 「セッション切れ」: the next authenticated call answers 401. */
  expireSession: () => void;
  /** Whether check-ins arrive on their own in opening hours (`updateSettings({ liveCheckIns })` pauses them). */
  liveCheckIns: () => boolean;
  /** Calls `listener` after every change of the settings; returns the unsubscribe. */
  subscribeSettings: (listener: () => void) => () => void;
  /** 「チェックインを1件発生させる」: one check-in of this corporation arrives now, taken in by its next check-in call. */
  produceCheckIn: (corporationId: string) => void;
  /** The mails the demo "sent" (mail-link sign-in), newest first, as of the fake's last answer. */
  sentMails: () => DemoMail[];
  /** Rows that differ from the seed. */
  changedRows: () => number;
  /** Forgets every saved change and setting; the caller reloads the page. */
  reset: () => Promise<void>;
};

let provided: DemoControls | undefined;

/** Called once by the entry point (and by tests that start the demo). */
export const provideDemoControls = (controls: DemoControls | undefined): void => void (provided = controls);

/** The demo's controls; undefined outside the demo. */
export const demoControls = (): DemoControls | undefined => provided;

/** The fault settings a URL may carry (`?demoFailureRate=20&demoFaultSeed=7&demoLatencyMs=300`), applied and kept like the panel's fields. */
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
