import { test, expect, expectAccessible, signInAs } from './support/fixtures';
import { ja } from '../../src/messages/ja';
import { ticketsJa } from '../../src/messages/tickets';

const p = ticketsJa.payment;
const yen = (text: string) => Number(text.replace(/[^\d]/g, ''));

// Ticket sales (issue 6): the list of 300 sources, a source, the payments summary, and a
// refund of two tickets at 50 % that a double click cannot send twice.
test('a manager refunds two tickets of a payment at 50 %, once, however fast they click', async ({ page }) => {
  test.setTimeout(90_000);
  await signInAs(page, 'admin@demo.example');
  await page.getByRole('button', { name: '株式会社ポチタマリゾート' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.getByRole('navigation', { name: ja.menu.mainNav }).getByRole('link', { name: new RegExp(ja.menu.ticketSales) }).click();
  await expect(page).toHaveURL(/\/ticket-sources$/);
  await expect(page.getByText(ticketsJa.list.shown(300, 300))).toBeVisible();
  await expect(page.getByRole('table', { name: ticketsJa.list.tableCaption }).locator('tbody tr')).toHaveCount(300);
  await expectAccessible(page);

  await page.getByRole('link', { name: ticketsJa.list.newSource }).click();
  await expect(page.getByRole('heading', { level: 1, name: ja.titles.ticketSourceNew })).toBeVisible();
  await expect(page.getByLabel(new RegExp(ticketsJa.fields.name))).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: ja.titles.summaryPayments }).click();
  await expect(page).toHaveURL(/summary-payments$/);
  const months = page.getByRole('table', { name: ticketsJa.summary.monthsCaption(ja.titles.summaryPayments) });
  await expect(page.getByRole('heading', { name: ticketsJa.cancelWaitings.heading })).toBeVisible();
  await expectAccessible(page);
  await months.locator('tbody tr').first().getByRole('link').click();
  const month = page.getByRole('region', { name: /の明細$/ });
  await expect(month.locator('tbody tr').first()).toBeVisible();
  await expectAccessible(page);

  await month.getByRole('link', { name: 'tp-1-0000' }).click();
  await expect(page).toHaveURL(/\/ticket-payments\/tp-1-0000$/);
  await expect(page.getByRole('heading', { name: new RegExp(p.summary) })).toBeVisible();
  await expectAccessible(page);

  const boxes = page.getByRole('checkbox', { name: /を選択$/ });
  await expect(boxes).toHaveCount(3);
  const price = yen((await page.getByRole('row').filter({ has: boxes.first() }).getByRole('cell').nth(3).textContent()) ?? '');
  expect(price).toBeGreaterThan(0);
  await boxes.nth(0).check();
  await boxes.nth(1).check();
  await page.getByLabel(p.refundPercent).fill('50');
  const expected = Math.floor((price * 50) / 100) * 2;
  await expect(page.getByTestId('refund-total')).toHaveText(`${p.refundTotal} ¥${expected.toLocaleString('ja-JP')}`);

  const refundRequests: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/ticket-payments\/tp-1-0000\/refund\/?$/.test(new URL(request.url()).pathname)) refundRequests.push(request.url());
  });
  await page.getByRole('button', { name: p.refundReview }).click();
  const dialog = page.getByRole('dialog', { name: p.refundConfirmTitle });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: p.refundConfirm }).dblclick();

  await expect(page.getByTestId('payment-refunded')).toHaveText(`¥${expected.toLocaleString('ja-JP')}`);
  await expect(dialog).toBeHidden();
  const history = page.getByRole('region', { name: p.refundHistory });
  await expect(history.getByRole('cell', { name: '50%' })).toBeVisible();
  await expect(page.getByRole('row').filter({ has: boxes.nth(0) }).getByText(ticketsJa.ticketStatus.canceled)).toBeVisible();
  await page.waitForTimeout(500);
  expect(refundRequests).toHaveLength(1);

  await page.getByRole('link', { name: new RegExp(p.source) }).or(page.locator('dl.details a').first()).first().click();
  await expect(page).toHaveURL(/\/ticket-sources\/[^/]+$/);
  await expect(page.getByRole('heading', { name: ticketsJa.detail.issuedTickets })).toBeVisible();
  await expectAccessible(page);
});
