import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { toTokyoIso } from '@mirage/lib/time';
import type { AppServer } from '@mirage/routes/define-routes';
import { CONFIRMATION_PARAM } from '@/lib/facility-confirmation';
import { checkInMessages } from '@/messages/check-ins';
import { couponMessages } from '@/messages/coupons';
import { dashboardMessages as m } from '@/messages/dashboard';
import { facilitiesMessages } from '@/messages/facilities';
import { common } from '@/messages/common';
import { ja } from '@/messages/ja';
import { paths } from '@/paths';
import { preloadScreens } from '@tests/harness/preload-screens';
import { renderApp, signedInAs, startTestServer } from '@tests/harness/render-app';
import { seedCheckIns } from '../check-ins/check-in-fixtures';
import { insertCoupon } from '../coupons/coupon-fixtures';
import { insertFacility } from '../facilities/facility-fixtures';

// Every figure opens its screen filtered to exactly what it counted, and that
// screen shows the same number. The data goes through the real Mirage routes on both screens.

beforeAll(() => preloadScreens(paths.dashboard, paths.checkInHistory, paths.coupons, paths.facilities));

let server: AppServer;
beforeEach(() => {
  server = startTestServer();
});
afterEach(() => server.shutdown());

const card = async (heading: string) => (await screen.findByRole('heading', { level: 2, name: heading })).closest('section') as HTMLElement;
const figure = (where: HTMLElement, label: string) => within(where).getByRole('link', { name: new RegExp(`^${label}`) });
/** The number a figure shows, e.g. '1,234件' → 1234. */
const numberOf = (link: HTMLElement) => Number((link.querySelector('.stat-value')?.textContent ?? '').replace(/[^\d]/g, ''));

