import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppServer } from '@mirage/routes/define-routes';
import { apiMessages } from '@/messages/api';
import { checkInMessages } from '@/messages/check-ins';
import { dashboardMessages as m } from '@/messages/dashboard';
import { ja } from '@/messages/ja';
import { renderApp, signedInAs, startTestServer } from '@tests/harness/render-app';

/**
 * One screen, one reading: the top page's check-in card and the チェックインのまとめ page read the
 * same answer of GET check-in-summary the same way. What one shows, the other shows; what one
 * refuses, the other refuses, saying what it could not read in Japanese (the call's own name goes
 * to the log only).
 */
let server: AppServer;
beforeEach(() => {
  server = startTestServer();
});
afterEach(() => server.shutdown());

const summary = (counts: Record<string, unknown>) => ({
  summary: { today: 2, thisMonth: 30, thisYear: 300, total: 3000, monthly: [], facilities: [], years: [2026], ...counts },
});
const refusal = `${ja.failurePrefix}${apiMessages.malformedResponse(apiMessages.answerNames.getCheckInSummary)}`;

async function dashboardCard() {
  const view = await renderApp('/dashboard');
  const card = (await screen.findByRole('heading', { level: 2, name: m.checkIns.heading })).closest('section') as HTMLElement;
  return { view, card };
}

describe('GET check-in-summary, on the top page and on the summary page', () => {
  it('shows an answer of the contract on both', async () => {
    signedInAs(server, { abilities: [] });
    server.get('/api/corporations/:cid/check-in-histories/check-in-summary', () => summary({ today: 7, thisMonth: 1234 }));
    const { view, card } = await dashboardCard();
    expect(await within(card).findByRole('link', { name: new RegExp(`^${m.checkIns.today}.*7件`) })).toBeVisible();
    view.unmount();
    await renderApp('/check-in-history/summary');
    await screen.findByRole('heading', { name: checkInMessages.summary.totalsHeading });
    expect(screen.getByText(checkInMessages.summary.today, { selector: 'dt' }).nextElementSibling).toHaveTextContent('7件');
  });

  it.each([
    ['a count with a fraction', { today: 2.5 }],
    ['a negative count', { total: -12 }],
    ['a year that is no four-digit year', { years: [77277169.0482803] }],
  ])('refuses %s on both, naming チェックインのまとめ', async (_what, counts) => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    signedInAs(server, { abilities: [] });
    server.get('/api/corporations/:cid/check-in-histories/check-in-summary', () => summary(counts));
    const { view, card } = await dashboardCard();
    expect(await within(card).findByRole('alert')).toHaveTextContent(refusal);
    view.unmount();
    await renderApp('/check-in-history/summary');
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    expect(screen.queryByRole('heading', { name: checkInMessages.summary.totalsHeading })).toBeNull();
    // The console log names the call, for whoever fixes the server.
    expect(log.mock.calls.some(([line]) => String(line).includes('getCheckInSummary'))).toBe(true);
  });
});
