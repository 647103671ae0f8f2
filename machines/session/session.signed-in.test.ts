import { describe, expect, it } from 'vitest';
import {
  corp,
  deferred,
  fail,
  flush,
  hang,
  httpError,
  me,
  noAbility,
  ok,
  sessionsOfEachTest,
  type Outcome,
  type Script,
  type SessionActor,
  waitFor,
} from '@tests/harness/session-kit';
import { PROFILE_FRESH_MS, SIGN_OUT_WAIT_MS } from './session.types';

const session = sessionsOfEachTest({ bearer: 'bearer-1' });

const [a, b, c] = [corp('a'), corp('b'), corp('c')];
const signedOut = (actor: SessionActor) => waitFor(actor, (s) => s.matches({ signedOut: 'idle' }));
const ready = (actor: SessionActor) => waitFor(actor, (s) => s.matches({ signedIn: 'ready' }));

/** The whole window of an /api/me answer: its two halves, each a timer of its own. */
const passFreshWindow = (clock: { increment(ms: number): void }) => {
  clock.increment(PROFILE_FRESH_MS / 2);
  clock.increment(PROFILE_FRESH_MS / 2);
};
describe('loading the profile and the corporations (one round trip)', () => {
  it('asks for both at once, before either answers', async () => {
    const profile = deferred();
    const corporations = deferred();
    const { actor, kit } = session({ loadMe: [profile.outcome], listCorporations: [corporations.outcome] });
    expect(kit.callCount('loadMe')).toBe(1);
    expect(kit.callCount('listCorporations')).toBe(1);
    corporations.resolve([a]);
    await flush();
    expect(actor.getSnapshot().matches({ signedIn: 'loading' })).toBe(true);
    profile.resolve(me());
    await ready(actor);
  });

  it('chooses the only corporation automatically, taken from the listing', async () => {
    const { actor, kit } = session({ loadMe: [ok(me())], listCorporations: [ok([a])] });
    await waitFor(actor, (s) => s.matches({ signedIn: { ready: 'fresh' } }));
    expect(kit.paramsOf('persistCorporationId')).toEqual([{ corporationId: 'a' }]);
    expect(kit.paramsOf('navigate')).toEqual([]);
    expect(actor.getSnapshot().context).toMatchObject({ corporationId: 'a', corporation: a, corporations: [a] });
  });

  it('asks to choose among several, then takes the chosen one from the list and goes to the dashboard', async () => {
    const { actor, kit } = session({ loadMe: [ok(me())], listCorporations: [ok([a, b, c])] });
    await waitFor(actor, (s) => s.matches({ signedIn: 'choosingCorporation' }));
    expect(actor.getSnapshot().context).toMatchObject({ corporations: [a, b, c], corporationId: undefined });
    expect(actor.getSnapshot().can({ type: 'session.retry' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'session.selectCorporation', corporationId: 'not-mine' })).toBe(false);
    actor.send({ type: 'session.selectCorporation', corporationId: 'b' });
    expect(actor.getSnapshot().matches({ signedIn: 'ready' })).toBe(true);
    expect(kit.paramsOf('persistCorporationId')).toEqual([{ corporationId: undefined }, { corporationId: 'b' }]);
    expect(kit.paramsOf('navigate')).toEqual([{ to: '/dashboard' }]);
    expect(actor.getSnapshot().context.corporation).toEqual(b);
  });

  it('signs out to /no_regist when the listing answers no corporation, and the server forgets the bearer', async () => {
    const identity = deferred();
    const { actor, kit } = session({ loadMe: [ok(me())], listCorporations: [ok([])], identitySignOut: [identity.outcome], revokeSession: [ok()] });
    await waitFor(actor, (s) => s.matches('signingOut'));
    expect(kit.paramsOf('redirect')).toEqual([]);
    expect(kit.paramsOf('persistBearer')).toEqual([{ bearer: undefined }]);
    expect(kit.inputsOf('revokeSession')).toEqual([{ bearer: 'bearer-1' }]);
    identity.resolve(undefined);
    await signedOut(actor);
    expect(kit.paramsOf('redirect')).toEqual([{ to: '/no_regist' }]);
    expect(kit.order('forgetPersonalData')).toEqual(['forgetPersonalData']);
    expect(actor.getSnapshot().context).toMatchObject({ bearer: undefined, nextRoute: undefined, corporations: [], revokeBearer: undefined });
  });

  it('treats a failed listing as a failure to retry (logged), never as "no corporation"', async () => {
    const error = httpError(500);
    const { actor, kit } = session({ loadMe: [ok(me())], listCorporations: [fail(error)] });
    await waitFor(actor, (s) => s.matches({ signedIn: 'corporationsFailed' }));
    expect(kit.paramsOf('logError')).toEqual([{ where: 'listCorporations', error }]);
    expect(kit.paramsOf('redirect')).toEqual([]);
    expect(actor.getSnapshot().context).toMatchObject({ bearer: 'bearer-1', lastError: 'HTTP 500' });
    kit.script({ loadMe: [ok(me())], listCorporations: [ok([a])] });
    actor.send({ type: 'session.retry' });
    await ready(actor);
    expect(actor.getSnapshot().context.corporation).toEqual(a);
  });

  it('treats a 401 on the listing as a plain sign-out (/sign_in), with nothing to revoke', async () => {
    const { actor, kit } = session({ loadMe: [hang()], listCorporations: [fail(httpError(401))], identitySignOut: [ok()] });
    await signedOut(actor);
    expect(kit.paramsOf('redirect')).toEqual([{ to: '/sign_in' }]);
    expect(kit.callCount('revokeSession')).toBe(0);
  });

  it('keeps a stored corporation that is in the list, without storing it again', async () => {
    const { actor, kit } = session({ loadMe: [ok(me())], listCorporations: [ok([a, b])] }, { bearer: 'x', corporationId: 'b' });
    await ready(actor);
    expect(actor.getSnapshot().context.corporation).toEqual(b);
    expect(kit.paramsOf('persistCorporationId')).toEqual([]);
    expect(kit.paramsOf('navigate')).toEqual([]);
  });

  it('clears a stored corporation the account can no longer reach, goes to / and asks to choose', async () => {
    const { actor, kit } = session({ loadMe: [ok(me())], listCorporations: [ok([a, b])] }, { bearer: 'x', corporationId: 'gone' });
    await waitFor(actor, (s) => s.matches({ signedIn: 'choosingCorporation' }));
    expect(actor.getSnapshot().context.corporationId).toBeUndefined();
    expect(kit.paramsOf('persistCorporationId')).toEqual([{ corporationId: undefined }]);
    expect(kit.paramsOf('navigate')).toEqual([{ to: '/' }]);
  });

  it('replaces a stale stored corporation by the only one left, going to /', async () => {
    const { actor, kit } = session({ loadMe: [ok(me())], listCorporations: [ok([a])] }, { bearer: 'x', corporationId: 'gone' });
    await ready(actor);
    expect(kit.paramsOf('persistCorporationId')).toEqual([{ corporationId: 'a' }]);
    expect(kit.paramsOf('navigate')).toEqual([{ to: '/' }]);
  });
});

