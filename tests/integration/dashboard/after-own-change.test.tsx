import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AppServer } from '@mirage/routes/define-routes';
import { couponTable, toCoupon } from '@mirage/routes/coupons-table';
import { facilityTable, toFacilityResponse } from '@mirage/routes/facilities-data';
import { couponMessages } from '@/messages/coupons';
import { dashboardMessages as m } from '@/messages/dashboard';
import { facilitiesMessages } from '@/messages/facilities';
import { ja } from '@/messages/ja';
import { paths } from '@/paths';
import { preloadScreens } from '@tests/harness/preload-screens';
import { renderApp, signedInAs, startTestServer } from '@tests/harness/render-app';
import { recordShown } from '@tests/harness/shown-texts';
import { insertCoupon } from '../coupons/coupon-fixtures';
import { controlByLabel, insertFacility, press, sectionByHeading } from '../facilities/facility-fixtures';

// After the user's own change, a screen never shows the figure or the row it knows is out of
// date: read at every paint from the navigation on, while the screen's refetch is held back.

beforeAll(() => preloadScreens(paths.dashboard, paths.facilities, '/facilities/f', paths.coupons, '/coupons/c'));

let server: AppServer;
beforeEach(() => {
  server = startTestServer();
});
afterEach(() => server.shutdown());

/** A list route that answers as the real one does, but only once released, from `hold()` on. */
function holdable(path: string, answer: (cid: string) => object) {
  let held: Promise<void> | undefined;
  let release = () => undefined as void;
  server.get(path, async (_schema, request) => {
    await held;
    return answer(request.params.cid!);
  });
  return {
    hold: () => {
      held = new Promise<void>((resolve) => (release = resolve));
    },
    release: () => act(release),
  };
}

// A role query over the long facility page takes about a second in jsdom (facility-fixtures.ts).
const menu = () => document.querySelector(`nav[aria-label="${ja.menu.mainNav}"]`) as HTMLElement;
const facilityCard = () => screen.getByRole('heading', { level: 2, name: m.facilities.heading }).closest('section') as HTMLElement;
/** The figure's number as a user reads it; the loading placeholder (hidden from everyone) is not a figure. */
const shownFigure = (label: string): string | undefined => {
  if (!screen.queryByRole('heading', { level: 2, name: m.facilities.heading })) return undefined;
  const link = within(facilityCard()).queryByRole('link', { name: new RegExp(`^${label}`) });
  return link?.querySelector('.stat-value')?.textContent ?? undefined;
};

describe('after the user’s own change', () => {
  it('the top page never shows the old 審査待ち count: it shows the card as loading, then the new count', async () => {
    const { corporations } = signedInAs(server);
    const corporation = corporations[0]!;
    const [first] = [1, 2, 3].map((n) => insertFacility(server, corporation.id, { status: 'pending', name: `審査中の施設${n}` }));
    insertFacility(server, corporation.id, { status: 'enabled' });
    const list = holdable('/api/corporations/:cid/facilities/', (cid) => ({
      facilities: facilityTable(server)
        .where({ corporationId: cid })
        .map((row) => toFacilityResponse(row, corporation.name)),
    }));
    const pending = m.facilities.statuses.pending!;

    const app = await renderApp(paths.dashboard);
    await waitFor(() => expect(shownFigure(pending)).toBe('3件'));

    act(() => app.navigate(paths.facility(first!.id)));
    const f = facilitiesMessages;
    await screen.findByText(f.sections.status, { selector: 'h2' });
    // The facility page is long: its controls are found through their labels (facility-fixtures.ts).
    const status = sectionByHeading(f.sections.status);
    await app.user.selectOptions(controlByLabel(status, f.detail.newStatus), 'enabled');
    await press(app.user, within(status).getByText(f.detail.changeStatus, { selector: 'button' }));
    const dialog = (await screen.findByText(f.detail.statusConfirmTitle)).closest('dialog') as HTMLElement;
    await press(app.user, within(dialog).getByText(f.detail.statusConfirm, { selector: 'button' }));
    await waitFor(() => expect(facilityTable(server).find(first!.id)?.status).toBe('enabled'));
    // The answer is in: the page shows the new status.
    await within(status).findByText(m.facilities.statuses.enabled!, { selector: '.badge' });

    list.hold();
    const shown = recordShown(() => shownFigure(pending));
    await app.user.click(within(menu()).getByText(ja.menu.dashboard));
    await screen.findByRole('heading', { level: 1, name: ja.titles.dashboard });
    // The first paint of the top page: the card says it is loading, and no count is shown as fact.
    expect(facilityCard()).toHaveAttribute('aria-busy', 'true');
    expect(shownFigure(pending)).toBeUndefined();

    await list.release();
    await waitFor(() => expect(shownFigure(pending)).toBe('2件'));
    expect(shown.stop()).toEqual(['2件']);
  });

  it('the coupon list never shows the old status of a coupon just published', async () => {
    const { corporations } = signedInAs(server, { abilities: ['canEditCoupon'] });
    const cid = corporations[0]!.id;
    const coupon = insertCoupon(server, cid, { title: '公開するクーポン' });
    const list = holdable('/api/corporations/:cid/coupons/', (id) => ({ data: couponTable(server.db).where({ corporationId: id }).map((row) => toCoupon(row, new Date())) }));
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
