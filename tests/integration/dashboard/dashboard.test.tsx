import { screen, waitFor, within } from '@testing-library/react';
import { Response } from 'miragejs';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AppServer } from '@mirage/routes/define-routes';
import { todayInTokyo } from '@/lib/dates';
import { dashboardMessages as m } from '@/messages/dashboard';
import { ja } from '@/messages/ja';
import { paths } from '@/paths';
import { preloadScreens } from '@tests/harness/preload-screens';
import { renderApp, signedInAs, startTestServer } from '@tests/harness/render-app';
import { wireCancelWaitingPayment, wireCoupon, wireFacilityResponse, wireTicket } from '@tests/harness/wire-records';

const cid = ':cid';
const url = {
  checkIns: `/api/corporations/${cid}/check-in-histories/check-in-summary`,
  facilities: `/api/corporations/${cid}/facilities/`,
  coupons: `/api/corporations/${cid}/coupons/`,
  payments: `/api/corporations/${cid}/ticket-summaries/payments`,
  cancelWaitings: `/api/corporations/${cid}/ticket-summaries/cancel-waitings/`,
};

const thisMonth = todayInTokyo().slice(0, 7);
const facility = (status: string, confirmedAt: string | null) => wireFacilityResponse({ id: `f-${status}-${confirmedAt}`, status, confirmedAt, name: '施設' });

/** Answers for every card, whole records of the owners' contracts: the top page reads them as their own screens do. */
const answers = {
  checkIns: () => ({ summary: { today: 12, thisMonth: 345, thisYear: 2000, total: 9000, monthly: [], facilities: [], years: [2026] } }),
  facilities: () => ({
    facilities: [
      facility('enabled', '2026-01-01T00:00:00+09:00'),
      facility('enabled', '2026-01-02T00:00:00+09:00'),
      facility('pending', null),
      facility('disabled', null),
      facility('closed', null),
    ],
  }),
  coupons: () => ({
    data: [
      wireCoupon({ id: 'c1', status: 'published' }),
      wireCoupon({ id: 'c2', status: 'published' }),
      wireCoupon({ id: 'c3', status: 'draft' }),
      wireCoupon({ id: 'c4', status: 'expired' }),
    ],
  }),
  payments: () => ({
    months: [
      { month: '2020-01', count: 1, ticketCount: 1, amount: 1 },
      { month: thisMonth, count: 7, ticketCount: 9, amount: 123456 },
    ],
    total: { count: 8, ticketCount: 10, amount: 123457 },
  }),
  cancelWaitings: () => ({
    payments: [wireCancelWaitingPayment({ id: 'p1' }), wireCancelWaitingPayment({ id: 'p2' })],
    tickets: [wireTicket({ id: 't1' }), wireTicket({ id: 't2' }), wireTicket({ id: 't3' })],
  }),
};

// A figure opens the coupon list.
beforeAll(() => preloadScreens('/coupons'));

let server: AppServer;
let calls: string[];
beforeEach(() => {
  server = startTestServer();
  calls = [];
  for (const key of Object.keys(url) as (keyof typeof url)[]) {
    server.get(url[key], () => {
      calls.push(key);
      return answers[key]();
    });
  }
});
afterEach(() => server.shutdown());

const card = async (heading: string) => (await screen.findByRole('heading', { level: 2, name: heading })).closest('section') as HTMLElement;
const figure = (within_: HTMLElement, label: string) => within(within_).getByRole('link', { name: new RegExp(`^${label}`) });

