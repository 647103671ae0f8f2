import { readFile } from 'node:fs/promises';
import { shellMessages } from '../../src/messages/shell';
import type { Page } from '@playwright/test';
import { demoCorporations } from '../../mirage/scenarios/accounts';
import { checkInMessages as m } from '../../src/messages/check-ins';
import { test, expect, expectAccessible, signInAs } from './support/fixtures';
import { wrapped } from './support/layout';

const corporation = demoCorporations[0]!;

const pageLink = (page: Page, n: number) => page.getByRole('navigation', { name: 'ページ送り' }).getByRole('link', { name: `${n}ページ目` });

async function signInToDashboard(page: Page) {
  await signInAs(page, 'admin@demo.example');
  await expect(page).toHaveURL(/\/select_corporation$/);
  await page.getByRole('button', { name: corporation.name }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

test('check-in history: summary, filtered and paged list, detail and back', async ({ page }) => {
  await signInToDashboard(page);

  // Summary, from the sidebar.
  await page.getByRole('navigation', { name: shellMessages.menu.mainNav }).getByRole('link', { name: shellMessages.menu.checkIn, exact: true }).click();
  await expect(page).toHaveURL(/\/check-in-history\/summary$/);
  await expect(page.getByRole('heading', { name: m.summary.totalsHeading, exact: true })).toBeVisible();
  // The second facility of the per-facility table (the demo's facilities come from the facility list).
  const facilityLink = page.getByRole('table', { name: m.summary.perFacilityHeading }).getByRole('link').nth(1);
  await expect(facilityLink).toBeVisible();
  const facilityName = (await facilityLink.innerText()).trim();
  const facilityId = new URL((await facilityLink.getAttribute('href')) ?? '', 'http://x').searchParams.get('facility') ?? '';
  expect(facilityId).not.toBe('');
  await expectAccessible(page);

  // The list, filtered by facility, then page 2.
  await page.getByRole('link', { name: m.toList }).click();
  await expect(page).toHaveURL(/\/check-in-history$/);
  await expect(page.getByText(/件中 1 \/ [\d,]+ページ/)).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel(m.list.facility, { exact: true }).selectOption({ label: facilityName });
  await expect(page).toHaveURL(`/check-in-history?facility=${facilityId}`);
  await expect(page.getByRole('table', { name: m.list.caption }).getByRole('row')).toHaveCount(11);
  const facilityCells = page.getByRole('table', { name: m.list.caption }).getByRole('row').locator('td:nth-child(4)');
  await expect(facilityCells).toHaveText(Array(10).fill(facilityName));

  await pageLink(page, 2).click();
  await expect(page).toHaveURL(`/check-in-history?facility=${facilityId}&page=2`);
  await expect(pageLink(page, 2)).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText(/件中 2 \/ [\d,]+ページ/)).toBeVisible();

  // A detail, then back to the same page.
  const firstRow = page.getByRole('table', { name: m.list.caption }).getByRole('row').nth(1);
  const petName = (await firstRow.locator('.check-ins-pet').innerText()).trim();
  await firstRow.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/check-in-history/ci-[\\w-]+\\?facility=${facilityId}&page=2$`));
  const detail = page.getByRole('region', { name: m.detail.heading });
  await expect(detail.getByText(petName, { exact: true })).toBeVisible();
  await expect(detail.getByText(m.detail.healthHeading)).toBeVisible();
  await expect(detail.getByText(m.detail.rabiesVaccinatedOn)).toBeVisible();
  await expectAccessible(page);

  await page.goBack();
  await expect(page).toHaveURL(`/check-in-history?facility=${facilityId}&page=2`);
  await expect(detail).toHaveCount(0);
  await expect(pageLink(page, 2)).toHaveAttribute('aria-current', 'page');
  await page.reload();
  await expect(pageLink(page, 2)).toHaveAttribute('aria-current', 'page');
  await expect(page.getByLabel(m.list.facility, { exact: true })).toHaveValue(facilityId);
});

test('the yearly CSV downloads with a BOM, the button busy meanwhile', async ({ page }) => {
  await signInToDashboard(page);
  await page.goto('/check-in-history/summary');
  await expect(page.getByRole('heading', { name: m.csv.heading })).toBeVisible();
  const year = await page.getByLabel(m.csv.year).inputValue();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: m.csv.download }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`check-in-history-${year}.csv`);
  const bytes = await readFile(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(bytes.toString('utf8')).toContain(`\r\n${year}-`);
  await expect(page.getByRole('button', { name: m.csv.download })).toBeEnabled();
  await expectAccessible(page);
});

test('at 1280 px the list fits without scrolling sideways, and no breed, owner label or facility breaks inside a word', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInToDashboard(page);
  await page.goto('/check-in-history');
  const table = page.getByRole('table', { name: m.list.caption });
  await expect(table.getByRole('row')).toHaveCount(11);
  const wrap = page.locator('.check-ins-list .table-wrap');
  expect(await wrap.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
  const cells = table.locator('tbody td');
  expect(await cells.count()).toBeGreaterThanOrEqual(40);
  expect(await cells.evaluateAll(wrapped, 'words' as const)).toEqual([]);
  await expectAccessible(page);
});

test('at 1280 px with a detail open, breeds, owner labels and detail labels never break inside a word', async ({ page }) => {
  await signInToDashboard(page);
  await page.goto('/check-in-history');
  const table = page.getByRole('table', { name: m.list.caption });
  await table.getByRole('row').nth(1).getByRole('link').click();
  const detail = page.getByRole('region', { name: m.detail.heading });
  await expect(detail.getByText(m.detail.healthHeading)).toBeVisible();
  await expect(page.locator('.check-ins-layout.has-detail')).toBeVisible();

  // Every breed, pet name and owner label of the page, and every label and value of the detail.
  // Beside the detail every cell keeps to one line (the list scrolls sideways instead).
  const cells = table.locator('.check-ins-breed, .check-ins-pet-line, tbody td:nth-child(3), tbody td:nth-child(4)');
  expect(await cells.count()).toBeGreaterThanOrEqual(40);
  expect(await cells.evaluateAll(wrapped, 'whole' as const)).toEqual([]);
  expect(await detail.locator('dt').evaluateAll(wrapped, 'whole' as const)).toEqual([]);
  const d = m.detail;
  const values = detail.locator([d.owner, d.facility, d.activity, d.petName, d.breed].map((label) => `dt:text-is("${label}") + dd`).join(', '));
  await expect(values).toHaveCount(5);
  expect(await values.evaluateAll(wrapped, 'whole' as const)).toEqual([]);
  // The list scrolls sideways instead: what does not fit is reachable, not squeezed.
  const scrolls = await page.locator('.check-ins-list .table-wrap').evaluate((wrap) => wrap.scrollWidth >= wrap.clientWidth);
  expect(scrolls).toBe(true);
  await expectAccessible(page);
});
