import { screen, waitFor, within } from '@testing-library/react';
import { Response } from 'miragejs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AppServer } from '@mirage/routes/define-routes';
import { ja } from '@/messages/ja';
import { ticketsJa } from '@/messages/tickets';
import { renderApp, startTestServer, type RenderedApp } from '@tests/harness/render-app';
import { setFaults } from '@mirage/faults';
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
    server.post(`/api/corporations/${cid}/ticket-payments/${payment.id}/refund/`, () => new Response(422, {}, { displayMessage: '決済代行会社が返金を受け付けませんでした。' }));
    const app = await renderApp(`/ticket-payments/${payment.id}`);
    await chooseRefund(app, [tickets[0]!.code], '100');
    await app.user.click(screen.getByRole('button', { name: p.refundReview }));
    await app.user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: p.refundConfirm }));
    expect(await screen.findByText(`${ja.failurePrefix}決済代行会社が返金を受け付けませんでした。`)).toBeInTheDocument();
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
    sessionStorage.setItem(`petpass.ticketRefund.${cid}.${payment.id}`, JSON.stringify({ key: 'kept-key', targets: [tickets[0]!.id], refundPercent: 50 }));
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
    expect(within(select).getByRole('option', { name: ticketsJa.ticketStatus.consumed })).toBeDisabled();
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
    await app.user.click(await screen.findByRole('checkbox', { name: p.select(tickets[0]!.code) }));
    expect(screen.getByRole('button', { name: p.statusReview })).toBeDisabled();
    expect(screen.getByRole('button', { name: p.refundReview })).toBeDisabled();
    expect(screen.getByText(p.refundNotRefundable)).toBeInTheDocument();
  });
});