describe('the dashboard figures open the screens that show them', () => {
  it('今日のチェックイン and 今月のチェックイン open the history of exactly those days, with the same count', async () => {
    const { corporations } = signedInAs(server);
    const now = toTokyoIso(new Date());
    const today = now.slice(0, 10);
    const month = today.slice(0, 7);
    const year = Number(today.slice(0, 4));
    // Today (at midnight, so never in the future), the first of this month, last month, a year ago.
    const times = [
      `${today}T00:00:00+09:00`,
      `${today}T00:00:01+09:00`,
      `${today}T00:00:02+09:00`,
      `${month}-01T00:00:03+09:00`,
      `${month}-01T00:00:04+09:00`,
      `${year - 1}-${month.slice(5)}-15T12:00:00+09:00`,
      `${year - 1}-12-31T23:59:59+09:00`,
    ];
    seedCheckIns(server, corporations[0]!.id, times.length, (index) => ({ checkedInAt: times[index]! }));
    const expectedToday = times.filter((time) => time.startsWith(today)).length;
    const expectedMonth = times.filter((time) => time.startsWith(month)).length;

    const app = await renderApp(paths.dashboard);
    const checkIns = await card(m.checkIns.heading);
    await waitFor(() => expect(numberOf(figure(checkIns, m.checkIns.today))).toBe(expectedToday));
    expect(numberOf(figure(checkIns, m.checkIns.thisMonth))).toBe(expectedMonth);

    await app.user.click(figure(checkIns, m.checkIns.today));
    expect(app.path()).toBe(`${paths.checkInHistory}?startDate=${today}&endDate=${today}`);
    expect(await screen.findByText(new RegExp(`^${expectedToday}件中 1 / 1ページ$`))).toBeVisible();
    expect(screen.getByLabelText(checkInMessages.list.startDate)).toHaveValue(today);
    expect(screen.getByLabelText(checkInMessages.list.endDate)).toHaveValue(today);
    expect(within(screen.getByRole('table', { name: checkInMessages.list.caption })).getAllByRole('row')).toHaveLength(expectedToday + 1);

    app.unmount();
    const next = await renderApp(paths.dashboard);
    const again = await card(m.checkIns.heading);
    await waitFor(() => expect(numberOf(figure(again, m.checkIns.thisMonth))).toBe(expectedMonth));
    await next.user.click(figure(again, m.checkIns.thisMonth));
    expect(next.path()).toMatch(new RegExp(`^${paths.checkInHistory}\\?startDate=${month}-01&endDate=${month}-\\d{2}$`));
    expect(await screen.findByText(new RegExp(`^${expectedMonth}件中 1 / 1ページ$`))).toBeVisible();
  });

  it('公開中のクーポン opens the list filtered to published coupons, with the same count', async () => {
    const { corporations } = signedInAs(server);
    const cid = corporations[0]!.id;
    for (const status of ['published', 'published', 'published', 'draft', 'stopped'] as const) insertCoupon(server, cid, { status });
    // Published but ended: the server derives 期限切れ, which the figure does not count.
    insertCoupon(server, cid, { status: 'published', startAt: '2020-01-01T00:00:00+09:00', endAt: '2020-12-31T23:59:59+09:00' });

    const app = await renderApp(paths.dashboard);
    const coupons = await card(m.coupons.heading);
    await waitFor(() => expect(numberOf(figure(coupons, m.coupons.active))).toBe(3));
    expect(figure(coupons, m.coupons.active)).toHaveTextContent(m.coupons.total(6));
    await app.user.click(figure(coupons, m.coupons.active));
    expect(app.path()).toBe(`${paths.coupons}?status=published`);
    await screen.findByRole('heading', { level: 1, name: ja.titles.coupons });
    expect(await screen.findByText(couponMessages.list.count(3))).toBeVisible();
    const table = screen.getByRole('table', { name: couponMessages.list.caption });
    expect(within(table).getAllByText(couponMessages.status.published)).toHaveLength(3);
  });

  it('each facility status opens the list filtered to that status, with the same count', async () => {
    const { corporations } = signedInAs(server);
    const cid = corporations[0]!.id;
    const confirmed = '2026-01-01T00:00:00+09:00';
    insertFacility(server, cid, { status: 'enabled', confirmedAt: confirmed });
    insertFacility(server, cid, { status: 'enabled', confirmedAt: confirmed });
    insertFacility(server, cid, { status: 'disabled', confirmedAt: null });
    insertFacility(server, cid, { status: 'pending', confirmedAt: null });
    insertFacility(server, cid, { status: 'closed', confirmedAt: null });

    const app = await renderApp(paths.dashboard);
    for (const [status, count] of [
      ['enabled', 2],
      ['disabled', 1],
      ['pending', 1],
      ['closed', 1],
    ] as const) {
      const facilities = await card(m.facilities.heading);
      const link = await waitFor(() => figure(facilities, m.facilities.statuses[status]!));
      expect(numberOf(link)).toBe(count);
      await app.user.click(link);
      expect(app.path()).toBe(`${paths.facilities}?status=${status}`);
      await screen.findByRole('heading', { level: 1, name: ja.titles.facilities });
      expect(await screen.findByText(facilitiesMessages.list.count(count))).toBeVisible();
      act(() => app.navigate(paths.dashboard));
    }

    const facilities = await card(m.facilities.heading);
    // 運営確認待ち: not confirmed and not closed (src/lib/facility-confirmation.ts), the list's 確認状況 filter.
    await waitFor(() => expect(numberOf(figure(facilities, m.facilities.unconfirmed))).toBe(2));
    expect(figure(facilities, m.facilities.unconfirmed)).toHaveAttribute('href', `${paths.facilities}?${CONFIRMATION_PARAM}=unconfirmed`);
    expect(numberOf(figure(facilities, m.facilities.total))).toBe(5);
    await app.user.click(figure(facilities, m.facilities.total));
    expect(app.path()).toBe(paths.facilities);
    await screen.findByRole('heading', { level: 1, name: ja.titles.facilities });
    expect(await screen.findByText(facilitiesMessages.list.count(5))).toBeVisible();
    expect(screen.queryByRole('heading', { name: common.recordNotFound.heading })).toBeNull();
  });
});
