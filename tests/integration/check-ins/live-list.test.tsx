import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setFaults } from '@mirage/faults';
import { mirageMessages } from '@mirage/messages';
import { insertCheckIns } from '@mirage/scenarios/check-ins';
import { makeCheckInRow } from '@tests/harness/check-in-rows';
import { config } from '@/config';
import { LIVE_REFRESH_MS } from '@/lib/live-refresh';
import { checkInMessages as m } from '@/messages/check-ins';
import { common } from '@/messages/common';
import { ja } from '@/messages/ja';
import { renderApp, signedInAs } from '@tests/harness/render-app';
import { recordRequests, seedCheckIns } from './check-in-fixtures';
import { liveRegionTexts, liveTestServer, setTabHidden } from '@tests/harness/live';

// A fresh server for each test, on a live clock (tests/harness/live.ts).
const server = liveTestServer();

const bodyRows = () =>
  within(screen.getByRole('table', { name: m.list.caption }))
    .getAllByRole('row')
    .slice(1);
const petsShown = () => bodyRows().map((row) => row.querySelector('.check-ins-pet')!.textContent);
const listCalls = (requests: ReturnType<typeof recordRequests>) => requests.matching('/check-in-pets').length;
const passTime = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const titleOf = (page: string) => `${page} | ${config.productName}`;

/** `count` check-ins of the test's corporation (ペット01…, the owner of the 4th is ハナママ) on page 1 of the list. */
async function openList(count = 3) {
  const { corporations } = signedInAs(server());
  const corporationId = corporations[0]!.id;
  seedCheckIns(server(), corporationId, count);
  const requests = recordRequests(server());
  const app = await renderApp('/check-in-history');
  await screen.findByText(`${count}件中 1 / 1ページ`);
  await waitFor(() => expect(document.title).toBe(titleOf(ja.titles.checkInHistory)));
  // Its own owner: the factory's numbered default (飼い主<n>) could match an owner search of the test.
  const arrive = (petName: string) =>
    insertCheckIns(server(), [makeCheckInRow(corporationId, { checkedInAt: '2026-05-20T09:30:00+09:00', petName, ownerNickname: `${petName}ママ` })]);
  return { app, requests, arrive };
}