describe('loading me', () => {
  it('on a 401 signs out to /sign_in', async () => {
    const { actor, kit } = session({ loadMe: [fail(httpError(401))], listCorporations: [hang()], identitySignOut: [ok()] });
    await signedOut(actor);
    expect(kit.paramsOf('redirect')).toEqual([{ to: '/sign_in' }]);
    expect(kit.paramsOf('persistBearer')).toEqual([{ bearer: undefined }]);
  });

  it('on another error shows profileFailed; session.retry loads both again', async () => {
    const { actor, kit } = session({ loadMe: [fail(new Error('timeout'))], listCorporations: [hang()] });
    await waitFor(actor, (s) => s.matches({ signedIn: 'profileFailed' }));
    expect(actor.getSnapshot().context.lastError).toBe('timeout');
    expect(kit.paramsOf('logError')).toEqual([{ where: 'loadMe', error: new Error('timeout') }]);
    kit.script({ loadMe: [ok(me())], listCorporations: [ok([a])] });
    actor.send({ type: 'session.retry' });
    await ready(actor);
    expect(kit.callCount('loadMe')).toBe(2);
  });
});

/** Scripts that leave a fresh session (bearer stored) resting in each signed-in stage. */
const stages: Record<string, { script: Script; value: unknown }> = {
  loading: { script: { loadMe: [hang()], listCorporations: [hang()] }, value: { signedIn: 'loading' } },
  profileFailed: { script: { loadMe: [fail(new Error('x'))], listCorporations: [hang()] }, value: { signedIn: 'profileFailed' } },
  corporationsFailed: { script: { loadMe: [hang()], listCorporations: [fail(new Error('x'))] }, value: { signedIn: 'corporationsFailed' } },
  choosingCorporation: { script: { loadMe: [ok(me())], listCorporations: [ok([a, b])] }, value: { signedIn: 'choosingCorporation' } },
  ready: { script: { loadMe: [ok(me())], listCorporations: [ok([a])] }, value: { signedIn: 'ready' } },
};

