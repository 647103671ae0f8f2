import { readFile } from 'node:fs/promises';
import { shellMessages } from '../../src/messages/shell';
import type { Download, Page } from '@playwright/test';
import { test, expect, expectAccessible, signInAs } from './support/fixtures';
import { ja } from '../../src/messages/ja';
import { ticketsJa } from '../../src/messages/tickets';

// Ticket sales journeys: create and edit a source, change a ticket's
// status, refund with 返金可能額, and the consume and refund summary CSVs. Each checks what the
// user sees, then reloads to check what the demo stored. Payment tp-1-0000 is the demo's fresh
// purchase of three unused tickets (docs/tickets.md "Demo data"); each test starts from a fresh seed.

const f = ticketsJa.fields;
const p = ticketsJa.payment;
const s = ticketsJa.summary;
const yen = (amount: number) => `¥${amount.toLocaleString('ja-JP')}`;
const digits = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));

async function signInToPochitama(page: Page) {
  await signInAs(page, 'admin@demo.example');
  await page.getByRole('button', { name: '株式会社ポチタマリゾート' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** The fresh purchase: three enabled tickets at one tax-included price. */
async function openFreshPayment(page: Page) {
  await page.goto('/ticket-payments/tp-1-0000');
  const tickets = page.getByRole('table', { name: p.ticketsCaption });
  await expect(tickets.locator('tbody tr')).toHaveCount(3);
  const price = digits(await tickets.locator('tbody tr').first().getByRole('cell').nth(3).textContent());
  expect(price).toBeGreaterThan(0);
  return { tickets, price };
}

async function downloadedText(download: Download) {
  const bytes = await readFile((await download.path()) as string);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return bytes.toString('utf8').slice(1);
}

test('a manager creates a ticket source, refused first in Japanese, and finds it after a reload and by search', async ({ page }) => {
  await signInToPochitama(page);
  await page
    .getByRole('navigation', { name: shellMessages.menu.mainNav })
    .getByRole('link', { name: new RegExp(shellMessages.menu.ticketSales) })
    .click();
  await expect(page).toHaveURL(/\/ticket-sources$/);
  await expect(page.getByText(ticketsJa.list.shown('300', '320'))).toBeVisible();
  await page.getByRole('link', { name: ticketsJa.list.newSource }).click();
  await expect(page.getByRole('heading', { level: 1, name: ja.titles.ticketSourceNew })).toBeVisible();

  await page.getByLabel(new RegExp(f.name)).fill('冬の温泉ペット同伴券（e2e）');
  const facility = page.getByLabel(new RegExp(f.facility));
  const facilityName = (await facility.locator('option').nth(1).textContent()) ?? '';
  await facility.selectOption({ index: 1 });
  await page.getByRole('button', { name: ticketsJa.form.create }).click();
  // An empty price says why in Japanese, never the validation library's text.
  await expect(page.getByText(ticketsJa.form.priceRequired, { exact: true })).toBeVisible();
  await expect(page.getByText(/must be|◦/)).toHaveCount(0);
  await expect(page.getByTestId('tax-included-price')).toHaveText(ticketsJa.form.taxIncludedLive('—'));
  await expectAccessible(page);

  await page.getByLabel(new RegExp(f.price)).fill('1200');
  await expect(page.getByTestId('tax-included-price')).toHaveText(ticketsJa.form.taxIncludedLive('¥1,320'));
  await page.getByLabel(new RegExp(f.quantity)).fill('50');
  await page.getByRole('button', { name: ticketsJa.form.create }).click();

  // Numbered like the seeded sources (ts-1-001 … ts-1-320), not Mirage's "1".
  await expect(page).toHaveURL(/\/ticket-sources\/ts-1-321$/);
  await expect(page.getByText(ticketsJa.form.created)).toBeVisible();
  const heading = page.getByRole('heading', { level: 2, name: '冬の温泉ペット同伴券（e2e）' });
  await expect(heading).toBeVisible();
  await expectAccessible(page);
  await page.reload();
  await expect(heading).toBeVisible();
  await expect(page.getByText(`¥1,200（${f.taxIncluded} ¥1,320）`)).toBeVisible();
  await expect(page.getByText('0 / 50')).toBeVisible();
  await expect(page.locator('dl.details').getByText(facilityName, { exact: true })).toBeVisible();

  // The list now counts 321 and its search, run by the server over every page, finds it.
  await page.getByRole('navigation', { name: ticketsJa.list.summaries }).getByRole('link', { name: ja.titles.ticketSources }).click();
  await expect(page.getByText(ticketsJa.list.shown('300', '321'))).toBeVisible();
  await page.getByLabel(ticketsJa.list.search).fill('温泉ペット同伴券（e2e）');
  await page.getByLabel(ticketsJa.list.search).press('Enter');
  await expect(page.getByText(ticketsJa.list.shown('1', '1'))).toBeVisible();
  await expect(page.getByRole('link', { name: '冬の温泉ペット同伴券（e2e）' })).toBeVisible();
  await expectAccessible(page);
});

test('a manager edits a ticket source and finds the change after a reload', async ({ page }) => {
  await signInToPochitama(page);
  await page
    .getByRole('navigation', { name: shellMessages.menu.mainNav })
    .getByRole('link', { name: new RegExp(shellMessages.menu.ticketSales) })
    .click();
  const first = page.getByRole('table', { name: ticketsJa.list.tableCaption }).locator('tbody tr').first();
  const name = (await first.getByRole('link').textContent()) ?? '';
  await first.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  await page.getByRole('link', { name: ticketsJa.detail.edit }).click();
  await expect(page).toHaveURL(/\/ticket-sources\/ts-1-\d{3}\/edit$/);
  await expect(page.getByLabel(new RegExp(f.name))).toHaveValue(name);
  await expectAccessible(page);
  await page.getByLabel(new RegExp(f.price)).fill('1500');
  await page.getByLabel(new RegExp(f.description)).fill('受付でチケット画面をご提示ください。（e2eで編集）');
  await page.getByRole('button', { name: ticketsJa.form.save }).click();
  await expect(page).toHaveURL(/\/ticket-sources\/ts-1-\d{3}$/);
  await expect(page.getByText(ticketsJa.form.saved)).toBeVisible();
  await page.reload();
  await expect(page.getByText(`¥1,500（${f.taxIncluded} ¥1,650）`)).toBeVisible();
  await expect(page.getByText('受付でチケット画面をご提示ください。（e2eで編集）')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  await expectAccessible(page);
});

test("a manager changes a ticket's status, offered only the statuses it can take", async ({ page }) => {
  await signInToPochitama(page);
  const { tickets } = await openFreshPayment(page);
  const status = page.getByLabel(p.newStatus);
  await expect(status).toBeDisabled();
  await page
    .getByRole('checkbox', { name: /を選択$/ })
    .first()
    .check();
  await expect(status.locator('option')).toHaveText([p.statusPlaceholder, ticketsJa.ticketStatus.ignored, ticketsJa.ticketStatus.canceled]);
  await expectAccessible(page);
  await status.selectOption({ label: ticketsJa.ticketStatus.ignored });
  await page.getByRole('button', { name: p.statusReview }).click();
  const dialog = page.getByRole('dialog', { name: p.statusConfirmTitle });
  await expect(dialog).toContainText(p.statusConfirmBody(1, ticketsJa.ticketStatus.ignored));
  await expectAccessible(page);
  await dialog.getByRole('button', { name: p.statusConfirm }).click();
  await expect(page.getByText(p.statusDone)).toBeVisible();
  const first = tickets.locator('tbody tr').first();
  await expect(first.getByText(ticketsJa.ticketStatus.ignored, { exact: true })).toBeVisible();

  await page.reload();
  await expect(first.getByText(ticketsJa.ticketStatus.ignored, { exact: true })).toBeVisible();
  await expect(tickets.getByText(ticketsJa.ticketStatus.enabled, { exact: true })).toHaveCount(2);
});

test('a refund moves exactly 返金可能額 that the rules allow, and says why a percent cannot be used', async ({ page }) => {
  await signInToPochitama(page);
  const { tickets, price } = await openFreshPayment(page);
  const refundable = page.getByTestId('payment-refundable');
  await expect(refundable).toHaveText(yen(price * 3));

  await page
    .getByRole('checkbox', { name: /を選択$/ })
    .first()
    .check();
  const percent = page.getByLabel(p.refundPercent);
  for (const bad of ['101', '-5', '33.5', 'abc']) {
    await percent.fill(bad);
    await expect(page.getByText(p.percentInvalid)).toBeVisible();
    await expect(page.getByRole('button', { name: p.refundReview })).toBeDisabled();
  }
  await expectAccessible(page);
  await percent.fill('50');
  const half = Math.floor(price / 2);
  await expect(page.getByTestId('refund-total')).toHaveText(`${p.refundTotal} ${yen(half)}`);
  await page.getByRole('button', { name: p.refundReview }).click();
  await page.getByRole('dialog', { name: p.refundConfirmTitle }).getByRole('button', { name: p.refundConfirm }).click();
  await expect(page.getByText(p.refundDone(yen(half)))).toBeVisible();
  await expect(page.getByTestId('payment-refunded')).toHaveText(yen(half));
  // The refunded ticket is cancelled: what is left on it can no longer be refunded.
  await expect(refundable).toHaveText(yen(price * 2));

  await page.reload();
  await expect(refundable).toHaveText(yen(price * 2));
  await expect(page.getByTestId('payment-refunded')).toHaveText(yen(half));
  await expect(tickets.getByText(ticketsJa.ticketStatus.canceled, { exact: true })).toHaveCount(1);
  await expect(page.getByRole('region', { name: p.refundHistory }).getByRole('cell', { name: '50%' })).toBeVisible();
  // The two tickets left at 100 % quote exactly 返金可能額.
  await page
    .getByRole('checkbox', { name: /を選択$/ })
    .nth(1)
    .check();
  await page
    .getByRole('checkbox', { name: /を選択$/ })
    .nth(2)
    .check();
  await percent.fill('100');
  await expect(page.getByTestId('refund-total')).toHaveText(`${p.refundTotal} ${yen(price * 2)}`);
  await expectAccessible(page);
});

test('a manager downloads the consume and the refund summary CSV of a month, as the screen counts them', async ({ page }) => {
  await signInToPochitama(page);
  // A refund today, so this month's refund summary has a line to check.
  const { price } = await openFreshPayment(page);
  await page
    .getByRole('checkbox', { name: /を選択$/ })
    .first()
    .check();
  await page.getByLabel(p.refundPercent).fill('100');
  await page.getByRole('button', { name: p.refundReview }).click();
  await page.getByRole('dialog', { name: p.refundConfirmTitle }).getByRole('button', { name: p.refundConfirm }).click();
  await expect(page.getByTestId('payment-refunded')).toHaveText(yen(price));

  await page.getByRole('navigation', { name: ticketsJa.list.summaries }).getByRole('link', { name: ja.titles.summaryConsumes }).click();
  const consumeMonths = page.getByRole('table', { name: s.monthsCaption(ja.titles.summaryConsumes) });
  await expect(consumeMonths.getByRole('columnheader')).toHaveText([s.month, s.countLabel.consumes, s.amount]);
  await expect(consumeMonths.locator('tbody tr').first().getByRole('link')).toHaveText(/^\d{4}年\d{1,2}月$/);
  // The month with the fewest consumes: a real month, and a short page for axe to check.
  const counts = (await consumeMonths.locator('tbody tr td:nth-child(2)').allTextContents()).map(digits);
  const quiet = consumeMonths.locator('tbody tr').nth(counts.indexOf(Math.min(...counts)));
  const consumed = Math.min(...counts);
  await expect(quiet.getByRole('cell').nth(1)).toHaveText(`${consumed.toLocaleString('ja-JP')}枚`);
  await expectAccessible(page);
  await quiet.getByRole('link').click();
  const consumeMonth = page.getByRole('region', { name: /の明細$/ });
  await expect(consumeMonth.locator('tbody tr')).toHaveCount(consumed);
  await expectAccessible(page);
  const [consumeFile] = await Promise.all([page.waitForEvent('download'), consumeMonth.getByRole('button', { name: s.downloadCsv }).click()]);
  expect(consumeFile.suggestedFilename()).toMatch(/^ticket-consumes-\d{4}-\d{2}\.csv$/);
  const consumeLines = (await downloadedText(consumeFile)).split('\r\n');
  expect(consumeLines[0]).toBe(s.csvHeaders.consumes.join(','));
  expect(consumeLines.at(-1)).toBe('');
  expect(consumeLines.slice(1, -1)).toHaveLength(consumed);
  for (const line of consumeLines.slice(1, -1)) expect(line.split(',')[1]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  await expect(page.getByText(s.downloaded)).toBeVisible();

  await page.getByRole('navigation', { name: ticketsJa.list.summaries }).getByRole('link', { name: ja.titles.summaryRefunds }).click();
  const refundMonths = page.getByRole('table', { name: s.monthsCaption(ja.titles.summaryRefunds) });
  const thisMonth = refundMonths.locator('tbody tr').first();
  await thisMonth.getByRole('link').click();
  const refundMonth = page.getByRole('region', { name: /の明細$/ });
  const refundRows = refundMonth.locator('tbody tr');
  await expect(refundRows.last()).toContainText(yen(price));
  const refunds = await refundRows.count();
  expect(refunds).toBeGreaterThan(0);
  await expect(refundRows.last()).toContainText(yen(price));
  await expect(refundRows.last()).toContainText('100%');
  await expectAccessible(page);
  await page.reload();
  await expect(refundRows.last()).toContainText(yen(price));
  const [refundFile] = await Promise.all([page.waitForEvent('download'), refundMonth.getByRole('button', { name: s.downloadCsv }).click()]);
  expect(refundFile.suggestedFilename()).toMatch(/^ticket-refunds-\d{4}-\d{2}\.csv$/);
  const refundLines = (await downloadedText(refundFile)).split('\r\n');
  expect(refundLines[0]).toBe(s.csvHeaders.refunds.join(','));
  expect(refundLines.slice(1, -1)).toHaveLength(refunds);
  const last = refundLines.at(-2)!.split(',');
  expect(last[0]).toMatch(/^tr-1-\d{4}$/);
  expect(last[1]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  expect(last.at(-2)).toBe('100');
  expect(last.at(-1)).toBe(String(price));
});
