import { describe, expect, it } from 'vitest';
import { matchRoute, useRouter } from 'wouter';
import { renderHook } from '@testing-library/react';
import { findRoute, hasRequiredParams } from './route-match';
import { routes } from './routes';

const parser = renderHook(() => useRouter()).result.current.parser;
const first = (path: string) => routes.find((route) => matchRoute(parser, route.pattern, path)[0])?.name;

describe('route table', () => {
  it.each([
    ['/', 'index'],
    ['/dashboard', 'dashboard'],
    ['/facilities', 'facilities'],
    ['/facilities/new', 'facilityNew'],
    ['/facilities/12', 'facility'],
    ['/check-in-history/summary', 'checkInSummary'],
    ['/check-in-history', 'checkInHistory'],
    ['/check-in-history/99', 'checkInHistory'],
    ['/coupons', 'coupons'],
    ['/coupons/new', 'couponNew'],
    ['/coupons/5', 'coupon'],
    ['/ticket-sources', 'ticketSources'],
    ['/ticket-sources/new', 'ticketSourceNew'],
    ['/ticket-sources/7', 'ticketSource'],
    ['/ticket-sources/7/edit', 'ticketSourceEdit'],
    ['/ticket-sources/edit', 'ticketSourceEdit'],
    ['/ticket-sources/summary-consumes', 'summaryConsumes'],
    ['/ticket-sources/summary-payments', 'summaryPayments'],
    ['/ticket-sources/summary-refunds', 'summaryRefunds'],
    ['/ticket-payments/3', 'ticketPayment'],
    ['/settings', 'settings'],
    ['/settings/corporation', 'settingsCorporation'],
    ['/settings/members', 'settingsMembers'],
    ['/settings/members/edit', 'settingsMembersEdit'],
    ['/settings/services', 'settingsServices'],
    ['/settings/help', 'settingsHelp'],
    ['/sign_in', 'signIn'],
    ['/sign_in_token', 'signInToken'],
    ['/sign_in_token/abc', 'signInToken'],
    ['/select_corporation', 'selectCorporation'],
    ['/no_regist', 'noRegist'],
    ['/maintenance', 'maintenance'],
    ['/health', 'health'],
    ['/error', 'error'],
  ])('%s is the %s route', (path, name) => {
    expect(first(path)).toBe(name);
    // the shell's own lookup (also used before React starts) agrees with the router
    expect(findRoute(routes, path)?.route.name).toBe(name);
  });

  it('treats /ticket-sources/edit (no id) as no page: the 404', () => {
    const bare = findRoute(routes, '/ticket-sources/edit')!;
    expect(hasRequiredParams(bare.route, bare.params)).toBe(false);
    const withId = findRoute(routes, '/ticket-sources/7/edit')!;
    expect(withId.params.sourceId).toBe('7');
    expect(hasRequiredParams(withId.route, withId.params)).toBe(true);
  });

  it('has no route for unknown paths (they get the 404 page)', () => {
    expect(first('/no-such-page')).toBeUndefined();
    expect(first('/facilities/1/extra')).toBeUndefined();
  });

  it('makes only the five public routes public', () => {
    const open = routes
      .filter((r) => r.middleware.includes('public') && !['visualizer', 'apiReference'].includes(r.name))
      .map((r) => r.name)
      .sort();
    expect(open).toEqual(['health', 'maintenance', 'noRegist', 'signIn', 'signInToken']);
  });

  it('gates the whole ticket area by canEditTicketSource', () => {
    const ticketRoutes = routes.filter((r) => r.pattern.startsWith('/ticket-'));
    expect(ticketRoutes.length).toBe(8);
    for (const r of ticketRoutes) expect(r.middleware).toContain('ability:canEditTicketSource');
  });
});
