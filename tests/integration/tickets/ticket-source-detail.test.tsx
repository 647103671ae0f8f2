import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AppServer } from '@mirage/routes/define-routes';
import { ja } from '@/messages/ja';
import { common } from '@/messages/common';
import { ticketsJa } from '@/messages/tickets';
import { expectShownOnce } from '@tests/harness/assertions';
import { renderApp, startTestServer } from '@tests/harness/render-app';
import { addTicketPayment, addTicketSource, tables, ticketManager } from './helpers';

const d = ticketsJa.detail;

let server: AppServer;
beforeEach(() => {
  server = startTestServer();
});
afterEach(() => server.shutdown());

describe('/ticket-sources/{id}', () => {
  it('shows the source, its issued tickets with status, owner and payment, and one ticket in detail', async () => {
    const { cid } = ticketManager(server);
    const source = addTicketSource(server, cid, { name: '温泉ペット同伴入浴券', price: 1200, quantity: 40 });
    const { payment, tickets } = addTicketPayment(server, source, ['enabled', 'consumed']);
    tables(server).tickets.update(tickets[0]!.id, { refundedAmount: 0, cancelRequestedAt: '2026-11-20T10:00:00+09:00' });
    const app = await renderApp(`/ticket-sources/${source.id}`);

    expect(await screen.findByRole('heading', { name: '温泉ペット同伴入浴券' })).toBeInTheDocument();
    expect(screen.getByText(`¥1,200（${ticketsJa.fields.taxIncluded} ¥1,320）`)).toBeInTheDocument();
    expect(screen.getByText('2 / 40')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: d.ticketsCaption });
    const consumedRow = within(table).getByText(tickets[1]!.code).closest('tr') as HTMLElement;
    expect(within(consumedRow).getByText(ticketsJa.ticketStatus.consumed)).toBeInTheDocument();
    expect(
      within(consumedRow)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toContain('モカママ（東京都）様');
    const paymentLink = within(consumedRow).getByRole('link', { name: d.paymentLinkOf(tickets[1]!.code) });
    expect(paymentLink).toHaveAttribute('href', `/ticket-payments/${payment.id}`);
    // The payment's internal id is not what a person reads (before: 「決済 tp-1-0003」).
    expect(paymentLink).toHaveTextContent(d.paymentLink);

    await app.user.click(within(table).getByRole('link', { name: `${tickets[0]!.code} の${d.showTicket}` }));
    const detail = await screen.findByRole('region', { name: d.ticketDetail });
    expect(await within(detail).findByText(tickets[0]!.code)).toBeInTheDocument();
    expect(within(detail).getByText('2026-11-20 10:00')).toBeInTheDocument();
    expect(within(detail).getByText('¥1,320')).toBeInTheDocument();
  });

  it('says the source was not found, once, with a way back to the list', async () => {
    const { cid } = ticketManager(server);
    addTicketSource(server, cid);
    const app = await renderApp('/ticket-sources/no-such-source');
    expect(await screen.findByRole('heading', { name: common.recordNotFound.heading })).toBeInTheDocument();
    await expectShownOnce(ticketsJa.server.sourceNotFound);
    expect(screen.queryByText(new RegExp(ja.failurePrefix))).not.toBeInTheDocument();
    await app.user.click(screen.getByRole('link', { name: common.recordNotFound.back(ja.titles.ticketSources) }));
    expect(app.path()).toBe('/ticket-sources');
  });
});
