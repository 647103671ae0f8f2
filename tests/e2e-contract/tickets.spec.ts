import { readFile } from 'node:fs/promises';
import { shellMessages } from '../../src/messages/shell';
import type { Page } from '@playwright/test';
import { demoCorporations } from '../../mirage/scenarios/accounts';
import { ja } from '../../src/messages/ja';
import { ticketsJa as t } from '../../src/messages/tickets';
import { test, expect, expectAccessible, signInTo } from './support/contract';

const p = t.payment;
const corporation = demoCorporations[0]!;
const ticketSales = (page: Page) =>
  page.getByRole('navigation', { name: shellMessages.menu.mainNav }).getByRole('link', { name: new RegExp(shellMessages.menu.ticketSales) });
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}`));

test('a ticket source is created and edited', async ({ page }) => {
  await signInTo(page, 'admin@demo.example', corporation.name);
  await ticketSales(page).click();
  await expect(page.getByRole('table', { name: t.list.tableCaption })).toBeVisible();
  await page.getByRole('link', { name: t.list.newSource }).click();
  await expect(page.getByRole('heading', { level: 1, name: ja.titles.ticketSourceNew })).toBeVisible();

  await field(page, t.fields.name).fill('契約テスト 1日券');
  await field(page, t.fields.facility).selectOption({ index: 1 });
  await field(page, t.fields.price).fill('1200');
  await field(page, t.fields.quantity).fill('20');
  await field(page, t.fields.saleStartAt).fill('2030-04-01T10:00');
  await field(page, t.fields.saleEndAt).fill('2030-06-30T18:00');
  await field(page, t.fields.validDays).fill('30');
  await expectAccessible(page);
  await page.getByRole('button', { name: t.form.create }).click();
  await expect(page.getByText(t.form.created)).toBeVisible();
  await expect(page.getByRole('heading', { name: /契約テスト 1日券/ }).first()).toBeVisible();
  await expect(page).toHaveURL(/\/ticket-sources\/[^/]+$/);

  await page.getByRole('link', { name: t.detail.edit }).click();
  await expect(page).toHaveURL(/\/ticket-sources\/[^/]+\/edit$/);
  await field(page, t.fields.price).fill('1500');
  await field(page, t.fields.name).fill('契約テスト 1日券（改定）');
  await page.getByRole('button', { name: t.form.save }).click();
  await expect(page.getByText(t.form.saved)).toBeVisible();
  await page.reload();
  await expect(page.getByText('契約テスト 1日券（改定）').first()).toBeVisible();
  await expect(page.getByText('¥1,500').first()).toBeVisible();
  await expectAccessible(page);
});

test('a payment: two tickets refunded at 50 %, then a third invalidated; summaries with CSV', async ({ page }) => {
  await signInTo(page, 'admin@demo.example', corporation.name);

  // The payments summary, one month, its CSV.
  await ticketSales(page).click();
  await page.getByRole('link', { name: ja.titles.summaryPayments }).click();
  await expect(page).toHaveURL(/summary-payments$/);
  await expect(page.getByRole('heading', { name: t.cancelWaitings.heading, exact: true })).toBeVisible();
  const months = page.getByRole('table', { name: t.summary.monthsCaption(ja.titles.summaryPayments) });
  await months.locator('tbody tr').first().getByRole('link').click();
  const month = page.getByRole('region', { name: /の明細$/ });
  await expect(month.locator('tbody tr').first()).toBeVisible();
  const download = page.waitForEvent('download');
  await month.getByRole('button', { name: t.summary.downloadCsv }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^ticket-payments-\d{4}-\d{2}\.csv$/);
  const bytes = await readFile((await file.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(bytes.toString('utf8')).toContain('\r\n');
  await expectAccessible(page);

  // The consume and refund summaries answer too.
  for (const title of [ja.titles.summaryConsumes, ja.titles.summaryRefunds]) {
    await ticketSales(page).click();
    await page.getByRole('link', { name: title }).click();
    await expect(page.getByRole('table', { name: t.summary.monthsCaption(title) })).toBeVisible();
  }

  // A payment with three usable tickets (the demo's first payment, as tests/e2e/tickets.spec.ts knows it).
  await page.goto('/ticket-payments/tp-1-0000');
  await expect(page.getByRole('heading', { name: new RegExp(p.summary) })).toBeVisible();
  const tickets = page.getByRole('table', { name: p.ticketsCaption });
  const row = (code: string) => tickets.locator('tbody tr').filter({ hasText: code });
  const usable = tickets.locator('tbody tr').filter({ hasText: t.ticketStatus.enabled });
  await expect(usable.first()).toBeVisible();
  expect(await usable.count()).toBeGreaterThanOrEqual(3);
  const codes = await Promise.all(
    [0, 1, 2].map(async (index) => (await usable.nth(index).getByRole('checkbox').getAttribute('aria-label'))!.replace(/ を選択$/, '')),
  );
  await row(codes[0]!).getByRole('checkbox').check();
  await row(codes[1]!).getByRole('checkbox').check();
  await page.getByLabel(p.refundPercent).fill('50');
  await page.getByRole('button', { name: p.refundReview }).click();
  await page.getByRole('dialog', { name: p.refundConfirmTitle }).getByRole('button', { name: p.refundConfirm }).click();
  await expect(row(codes[0]!)).toContainText(t.ticketStatus.canceled);
  await expect(row(codes[1]!)).toContainText(t.ticketStatus.canceled);
  await expect(page.getByRole('region', { name: p.refundHistory }).getByRole('cell', { name: '50%' }).first()).toBeVisible();

  await row(codes[2]!).getByRole('checkbox').check();
  await page.getByLabel(p.newStatus).selectOption({ label: t.ticketStatus.ignored });
  await page.getByRole('button', { name: p.statusReview }).click();
  await page.getByRole('dialog', { name: p.statusConfirmTitle }).getByRole('button', { name: p.statusConfirm }).click();
  await expect(row(codes[2]!)).toContainText(t.ticketStatus.ignored);
  await page.reload();
  await expect(row(codes[0]!)).toContainText(t.ticketStatus.canceled);
  await expect(row(codes[1]!)).toContainText(t.ticketStatus.canceled);
  await expect(row(codes[2]!)).toContainText(t.ticketStatus.ignored);
  await expectAccessible(page);
});
