import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { todayInTokyo } from '@/lib/dates';
import { LIVE_REFRESH_MS } from '@/lib/live-refresh';
import { checkInMessages as m } from '@/messages/check-ins';
import { liveTestServer, setTabHidden } from '@tests/harness/live';
import { renderApp, signedInAs } from '@tests/harness/render-app';
import { recordRequests, seedCheckIns } from './check-in-fixtures';

// A fresh server for each test, on a live clock (tests/harness/live.ts).
const server = liveTestServer();

const passTime = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const statValue = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;

describe('/check-in-history/summary keeps its figures current', () => {
  it('refreshes the totals every 30 s, not while hidden, and keeps the CSV choice being made', async () => {
    const { corporations } = signedInAs(server());
    const today = todayInTokyo();
    const at = (index: number) => ({ checkedInAt: `${today}T09:0${index}:00+09:00`, facilityId: index % 2 === 0 ? 'fac-a' : 'fac-b' });
    seedCheckIns(server(), corporations[0]!.id, 2, at);
    const requests = recordRequests(server());
    const app = await renderApp('/check-in-history/summary');
    await screen.findByRole('heading', { name: m.summary.totalsHeading });
    expect(statValue(m.summary.today)).toHaveTextContent('2件');
    await app.user.selectOptions(screen.getByLabelText(m.csv.facility), '代官山カフェ');
    const summaryCalls = () => requests.matching('/check-in-summary').length;
    const calls = summaryCalls();

    seedCheckIns(server(), corporations[0]!.id, 1, () => at(4));
    setTabHidden(true);
    await passTime(4 * LIVE_REFRESH_MS);
    expect(summaryCalls()).toBe(calls);
    setTabHidden(false);
    await waitFor(() => expect(statValue(m.summary.today)).toHaveTextContent('3件'));

    seedCheckIns(server(), corporations[0]!.id, 1, () => at(5));
    await passTime(LIVE_REFRESH_MS);
    await waitFor(() => expect(statValue(m.summary.today)).toHaveTextContent('4件'));
    expect(screen.getByLabelText(m.csv.facility)).toHaveValue('fac-b');
    expect(app.path()).toBe('/check-in-history/summary');
  });
});