/** `signOut` scripts the identity sign-out and `revoke` the server's for tests that end the session. */
async function reach(stage: keyof typeof stages, signOut?: Outcome, revoke?: Outcome) {
  const { script, value } = stages[stage]!;
  const started = session({ ...script, ...(signOut ? { identitySignOut: [signOut] } : {}), ...(revoke ? { revokeSession: [revoke] } : {}) });
  await waitFor(started.actor, (s) => s.matches(value as never));
  return started;
}

describe('session.unauthorized', () => {
  it.each(Object.keys(stages))('from signedIn.%s clears the session and redirects to /sign_in', async (stage) => {
    const { actor, kit } = await reach(stage, ok());
    const before = kit.calls.length;
    actor.send({ type: 'session.unauthorized' });
    await signedOut(actor);
    expect(kit.calls.slice(before).map((call) => [call.name, call.params])).toEqual([
      ['persistBearer', { bearer: undefined }],
      ['persistCorporationId', { corporationId: undefined }],
      ['redirect', { to: '/sign_in' }],
    ]);
    expect(kit.callCount('identitySignOut')).toBe(1);
    expect(kit.callCount('revokeSession')).toBe(0);
    expect(actor.getSnapshot().context).toMatchObject({
      bearer: undefined,
      ability: undefined,
      profile: undefined,
      corporation: undefined,
      corporationId: undefined,
      corporations: [],
    });
  });

  it('still redirects when the identity sign-out fails', async () => {
    const error = new Error('auth/network-request-failed');
    const { actor, kit } = await reach('ready', fail(error));
    actor.send({ type: 'session.unauthorized' });
    await signedOut(actor);
    expect(kit.paramsOf('redirect')).toEqual([{ to: '/sign_in' }]);
    expect(kit.paramsOf('logError')).toEqual([{ where: 'identitySignOut', error }]);
  });
});

describe('session.signOut', () => {
  it('asks the server to forget the bearer, signs out of the identity service, then redirects to the next route', async () => {
    const { actor, kit } = await reach('ready', ok(), ok());
    actor.send({ type: 'session.signOut', next: '/no_regist' });
    await signedOut(actor);
    expect(kit.inputsOf('revokeSession')).toEqual([{ bearer: 'bearer-1' }]);
    expect(kit.paramsOf('redirect')).toEqual([{ to: '/no_regist' }]);
    expect(actor.getSnapshot().context).toMatchObject({ nextRoute: undefined, revokeBearer: undefined });
  });

  it('forgets what the person typed and did not save before the redirect (a 401 does not: the same person signs in again)', async () => {
    const { actor, kit } = await reach('ready', ok(), ok());
    actor.send({ type: 'session.signOut' });
    await signedOut(actor);
    expect(kit.order('forgetPersonalData', 'redirect')).toEqual(['forgetPersonalData', 'redirect']);
  });

  it('redirects to /sign_in without one', async () => {
    const { actor, kit } = await reach('choosingCorporation', ok(), ok());
    actor.send({ type: 'session.signOut' });
    await signedOut(actor);
    expect(kit.paramsOf('redirect')).toEqual([{ to: '/sign_in' }]);
  });

  it('logs a failed sign-out call and signs out all the same', async () => {
    const error = httpError(500);
    const { actor, kit } = await reach('ready', ok(), fail(error));
    actor.send({ type: 'session.signOut' });
    await signedOut(actor);
    expect(kit.paramsOf('logError')).toEqual([{ where: 'revokeSession', error }]);
    expect(kit.paramsOf('redirect')).toEqual([{ to: '/sign_in' }]);
  });

  it(`waits ${SIGN_OUT_WAIT_MS} ms at most for the sign-out call`, async () => {
    const { actor, kit, clock } = await reach('ready', ok(), hang());
    actor.send({ type: 'session.signOut' });
    await flush();
    expect(actor.getSnapshot().matches('signingOut')).toBe(true);
    expect(kit.paramsOf('redirect')).toEqual([]);
    clock.increment(SIGN_OUT_WAIT_MS);
    await signedOut(actor);
    expect(kit.paramsOf('redirect')).toEqual([{ to: '/sign_in' }]);
    expect(kit.paramsOf('logError')).toEqual([{ where: 'revokeSession', error: new Error('sign-out call timed out') }]);
  });

  it('is not offered while signed out', () => {
    const { actor } = session({}, {});
    expect(actor.getSnapshot().can({ type: 'session.signOut' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'session.unauthorized' })).toBe(false);
  });
});

