import { screen, within } from '@testing-library/react';
import { Response } from 'miragejs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AppServer } from '@mirage/routes/define-routes';
import { ja } from '@/messages/ja';
import { ticketsJa } from '@/messages/tickets';
import { renderApp, signedInAs, startTestServer } from '@tests/harness/render-app';
import { addTicketSource, ticketManager } from './helpers';

let server: AppServer;
beforeEach(() => {
  server = startTestServer();
});
afterEach(() => server.shutdown());

describe('/ticket-sources', () => {
  it('lists 300 sources of the first page with badges and prices, and filters them', async () => {
    const { cid } = ticketManager(server);
    for (let n = 0; n < 305; n += 1) {
      addTicketSource(server, cid, {
        name: n === 7 ? '温泉ペット同伴入浴券' : `ドッグラン券 ${n}`,
        price: n === 7 ? 1234 : 800,
        saleStatus: n === 7 ? 'closed' : 'sale',
        createdAt: `2026-01-01T00:00:${String(n % 60).padStart(2, '0')}+09:00`,
      });
    }
    const app = await renderApp('/ticket-sources');
    await screen.findByText(ticketsJa.list.shown(300, 300));
    const table = screen.getByRole('table', { name: ticketsJa.list.tableCaption });
    expect(within(table).getAllByRole('row')).toHaveLength(301);
    expect(screen.getByRole('navigation', { name: 'ページ送り' })).toBeInTheDocument();

    await app.user.type(screen.getByLabelText(ticketsJa.list.search), '温泉');
    const row = (await screen.findByRole('link', { name: '温泉ペット同伴入浴券' })).closest('tr') as HTMLElement;
    expect(screen.getByText(ticketsJa.list.shown(1, 300))).toBeInTheDocument();
    expect(within(row).getByText('¥1,234')).toBeInTheDocument();
    expect(within(row).getByText(`${ticketsJa.fields.taxIncluded} ¥1,357`)).toBeInTheDocument();
    expect(within(row).getByText(ticketsJa.saleStatus.closed)).toBeInTheDocument();
    expect(within(row).getByText(ticketsJa.issuability.closed)).toBeInTheDocument();
  });

  it('shows the failure and a retry when the list cannot load', async () => {
    const { cid } = ticketManager(server);
    server.get(`/api/corporations/${cid}/ticket-sources`, () => new Response(500, {}, { displayMessage: '集計サーバーが停止中です。' }));
    server.get(`/api/corporations/${cid}/ticket-summaries/cancel-waitings/`, () => ({ payments: [], tickets: [] }));
    await renderApp('/ticket-sources');
    expect(await screen.findByRole('alert')).toHaveTextContent(`${ja.failurePrefix}集計サーバーが停止中です。`);
    expect(screen.getByRole('button', { name: ja.retry })).toBeInTheDocument();
  });

  it('is not shown to a user without canEditTicketSource who types the address', async () => {
    signedInAs(server, { abilities: [] });
    await renderApp('/ticket-sources');
    expect(await screen.findByRole('heading', { name: ja.forbidden.heading })).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: ticketsJa.list.tableCaption })).not.toBeInTheDocument();
  });
});
