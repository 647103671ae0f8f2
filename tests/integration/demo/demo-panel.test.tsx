import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DEMO_SETTINGS_KEY, getDemoSettings, MAX_LATENCY_MS, updateDemoSettings } from '@mirage/demo-settings';
import { getFaults } from '@mirage/faults';
import { coreTables } from '@mirage/models/core';
import { demoEnvironment } from '@/features/demo/demo-environment';
import { personalKey } from '@/lib/personal-storage';
import { demoMessages } from '@/messages/demo';
import { demoPerTest } from '@tests/harness/demo-server';
import { renderApp, signedInAs, type RenderedApp } from '@tests/harness/render-app';

// The demo accounts show in demo builds only (a static check of VITE_DEMO).
vi.hoisted(() => vi.stubEnv('VITE_DEMO', 'true'));

const t = demoMessages.panel;
const demo = demoPerTest();
const savedSettings = () => JSON.parse(localStorage.getItem(DEMO_SETTINGS_KEY) ?? 'null') as unknown;
const render = (path: string) => renderApp(path, { demo: demo.demo.controls });

async function openPanel(app: RenderedApp) {
  await app.user.click(await screen.findByRole('button', { name: new RegExp(`^${t.open}`) }));
  return screen.getByRole('dialog', { name: t.heading });
}

const signedInAdmin = () => signedInAs(demo.server, { abilities: { isAdmin: true, canEditCorporation: true } });

