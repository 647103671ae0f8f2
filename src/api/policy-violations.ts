/**
 * Whether the page's Content-Security-Policy blocked a request. The browser fails such a request
 * like a network error, and reports the block separately with a `securitypolicyviolation` event:
 * for XMLHttpRequest before its error event, for fetch just after the promise rejects (Chromium).
 * So a request without an answer waits a moment for that report before calling itself a network
 * failure, and says which it was.
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

/**
 * Starts listening before a request to `url`; `blocked()` after it failed without an answer
 * tells whether the policy blocked it, `stop()` when the request is over either way.
 */
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
