import { screen, waitFor, within } from '@testing-library/react';
import { Response } from 'miragejs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AppServer } from '@mirage/routes/define-routes';
import { ja } from '@/messages/ja';
import { ticketsJa } from '@/messages/tickets';
import { renderApp, signedInAs, startTestServer } from '@tests/harness/render-app';
import { addTicketSource, recordRequests, ticketManager } from './helpers';

const l = ticketsJa.list;

let server: AppServer;
beforeEach(() => {
  server = startTestServer();
});
afterEach(() => server.shutdown());

/** `count` sources, newest last; the oldest (on the last page) is a hot-spring ticket. */
function manySources(cid: string, count: number) {
  for (let n = 0; n < count; n += 1) {
    addTicketSource(server, cid, {
      name: n === 0 ? '温泉ペット同伴入浴券' : `ドッグラン券 ${n}`,
      price: n === 0 ? 1234 : 800,
      saleStatus: n === 0 ? 'closed' : 'sale',
      createdAt: `2026-01-01T${String(Math.floor(n / 60)).padStart(2, '0')}:${String(n % 60).padStart(2, '0')}:00+09:00`,
    });
  }
}

describe('/ticket-sources', () => {
  it("counts with the server's total: 「325件中 300件を表示」", async () => {
    const { cid } = ticketManager(server);
    manySources(cid, 325);
    await renderApp('/ticket-sources');
    // Before: 「300件中 300件を表示」 though the server has 325.
    expect(await screen.findByText(l.shown('300', '325'))).toBeInTheDocument();
    // Plain DOM queries here: role queries over 300 rows cost seconds in jsdom.
    const table = screen.getByText(l.tableCaption).closest('table') as HTMLTableElement;
    expect(table.tBodies[0]!.rows).toHaveLength(300);
    expect(screen.getByLabelText('ページ送り').tagName).toBe('NAV');
  });

  it('searches every page on the server, not only the page shown', async () => {
    const { cid } = ticketManager(server);
    manySources(cid, 325);
    addTicketSource(server, cid, { name: '秋の温泉回数券', createdAt: '2026-02-01T00:00:00+09:00' });
    const seen = recordRequests(server);
    const app = await renderApp('/ticket-sources?page=2');
    expect(await screen.findByText(l.shown('26', '326'))).toBeInTheDocument();
    // Both hot-spring tickets are elsewhere: the newest on page 1, the oldest further down page 2.
    expect(screen.queryByRole('link', { name: '秋の温泉回数券' })).not.toBeInTheDocument();

    await app.user.type(screen.getByLabelText(l.search), '温泉{Enter}');
    expect(await screen.findByText(l.shown('2', '2'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '秋の温泉回数券' })).toBeInTheDocument();
    const row = screen.getByRole('link', { name: '温泉ペット同伴入浴券' }).closest('tr') as HTMLElement;
    expect(within(row).getByText('¥1,234')).toBeInTheDocument();
    expect(within(row).getByText(`${ticketsJa.fields.taxIncluded} ¥1,357`)).toBeInTheDocument();
    expect(within(row).getByText(ticketsJa.saleState.closed)).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'ページ送り' })).not.toBeInTheDocument();
    expect(app.path()).toBe('/ticket-sources?q=%E6%B8%A9%E6%B3%89');
    const asked = seen.filter((request) => request.url.includes('/ticket-sources/?')).map((request) => new URL(request.url, 'http://x').searchParams);
    expect(Object.fromEntries(asked.at(-1)!)).toEqual({ page: '0', limit: '300', q: '温泉' });
  });

  it('filters on the server and shows an empty result without page links', async () => {
    const { cid } = ticketManager(server);
    manySources(cid, 305);
    const app = await renderApp('/ticket-sources?page=2');
    expect(await screen.findByText(l.shown('5', '305'))).toBeInTheDocument();

    await app.user.selectOptions(screen.getByLabelText(ticketsJa.fields.saleStatus), ticketsJa.saleStatus.closed);
    expect(await screen.findByText(l.shown('1', '1'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '温泉ペット同伴入浴券' })).toBeInTheDocument();

    await app.user.type(screen.getByLabelText(l.search), 'ありえない名前{Enter}');
    expect(await screen.findByText(l.noMatch)).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: l.tableCaption })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'ページ送り' })).not.toBeInTheDocument();
    await app.user.click(screen.getByRole('link', { name: l.clearFilters }));
    expect(await screen.findByText(l.shown('300', '305'))).toBeInTheDocument();
  });

  it('never shows a green 販売中 for a sale that has ended, and separates thousands', async () => {
    const { cid } = ticketManager(server);
    addTicketSource(server, cid, {
      name: '夏のナイトラン',
      saleStatus: 'sale',
      saleStartAt: '2025-06-01T10:00:00+09:00',
      saleEndAt: '2025-08-31T23:59:00+09:00',
    });
    addTicketSource(server, cid, { name: '冬の年間パス', saleStatus: 'sale', soldCount: 1234, quantity: 5000 });
    await renderApp('/ticket-sources');
    const ended = (await screen.findByRole('link', { name: '夏のナイトラン' })).closest('tr') as HTMLElement;
    expect(within(ended).queryByText(ticketsJa.saleState.selling)).not.toBeInTheDocument();
    expect(within(ended).getByText(ticketsJa.saleState.ended)).toBeInTheDocument();
    const selling = screen.getByRole('link', { name: '冬の年間パス' }).closest('tr') as HTMLElement;
    expect(within(selling).getByText(ticketsJa.saleState.selling)).toHaveClass('badge-success');
    expect(within(selling).getByText('1,234 / 5,000')).toBeInTheDocument();
  });

  it('shows the failure and a retry when the list cannot load', async () => {
    const { cid } = ticketManager(server);
    server.get(`/api/corporations/${cid}/ticket-sources/`, () => new Response(500, {}, { displayMessage: '集計サーバーが停止中です。' }));
    server.get(`/api/corporations/${cid}/ticket-summaries/cancel-waitings/`, () => ({ payments: [], tickets: [] }));
    await renderApp('/ticket-sources');
    expect(await screen.findByRole('alert')).toHaveTextContent(`${ja.failurePrefix}集計サーバーが停止中です。`);
    expect(screen.getByRole('button', { name: ja.retry })).toBeInTheDocument();
  });

  it('is not shown to a user without canEditTicketSource who types the address', async () => {
    signedInAs(server, { abilities: [] });
    await renderApp('/ticket-sources');
    expect(await screen.findByRole('heading', { name: ja.forbidden.heading })).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: l.tableCaption })).not.toBeInTheDocument();
  });

  it('shows a visited list at once from the cache when coming back', async () => {
    const { cid } = ticketManager(server);
    const source = addTicketSource(server, cid, { name: '秋の回数券' });
    const app = await renderApp('/ticket-sources');
    await app.user.click(await screen.findByRole('link', { name: '秋の回数券' }));
    await screen.findByRole('heading', { name: '秋の回数券' });
    expect(app.path()).toBe(`/ticket-sources/${source.id}`);
    await app.user.click(screen.getAllByRole('link', { name: ja.titles.ticketSources })[0]!);
    await waitFor(() => expect(app.path()).toBe('/ticket-sources'));
    expect(screen.getByRole('link', { name: '秋の回数券' })).toBeInTheDocument();
  });
});
