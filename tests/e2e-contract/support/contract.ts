/**
 * The contract journeys' kit: the e2e kit (tests/e2e/support/fixtures.ts: clean storage, no
 * console errors, axe, debug sign-in) plus one more rule: after each test, Prism's log since the
 * test began holds no violation of openapi.json, no unknown path and no refused request.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { test as base, expect, expectAccessible, signInAs } from '../../e2e/support/fixtures';

export { expect, expectAccessible, signInAs };

const PRISM_LOG = process.env.PRISM_LOG ?? join(process.cwd(), 'test-results-contract', 'prism.log');

/** Lines of Prism's log that mean the console or the fake left the contract. */
const VIOLATION = /Violation:|NO_PATH_MATCHED|NO_METHOD_MATCHED|UNPROCESSABLE_ENTITY|VIOLATIONS|Request terminated with error/;

const size = () => (existsSync(PRISM_LOG) ? statSync(PRISM_LOG).size : 0);

export const test = base.extend<{ contract: void }>({
  contract: [
    async ({ page }, use) => {
      const from = size();
      // Every API call goes through Prism; a problem+json answer is Prism refusing one.
      const refused: string[] = [];
      page.on('response', (response) => {
        if ((response.headers()['content-type'] ?? '').includes('application/problem+json'))
          refused.push(`${response.request().method()} ${response.url()} → ${response.status()}`);
      });
      await use();
      const log = readFileSync(PRISM_LOG).subarray(from).toString('utf8');
      const violations = log.split('\n').filter((line) => VIOLATION.test(line));
      expect({ refused, violations }, 'Calls outside openapi.json (Prism, test-results-contract/prism.log)').toEqual({ refused: [], violations: [] });
    },
    { auto: true },
  ],
});

/** Signs in and, for an account with several, chooses the corporation. */
export async function signInTo(page: Page, email: string, corporation?: string): Promise<void> {
  await signInAs(page, email);
  if (corporation) {
    await expect(page).toHaveURL(/\/select_corporation$/);
    await page.getByRole('button', { name: corporation }).click();
  }
  await expect(page).toHaveURL(/\/dashboard$/);
}
