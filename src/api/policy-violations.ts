/**
 * Whether the page's CSP blocked a request. The browser fails it like a network error and reports the block apart, with a
 * `securitypolicyviolation` event (for XHR before its error event, for fetch just after the rejection in Chromium): so a request without an
 * answer waits a moment for that report, and says which it was.
 */
const REPORT_WAIT_MS = 200;

type Violation = { blockedURI: string; violatedDirective: string };
export type PolicyBlock = { directive: string };

const originOf = (url: string): string | undefined => {
  try {
    return new URL(url, globalThis.location?.href).origin;
  } catch {
    return undefined;
  }
};

/** Starts listening before a request to `url`; `blocked()` once it failed without an answer, `stop()` when it is over either way. */
export function watchPolicyViolations(url: string) {
  const origin = originOf(url);
  const target = typeof document === 'undefined' ? undefined : document;
  let found: PolicyBlock | undefined;
  let notify: (() => void) | undefined;
  const listener = (event: Event) => {
    const { blockedURI, violatedDirective } = event as unknown as Violation;
    if (origin === undefined || originOf(blockedURI) !== origin) return;
    found = { directive: violatedDirective };
    notify?.();
  };
  target?.addEventListener('securitypolicyviolation', listener);
  return {
    blocked(): Promise<PolicyBlock | undefined> {
      if (found || !target) return Promise.resolve(found);
      return new Promise((resolve) => {
        const timer = setTimeout(() => resolve(found), REPORT_WAIT_MS);
        notify = () => {
          clearTimeout(timer);
          resolve(found);
        };
      });
    },
    stop: () => target?.removeEventListener('securitypolicyviolation', listener),
  };
}