describe('the demo panel (デモ設定)', () => {
  it('is reachable from a public screen and from a signed-in one', async () => {
    const publicApp = await render('/sign_in');
    expect(await screen.findByRole('button', { name: t.open })).toBeVisible();
    publicApp.unmount();

    signedInAdmin();
    const app = await render('/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'トップページ' });
    const panel = await openPanel(app);
    expect(within(panel).getByRole('switch', { name: t.maintenance })).not.toBeChecked();
    await app.user.click(within(panel).getByRole('button', { name: t.close }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: t.heading })).toBeNull());
  });

  it('builds its content at the first opening, then keeps what was typed across a close', async () => {
    const app = await render('/sign_in');
    await screen.findByRole('button', { name: t.open });
    // Closed, the panel is its button: nothing of the dialog is built on the screen's first render.
    expect(document.querySelector('dialog.demo-panel')?.childElementCount).toBe(0);

    const panel = await openPanel(app);
    const latency = within(panel).getByLabelText(t.latency);
    await app.user.clear(latency);
    await app.user.type(latency, '20000');
    expect(within(panel).getByRole('alert')).toHaveTextContent(t.latencyInvalid(MAX_LATENCY_MS));
    await app.user.click(within(panel).getByRole('button', { name: t.close }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: t.heading })).toBeNull());

    const reopened = await openPanel(app);
    expect(within(reopened).getByLabelText(t.latency)).toHaveValue(20000);
    expect(within(reopened).getByRole('alert')).toHaveTextContent(t.latencyInvalid(MAX_LATENCY_MS));
  });

  it('switches maintenance on (every screen goes to /maintenance, kept for a reload) and off again', async () => {
    signedInAdmin();
    const app = await render('/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'トップページ' });
    const panel = await openPanel(app);
    await app.user.click(within(panel).getByRole('switch', { name: t.maintenance }));

    await waitFor(() => expect(app.path()).toBe('/maintenance'));
    expect(app.session.getSnapshot().context.maintenance).toBe(true);
    expect(screen.getByRole('button', { name: /メンテナンス中/ })).toBeInTheDocument();
    expect(savedSettings()).toMatchObject({ maintenance: true });
    app.navigate('/settings');
    await waitFor(() => expect(app.path()).toBe('/maintenance'));

    await app.user.click(within(panel).getByRole('switch', { name: t.maintenance }));
    await waitFor(() => expect(app.path()).not.toBe('/maintenance'));
    expect(getDemoSettings().maintenance).toBe(false);
    expect(screen.queryByRole('button', { name: /メンテナンス中/ })).toBeNull();
  });

  it('expires the session: the next call answers 401 and the user is back on /sign_in', async () => {
    const { bearer } = signedInAdmin();
    const app = await render('/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'トップページ' });
    const panel = await openPanel(app);
    await app.user.click(within(panel).getByRole('button', { name: t.sessionExpire }));
    expect(getFaults().expireSession).toBe(true);
    expect(within(panel).getByText(t.sessionArmed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /セッション切れ待ち/ })).toBeInTheDocument();

    app.navigate('/settings/corporation'); // the next API call (the company, which the top page does not read) gets the 401
    await waitFor(() => expect(app.path()).toBe('/sign_in'));
    expect(coreTables(demo.server.db).sessions.findBy({ token: bearer })).toBeNull();
    expect(localStorage.getItem('petpass.bearer')).toBeNull();
    expect(getFaults().expireSession).toBe(false);
  });

  it('sets latency and a failure rate, shows them on the button and keeps them with the data', async () => {
    const app = await render('/sign_in');
    const panel = await openPanel(app);
    const latency = within(panel).getByLabelText(t.latency);
    const failure = within(panel).getByLabelText(t.failureRate);
    await app.user.clear(latency);
    await app.user.type(latency, '800');
    await app.user.clear(failure);
    await app.user.type(failure, '20');

    expect(getFaults()).toMatchObject({ latencyMs: 800, failureRate: 0.2 });
    const button = screen.getByRole('button', { name: new RegExp(`^${t.open}`) });
    expect(button).toHaveTextContent('障害 20%');
    expect(button).toHaveTextContent('遅延 800ms');
    expect(savedSettings()).toEqual({
      maintenance: false,
      latencyMs: 800,
      failureRate: 0.2,
      faultSeed: 1,
      liveCheckIns: true,
      liveCheckInsSince: 0,
      checkInRequests: {},
    });

    await app.user.click(within(panel).getByRole('button', { name: t.faultsClear }));
    expect(getFaults()).toMatchObject({ latencyMs: 0, failureRate: 0 });
    expect(button).not.toHaveTextContent('障害');
  });

  it('shows the settings in force, also when they take effect after the panel mounted', async () => {
    const app = await render('/sign_in');
    const panel = await openPanel(app);
    const latency = within(panel).getByLabelText(t.latency);
    const failure = within(panel).getByLabelText(t.failureRate);
    const seed = within(panel).getByLabelText(t.faultSeed);
    expect([latency, failure, seed].map((input) => (input as HTMLInputElement).value)).toEqual(['0', '0', '1']);

    // A reload with faults on: the saved settings take effect while the panel is already there.
    act(() => void updateDemoSettings({ latencyMs: 300, failureRate: 0.2, faultSeed: 7 }));
    const button = screen.getByRole('button', { name: new RegExp(`^${t.open}`) });
    expect(button).toHaveTextContent('障害 20%（シード 7）');
    expect([latency, failure, seed].map((input) => (input as HTMLInputElement).value)).toEqual(['300', '20', '7']);

    // Changing one field keeps the others in force.
    await app.user.clear(latency);
    await app.user.type(latency, '400');
    expect(getFaults()).toMatchObject({ latencyMs: 400, failureRate: 0.2, seed: 7 });
    expect((failure as HTMLInputElement).value).toBe('20');
  });

  it('says why a value is refused, keeps what was typed and the setting in force', async () => {
    const app = await render('/sign_in');
    const panel = await openPanel(app);
    const failure = within(panel).getByLabelText(t.failureRate);
    await app.user.clear(failure);
    await app.user.type(failure, '20');
    await app.user.clear(failure);
    await app.user.type(failure, '150');
    await app.user.tab();
    expect(within(panel).getByRole('alert')).toHaveTextContent(t.failureRateInvalid);
    expect(failure).toHaveAccessibleDescription(t.failureRateInvalid);
    expect((failure as HTMLInputElement).value).toBe('150');
    expect(getFaults().failureRate).toBe(0.15);
  });

  it('takes the seed of the failures (the same seed fails the same calls)', async () => {
    const app = await render('/sign_in');
    const panel = await openPanel(app);
    const seed = within(panel).getByLabelText(t.faultSeed);
    await app.user.clear(seed);
    await app.user.type(seed, '42');
    expect(getFaults().seed).toBe(42);
    expect(savedSettings()).toMatchObject({ faultSeed: 42 });
  });

  it('resets the data: the saved changes are gone, the user is signed out with nothing of theirs kept, and the page loads afresh', async () => {
    const reloadTo = vi.spyOn(demoEnvironment, 'reloadTo').mockImplementation(() => undefined);
    signedInAdmin();
    coreTables(demo.server.db).corporations.update('corp-pochitama', { name: '変更した会社名' });
    await demo.fake.flush();
    expect(demo.store.current()?.changes.corporations).toBeDefined();

    const app = await render('/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'トップページ' });
    // A draft and the screen to go back to, as a form and a 401 leave them.
    localStorage.setItem(personalKey('draft', 'corporation', 'corp-pochitama'), JSON.stringify({ name: '入力途中' }));
    localStorage.setItem(personalKey('resume'), JSON.stringify({ path: '/settings/corporation' }));
    const panel = await openPanel(app);
    await app.user.click(within(panel).getByRole('button', { name: t.reset }));
    expect(within(panel).getByText(t.resetConfirm)).toBeInTheDocument();
    await app.user.click(within(panel).getByRole('button', { name: t.resetYes }));

    await waitFor(() => expect(reloadTo).toHaveBeenCalledWith('/sign_in'));
    expect(demo.store.current()).toBeUndefined();
    expect(savedSettings()).toBeNull();
    expect(localStorage.getItem('petpass.bearer')).toBeNull();
    expect(localStorage.getItem(personalKey('draft', 'corporation', 'corp-pochitama'))).toBeNull();
    expect(localStorage.getItem(personalKey('resume'))).toBeNull();
  });
});