describe('a sign-in while signed in', () => {
  it('is not ignored: it replaces the stranded session and lands like any sign-in', async () => {
    const { actor, kit } = await reach('choosingCorporation');
    kit.script({ exchangeIdToken: [ok('bearer-2')], loadMe: [ok(me())], listCorporations: [ok([c])] });
    expect(actor.getSnapshot().can({ type: 'session.signIn', idToken: 't' })).toBe(true);
    actor.send({ type: 'session.signIn', idToken: 'dummy:other@example.jp', signInToken: 'mail-token' });
    expect(actor.getSnapshot().value).toEqual({ signedOut: 'signingIn' });
    expect(actor.getSnapshot().context).toMatchObject({ bearer: undefined, corporations: [], ability: undefined });
    await ready(actor);
    expect(actor.getSnapshot().context).toMatchObject({ bearer: 'bearer-2', corporation: c });
    expect(kit.paramsOf('persistBearer')).toEqual([{ bearer: undefined }, { bearer: 'bearer-2' }]);
    expect(kit.paramsOf('navigate')).toEqual([{ to: '/dashboard' }]);
  });
});

async function readyAt(path: string, script: Script = {}) {
  const started = session({ loadMe: [ok(me())], listCorporations: [ok([a])], ...script });
  started.actor.send({ type: 'session.navigated', path });
  await ready(started.actor);
  return started;
}

