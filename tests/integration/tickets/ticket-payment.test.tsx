import { screen, waitFor, within } from '@testing-library/react';
import { Response } from 'miragejs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AppServer } from '@mirage/routes/define-routes';
import { ja } from '@/messages/ja';
import { common } from '@/messages/common';
import { ticketsJa } from '@/messages/tickets';
import { expectShownOnce } from '@tests/harness/assertions';
import { renderApp, startTestServer, type RenderedApp } from '@tests/harness/render-app';
import { setFaults } from '@mirage/faults';
import { mirageMessages } from '@mirage/messages';
import { writePendingRefund } from '@/features/tickets/pending-refund';
import { addTicketPayment, addTicketSource, recordRequests, tables, ticketManager } from './helpers';

const p = ticketsJa.payment;

let server: AppServer;
beforeEach(() => {
  server = startTestServer();
  sessionStorage.clear();
});
afterEach(() => server.shutdown());

function paymentFixture(statuses: Parameters<typeof addTicketPayment>[2] = ['enabled', 'enabled', 'consumed']) {
  const { cid } = ticketManager(server);
  const source = addTicketSource(server, cid, { price: 1000 });
  return { cid, ...addTicketPayment(server, source, statuses) };
}

async function chooseRefund(app: RenderedApp, codes: string[], percent: string) {
  for (const code of codes) await app.user.click(await screen.findByRole('checkbox', { name: p.select(code) }));
  const input = screen.getByLabelText(p.refundPercent);
  await app.user.clear(input);
  await app.user.type(input, percent);
}

