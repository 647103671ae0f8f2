/**
 * The Content-Security-Policy violations a page reports (`securitypolicyviolation` events), from
 * its first script on: the built pages' CSP (no 'unsafe-eval', no inline scripts) must block
 * nothing the console does, arktype's eval probe included (patched out: docs/decisions.md "Patched dependencies").
 *
 * @example
 *   await watchCspViolations(page);
 *   await signInAs(page, 'admin@demo.example');
 *   expect(await cspViolations(page)).toEqual([]);
 */
import type { Page } from '@playwright/test';

type Watched = Window & { __cspViolations?: string[] };

/** Records every violation of every document the page loads from now on. */
export async function watchCspViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as Watched).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.effectiveDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`),
    );
  });
}

/** What the current document has reported so far: `directive blocked-URI source:line`. */
export const cspViolations = (page: Page) => page.evaluate(() => (window as Watched).__cspViolations ?? []);
