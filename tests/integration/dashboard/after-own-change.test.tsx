import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AppServer } from '@mirage/routes/define-routes';
import { couponTable, toCoupon } from '@mirage/routes/coupons-table';
import { couponMessages } from '@/messages/coupons';
import { dashboardMessages as m } from '@/messages/dashboard';
import { ja } from '@/messages/ja';
import { shellMessages } from '@/messages/shell';
import { paths } from '@/paths';
import { preloadScreens } from '@tests/harness/preload-screens';
import { renderApp, signedInAs, startTestServer } from '@tests/harness/render-app';
import { recordShown } from '@tests/harness/shown-texts';
import { insertCoupon } from '../coupons/coupon-fixtures';

// After the user's own change, a screen never shows the figure or the row it knows is out of
// date: read at every paint from the navigation on, while the screen's refetch is held back.

beforeAll(() => preloadScreens(paths.dashboard, paths.coupons, '/coupons/c'));

let server: AppServer;
beforeEach(() => {
  server = startTestServer();
});
afterEach(() => server.shutdown());

/** A list route that answers as the real one does, but only once released, from `hold()` on. */
function holdable(path: string, answer: (cid: string) => object) {
  let held: Promise<void> | undefined;
  let release = () => undefined as void;
  let answered = 0;
  server.get(path, async (_schema, request) => {
    await held;
    answered += 1;
    return answer(request.params.cid!);
  });
  return {
    answered: () => answered,
    hold: () => {
      held = new Promise<void>((resolve) => (release = resolve));
    },
    release: () => act(release),
  };
}

// These read the page through its markup, cheaply: recordShown runs them on every change of the page.
const menu = () => screen.getByRole('navigation', { name: shellMessages.menu.mainNav });
const card = (heading: string) =>
  [...document.querySelectorAll('section.dashboard-card')].find((section) => section.querySelector('h2')?.textContent === heading);
/** A figure's number as a user reads it; the loading placeholder (hidden from everyone) is not a figure. */
const shownFigure = (heading: string, label: string): string | undefined => {
  const figures = card(heading)?.querySelectorAll('.dashboard-figures:not(.dashboard-placeholder) .dashboard-figure') ?? [];
  const figure = [...figures].find((element) => element.querySelector('.stat-label')?.textContent === label);
  return figure?.querySelector('.stat-value')?.textContent ?? undefined;
};

describe('after the user’s own change', () => {
  it('the top page never shows the old count of published coupons: it shows the card as loading, then the new count', async () => {
    const { corporations } = signedInAs(server, { abilities: ['canEditCoupon'] });
    const cid = corporations[0]!.id;
    insertCoupon(server, cid, { status: 'published' });
    insertCoupon(server, cid, { status: 'published' });
    const draft = insertCoupon(server, cid, { title: '公開するクーポン' });
    const list = holdable('/api/corporations/:cid/coupons/', (id) => ({
      data: couponTable(server.db)
        .where({ corporationId: id })
        .map((row) => toCoupon(row, new Date())),
    }));
    const c = couponMessages;
    const published = () => shownFigure(m.coupons.heading, m.coupons.active);

    // On the coupon's page, the pointer passes over トップページ: its figures are fetched ahead (2件).
    const app = await renderApp(paths.coupon(draft.id));
    await screen.findByRole('button', { name: c.actions.publish });
    fireEvent.pointerOver(within(menu()).getByText(shellMessages.menu.dashboard));
    await waitFor(() => expect(list.answered()).toBe(1));
    await app.user.click(screen.getByRole('button', { name: c.actions.publish }));
    await app.user.click(within(await screen.findByRole('dialog', { name: c.confirm.publish.title })).getByRole('button', { name: c.actions.publish }));
    await waitFor(() => expect(couponTable(server.db).find(draft.id)?.status).toBe('published'));
    await screen.findByText(c.confirm.publish.done);

    list.hold();
    const shown = recordShown(published);
    await app.user.click(within(menu()).getByText(shellMessages.menu.dashboard));
    await screen.findByText(m.coupons.heading, { selector: 'h2' });
    // The first paint of the top page: the card says it is loading, and no count is shown as fact.
    expect(card(m.coupons.heading)).toHaveAttribute('aria-busy', 'true');
    expect(published()).toBeUndefined();

    await list.release();
    await waitFor(() => expect(published()).toBe('3件'));
    expect(shown.stop()).toEqual(['3件']);
  });

  it('the coupon list never shows the old status of a coupon just published', async () => {
    const { corporations } = signedInAs(server, { abilities: ['canEditCoupon'] });
    const cid = corporations[0]!.id;
    const coupon = insertCoupon(server, cid, { title: '公開するクーポン' });
    const list = holdable('/api/corporations/:cid/coupons/', (id) => ({
      data: couponTable(server.db)
        .where({ corporationId: id })
        .map((row) => toCoupon(row, new Date())),
    }));
    const c = couponMessages;
    const statusOfRow = () => screen.queryByRole('row', { name: /公開するクーポン/ })?.querySelector('.badge')?.textContent ?? undefined;

    const app = await renderApp(paths.coupons);
    await waitFor(() => expect(statusOfRow()).toBe(c.status.draft));

    await app.user.click(screen.getByRole('link', { name: /公開するクーポン/ }));
    await app.user.click(await screen.findByRole('button', { name: c.actions.publish }));
    await app.user.click(within(await screen.findByRole('dialog', { name: c.confirm.publish.title })).getByRole('button', { name: c.actions.publish }));
    await waitFor(() => expect(couponTable(server.db).find(coupon.id)?.status).toBe('published'));
    await screen.findByText(c.confirm.publish.done);

    list.hold();
    const shown = recordShown(statusOfRow);
    await app.user.click(screen.getByRole('link', { name: c.detail.back }));
    await screen.findByRole('heading', { level: 1, name: ja.titles.coupons });
    expect(statusOfRow()).toBeUndefined();

    await list.release();
    await waitFor(() => expect(statusOfRow()).toBe(c.status.published));
    expect(shown.stop()).toEqual([c.status.published]);
  });
});
