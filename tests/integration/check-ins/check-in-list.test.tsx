import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppServer } from '@mirage/routes/define-routes';
import { checkInMessages as m } from '@/messages/check-ins';
import { renderApp, signedInAs, startTestServer } from '@tests/harness/render-app';
import { recordRequests, seedCheckIns } from './check-in-fixtures';

let server: AppServer;
beforeEach(() => {
  server = startTestServer();
});
afterEach(() => server.shutdown());

const bodyRows = () =>
  within(screen.getByRole('table', { name: m.list.caption }))
    .getAllByRole('row')
    .slice(1);
const petsShown = () => bodyRows().map((row) => within(row).getAllByRole('cell')[1]!.querySelector('.check-ins-pet')!.textContent);
const listCalls = (requests: ReturnType<typeof recordRequests>) => requests.matching('/check-in-pets');
/** The pages the list was asked for, in order (zero-based, as sent). */
const pagesAsked = (requests: ReturnType<typeof recordRequests>) => listCalls(requests).map((url) => url.searchParams.get('page'));

describe('/check-in-history list', () => {
  it('shows ten rows with time, pet, owner label, facility and activity, newest first', async () => {
    const { corporations } = signedInAs(server);
    seedCheckIns(server, corporations[0]!.id, 25, (index) => (index === 24 ? { ownerNickname: null, activityId: null, activityName: null } : {}));
    seedCheckIns(server, 'corp-someone-else', 3);
    await renderApp('/check-in-history');

    expect(await screen.findByText('25件中 1 / 3ページ')).toBeVisible();
    expect(bodyRows()).toHaveLength(10);
    const [first, second] = bodyRows();
    expect(within(first!).getByRole('link')).toHaveTextContent('2026-05-25 10:00');
    expect(first).toHaveTextContent('ペット25');
    expect(within(first!).getAllByRole('cell')[2]).toHaveTextContent(/^-$/);
    expect(within(first!).getAllByRole('cell')[4]).toHaveTextContent(/^-$/);
    expect(within(second!).getAllByRole('cell')[2]).toHaveTextContent('飼い主24（東京都）様');
    expect(second).toHaveTextContent('柴犬');
    expect(second).toHaveTextContent(m.sizes.medium);
    expect(second).toHaveTextContent('代官山カフェ');
    expect(second).toHaveTextContent('ドッグラン');
    expect(screen.getByRole('navigation', { name: 'ページ送り' })).toBeVisible();
    expect(screen.getByRole('link', { name: m.toSummary })).toHaveAttribute('href', '/check-in-history/summary');
  });

  it('sends the page zero-based, shows it one-based and keeps it in the URL; the next page is asked for ahead and shows at once', async () => {
    const { corporations } = signedInAs(server);
    seedCheckIns(server, corporations[0]!.id, 25);
    const requests = recordRequests(server);
    const app = await renderApp('/check-in-history');
    await screen.findByText('25件中 1 / 3ページ');
    expect(listCalls(requests)[0]!.searchParams.get('page')).toBe('0');
    expect(listCalls(requests)[0]!.searchParams.get('limit')).toBe('10');
    // Page 2 is asked for once page 1 is here, before anyone asks for it.
    await waitFor(() => expect(pagesAsked(requests)).toEqual(['0', '1']));

    await app.user.click(screen.getByRole('link', { name: '2ページ目' }));
    expect(await screen.findByText('25件中 2 / 3ページ')).toBeVisible();
    expect(app.path()).toBe('/check-in-history?page=2');
    expect(screen.getByRole('link', { name: '2ページ目' })).toHaveAttribute('aria-current', 'page');
    expect(petsShown()[0]).toBe('ペット15');
    await waitFor(() => expect(pagesAsked(requests)).toContain('2'));

    await app.user.click(screen.getByRole('link', { name: '次のページ' }));
    expect(await screen.findByText('25件中 3 / 3ページ')).toBeVisible();
    expect(petsShown()).toEqual(['ペット05', 'ペット04', 'ペット03', 'ペット02', 'ペット01']);
    // The last page has no next one to ask for.
    expect(pagesAsked(requests).every((page) => ['0', '1', '2'].includes(page!))).toBe(true);
  });

  it('shows the next page without waiting for the server once it was asked for ahead', async () => {
    const { corporations } = signedInAs(server);
    seedCheckIns(server, corporations[0]!.id, 25);
    const requests = recordRequests(server);
    const app = await renderApp('/check-in-history');
    await screen.findByText('25件中 1 / 3ページ');
    await waitFor(() => expect(pagesAsked(requests)).toContain('1'));
    // From now on the server never answers the list: page 2 can only come from what was asked ahead.
    server.get('/api/corporations/:corporationId/check-in-histories/check-in-pets', () => new Promise(() => undefined));
    await app.user.click(screen.getByRole('link', { name: '次のページ' }));
    expect(await screen.findByText('25件中 2 / 3ページ')).toBeVisible();
    expect(petsShown()[0]).toBe('ペット15');
  });

  it('shows at most five page links', async () => {
    const { corporations } = signedInAs(server);
    seedCheckIns(server, corporations[0]!.id, 31, (index) => ({
      checkedInAt: `2026-0${index < 28 ? 3 : 4}-${String((index % 28) + 1).padStart(2, '0')}T10:00:00+09:00`,
    }));
    seedCheckIns(server, corporations[0]!.id, 30);
    seedCheckIns(server, corporations[0]!.id, 30, () => ({ checkedInAt: '2026-06-01T10:00:00+09:00' }));
    await renderApp('/check-in-history?page=5');
    await screen.findByText('91件中 5 / 10ページ');
    const nav = screen.getByRole('navigation', { name: 'ページ送り' });
    expect(
      within(nav)
        .getAllByRole('link', { name: /ページ目$/ })
        .map((link) => link.textContent),
    ).toEqual(['3', '4', '5', '6', '7']);
  });

  it('restores every filter from a shared link and sends them to the handler', async () => {
    const { corporations } = signedInAs(server);
    seedCheckIns(server, corporations[0]!.id, 25);
    const requests = recordRequests(server);
    await renderApp('/check-in-history?facility=fac-a&owner=%E9%A3%BC%E3%81%84%E4%B8%BB&startDate=2026-05-02&endDate=2026-05-25&order=asc&page=2');
    expect(await screen.findByText('12件中 2 / 2ページ')).toBeVisible();
    expect(petsShown()).toEqual(['ペット23', 'ペット25']);
    const sent = listCalls(requests).at(-1)!.searchParams;
    expect(Object.fromEntries(sent)).toEqual({
      page: '1',
      limit: '10',
      order: 'asc',
      facility: 'fac-a',
      owner: '飼い主',
      startDate: '2026-05-02',
      endDate: '2026-05-25',
    });
    await waitFor(() => expect(screen.getByLabelText(m.list.facility)).toHaveValue('fac-a'));
    expect(screen.getByRole('option', { name: '那須ドッグラン' })).toBeInTheDocument();
    expect(screen.getByLabelText(m.list.owner)).toHaveValue('飼い主');
    expect(screen.getByLabelText(m.list.startDate)).toHaveValue('2026-05-02');
    expect(screen.getByLabelText(m.list.endDate)).toHaveValue('2026-05-25');
    expect(screen.getByLabelText(m.list.order)).toHaveValue('asc');
  });

  it('filters by facility, dates and order through the URL, back to page 1', async () => {
    const { corporations } = signedInAs(server);
    seedCheckIns(server, corporations[0]!.id, 25);
    const requests = recordRequests(server);
    const app = await renderApp('/check-in-history?page=2');
    await screen.findByText('25件中 2 / 3ページ');
    await waitFor(() => expect(screen.getByRole('option', { name: '代官山カフェ' })).toBeInTheDocument());

    await app.user.selectOptions(screen.getByLabelText(m.list.facility), '代官山カフェ');
    expect(await screen.findByText('12件中 1 / 2ページ')).toBeVisible();
    expect(app.path()).toBe('/check-in-history?facility=fac-b');
    // The filtered list is asked for from its first page (its next page may follow, asked ahead).
    const filtered = listCalls(requests).filter((call) => call.searchParams.get('facility') === 'fac-b');
    expect(filtered[0]!.searchParams.get('page')).toBe('0');

    fireEvent.change(screen.getByLabelText(m.list.startDate), { target: { value: '2026-05-10' } });
    expect(await screen.findByText('8件中 1 / 1ページ')).toBeVisible();
    fireEvent.change(screen.getByLabelText(m.list.endDate), { target: { value: '2026-05-14' } });
    expect(await screen.findByText('3件中 1 / 1ページ')).toBeVisible();
    await app.user.selectOptions(screen.getByLabelText(m.list.order), m.list.orderAsc);
    await waitFor(() => expect(petsShown()).toEqual(['ペット10', 'ペット12', 'ペット14']));
    expect(app.path()).toBe('/check-in-history?facility=fac-b&startDate=2026-05-10&endDate=2026-05-14&order=asc');
    expect(Object.fromEntries(listCalls(requests).at(-1)!.searchParams)).toMatchObject({ startDate: '2026-05-10', endDate: '2026-05-14', order: 'asc' });

    await app.user.click(screen.getByRole('button', { name: m.list.clear }));
    expect(await screen.findByText('25件中 1 / 3ページ')).toBeVisible();
    expect(app.path()).toBe('/check-in-history');
  });

  it('tells the user when the start date is after the end date, without asking the server', async () => {
    const { corporations } = signedInAs(server);
    seedCheckIns(server, corporations[0]!.id, 3);
    const requests = recordRequests(server);
    await renderApp('/check-in-history?startDate=2026-05-20&endDate=2026-05-01');
    expect(await screen.findByRole('alert')).toHaveTextContent(m.list.badRange);
    expect(listCalls(requests)).toHaveLength(0);
  });

  it('searches the owner after typing pauses, never in the middle of an IME composition', async () => {
    const { corporations } = signedInAs(server);
    seedCheckIns(server, corporations[0]!.id, 25);
    const requests = recordRequests(server);
    const app = await renderApp('/check-in-history');
    await screen.findByText('25件中 1 / 3ページ');
    const input = screen.getByLabelText(m.list.owner);
    const ownerCalls = () => listCalls(requests).filter((url) => url.searchParams.get('owner') !== '');

    // The clock is the test's: a pause in typing is every pending timer firing.
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.compositionStart(input);
    fireEvent.change(input, { target: { value: 'はな' } });
    fireEvent.keyDown(input, { key: 'Enter', isComposing: true });
    fireEvent.change(input, { target: { value: 'ハナ' } });
    await act(() => vi.runOnlyPendingTimersAsync());
    expect(ownerCalls()).toHaveLength(0);
    expect(app.path()).toBe('/check-in-history');
    vi.useRealTimers();

    fireEvent.compositionEnd(input);
    expect(await screen.findByText('1件中 1 / 1ページ')).toBeVisible();
    expect(ownerCalls().map((url) => url.searchParams.get('owner'))).toEqual(['ハナ']);
    expect(app.path()).toBe(`/check-in-history?owner=${encodeURIComponent('ハナ')}`);
    expect(within(bodyRows()[0]!).getAllByRole('cell')[2]).toHaveTextContent('ハナママ（大阪府）様');

    await app.user.clear(input);
    await app.user.type(input, '飼い主2{Enter}');
    expect(await screen.findByText('7件中 1 / 1ページ')).toBeVisible();
    expect(ownerCalls().at(-1)!.searchParams.get('owner')).toBe('飼い主2');
  });
});

describe('/check-in-history from the cache (TanStack Query)', () => {
  it('shows a page visited before at once when the user comes back, without waiting for the server', async () => {
    const { corporations } = signedInAs(server);
    seedCheckIns(server, corporations[0]!.id, 25);
    const app = await renderApp('/check-in-history');
    await screen.findByText('25件中 1 / 3ページ');
    const firstPage = petsShown();
    await app.user.click(screen.getByRole('link', { name: '2ページ目' }));
    await screen.findByText('25件中 2 / 3ページ');
    // From now on the server never answers the list: page 1 can only come from the cache.
    server.get('/api/corporations/:cid/check-in-histories/check-in-pets', () => new Promise(() => undefined));
    act(() => app.navigate('/check-in-history'));
    expect(screen.getByText('25件中 1 / 3ページ')).toBeVisible();
    expect(petsShown()).toEqual(firstPage);
  });
});
