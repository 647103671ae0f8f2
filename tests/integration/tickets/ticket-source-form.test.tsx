import { screen, waitFor, within } from '@testing-library/react';
import { Response } from 'miragejs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppServer } from '@mirage/routes/define-routes';
import { ja } from '@/messages/ja';
import { shellMessages } from '@/messages/shell';
import { NO_AMOUNT } from '@/lib/money';
import { ticketsJa } from '@/messages/tickets';
import { expectShownOnce } from '@tests/harness/assertions';
import { renderApp, startTestServer, type RenderedApp } from '@tests/harness/render-app';
import { addTicketFacility, addTicketSource, tables, ticketManager } from './helpers';

const f = ticketsJa.fields;
const m = ticketsJa.form;

let server: AppServer;
beforeEach(() => {
  server = startTestServer();
});
afterEach(() => server.shutdown());

async function fillNew(app: RenderedApp, price: string) {
  await app.user.type(await screen.findByLabelText(new RegExp(f.name)), '秋のドッグラン回数券');
  await app.user.selectOptions(screen.getByLabelText(new RegExp(f.facility)), '那須ドッグラン');
  if (price) await app.user.type(screen.getByLabelText(new RegExp(f.price)), price);
}

describe('/ticket-sources/new', () => {
  it('shows the tax-included price live, refuses a price under ¥50 and creates the source', async () => {
    const { cid } = ticketManager(server);
    addTicketFacility(server, cid, '那須ドッグラン');
    const app = await renderApp('/ticket-sources/new');
    await fillNew(app, '49');
    expect(screen.getByTestId('tax-included-price')).toHaveTextContent(m.taxIncludedLive('¥54'));
    await app.user.click(screen.getByRole('button', { name: m.create }));
    expect(await screen.findByText(m.priceTooLow)).toBeInTheDocument();
    expect(tables(server).sources.all()).toHaveLength(0);

    await app.user.clear(screen.getByLabelText(new RegExp(f.price)));
    await app.user.type(screen.getByLabelText(new RegExp(f.price)), '１２３４');
    expect(screen.getByTestId('tax-included-price')).toHaveTextContent(m.taxIncludedLive('¥1,357'));
    await app.user.click(screen.getByRole('button', { name: m.create }));

    await waitFor(() => expect(app.path()).toMatch(/^\/ticket-sources\/[^/]+$/));
    const [row] = tables(server).sources.all();
    expect(row).toMatchObject({ corporationId: cid, name: '秋のドッグラン回数券', price: 1234, quantity: 100, validDays: 30, saleStatus: 'sale' });
    expect(row!.facility.name).toBe('那須ドッグラン');
    expect(row!.saleStartAt).toMatch(/T10:00:00\+09:00$/);
    expect(await screen.findByRole('heading', { name: '秋のドッグラン回数券' })).toBeInTheDocument();
  });

  it('keeps every field when the server refuses the save', async () => {
    const { cid } = ticketManager(server);
    addTicketFacility(server, cid, '那須ドッグラン');
    server.post(`/api/corporations/${cid}/ticket-sources`, () => new Response(422, {}, { displayMessage: '同じ名前のチケットがあります。' }));
    const app = await renderApp('/ticket-sources/new');
    await fillNew(app, '800');
    await app.user.click(screen.getByRole('button', { name: m.create }));
    // Said once (the toast), not also inline above the form.
    await expectShownOnce(`${ja.failurePrefix}同じ名前のチケットがあります。`);
    expect(app.path()).toBe('/ticket-sources/new');
    expect(screen.getByLabelText(new RegExp(f.name))).toHaveValue('秋のドッグラン回数券');
    expect(screen.getByLabelText(new RegExp(f.price))).toHaveValue('800');
    expect(screen.getByLabelText(new RegExp(f.facility))).toHaveDisplayValue('那須ドッグラン');
  });

  it('says in Japanese what is wrong with an empty price, and nothing else', async () => {
    const { cid } = ticketManager(server);
    addTicketFacility(server, cid, '那須ドッグラン');
    const app = await renderApp('/ticket-sources/new');
    await fillNew(app, '');
    await app.user.click(screen.getByRole('button', { name: m.create }));
    const price = screen.getByLabelText(new RegExp(f.price));
    expect(await screen.findByText(m.priceRequired)).toBeInTheDocument();
    expect(price).toHaveAccessibleDescription(expect.stringContaining(m.priceRequired));
    expect(document.body.textContent).not.toMatch(/must be|◦/);
    expect(screen.getByTestId('tax-included-price')).toHaveTextContent(m.taxIncludedLive(NO_AMOUNT));
    expect(tables(server).sources.all()).toHaveLength(0);
  });
});