describe('profile and ability before each navigation', () => {
  it('shows where the app is once the first answer is in, and lets navigations through while the answer is fresh', async () => {
    const { actor, kit } = await readyAt('/coupons');
    expect(actor.getSnapshot().context.shownPath).toBe('/coupons');
    actor.send({ type: 'session.navigated', path: '/facilities' });
    expect(actor.getSnapshot().context.shownPath).toBe('/facilities');
    expect(kit.callCount('loadMe')).toBe(1);
  });

  it('does not ask for the profile twice after a sign-in (the landing uses the answer just in)', async () => {
    const { actor, kit } = session({ exchangeIdToken: [ok('b')], loadMe: [ok(me())], listCorporations: [ok([a])] }, {});
    actor.send({ type: 'session.navigated', path: '/sign_in' });
    actor.send({ type: 'session.signIn', idToken: 't' });
    await ready(actor);
    expect(kit.paramsOf('navigate')).toEqual([{ to: '/dashboard' }]);
    actor.send({ type: 'session.navigated', path: '/dashboard' });
    expect(actor.getSnapshot().context.shownPath).toBe('/dashboard');
    expect(kit.callCount('loadMe')).toBe(1);
  });

  it('after the fresh window, a navigation is shown only once its own answer is in, with the new ability', async () => {
    const { actor, kit, clock } = await readyAt('/dashboard');
    passFreshWindow(clock);
    expect(actor.getSnapshot().value).toEqual({ signedIn: { ready: 'stale' } });
    const answer = deferred();
    kit.script({ loadMe: [answer.outcome] });
    actor.send({ type: 'session.navigated', path: '/ticket-sources' });
    expect(actor.getSnapshot().value).toEqual({ signedIn: { ready: 'refreshing' } });
    expect(actor.getSnapshot().context).toMatchObject({ path: '/ticket-sources', shownPath: '/dashboard' });
    answer.resolve(me(noAbility));
    await waitFor(actor, (s) => s.matches({ signedIn: { ready: 'fresh' } }));
    // the ability and the location change in one step: no frame shows the screen with the old ability
    expect(actor.getSnapshot().context).toMatchObject({ shownPath: '/ticket-sources', ability: noAbility });
  });

  it('starts the request on hover/focus, and the navigation that follows adopts it (one call)', async () => {
    const { actor, kit, clock } = await readyAt('/dashboard');
    passFreshWindow(clock);
    const answer = deferred();
    kit.script({ loadMe: [answer.outcome] });
    actor.send({ type: 'session.prefetchProfile' });
    expect(actor.getSnapshot().value).toEqual({ signedIn: { ready: 'refreshing' } });
    actor.send({ type: 'session.navigated', path: '/facilities' });
    expect(actor.getSnapshot().context.shownPath).toBe('/dashboard');
    answer.resolve(me());
    await waitFor(actor, (s) => s.context.shownPath === '/facilities');
    expect(kit.callCount('loadMe')).toBe(2);
  });

  it('a hover answered before the click lets the click through at once', async () => {
    const { actor, kit, clock } = await readyAt('/dashboard');
    passFreshWindow(clock);
    kit.script({ loadMe: [ok(me())] });
    actor.send({ type: 'session.prefetchProfile' });
    await waitFor(actor, (s) => s.matches({ signedIn: { ready: 'fresh' } }));
    actor.send({ type: 'session.navigated', path: '/coupons' });
    expect(actor.getSnapshot().context.shownPath).toBe('/coupons');
    expect(kit.callCount('loadMe')).toBe(2);
  });

  it('a hover while the answer is fresh asks nothing', async () => {
    const { actor, kit } = await readyAt('/dashboard');
    actor.send({ type: 'session.prefetchProfile' });
    expect(actor.getSnapshot().value).toEqual({ signedIn: { ready: 'fresh' } });
    expect(kit.callCount('loadMe')).toBe(1);
  });

  it('a hover early in the fresh window asks at its half, so that its click, even after a rest, is let through at once', async () => {
    const { actor, kit, clock } = await readyAt('/dashboard');
    kit.script({ loadMe: [ok(me())] });
    clock.increment(100);
    actor.send({ type: 'session.prefetchProfile' });
    expect(kit.callCount('loadMe')).toBe(1);
    clock.increment(PROFILE_FRESH_MS / 2 - 100);
    expect(actor.getSnapshot().value).toEqual({ signedIn: { ready: 'refreshing' } });
    await waitFor(actor, (s) => s.matches({ signedIn: { ready: 'fresh' } }));
    clock.increment(PROFILE_FRESH_MS - 100);
    actor.send({ type: 'session.navigated', path: '/coupons' });
    expect(actor.getSnapshot().context.shownPath).toBe('/coupons');
    expect(kit.callCount('loadMe')).toBe(2);
  });

  it('a hover late in the fresh window asks at once; a click while that answer is on its way is shown at once', async () => {
    const { actor, kit, clock } = await readyAt('/dashboard');
    clock.increment(PROFILE_FRESH_MS / 2);
    expect(actor.getSnapshot().value).toEqual({ signedIn: { ready: 'ageing' } });
    actor.send({ type: 'session.navigated', path: '/facilities' });
    expect(actor.getSnapshot().context.shownPath).toBe('/facilities');
    const answer = deferred();
    kit.script({ loadMe: [answer.outcome] });
    actor.send({ type: 'session.prefetchProfile' });
    expect(actor.getSnapshot().value).toEqual({ signedIn: { ready: 'refreshing' } });
    expect(kit.callCount('loadMe')).toBe(2);
    actor.send({ type: 'session.navigated', path: '/coupons' });
    expect(actor.getSnapshot().context.shownPath).toBe('/coupons');
    answer.resolve(me());
    await waitFor(actor, (s) => s.matches({ signedIn: { ready: 'fresh' } }));
    clock.increment(PROFILE_FRESH_MS - 100);
    actor.send({ type: 'session.navigated', path: '/members' });
    expect(actor.getSnapshot().context.shownPath).toBe('/members');
  });

  it('an answer asked ahead that is slow to come: after half a window, navigations wait for it', async () => {
    const { actor, kit, clock } = await readyAt('/dashboard');
    clock.increment(PROFILE_FRESH_MS / 2);
    const answer = deferred();
    kit.script({ loadMe: [answer.outcome] });
    actor.send({ type: 'session.prefetchProfile' });
    clock.increment(PROFILE_FRESH_MS / 2);
    actor.send({ type: 'session.navigated', path: '/coupons' });
    expect(actor.getSnapshot().context.shownPath).toBe('/dashboard');
    answer.resolve(me(noAbility));
    await waitFor(actor, (s) => s.context.shownPath === '/coupons');
    expect(actor.getSnapshot().context.ability).toEqual(noAbility);
    expect(kit.callCount('loadMe')).toBe(2);
  });

  it('a navigation inside the fresh window is what the hover intended: nothing is asked after it', async () => {
    const { actor, kit, clock } = await readyAt('/dashboard');
    actor.send({ type: 'session.prefetchProfile' });
    actor.send({ type: 'session.navigated', path: '/coupons' });
    passFreshWindow(clock);
    expect(actor.getSnapshot().value).toEqual({ signedIn: { ready: 'stale' } });
    expect(kit.callCount('loadMe')).toBe(1);
  });

  it('does not drop a navigation made during a refresh: the latest location is shown when the answer comes', async () => {
    const { actor, kit, clock } = await readyAt('/dashboard');
    passFreshWindow(clock);
    const answer = deferred();
    kit.script({ loadMe: [answer.outcome] });
    actor.send({ type: 'session.navigated', path: '/coupons' });
    actor.send({ type: 'session.navigated', path: '/facilities' });
    answer.resolve(me());
    await waitFor(actor, (s) => s.matches({ signedIn: { ready: 'fresh' } }));
    expect(actor.getSnapshot().context.shownPath).toBe('/facilities');
  });

  it('logs a failed refresh, keeps the known ability and lets the navigation through', async () => {
    const { actor, kit, clock } = await readyAt('/dashboard');
    passFreshWindow(clock);
    kit.script({ loadMe: [fail(new Error('offline'))] });
    actor.send({ type: 'session.navigated', path: '/coupons' });
    await waitFor(actor, (s) => s.context.shownPath === '/coupons');
    expect(actor.getSnapshot().value).toEqual({ signedIn: { ready: 'stale' } });
    expect(actor.getSnapshot().context.ability).toEqual(me().ability);
    expect(kit.paramsOf('logError')).toEqual([{ where: 'refreshProfile', error: new Error('offline') }]);
  });

  it('signs out on a 401 during a refresh', async () => {
    const { actor, kit, clock } = await readyAt('/dashboard', { identitySignOut: [ok()] });
    passFreshWindow(clock);
    kit.script({ loadMe: [fail(httpError(401))] });
    actor.send({ type: 'session.navigated', path: '/coupons' });
    await signedOut(actor);
    expect(kit.paramsOf('redirect')).toEqual([{ to: '/sign_in' }]);
  });
});

describe('ready', () => {
  it('switches to another listed corporation at once and goes to the dashboard', async () => {
    const { actor, kit } = session({ loadMe: [ok(me())], listCorporations: [ok([a, b])] }, { bearer: 'x', corporationId: 'a' });
    await ready(actor);
    actor.send({ type: 'session.selectCorporation', corporationId: 'b' });
    expect(actor.getSnapshot().context).toMatchObject({ corporationId: 'b', corporation: b });
    expect(kit.paramsOf('persistCorporationId')).toEqual([{ corporationId: 'b' }]);
    expect(kit.paramsOf('navigate')).toEqual([{ to: '/dashboard' }]);
  });

  it('takes an updated corporation into context and the list', async () => {
    const { actor } = session({ loadMe: [ok(me())], listCorporations: [ok([a, b])] }, { bearer: 'x', corporationId: 'b' });
    await ready(actor);
    const renamed = { ...b, name: '株式会社ビー', isTicketMailReceivable: false };
    actor.send({ type: 'session.corporationUpdated', corporation: renamed });
    expect(actor.getSnapshot().context).toMatchObject({ corporation: renamed, corporations: [a, renamed] });
    expect(actor.getSnapshot().value).toEqual({ signedIn: { ready: 'fresh' } });
  });
});