describe('/dashboard (トップページ)', () => {
  it("shows today's and this month's figures, each linking to its screen", async () => {
    signedInAs(server, { abilities: ['canEditTicketSource'] });
    await renderApp('/dashboard');

    const checkIns = await card(m.checkIns.heading);
    await waitFor(() => expect(figure(checkIns, m.checkIns.today)).toHaveTextContent('12件'));
    const today = todayInTokyo();
    expect(figure(checkIns, m.checkIns.today)).toHaveAttribute('href', `${paths.checkInHistory}?startDate=${today}&endDate=${today}`);
    expect(figure(checkIns, m.checkIns.thisMonth)).toHaveTextContent('345件');
    expect(figure(checkIns, m.checkIns.thisMonth)).toHaveAttribute(
      'href',
      expect.stringMatching(new RegExp(`^${paths.checkInHistory}\\?startDate=${thisMonth}-01&endDate=${thisMonth}-(28|29|30|31)$`)),
    );

    const facilities = await card(m.facilities.heading);
    await waitFor(() => expect(figure(facilities, m.facilities.statuses.enabled!)).toHaveTextContent('2件'));
    expect(figure(facilities, m.facilities.statuses.pending!)).toHaveTextContent('1件');
    expect(figure(facilities, m.facilities.statuses.disabled!)).toHaveTextContent('1件');
    expect(figure(facilities, m.facilities.statuses.closed!)).toHaveTextContent('1件');
    expect(figure(facilities, m.facilities.total)).toHaveTextContent('5件');
    // Not yet confirmed by the provider: pending and disabled (a closed one no longer matters).
    expect(figure(facilities, m.facilities.unconfirmed)).toHaveTextContent('2件');
    expect(figure(facilities, m.facilities.total)).toHaveAttribute('href', paths.facilities);
    expect(figure(facilities, m.facilities.unconfirmed)).toHaveAttribute('href', `${paths.facilities}?confirmation=unconfirmed`);
    expect(figure(facilities, m.facilities.statuses.pending!)).toHaveAttribute('href', `${paths.facilities}?status=pending`);

    const coupons = await card(m.coupons.heading);
    await waitFor(() => expect(figure(coupons, m.coupons.active)).toHaveTextContent('2件'));
    expect(figure(coupons, m.coupons.active)).toHaveTextContent(m.coupons.total(4));
    expect(figure(coupons, m.coupons.active)).toHaveAttribute('href', `${paths.coupons}?status=published`);

    const sales = await card(m.tickets.salesHeading);
    await waitFor(() => expect(figure(sales, m.tickets.sales)).toHaveTextContent('¥123,456'));
    expect(figure(sales, m.tickets.sales)).toHaveTextContent(m.tickets.salesCount(7));
    expect(figure(sales, m.tickets.sales)).toHaveAttribute('href', `${paths.summaryPayments}?month=${thisMonth}`);

    const waitings = await card(m.tickets.cancelHeading);
    await waitFor(() => expect(figure(waitings, m.tickets.cancelWaitings)).toHaveTextContent('2件'));
    expect(figure(waitings, m.tickets.cancelWaitings)).toHaveTextContent(m.tickets.cancelTickets(3));
    expect(figure(waitings, m.tickets.cancelWaitings)).toHaveAttribute('href', `${paths.summaryPayments}#cancel-waitings`);
  });

  it('opens the screen behind a figure, with its filter', async () => {
    signedInAs(server, { abilities: [] });
    const app = await renderApp('/dashboard');
    const coupons = await card(m.coupons.heading);
    await waitFor(() => expect(figure(coupons, m.coupons.active)).toHaveTextContent('2件'));
    await app.user.click(figure(coupons, m.coupons.active));
    await screen.findByRole('heading', { level: 1, name: ja.titles.coupons });
    expect(app.path()).toBe(`${paths.coupons}?status=published`);
  });

  it('starts every call at once, without waiting for another to answer', async () => {
    signedInAs(server, { abilities: ['canEditTicketSource'] });
    const release: (() => void)[] = [];
    for (const key of Object.keys(url) as (keyof typeof url)[]) {
      server.get(url[key], () => {
        calls.push(key);
        return new Promise((resolve) => release.push(() => resolve(answers[key]())));
      });
    }
    await renderApp('/dashboard');
    await waitFor(() => expect([...calls].sort()).toEqual(['cancelWaitings', 'checkIns', 'coupons', 'facilities', 'payments']));
    expect(screen.queryByText('12件')).toBeNull();
    release.forEach((go) => go());
    expect(await screen.findByText('12件')).toBeVisible();
  });

  it('shows no ticket figures, and does not ask for them, without canEditTicketSource', async () => {
    signedInAs(server, { abilities: [] });
    await renderApp('/dashboard');
    const coupons = await card(m.coupons.heading);
    await waitFor(() => expect(figure(coupons, m.coupons.active)).toHaveTextContent('2件'));
    expect(screen.queryByRole('heading', { name: m.tickets.salesHeading })).toBeNull();
    expect(screen.queryByRole('heading', { name: m.tickets.cancelHeading })).toBeNull();
    expect(calls).not.toContain('payments');
    expect(calls).not.toContain('cancelWaitings');
  });

  it('degrades one card when its call fails, keeps the others, and retries that card alone', async () => {
    signedInAs(server, { abilities: ['canEditTicketSource'] });
    let failing = true;
    server.get(url.facilities, () => {
      calls.push('facilities');
      return failing ? new Response(500, {}, { displayMessage: '施設の集計に失敗しました。' }) : answers.facilities();
    });
    const app = await renderApp('/dashboard');

    const facilities = await card(m.facilities.heading);
    expect(await within(facilities).findByRole('alert')).toHaveTextContent(`${ja.failurePrefix}施設の集計に失敗しました。`);
    // The other cards still show their figures.
    expect(figure(await card(m.checkIns.heading), m.checkIns.today)).toHaveTextContent('12件');
    await waitFor(() => expect(figure(screen.getByRole('region', { name: m.coupons.heading }), m.coupons.active)).toHaveTextContent('2件'));
    await waitFor(() => expect(figure(screen.getByRole('region', { name: m.tickets.salesHeading }), m.tickets.sales)).toHaveTextContent('¥123,456'));

    failing = false;
    const before = calls.length;
    await app.user.click(within(facilities).getByRole('button', { name: ja.retry }));
    await waitFor(() => expect(figure(facilities, m.facilities.total)).toHaveTextContent('5件'));
    expect(calls.slice(before)).toEqual(['facilities']);
  });

  it('shows a card as failed when the answer has an unexpected shape', async () => {
    signedInAs(server, { abilities: [] });
    server.get(url.checkIns, () => ({ summary: { today: 'many' } }));
    await renderApp('/dashboard');
    const checkIns = await card(m.checkIns.heading);
    expect(await within(checkIns).findByRole('alert')).toHaveTextContent(ja.failurePrefix);
    const coupons = await card(m.coupons.heading);
    await waitFor(() => expect(figure(coupons, m.coupons.active)).toHaveTextContent('2件'));
  });

  it('writes every count with thousands separators', async () => {
    signedInAs(server, { abilities: ['canEditTicketSource'] });
    server.get(url.checkIns, () => ({ summary: { ...answers.checkIns().summary, today: 1234, thisMonth: 23456 } }));
    server.get(url.coupons, () => ({
      data: Array.from({ length: 1001 }, (_, index) => wireCoupon({ id: `c${index}`, status: index < 1000 ? 'published' : 'draft' })),
    }));
    server.get(url.payments, () => ({
      months: [{ month: thisMonth, count: 1500, ticketCount: 2000, amount: 1234567 }],
      total: { count: 1500, ticketCount: 2000, amount: 1234567 },
    }));
    server.get(url.cancelWaitings, () => ({
      payments: Array.from({ length: 1000 }, (_, id) => wireCancelWaitingPayment({ id: `p${id}` })),
      tickets: Array.from({ length: 2500 }, (_, id) => wireTicket({ id: `t${id}` })),
    }));
    await renderApp('/dashboard');
    const checkIns = await card(m.checkIns.heading);
    await waitFor(() => expect(figure(checkIns, m.checkIns.today)).toHaveTextContent('1,234件'));
    expect(figure(checkIns, m.checkIns.thisMonth)).toHaveTextContent('23,456件');
    const coupons = await card(m.coupons.heading);
    await waitFor(() => expect(figure(coupons, m.coupons.active)).toHaveTextContent('1,000件'));
    expect(figure(coupons, m.coupons.active)).toHaveTextContent('全1,001件');
    const sales = await card(m.tickets.salesHeading);
    await waitFor(() => expect(figure(sales, m.tickets.sales)).toHaveTextContent('¥1,234,567'));
    expect(figure(sales, m.tickets.sales)).toHaveTextContent('1,500件の決済');
    const waitings = await card(m.tickets.cancelHeading);
    await waitFor(() => expect(figure(waitings, m.tickets.cancelWaitings)).toHaveTextContent('1,000件'));
    expect(figure(waitings, m.tickets.cancelWaitings)).toHaveTextContent('チケット2,500枚');
  });
});