describe('/ticket-payments/{id}: refund', () => {
  it('shows the exact amount, confirms, refunds once and records it', async () => {
    const { payment, tickets } = paymentFixture();
    const seen = recordRequests(server);
    const app = await renderApp(`/ticket-payments/${payment.id}`);
    await chooseRefund(app, [tickets[0]!.code, tickets[1]!.code], '50');
    expect(screen.getByTestId('refund-total')).toHaveTextContent(`${p.refundTotal} ¥1,100`);
    await app.user.click(screen.getByRole('button', { name: p.refundReview }));
    const dialog = await screen.findByRole('dialog', { name: p.refundConfirmTitle });
    expect(dialog).toHaveTextContent(p.refundConfirmBody(2, 50, '¥1,100'));

    await app.user.dblClick(within(dialog).getByRole('button', { name: p.refundConfirm }));

    await waitFor(() => expect(screen.getByTestId('payment-refunded')).toHaveTextContent('¥1,100'));
    const sent = seen.filter((request) => request.method === 'POST' && /\/refund\/?$/.test(request.url));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.headers['idempotency-key']).toMatch(/\S{8,}/);
    const t = tables(server);
    expect(t.refunds.all()).toHaveLength(1);
    expect(t.refunds.all()[0]).toMatchObject({ paymentId: payment.id, refundPercent: 50, amount: 1100 });
    expect(t.payments.find(payment.id)?.refundedAmount).toBe(1100);
    expect(t.tickets.find(tickets[0]!.id)).toMatchObject({ status: 'canceled', refundedAmount: 550 });
    expect(t.tickets.find(tickets[2]!.id)?.status).toBe('consumed');
    const history = screen.getByRole('region', { name: p.refundHistory });
    expect(within(history).getByText('50%')).toBeInTheDocument();
    expect(sessionStorage.length).toBe(0);
  });

  it('says what failed, keeps the selection and drops the key after a refusal', async () => {
    const { cid, payment, tickets } = paymentFixture();
    server.post(
      `/api/corporations/${cid}/ticket-payments/${payment.id}/refund/`,
      () => new Response(422, {}, { displayMessage: '決済代行会社が返金を受け付けませんでした。' }),
    );
    const app = await renderApp(`/ticket-payments/${payment.id}`);
    await chooseRefund(app, [tickets[0]!.code], '100');
    await app.user.click(screen.getByRole('button', { name: p.refundReview }));
    await app.user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: p.refundConfirm }));
    // Said once: the action's toast, not also an inline notice.
    await expectShownOnce(`${ja.failurePrefix}決済代行会社が返金を受け付けませんでした。`);
    expect(screen.getByRole('checkbox', { name: p.select(tickets[0]!.code) })).toBeChecked();
    expect(screen.getByLabelText(p.refundPercent)).toHaveValue('100');
    expect(tables(server).payments.find(payment.id)?.refundedAmount).toBe(0);
    expect(sessionStorage.length).toBe(0);
  });

  it('after an uncertain failure, retries with the same Idempotency-Key and refunds only once', async () => {
    const { payment, tickets } = paymentFixture();
    const seen = recordRequests(server);
    const app = await renderApp(`/ticket-payments/${payment.id}`);
    await chooseRefund(app, [tickets[0]!.code], '50');
    await app.user.click(screen.getByRole('button', { name: p.refundReview }));
    setFaults({ failureRate: 1 });
    await app.user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: p.refundConfirm }));
    expect(await screen.findByText(p.refundUncertain)).toBeInTheDocument();
    // The failure is said once (the toast); the notice says what to do about it.
    await expectShownOnce(`${ja.failurePrefix}${mirageMessages.faultInjected}`);
    expect(screen.getByRole('checkbox', { name: p.select(tickets[0]!.code) })).toBeDisabled();
    const stored = JSON.parse(sessionStorage.getItem(sessionStorage.key(0)!)!) as { key: string; targets: string[]; refundPercent: number };
    expect(stored).toMatchObject({ targets: [tickets[0]!.id], refundPercent: 50 });

    setFaults({ failureRate: 0 });
    await app.user.click(screen.getByRole('button', { name: p.refundRetry }));
    await waitFor(() => expect(screen.getByTestId('payment-refunded')).toHaveTextContent('¥550'));
    const keys = seen.filter((request) => request.method === 'POST' && /\/refund\/?$/.test(request.url)).map((request) => request.headers['idempotency-key']);
    expect(keys).toEqual([stored.key, stored.key]);
    expect(tables(server).refunds.all()).toHaveLength(1);
    expect(sessionStorage.length).toBe(0);
  });

  it('after a reload during the request, sends the kept key again and the server answers the first result', async () => {
    const { cid, payment, tickets } = paymentFixture();
    const t = tables(server);
    // The first request reached the server, then the tab reloaded before the answer arrived.
    const first = await fetch(`/api/corporations/${cid}/ticket-payments/${payment.id}/refund/`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${localStorage.getItem('petpass.bearer')}`, 'Content-Type': 'application/json', 'Idempotency-Key': 'kept-key' },
      body: JSON.stringify({ targets: [tickets[0]!.id], refundPercent: 50 }),
    });
    expect(first.status).toBe(200);
    writePendingRefund(cid, payment.id, { key: 'kept-key', targets: [tickets[0]!.id], refundPercent: 50 });
    const seen = recordRequests(server);
    await renderApp(`/ticket-payments/${payment.id}`);
    await waitFor(() => expect(sessionStorage.length).toBe(0));
    expect(seen.filter((request) => request.method === 'POST').map((request) => request.headers['idempotency-key'])).toEqual(['kept-key']);
    expect(t.refunds.all()).toHaveLength(1);
    expect(t.payments.find(payment.id)?.refundedAmount).toBe(550);
  });
});

describe('/ticket-payments/{id}: status change', () => {
  it('offers only allowed statuses and changes the chosen tickets', async () => {
    const { payment, tickets } = paymentFixture(['enabled', 'enabled', 'consumed']);
    const app = await renderApp(`/ticket-payments/${payment.id}`);
    await app.user.click(await screen.findByRole('checkbox', { name: p.select(tickets[0]!.code) }));
    const select = screen.getByLabelText(p.newStatus);
    // Only what an enabled ticket can become; never 利用済み or 期限切れ.
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([p.statusPlaceholder, ticketsJa.ticketStatus.ignored, ticketsJa.ticketStatus.canceled]);
    await app.user.selectOptions(select, ticketsJa.ticketStatus.ignored);
    await app.user.click(screen.getByRole('button', { name: p.statusReview }));
    const dialog = await screen.findByRole('dialog', { name: p.statusConfirmTitle });
    await app.user.click(within(dialog).getByRole('button', { name: p.statusConfirm }));
    await waitFor(() => expect(tables(server).tickets.find(tickets[0]!.id)?.status).toBe('ignored'));
    expect(tables(server).tickets.find(tickets[1]!.id)?.status).toBe('enabled');
    const row = (await screen.findByRole('link', { name: tickets[0]!.code })).closest('tr') as HTMLElement;
    await waitFor(() => expect(within(row).getByText(ticketsJa.ticketStatus.ignored)).toBeInTheDocument());
  });

  it('selects every ticket at once and cancels them without money', async () => {
    const { payment, tickets } = paymentFixture(['enabled', 'ignored']);
    const app = await renderApp(`/ticket-payments/${payment.id}`);
    await app.user.click(await screen.findByRole('checkbox', { name: p.selectAll }));
    expect(screen.getByText(p.selected(2))).toBeInTheDocument();
    await app.user.selectOptions(screen.getByLabelText(p.newStatus), ticketsJa.ticketStatus.canceled);
    await app.user.click(screen.getByRole('button', { name: p.statusReview }));
    await app.user.click(within(await screen.findByRole('dialog', { name: p.statusConfirmTitle })).getByRole('button', { name: p.statusConfirm }));
    await waitFor(() => expect(tickets.map((ticket) => tables(server).tickets.find(ticket.id)?.status)).toEqual(['canceled', 'canceled']));
    expect(tables(server).payments.find(payment.id)?.refundedAmount).toBe(0);
  });

  it('will not offer a status change for a consumed ticket', async () => {
    const { payment, tickets } = paymentFixture(['consumed']);
    const app = await renderApp(`/ticket-payments/${payment.id}`);
    const select = await screen.findByLabelText(p.newStatus);
    expect(select).toBeDisabled();
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([p.statusChooseFirst]);
    await app.user.click(await screen.findByRole('checkbox', { name: p.select(tickets[0]!.code) }));
    expect(screen.getByRole('button', { name: p.statusReview })).toBeDisabled();
    expect(screen.getByRole('button', { name: p.refundReview })).toBeDisabled();
    expect(screen.getByText(p.refundNotRefundable)).toBeInTheDocument();
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([p.statusNoneAllowed]);
  });
});

describe('/ticket-payments/{id}: 返金可能額 and the percent', () => {
  it('shows as refundable exactly what the refund rules allow, before and after a partial refund', async () => {
    const { payment, tickets } = paymentFixture(['enabled', 'enabled', 'consumed']);
    const app = await renderApp(`/ticket-payments/${payment.id}`);
    // ¥1,100 × 3 paid; the used ticket cannot be refunded (before: ¥3,300).
    expect(await screen.findByTestId('payment-refundable')).toHaveTextContent('¥2,200');
    await app.user.click(screen.getByRole('checkbox', { name: p.select(tickets[0]!.code) }));
    await app.user.click(screen.getByRole('checkbox', { name: p.select(tickets[1]!.code) }));
    expect(screen.getByTestId('refund-total')).toHaveTextContent(`${p.refundTotal} ¥2,200`);

    await app.user.click(screen.getByRole('checkbox', { name: p.select(tickets[1]!.code) }));
    const input = screen.getByLabelText(p.refundPercent);
    await app.user.clear(input);
    await app.user.type(input, '50');
    await app.user.click(screen.getByRole('button', { name: p.refundReview }));
    await app.user.click(within(await screen.findByRole('dialog', { name: p.refundConfirmTitle })).getByRole('button', { name: p.refundConfirm }));
    await waitFor(() => expect(screen.getByTestId('payment-refunded')).toHaveTextContent('¥550'));
    // The refunded ticket is cancelled: the ¥550 left on it cannot be refunded (before: ¥2,750).
    expect(screen.getByTestId('payment-refundable')).toHaveTextContent('¥1,100');
    expect(tables(server).payments.find(payment.id)?.refundedAmount).toBe(550);
  });

  it.each(['101', '-5', '33.5', 'abc'])('says why the percent %s cannot be used, instead of a silent ¥0', async (typed) => {
    const { payment, tickets } = paymentFixture(['enabled']);
    const app = await renderApp(`/ticket-payments/${payment.id}`);
    await chooseRefund(app, [tickets[0]!.code], typed);
    const input = screen.getByLabelText(p.refundPercent);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(expect.stringContaining(p.percentInvalid));
    expect(screen.getByTestId('refund-total')).not.toHaveTextContent('¥0');
    expect(screen.getByRole('button', { name: p.refundReview })).toBeDisabled();
    await app.user.clear(input);
    expect(screen.getByText(p.percentRequired)).toBeInTheDocument();
    await app.user.type(input, '１００');
    expect(screen.queryByText(p.percentInvalid)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: p.refundReview })).toBeEnabled();
  });

  it('keeps the cancel request date of a refunded ticket (history, not 「~」)', async () => {
    const { payment, tickets } = paymentFixture(['enabled']);
    tables(server).tickets.update(tickets[0]!.id, { cancelRequestedAt: '2026-11-20T10:00:00+09:00' });
    const app = await renderApp(`/ticket-payments/${payment.id}`);
    await chooseRefund(app, [tickets[0]!.code], '100');
    await app.user.click(screen.getByRole('button', { name: p.refundReview }));
    await app.user.click(within(await screen.findByRole('dialog', { name: p.refundConfirmTitle })).getByRole('button', { name: p.refundConfirm }));
    await waitFor(() => expect(screen.getByTestId('payment-refunded')).toHaveTextContent('¥1,100'));
    await app.user.click(screen.getByRole('link', { name: tickets[0]!.code }));
    const detail = await screen.findByRole('region', { name: ticketsJa.detail.ticketDetail });
    expect(await within(detail).findByText(ticketsJa.ticketStatus.canceled)).toBeInTheDocument();
    expect(within(detail).getByText('2026-11-20 10:00')).toBeInTheDocument();
  });

  it('shows who paid, when and how much, never the internal id', async () => {
    const { payment } = paymentFixture(['enabled']);
    await renderApp(`/ticket-payments/${payment.id}`);
    const summary = await screen.findByRole('region', { name: p.summary });
    expect(within(summary).getByText('モカママ（東京都）様')).toBeInTheDocument();
    expect(within(summary).getByText('1枚')).toBeInTheDocument();
    expect(within(summary).getByRole('heading')).toHaveTextContent(/^決済内容$/);
  });

  it('shows a payment that does not exist as not found, with a way back', async () => {
    ticketManager(server);
    await renderApp('/ticket-payments/tp-9-9999');
    expect(await screen.findByRole('heading', { name: common.recordNotFound.heading })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: common.recordNotFound.back(ja.titles.summaryPayments) })).toHaveAttribute(
      'href',
      '/ticket-sources/summary-payments',
    );
  });
});