describe('unsaved changes', () => {
  it('asks before leaving a form with changes, and stays when the user says no', async () => {
    const { cid } = ticketManager(server);
    addTicketFacility(server, cid, '那須ドッグラン');
    const ask = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const app = await renderApp('/ticket-sources/new');
    await app.user.type(await screen.findByLabelText(new RegExp(f.name)), '書きかけ');
    await app.user.click(
      within(screen.getByRole('navigation', { name: shellMessages.breadcrumbNav })).getByRole('link', { name: shellMessages.breadcrumb.dashboard }),
    );
    expect(ask).toHaveBeenCalledWith(ja.unsavedChanges);
    expect(app.path()).toBe('/ticket-sources/new');
    expect(screen.getByLabelText(new RegExp(f.name))).toHaveValue('書きかけ');
  });
});

describe('/ticket-sources/{id}/edit', () => {
  it('loads the source, refuses an end before the start, and saves the change', async () => {
    const { cid } = ticketManager(server);
    const source = addTicketSource(server, cid, { name: '夏のナイトラン', price: 700, soldCount: 5 });
    const app = await renderApp(`/ticket-sources/${source.id}/edit`);
    const name = await screen.findByLabelText(new RegExp(f.name));
    expect(name).toHaveValue('夏のナイトラン');

    const end = screen.getByLabelText(new RegExp(f.saleEndAt));
    await app.user.clear(end);
    await app.user.type(end, '2000-01-01T10:00');
    expect(await screen.findByText(m.dateOrder)).toBeInTheDocument();

    await app.user.clear(end);
    await app.user.type(end, '2099-12-31T23:59');
    const quantity = screen.getByLabelText(new RegExp(f.quantity));
    await app.user.clear(quantity);
    await app.user.type(quantity, '3');
    expect(await screen.findByText(m.quantityBelowSold(5))).toBeInTheDocument();
    await app.user.clear(quantity);
    await app.user.type(quantity, '50');
    await app.user.clear(screen.getByLabelText(new RegExp(f.price)));
    await app.user.type(screen.getByLabelText(new RegExp(f.price)), '750');
    await app.user.click(screen.getByRole('button', { name: m.save }));

    await waitFor(() => expect(app.path()).toBe(`/ticket-sources/${source.id}`));
    expect(tables(server).sources.find(source.id)).toMatchObject({ price: 750, quantity: 50, saleEndAt: '2099-12-31T23:59:00+09:00' });
  });
});

describe('/ticket-sources/{id}/edit: fields the user did not touch never change', () => {
  it('keeps the seconds of the sale period and the name as stored when only the price changes', async () => {
    const { cid } = ticketManager(server);
    const source = addTicketSource(server, cid, {
      name: '冬の回数券 ',
      price: 700,
      saleStartAt: '2026-11-01T10:00:30+09:00',
      saleEndAt: '2027-01-31T23:59:59+09:00',
    });
    const app = await renderApp(`/ticket-sources/${source.id}/edit`);
    const price = await screen.findByLabelText(new RegExp(f.price));
    await app.user.clear(price);
    await app.user.type(price, '750');
    await app.user.click(screen.getByRole('button', { name: m.save }));
    await waitFor(() => expect(app.path()).toBe(`/ticket-sources/${source.id}`));
    // Before: both rewritten to :00 (23:59:59 became 23:59:00).
    expect(tables(server).sources.find(source.id)).toMatchObject({
      price: 750,
      name: '冬の回数券 ',
      saleStartAt: '2026-11-01T10:00:30+09:00',
      saleEndAt: '2027-01-31T23:59:59+09:00',
    });
  });
});
