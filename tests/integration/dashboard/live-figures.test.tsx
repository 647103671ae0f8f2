import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setFaults } from '@mirage/faults';
import { mirageMessages } from '@mirage/messages';
import { insertCheckIns } from '@mirage/scenarios/check-ins';
import { makeCheckInRow } from '@tests/harness/check-in-rows';
import { config } from '@/config';
import { todayInTokyo } from '@/lib/dates';
import { FIGURES_REFRESH_MS, LIVE_REFRESH_MS } from '@/lib/live-refresh';
import { checkInMessages } from '@/messages/check-ins';
import { common } from '@/messages/common';
import { dashboardMessages as m } from '@/messages/dashboard';
import { ja } from '@/messages/ja';
import { paths } from '@/paths';
import { liveRegionTexts, liveTestServer, setTabHidden } from '@tests/harness/live';
import { renderApp, signedInAs } from '@tests/harness/render-app';
import { recordRequests } from '../check-ins/check-in-fixtures';

// A fresh server for each test, on a live clock (tests/harness/live.ts).
const server = liveTestServer();

const passTime = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const todayFigure = async () =>
  within((await screen.findByRole('heading', { level: 2, name: m.checkIns.heading })).closest('section')!).getByRole('link', {
    name: new RegExp(`^${m.checkIns.today}`),
  });
/** Each card's call: the path after the corporation. */
const cardCalls = (requests: ReturnType<typeof recordRequests>) =>
  requests.urls
    .map((url) => new URL(url, 'http://localhost').pathname.replace(/^\/api\/corporations\/[^/]+\//, ''))
    .filter((path) => !path.startsWith('/api/'));

async function openDashboard() {
  const { corporations } = signedInAs(server(), { abilities: ['canEditTicketSource'] });
  const corporationId = corporations[0]!.id;
  const today = todayInTokyo();
  const checkIn = (time: string) => makeCheckInRow(corporationId, { checkedInAt: `${today}T${time}:00+09:00` });
  insertCheckIns(server(), [checkIn('09:10'), checkIn('09:40')]);
  const requests = recordRequests(server());
  const app = await renderApp('/dashboard');
  await waitFor(async () => expect(await todayFigure()).toHaveTextContent('2件'));
  await waitFor(() => expect(new Set(cardCalls(requests)).size).toBe(5));
  return { app, requests, today, arrive: (time: string) => insertCheckIns(server(), [checkIn(time)]) };
}

const CHECK_INS = 'check-in-histories/check-in-summary';
const callsOf = (requests: ReturnType<typeof recordRequests>, card: string) => cardCalls(requests).filter((call) => call === card).length;

describe('the top page keeps its figures current', () => {
  it("refreshes today's check-ins every 30 s, and tells of new ones once, with the way to them", async () => {
    const { app, requests, today, arrive } = await openDashboard();
    const announced = liveRegionTexts();
    const before = cardCalls(requests).length;

    arrive('10:05');
    await passTime(LIVE_REFRESH_MS);
    await waitFor(async () => expect(await todayFigure()).toHaveTextContent('3件'));
    await waitFor(() => expect(cardCalls(requests).length).toBe(before + 1));
    expect(cardCalls(requests).at(-1)).toBe(CHECK_INS);
    expect(screen.getByText(common.arrivals.notice(1))).toBeVisible();
    expect(document.title).toBe(`(1) ${ja.titles.dashboard} | ${config.productName}`);

    await passTime(LIVE_REFRESH_MS);
    await waitFor(() => expect(cardCalls(requests).length).toBe(before + 2));
    expect(announced()).toEqual([common.arrivals.notice(1)]);

    const show = screen.getByRole('link', { name: common.arrivals.show });
    expect(show).toHaveAttribute('href', `${paths.checkInHistory}?startDate=${today}&endDate=${today}`);
    await app.user.click(show);
    expect(await screen.findByText(checkInMessages.list.resultCount(3, 1, 1))).toBeVisible();
    await waitFor(() => expect(document.title).toBe(`${ja.titles.checkInHistory} | ${config.productName}`));
  });

  it('asks for the other figures every 5 min: a top page open at a desk makes under 4 calls a minute', async () => {
    const { requests } = await openDashboard();
    const others = ['facilities/', 'coupons/', 'ticket-summaries/payments', 'ticket-summaries/cancel-waitings/'];
    expect([CHECK_INS, ...others].map((card) => callsOf(requests, card))).toEqual([1, 1, 1, 1, 1]);
    const MINUTES = 15;
    for (let tick = 1; tick <= (MINUTES * 60_000) / LIVE_REFRESH_MS; tick += 1) {
      // Each wait counts from the last answer: the next 30 s start once this call is answered.
      await passTime(LIVE_REFRESH_MS);
      await waitFor(() => expect(callsOf(requests, CHECK_INS)).toBe(1 + tick));
      const figures = 1 + Math.floor((tick * LIVE_REFRESH_MS) / FIGURES_REFRESH_MS);
      await waitFor(() => expect(others.map((card) => callsOf(requests, card))).toEqual(others.map(() => figures)));
    }
    // 2 check-in calls a minute, 4 figure calls every 5 minutes: 2.8 a minute, 168 an hour.
    expect((cardCalls(requests).length - 5) / MINUTES).toBe(2.8);
  });

  it('asks nothing while the tab is hidden, and refreshes as it comes back', async () => {
    const { requests, arrive } = await openDashboard();
    const before = requests.urls.length;
    setTabHidden(true);
    arrive('10:05');
    await passTime(10 * LIVE_REFRESH_MS);
    expect(requests.urls.length).toBe(before);

    setTabHidden(false);
    await waitFor(async () => expect(await todayFigure()).toHaveTextContent('3件'));
    expect(screen.getByText(common.arrivals.notice(1))).toBeVisible();
  });

  it('tells of failed refreshes once for all the cards, keeps every figure, and waits longer before trying again', async () => {
    const { requests } = await openDashboard();
    setFaults({ failureRate: 1 });
    const before = cardCalls(requests).length;
    await passTime(LIVE_REFRESH_MS);
    await waitFor(() => expect(cardCalls(requests).length).toBe(before + 1));
    expect(await screen.findAllByText(common.refreshFailed)).toHaveLength(1);
    expect(screen.getByText(`${ja.failurePrefix}${mirageMessages.faultInjected}`)).toBeVisible();
    expect(await todayFigure()).toHaveTextContent('2件');
    const announced = liveRegionTexts(screen.getByText(common.refreshFailed).closest('[role="status"]'));

    // The next try comes after 60 s, not 30 s, and says nothing new.
    await passTime(LIVE_REFRESH_MS * 1.5);
    expect(cardCalls(requests).length).toBe(before + 1);
    await passTime(LIVE_REFRESH_MS);
    await waitFor(() => expect(cardCalls(requests).length).toBe(before + 2));
    expect(screen.getAllByText(common.refreshFailed)).toHaveLength(1);
    expect(announced()).toEqual([]);

    setFaults({ failureRate: 0 });
    await act(() => screen.getByRole('button', { name: ja.retry }).click());
    await waitFor(() => expect(screen.queryByText(common.refreshFailed)).toBeNull());
  });
});
