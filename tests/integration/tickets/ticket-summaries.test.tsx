import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppServer } from '@mirage/routes/define-routes';
import { callMirage } from '@tests/harness/mirage-accounts';
import { ticketsJa } from '@/messages/tickets';
import { expectShownOnce } from '@tests/harness/assertions';
import { renderApp, startTestServer } from '@tests/harness/render-app';
import { addTicketPayment, addTicketSource, tables, ticketManager } from './helpers';

const s = ticketsJa.summary;

let server: AppServer;
beforeEach(() => {
  server = startTestServer();
});
afterEach(() => {
  server.shutdown();
  vi.restoreAllMocks();
});

function sales() {
  const { cid, bearer } = ticketManager(server);
  const source = addTicketSource(server, cid, { name: 'ドッグラン1日券', price: 1000 });
  const october = addTicketPayment(server, source, ['enabled', 'enabled'], { paidAt: '2026-10-05T10:00:00+09:00' });
  const november = addTicketPayment(server, source, ['enabled', 'enabled', 'enabled'], { paidAt: '2026-11-02T12:30:00+09:00' });
  return { cid, bearer, source, october, november };
}

describe('ticket summaries', () => {
  it('lists months with totals, shows a month, and reflects a status change', async () => {
    const { november } = sales();
    const app = await renderApp('/ticket-sources/summary-payments');
    const months = await screen.findByRole('table', { name: s.monthsCaption('チケット決済集計') });
    // Months read 2026年11月, counts carry their unit (before: 2026-11 and bare numbers).
    const novemberLink = within(months).getByRole('link', { name: s.showMonth('2026年11月') });
    expect(novemberLink).toHaveTextContent('2026年11月');
    const novemberRow = novemberLink.closest('tr') as HTMLElement;
    expect(
      within(novemberRow)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['2026年11月', '1件', '3枚', '¥3,300']);
    const totalRow = within(months).getByRole('rowheader', { name: s.total }).closest('tr') as HTMLElement;
    expect(
      within(totalRow)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['2件', '5枚', '¥5,500']);

    tables(server).tickets.update(november.tickets[0]!.id, { status: 'ignored' });
    await app.user.click(novemberLink);
    const section = await screen.findByRole('region', { name: s.monthDetail('2026年11月') });
    const line = (await within(section).findByRole('link', { name: ticketsJa.detail.paymentLinkOf('2026-11-02 12:30 モカママ（東京都）様') })).closest(
      'tr',
    ) as HTMLElement;
    // 3 tickets bought, 2 still counted after one was set to 無効.
    expect(
      within(line)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(expect.arrayContaining(['3枚', '2枚', '¥3,300']));
    expect(within(section).getByText(s.totalLine('決済件数 1件 ／ 枚数 3枚 ／ ¥3,300'))).toBeInTheDocument();
  });

  it('downloads the month as a CSV file with BOM and CRLF, date-times as Excel reads them', async () => {
    const { october } = sales();
    const refundedAt = '2026-10-06T09:12:34+09:00';
    tables(server).refunds.insert({
      corporationId: october.payment.corporationId,
      paymentId: october.payment.id,
      refundedAt,
      refundPercent: 100,
      amount: 1100,
      items: [],
    });
    const saved: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => (saved.push(blob), 'blob:csv'));
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const app = await renderApp('/ticket-sources/summary-refunds?month=2026-10');
    await screen.findByRole('region', { name: s.monthDetail('2026年10月') });
    await app.user.click(screen.getByRole('button', { name: s.downloadCsv }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const anchor = click.mock.contexts[0] as HTMLAnchorElement;
    expect(anchor.download).toBe('ticket-refunds-2026-10.csv');
    const bytes = new Uint8Array(await saved[0]!.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    expect(text.startsWith('\uFEFF返金ID,返金日時')).toBe(true);
    // Before: 2026-10-06T09:12:34+09:00, which Excel keeps as text.
    expect(text.split('\r\n')[1]!.split(',')[1]).toBe('2026-10-06 09:12');
    expect(text.endsWith('\r\n')).toBe(true);
    await expectShownOnce(s.downloaded);
  });

  it('shows cancel-waitings with the payment and ticket that wait', async () => {
    const { november } = sales();
    tables(server).tickets.update(november.tickets[1]!.id, { cancelRequestedAt: '2026-11-03T09:00:00+09:00' });
    await renderApp('/ticket-sources/summary-payments');
    const section = await screen.findByRole('region', { name: ticketsJa.cancelWaitings.heading });
    expect(await within(section).findByRole('link', { name: november.tickets[1]!.code })).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: ticketsJa.detail.paymentLinkOf(november.tickets[1]!.code) })).toHaveAttribute(
      'href',
      `/ticket-payments/${november.payment.id}`,
    );
    expect(within(section).getByRole('link', { name: ticketsJa.detail.paymentLinkOf('モカママ（東京都）様 2026-11-02 12:30') })).toBeInTheDocument();
  });

  it("lists the cancel-waitings oldest request first, whatever order the server sends, with each payment's first request", async () => {
    const { cid, bearer, october, november } = sales();
    tables(server).tickets.update(october.tickets[0]!.id, { cancelRequestedAt: '2026-11-06T10:00:00+09:00' });
    tables(server).tickets.update(november.tickets[0]!.id, { cancelRequestedAt: '2026-11-07T08:00:00+09:00' });
    tables(server).tickets.update(november.tickets[1]!.id, { cancelRequestedAt: '2026-11-03T09:00:00+09:00' });
    // A backend may send the newest first: the screen does not depend on the order it is given.
    const path = `/api/corporations/${cid}/ticket-summaries/cancel-waitings/`;
    const answer = (await callMirage('GET', path, { bearer })).data as { payments: unknown[]; tickets: unknown[] };
    server.get(path, () => ({ payments: [...answer.payments].reverse(), tickets: [...answer.tickets].reverse() }));
    await renderApp('/ticket-sources/summary-payments');
    const payments = await screen.findByRole('table', { name: ticketsJa.cancelWaitings.payments });
    const paymentRows = within(payments).getAllByRole('row').slice(1);
    expect(
      paymentRows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(0, 2)
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['2026-11-03 09:00', '2026-11-02 12:30'],
      ['2026-11-06 10:00', '2026-10-05 10:00'],
    ]);
    expect(within(payments).getAllByRole('columnheader')[0]).toHaveTextContent(ticketsJa.cancelWaitings.firstRequestedAt);
    const tickets = within(screen.getByRole('region', { name: ticketsJa.cancelWaitings.heading })).getByRole('table', {
      name: ticketsJa.cancelWaitings.tickets,
    });
    expect(
      within(tickets)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[3]!.textContent),
    ).toEqual(['2026-11-03 09:00', '2026-11-06 10:00', '2026-11-07 08:00']);
  });

  it('shows the consumes summary in one column with one unit', async () => {
    const { cid } = ticketManager(server);
    const source = addTicketSource(server, cid, { price: 2000 });
    addTicketPayment(server, source, ['consumed', 'enabled']);
    await renderApp('/ticket-sources/summary-consumes');
    const months = await screen.findByRole('table', { name: s.monthsCaption('チケット消費集計') });
    // Before: 利用枚数 and 枚数, the same values, one in 件.
    expect(
      within(months)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([s.month, s.countLabel.consumes, s.amount]);
    expect(within(months).getAllByText('1枚').length).toBeGreaterThan(0);
    expect(within(months).getAllByText('¥2,200').length).toBeGreaterThan(0);
  });

  it('separates thousands in counts', async () => {
    const { cid } = ticketManager(server);
    const source = addTicketSource(server, cid, { price: 100, quantity: 5000 });
    addTicketPayment(
      server,
      source,
      Array.from({ length: 1234 }, () => 'enabled' as const),
      { paidAt: '2026-11-02T12:30:00+09:00' },
    );
    await renderApp('/ticket-sources/summary-payments');
    const months = await screen.findByRole('table', { name: s.monthsCaption('チケット決済集計') });
    expect(within(months).getAllByText('1,234枚').length).toBeGreaterThan(0);
  });
});
