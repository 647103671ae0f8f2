import { readFile } from 'node:fs/promises';
import { shellMessages } from '../../src/messages/shell';
import type { Page } from '@playwright/test';
import { demoCorporations } from '../../mirage/scenarios/accounts';
import { checkInMessages as m } from '../../src/messages/check-ins';
import { test, expect, expectAccessible, signInTo } from './support/contract';

const pageLink = (page: Page, n: number) => page.getByRole('navigation', { name: 'ページ送り' }).getByRole('link', { name: `${n}ページ目` });

test('check-ins: the summary, the list paged (zero-based on the wire), a detail, the yearly CSV', async ({ page }) => {
  await signInTo(page, 'admin@demo.example', demoCorporations[0]!.name);
  await page.getByRole('navigation', { name: shellMessages.menu.mainNav }).getByRole('link', { name: shellMessages.menu.checkIn, exact: true }).click();
  await expect(page.getByRole('heading', { name: m.summary.totalsHeading, exact: true })).toBeVisible();
  await expectAccessible(page);

  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/check-in-pets?')) sent.push(new URL(request.url()).searchParams.get('page') ?? '');
  });
  await page.getByRole('link', { name: m.toList }).click();
  await expect(page.getByText(/件中 1 \/ [\d,]+ページ/)).toBeVisible();
  await pageLink(page, 2).click();
  await expect(pageLink(page, 2)).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText(/件中 2 \/ [\d,]+ページ/)).toBeVisible();
  // Page 1 and page 2 (asked for ahead, once page 1 was on screen) went out zero-based.
  expect(sent).toEqual(expect.arrayContaining(['0', '1']));

  await page.getByRole('table', { name: m.list.caption }).getByRole('row').nth(1).getByRole('link').click();
  await expect(page.getByRole('region', { name: m.detail.heading }).getByText(m.detail.healthHeading)).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: m.toSummary }).click();
  const year = await page.getByLabel(m.csv.year).inputValue();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: m.csv.download }).click();
  const download = await downloading;
  // The name from Content-Disposition, which the API exposes cross-origin.
  expect(download.suggestedFilename()).toBe(`check-in-history-${year}.csv`);
  const bytes = await readFile(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(bytes.toString('utf8')).toContain(`\r\n${year}-`);
});