describe('the check-in list keeps itself current (page 1, newest first)', () => {
  it('tells of a new check-in without a reload, once, and shows it when asked', async () => {
    const { app, requests, arrive } = await openList();
    const announced = liveRegionTexts();
    const focused = document.activeElement;
    const callsBefore = listCalls(requests);

    arrive('ソラ');
    await passTime(LIVE_REFRESH_MS);
    expect(await screen.findByText(common.arrivals.notice(1))).toBeVisible();
    expect(listCalls(requests)).toBe(callsBefore + 1);
    // Nothing moved: the same rows and count, the same place, the focus where it was.
    expect(petsShown()).toEqual(['ペット03', 'ペット02', 'ペット01']);
    expect(screen.getByText('3件中 1 / 1ページ')).toBeVisible();
    expect(app.path()).toBe('/check-in-history');
    expect(document.activeElement).toBe(focused);
    expect(document.title).toBe(`(1) ${titleOf(ja.titles.checkInHistory)}`);

    // The next refresh brings nothing new: nothing more is said.
    await passTime(LIVE_REFRESH_MS);
    await waitFor(() => expect(listCalls(requests)).toBe(callsBefore + 2));
    expect(announced()).toEqual([common.arrivals.notice(1)]);

    // Another one: the count follows, said once more.
    arrive('レオ');
    await passTime(LIVE_REFRESH_MS);
    expect(await screen.findByText(common.arrivals.notice(2))).toBeVisible();
    expect(document.title).toBe(`(2) ${titleOf(ja.titles.checkInHistory)}`);
    expect(announced()).toEqual([common.arrivals.notice(1), common.arrivals.notice(2)]);
    expect(petsShown()).toEqual(['ペット03', 'ペット02', 'ペット01']);

    await app.user.click(screen.getByRole('button', { name: common.arrivals.show }));
    expect(await screen.findByText('5件中 1 / 1ページ')).toBeVisible();
    expect(petsShown().slice(0, 2).sort()).toEqual(['ソラ', 'レオ']);
    expect(screen.queryByText(common.arrivals.notice(2))).toBeNull();
    expect(document.title).toBe(titleOf(ja.titles.checkInHistory));
    expect(document.activeElement).toBe(within(bodyRows()[0]!).getByRole('link'));
  });

  it('keeps the open detail and its selected row while it refreshes', async () => {
    const { corporations } = signedInAs(server());
    const [, second] = seedCheckIns(server(), corporations[0]!.id, 3);
    await renderApp(`/check-in-history/${second!.id}`);
    await screen.findByText('3件中 1 / 1ページ');
    await screen.findByRole('region', { name: m.detail.heading });
    const selected = () => screen.getByRole('table', { name: m.list.caption }).querySelector('tr.is-selected');
    expect(selected()).toHaveTextContent('ペット02');
    insertCheckIns(server(), [makeCheckInRow(corporations[0]!.id, { checkedInAt: '2026-05-20T09:30:00+09:00' })]);

    await passTime(LIVE_REFRESH_MS);
    expect(await screen.findByText(common.arrivals.notice(1))).toBeVisible();
    expect(selected()).toHaveTextContent('ペット02');
    expect(screen.getByRole('region', { name: m.detail.heading })).toHaveTextContent('ペット02');
  });

  it('does not refresh other pages or the oldest first', async () => {
    const { corporations } = signedInAs(server());
    seedCheckIns(server(), corporations[0]!.id, 25);
    const requests = recordRequests(server());
    const app = await renderApp('/check-in-history?page=2');
    await screen.findByText('25件中 2 / 3ページ');
    // The page, and the next one asked for ahead, once each.
    await waitFor(() => expect(listCalls(requests)).toBe(2));
    await passTime(3 * LIVE_REFRESH_MS);
    expect(listCalls(requests)).toBe(2);

    act(() => app.navigate('/check-in-history?order=asc'));
    await screen.findByText('25件中 1 / 3ページ');
    await waitFor(() => expect(listCalls(requests)).toBe(4));
    await passTime(3 * LIVE_REFRESH_MS);
    expect(listCalls(requests)).toBe(4);
  });

  it('asks nothing while the tab is hidden, and catches up as it comes back', async () => {
    const { requests, arrive } = await openList();
    const calls = requests.urls.length;

    setTabHidden(true);
    arrive('ソラ');
    await passTime(10 * LIVE_REFRESH_MS);
    expect(requests.urls.length).toBe(calls);

    setTabHidden(false);
    expect(await screen.findByText(common.arrivals.notice(1))).toBeVisible();
    expect(listCalls(requests)).toBeGreaterThan(0);
  });

  it('after a failure keeps the rows, says so once, and waits longer before each new try', async () => {
    const { requests, arrive } = await openList();
    const calls = () => listCalls(requests);
    const start = calls();
    setFaults({ failureRate: 1 });

    await passTime(LIVE_REFRESH_MS);
    await waitFor(() => expect(calls()).toBe(start + 1));
    const failure = await screen.findByText(`${ja.failurePrefix}${mirageMessages.faultInjected}`);
    expect(failure.closest('[role="status"]')).toHaveTextContent(common.refreshFailed);
    expect(petsShown()).toEqual(['ペット03', 'ペット02', 'ペット01']);
    const announced = liveRegionTexts(failure.closest('[role="status"]')!);

    // The wait doubles: nothing after another 30 s, the next try by 60 s.
    await passTime(LIVE_REFRESH_MS * 1.5);
    expect(calls()).toBe(start + 1);
    await passTime(LIVE_REFRESH_MS);
    await waitFor(() => expect(calls()).toBe(start + 2));
    // Then 120 s.
    await passTime(LIVE_REFRESH_MS * 3);
    expect(calls()).toBe(start + 2);
    await passTime(LIVE_REFRESH_MS * 2);
    await waitFor(() => expect(calls()).toBe(start + 3));

    // Said once, in one place: no toast, no second notice, no new announcement.
    expect(document.body.textContent!.split(mirageMessages.faultInjected)).toHaveLength(2);
    expect(announced()).toEqual([]);
    expect(petsShown()).toEqual(['ペット03', 'ペット02', 'ペット01']);

    // The server is back: the next try (240 s later) clears the notice and tells what came.
    setFaults({ failureRate: 0 });
    arrive('ソラ');
    await passTime(LIVE_REFRESH_MS * 9);
    expect(await screen.findByText(common.arrivals.notice(1))).toBeVisible();
    expect(screen.queryByText(common.refreshFailed)).toBeNull();
    const recovered = calls();
    await passTime(LIVE_REFRESH_MS * 1.5);
    await waitFor(() => expect(calls()).toBe(recovered + 1));
  });

  it('leaves the owner search being typed alone (a conversion under way, the caret and the focus)', async () => {
    const { app, requests, arrive } = await openList(4);
    const input = screen.getByLabelText<HTMLInputElement>(m.list.owner);
    act(() => input.focus());
    // Typed with an IME: nothing is searched until the conversion is confirmed.
    fireEvent.compositionStart(input);
    fireEvent.change(input, { target: { value: 'はな' } });
    input.setSelectionRange(1, 2);
    const calls = listCalls(requests);

    arrive('ソラ');
    await passTime(LIVE_REFRESH_MS);
    expect(await screen.findByText(common.arrivals.notice(1))).toBeVisible();
    expect(listCalls(requests)).toBe(calls + 1);
    expect(input).toHaveValue('はな');
    expect(input).toHaveFocus();
    expect([input.selectionStart, input.selectionEnd]).toEqual([1, 2]);
    expect(app.path()).toBe('/check-in-history');
    expect(petsShown()).toEqual(['ペット04', 'ペット03', 'ペット02', 'ペット01']);

    fireEvent.change(input, { target: { value: 'ハナ' } });
    fireEvent.compositionEnd(input);
    expect(await screen.findByText('1件中 1 / 1ページ')).toBeVisible();
    expect(app.path()).toBe(`/check-in-history?owner=${encodeURIComponent('ハナ')}`);
    expect(input).toHaveValue('ハナ');
    expect(petsShown()).toEqual(['ペット04']);
  });

  it('leaves plain typing in the owner search alone: the text, the caret and the focus', async () => {
    const { app, requests, arrive } = await openList(4);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const input = screen.getByLabelText<HTMLInputElement>(m.list.owner);
    await user.type(input, '飼い');
    const calls = listCalls(requests);

    // A refresh between two keys (whether or not the pause has run the search for 飼い meanwhile).
    arrive('ソラ');
    await passTime(LIVE_REFRESH_MS);
    await waitFor(() => expect(listCalls(requests)).toBeGreaterThan(calls));
    expect(input).toHaveValue('飼い');
    expect(input).toHaveFocus();
    expect([input.selectionStart, input.selectionEnd]).toEqual([2, 2]);

    await user.type(input, '主2');
    expect(input).toHaveValue('飼い主2');
    expect(await screen.findByText('1件中 1 / 1ページ')).toBeVisible();
    expect(app.path()).toBe(`/check-in-history?owner=${encodeURIComponent('飼い主2')}`);
    expect(petsShown()).toEqual(['ペット02']);
  });
});
