import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { SessionStatus } from '@machines/session/session-view';
import { noAbility, abilityNames, type Ability } from '@/api/ability';
import { guardRoute, isKnownMiddleware } from './route-guard';
import { routeNamed } from './routes';

const allAbilities: Ability = { ...noAbility, ...Object.fromEntries(abilityNames.map((n) => [n, true])), isAdmin: true };
const base = { path: '/dashboard', middleware: ['auth', 'corporation'], status: 'ready' as SessionStatus, ability: noAbility, maintenance: false };

describe('guardRoute (the access rules)', () => {
  it('renders public routes for signed-out users', () => {
    for (const path of ['/sign_in', '/sign_in_token/abc', '/no_regist', '/health']) {
      expect(guardRoute({ ...base, path, middleware: ['public'], status: 'signedOut' })).toEqual({ kind: 'render' });
    }
  });

  it('sends a signed-out user on any other route to /sign_in', () => {
    for (const middleware of [['auth'], ['auth', 'corporation'], ['auth', 'corporation', 'ability:canEditCoupon']]) {
      expect(guardRoute({ ...base, middleware, status: 'signedOut' })).toEqual({ kind: 'redirect', to: '/sign_in' });
    }
  });

  it('waits while the profile and corporation load, on routes that need a corporation', () => {
    expect(guardRoute({ ...base, status: 'loading' })).toEqual({ kind: 'wait' });
    expect(guardRoute({ ...base, path: '/select_corporation', middleware: ['auth'], status: 'loading' })).toEqual({ kind: 'render' });
  });

  it('leads to the corporation choice when none is chosen, except on select_corporation', () => {
    expect(guardRoute({ ...base, status: 'choosingCorporation' })).toEqual({ kind: 'redirect', to: '/select_corporation' });
    expect(guardRoute({ ...base, path: '/select_corporation', middleware: ['auth'], status: 'choosingCorporation' })).toEqual({ kind: 'render' });
  });

  it('sends every navigation to /maintenance while maintenance is on', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('/dashboard', '/sign_in', '/health', '/facilities/1', '/no_regist'),
        fc.constantFrom<SessionStatus>('signedOut', 'ready', 'loading', 'choosingCorporation'),
        fc.constantFrom(['public'], ['auth'], ['auth', 'corporation']),
        (path, status, middleware) => {
          expect(guardRoute({ ...base, path, status, middleware, maintenance: true })).toEqual({ kind: 'redirect', to: '/maintenance' });
        },
      ),
    );
    expect(guardRoute({ ...base, path: '/maintenance', middleware: ['public'], maintenance: true })).toEqual({ kind: 'render' });
  });

  it('sends /maintenance to the index when maintenance is off', () => {
    expect(guardRoute({ ...base, path: '/maintenance', middleware: ['public'], status: 'signedOut' })).toEqual({ kind: 'redirect', to: '/' });
  });

  it('refuses an ability-gated route typed directly without the ability', () => {
    for (const name of abilityNames) {
      const middleware = ['auth', 'corporation', `ability:${name}`];
      expect(guardRoute({ ...base, middleware })).toEqual({ kind: 'forbidden' });
      expect(guardRoute({ ...base, middleware, ability: allAbilities })).toEqual({ kind: 'render' });
    }
  });

  it('answers 500 Unknown middleware for a name it does not know', () => {
    expect(guardRoute({ ...base, middleware: ['auth', 'sudo'] })).toEqual({ kind: 'error', status: 500, message: 'Unknown middleware' });
    expect(guardRoute({ ...base, middleware: ['ability:canFly'] })).toEqual({ kind: 'error', status: 500, message: 'Unknown middleware' });
    expect(isKnownMiddleware('ability:canEditMembers')).toBe(true);
  });

  it('sends a signed-in user away from the sign-in page to the dashboard', () => {
    expect(guardRoute({ ...base, path: '/sign_in', middleware: ['public', 'guest'] })).toEqual({ kind: 'redirect', to: '/dashboard' });
    expect(guardRoute({ ...base, path: '/sign_in', middleware: ['public', 'guest'], status: 'signedOut' })).toEqual({ kind: 'render' });
  });

  it('sends a user stranded without a corporation from the sign-in pages back to the choice', () => {
    for (const path of ['/sign_in', '/sign_in_token/abc']) {
      expect(guardRoute({ ...base, path, middleware: ['public', 'guest'], status: 'choosingCorporation' })).toEqual({
        kind: 'redirect',
        to: '/select_corporation',
      });
    }
  });

  it('keeps the corporation choice open while one must be chosen, then only with canSelectCorporations', () => {
    const choice = { ...base, path: '/select_corporation', middleware: routeNamed.selectCorporation.middleware };
    expect(guardRoute({ ...choice, status: 'choosingCorporation' })).toEqual({ kind: 'render' });
    expect(guardRoute({ ...choice, status: 'loading' })).toEqual({ kind: 'render' });
    expect(guardRoute({ ...choice, status: 'ready', ability: noAbility })).toEqual({ kind: 'forbidden' });
    expect(guardRoute({ ...choice, status: 'ready', ability: { ...noAbility, canSelectCorporations: true } })).toEqual({ kind: 'render' });
  });

  it('offers the retry on the sign-in pages when the profile or corporations failed after a sign-in', () => {
    for (const status of ['profileFailed', 'corporationsFailed'] as const) {
      expect(guardRoute({ ...base, path: '/sign_in', middleware: ['public', 'guest'], status })).toEqual({ kind: 'sessionFailed' });
    }
    expect(guardRoute({ ...base, path: '/sign_in', middleware: ['public', 'guest'], status: 'loading' })).toEqual({ kind: 'render' });
  });

  it('shows the session failure instead of a screen when the profile could not load', () => {
    expect(guardRoute({ ...base, status: 'profileFailed' })).toEqual({ kind: 'sessionFailed' });
    expect(guardRoute({ ...base, status: 'corporationsFailed' })).toEqual({ kind: 'sessionFailed' });
    expect(guardRoute({ ...base, path: '/select_corporation', middleware: ['auth', 'corporationChoice'], status: 'corporationsFailed' })).toEqual({
      kind: 'sessionFailed',
    });
  });
});
