import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_SETTINGS_KEY, getDemoSettings } from '@mirage/demo-settings';
import { checkInTable } from '@mirage/routes/check-ins-rows';
import { callMirage } from '@tests/harness/mirage-accounts';
import { LIVE_REFRESH_MS } from '@/lib/live-refresh';
import { checkInMessages } from '@/messages/check-ins';
import { common } from '@/messages/common';
import { demoMessages } from '@/messages/demo';
import { sessionStorageKeys } from '@/session/session-storage';
import { demoPerTest } from '@tests/harness/demo-server';
import { renderApp, type RenderedApp } from '@tests/harness/render-app';

// The demo accounts show in demo builds only (a static check of VITE_DEMO).
vi.hoisted(() => vi.stubEnv('VITE_DEMO', 'true'));

const t = demoMessages.panel;
const demo = demoPerTest();
const render = (path: string) => renderApp(path, { demo: demo.demo.controls });
// The refresh timer and the clock are fake, after the demo's server has started on the real one.
beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setInterval', 'clearInterval', 'Date'] }));
afterEach(() => vi.useRealTimers());

/** The demo's admin, working in its smallest company (the inns), signed in as after a reload. */
async function signedInToTheInns() {
  const answer = await callMirage('POST', '/api/sign_in', { body: { idToken: 'dummy:admin@demo.example' } });
  localStorage.setItem(sessionStorageKeys.bearer, answer.headers.get('authorization')!.replace(/^Bearer /, ''));
  localStorage.setItem(sessionStorageKeys.corporationId, 'corp-tabi-yado');
}

async function openPanel(app: RenderedApp) {
  await app.user.click(await screen.findByRole('button', { name: new RegExp(`^${t.open}`) }));
  return screen.getByRole('dialog', { name: t.heading });
}

describe('the demo panel: check-ins that arrive', () => {
  it('pauses them (kept with the data, shown on the button) and makes one arrive now, which the list then tells of', async () => {
    await signedInToTheInns();
    const app = await render('/check-in-history');
    const count = await screen.findByText(/件中 1 \//);
    const before = count.textContent;
    const panel = await openPanel(app);
    const section = within(panel).getByRole('region', { name: t.checkIns });

    const live = within(section).getByRole('switch', { name: t.liveCheckIns });
    expect(live).toBeChecked();
    await app.user.click(live);
    expect(live).not.toBeChecked();
    expect(getDemoSettings().liveCheckIns).toBe(false);
    expect(screen.getByRole('button', { name: new RegExp(`^${t.open}`) })).toHaveTextContent(demoMessages.badge.checkInsPaused);
    expect(JSON.parse(localStorage.getItem(DEMO_SETTINGS_KEY) ?? 'null')).toMatchObject({ liveCheckIns: false });

    await app.user.click(within(section).getByRole('button', { name: t.produceCheckIn }));
    expect(within(section).getByText(t.produced(1))).toBeVisible();
    await app.user.click(within(panel).getByRole('button', { name: t.close }));

    act(() => vi.advanceTimersByTime(LIVE_REFRESH_MS));
    expect(await screen.findByText(common.arrivals.notice(1))).toBeVisible();
    expect(count).toHaveTextContent(before!);
    const arrived = checkInTable(demo.server.db).find('ci-tabi-yado-demo-1')!;
    expect(arrived.corporationId).toBe('corp-tabi-yado');

    await app.user.click(screen.getByRole('button', { name: common.arrivals.show }));
    const table = screen.getByRole('table', { name: checkInMessages.list.caption });
    await waitFor(() =>
      expect(within(table).getAllByRole('row')[1]!.querySelector('a')).toHaveAttribute(
        'href',
        expect.stringContaining('/check-in-history/ci-tabi-yado-demo-1'),
      ),
    );
    await demo.fake.flush();
    expect(demo.store.current()?.changes.checkIns?.upserts.map((row) => row.id)).toContain('ci-tabi-yado-demo-1');
  });

  it('asks for a chosen company first', async () => {
    const app = await render('/sign_in');
    const panel = await openPanel(app);
    const section = within(panel).getByRole('region', { name: t.checkIns });
    expect(within(section).getByRole('button', { name: t.produceCheckIn })).toBeDisabled();
    expect(within(section).getByText(t.produceCheckInNoCorporation)).toBeVisible();
  });
});
