import { afterEach, describe, expect, it } from 'vitest';
import { corp, deferred, fail, flush, hang, httpError, me, noAbility, ok, startSession, type Kit, type Outcome, type Script, type SessionActor, waitFor } from './session.test-kit';
import type { SessionInput } from './session.types';

const live: Array<{ actor: SessionActor; kit: Kit }> = [];
function session(script: Script, input: SessionInput = { bearer: 'bearer-1' }) {
  const started = startSession(script, input);
  live.push(started);
  return started;
}
afterEach(() => {
  for (const { actor, kit } of live.splice(0)) {
    actor.stop();
    kit.expectNoSurprises();
  }
});

const [a, b, c] = [corp('a'), corp('b'), corp('c')];
const signedOut = (actor: SessionActor) => waitFor(actor, (s) => s.matches({ signedOut: 'idle' }));

describe('the corporation rule', () => {
  it('chooses the only corporation automatically and loads it', async () => {
    const { actor, kit } = session({ loadMe: [ok(me())], listCorporations: [ok([a])], loadCorporation: [ok(a)] });
    await waitFor(actor, (s) => s.matches({ signedIn: { ready: 'idle' } }));
    expect(kit.paramsOf('persistCorporationId')).toEqual([{ corporationId: 'a' }]);
    expect(kit.inputsOf('loadCorporation')).toEqual([{ corporationId: 'a' }]);
    expect(actor.getSnapshot().context).toMatchObject({ corporationId: 'a', corporation: a, corporations: [a] });
  });

  it('asks to choose among several, then loads the chosen one', async () => {
    const { actor, kit } = session({ loadMe: [ok(me())], listCorporations: [ok([a, b, c])], loadCorporation: [ok(b)] });
    await waitFor(actor, (s) => s.matches({ signedIn: 'choosingCorporation' }));
    expect(actor.getSnapshot().context).toMatchObject({ corporations: [a, b, c], corporationId: undefined });
    expect(actor.getSnapshot().can({ type: 'session.retry' })).toBe(false);
    actor.send({ type: 'session.selectCorporation', corporationId: 'b' });
    await waitFor(actor, (s) => s.matches({ signedIn: 'ready' }));
    expect(kit.paramsOf('persistCorporationId')).toEqual([{ corporationId: undefined }, { corporationId: 'b' }]);
    expect(kit.inputsOf('loadCorporation')).toEqual([{ corporationId: 'b' }]);
    expect(actor.getSnapshot().context.corporation).toEqual(b);
  });

  it('signs out to /no_regist when there is no corporation', async () => {
    const identity = deferred();
    const { actor, kit } = session({ loadMe: [ok(me())], listCorporations: [ok([])], identitySignOut: [identity.outcome] });
    await waitFor(actor, (s) => s.matches('signingOut'));
    expect(kit.paramsOf('redirect')).toEqual([]);
    expect(kit.paramsOf('persistBearer')).toEqual([{ bearer: undefined }]);
    identity.resolve(undefined);
    await signedOut(actor);
    expect(kit.paramsOf('redirect')).toEqual([{ to: '/no_regist' }]);
    expect(actor.getSnapshot().context).toMatchObject({ bearer: undefined, nextRoute: undefined, corporations: [] });
  });

  it('logs a failed listing and treats it as empty (/no_regist)', async () => {
    const error = httpError(500);
    const { actor, kit } = session({ loadMe: [ok(me())], listCorporations: [fail(error)], identitySignOut: [ok()] });
    await signedOut(actor);
    expect(kit.paramsOf('logError')).toEqual([{ where: 'listCorporations', error }]);
    expect(kit.paramsOf('redirect')).toEqual([{ to: '/no_regist' }]);
  });

  it('treats a 401 on the listing as a plain sign-out (/sign_in)', async () => {
    const { actor, kit } = session({ loadMe: [ok(me())], listCorporations: [fail(httpError(401))], identitySignOut: [ok()] });
    await signedOut(actor);
    expect(kit.paramsOf('redirect')).toEqual([{ to: '/sign_in' }]);
  });

  it('loads a stored corporation that is in the list directly', async () => {
    const { actor, kit } = session({ loadMe: [ok(me())], listCorporations: [ok([a, b])], loadCorporation: [ok(b)] }, { bearer: 'x', corporationId: 'b' });
    await waitFor(actor, (s) => s.matches({ signedIn: 'ready' }));
    expect(kit.inputsOf('loadCorporation')).toEqual([{ corporationId: 'b' }]);
    expect(kit.paramsOf('persistCorporationId')).toEqual([]);
  });

  it('clears a stored corporation that is no longer in the list and asks to choose', async () => {
    const { actor, kit } = session({ loadMe: [ok(me())], listCorporations: [ok([a, b])] }, { bearer: 'x', corporationId: 'gone' });
    await waitFor(actor, (s) => s.matches({ signedIn: 'choosingCorporation' }));
    expect(actor.getSnapshot().context.corporationId).toBeUndefined();
    expect(kit.paramsOf('persistCorporationId')).toEqual([{ corporationId: undefined }]);
  });

  it('replaces a stale stored corporation by the only one left', async () => {
    const { actor, kit } = session({ loadMe: [ok(me())], listCorporations: [ok([a])], loadCorporation: [ok(a)] }, { bearer: 'x', corporationId: 'gone' });
    await waitFor(actor, (s) => s.matches({ signedIn: 'ready' }));
    expect(kit.paramsOf('persistCorporationId')).toEqual([{ corporationId: 'a' }]);
  });
});

describe('loading the corporation', () => {
  it('on a 404 clears the choice, goes to / and asks to choose', async () => {
    const { actor, kit } = session({ loadMe: [ok(me())], listCorporations: [ok([a, b])], loadCorporation: [fail(httpError(404))] }, { bearer: 'x', corporationId: 'a' });
    await waitFor(actor, (s) => s.matches({ signedIn: 'choosingCorporation' }));
    expect(actor.getSnapshot().context).toMatchObject({ corporationId: undefined, corporation: undefined });
    expect(kit.paramsOf('persistCorporationId')).toEqual([{ corporationId: undefined }]);
    expect(kit.paramsOf('navigate')).toEqual([{ to: '/' }]);
  });

  it('on another error shows corporationFailed; session.retry loads it again', async () => {
    const error = httpError(500, 'サーバーエラー');
    const { actor, kit } = session({ loadMe: [ok(me())], listCorporations: [ok([a])], loadCorporation: [fail(error)] });
    await waitFor(actor, (s) => s.matches({ signedIn: 'corporationFailed' }));
    expect(actor.getSnapshot().context.lastError).toBe('サーバーエラー');
    expect(kit.paramsOf('logError')).toEqual([{ where: 'loadCorporation', error }]);
    kit.script({ loadCorporation: [ok(a)] });
    actor.send({ type: 'session.retry' });
    await waitFor(actor, (s) => s.matches({ signedIn: 'ready' }));
    expect(kit.inputsOf('loadCorporation')).toEqual([{ corporationId: 'a' }, { corporationId: 'a' }]);
  });

  it('from corporationFailed another corporation can be chosen', async () => {
    const { actor, kit } = session({ loadMe: [ok(me())], listCorporations: [ok([a, b])], loadCorporation: [fail(new Error('x')), ok(b)] }, { bearer: 'x', corporationId: 'a' });
    await waitFor(actor, (s) => s.matches({ signedIn: 'corporationFailed' }));
    actor.send({ type: 'session.selectCorporation', corporationId: 'b' });
    await waitFor(actor, (s) => s.matches({ signedIn: 'ready' }));
    expect(kit.paramsOf('persistCorporationId')).toEqual([{ corporationId: 'b' }]);
    expect(actor.getSnapshot().context.corporation).toEqual(b);
  });

  it('on a 401 signs out to /sign_in', async () => {
    const { actor, kit } = session({ loadMe: [ok(me())], listCorporations: [ok([a])], loadCorporation: [fail(httpError(401))], identitySignOut: [ok()] });
    await signedOut(actor);
    expect(kit.paramsOf('redirect')).toEqual([{ to: '/sign_in' }]);
  });
});

describe('loading me', () => {
  it('on a 401 signs out to /sign_in', async () => {
    const { actor, kit } = session({ loadMe: [fail(httpError(401))], identitySignOut: [ok()] });
    await signedOut(actor);
    expect(kit.paramsOf('redirect')).toEqual([{ to: '/sign_in' }]);
    expect(kit.paramsOf('persistBearer')).toEqual([{ bearer: undefined }]);
  });

  it('on another error shows profileFailed; session.retry works', async () => {
    const { actor, kit } = session({ loadMe: [fail(new Error('timeout'))] });
    await waitFor(actor, (s) => s.matches({ signedIn: 'profileFailed' }));
    expect(actor.getSnapshot().context.lastError).toBe('timeout');
    expect(kit.paramsOf('logError')).toEqual([{ where: 'loadMe', error: new Error('timeout') }]);
    kit.script({ loadMe: [ok(me())], listCorporations: [ok([a])], loadCorporation: [ok(a)] });
    actor.send({ type: 'session.retry' });
    await waitFor(actor, (s) => s.matches({ signedIn: 'ready' }));
    expect(kit.callCount('loadMe')).toBe(2);
  });
});

/** Scripts that leave a fresh session (bearer stored) resting in each signed-in stage. */
const stages: Record<string, { script: Script; then?: (actor: SessionActor) => void; value: unknown }> = {
  loadingProfile: { script: { loadMe: [hang()] }, value: { signedIn: 'loadingProfile' } },
  profileFailed: { script: { loadMe: [fail(new Error('x'))] }, value: { signedIn: 'profileFailed' } },
  loadingCorporations: { script: { loadMe: [ok(me())], listCorporations: [hang()] }, value: { signedIn: 'loadingCorporations' } },
  choosingCorporation: { script: { loadMe: [ok(me())], listCorporations: [ok([a, b])] }, value: { signedIn: 'choosingCorporation' } },
  loadingCorporation: { script: { loadMe: [ok(me())], listCorporations: [ok([a])], loadCorporation: [hang()] }, value: { signedIn: 'loadingCorporation' } },
  corporationFailed: { script: { loadMe: [ok(me())], listCorporations: [ok([a])], loadCorporation: [fail(new Error('x'))] }, value: { signedIn: 'corporationFailed' } },
  'ready.idle': { script: { loadMe: [ok(me())], listCorporations: [ok([a])], loadCorporation: [ok(a)] }, value: { signedIn: { ready: 'idle' } } },
  'ready.refreshingProfile': {
    script: { loadMe: [ok(me()), hang()], listCorporations: [ok([a])], loadCorporation: [ok(a)] },
    then: (actor) => actor.send({ type: 'session.navigated' }),
    value: { signedIn: { ready: 'refreshingProfile' } },
  },
};

/** `signOut` scripts the identity sign-out for tests that end the session. */
async function reach(stage: keyof typeof stages, signOut?: Outcome) {
  const { script, then, value } = stages[stage]!;
  const started = session(signOut ? { ...script, identitySignOut: [signOut] } : script);
  if (then) {
    await waitFor(started.actor, (s) => s.matches({ signedIn: { ready: 'idle' } }));
    then(started.actor);
  }
  await waitFor(started.actor, (s) => s.matches(value as never));
  return started;
}

describe('session.unauthorized', () => {
  it.each(Object.keys(stages))('from signedIn.%s clears the session and redirects to /sign_in', async (stage) => {
    const { actor, kit } = await reach(stage, ok());
    const before = kit.calls.length;
    actor.send({ type: 'session.unauthorized' });
    await signedOut(actor);
    expect(kit.calls.slice(before).map((c) => [c.name, c.params])).toEqual([
      ['persistBearer', { bearer: undefined }],
      ['persistCorporationId', { corporationId: undefined }],
      ['redirect', { to: '/sign_in' }],
    ]);
    expect(kit.callCount('identitySignOut')).toBe(1);
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
    const { actor, kit } = await reach('ready.idle', fail(error));
    actor.send({ type: 'session.unauthorized' });
    await signedOut(actor);
    expect(kit.paramsOf('redirect')).toEqual([{ to: '/sign_in' }]);
    expect(kit.paramsOf('logError')).toEqual([{ where: 'identitySignOut', error }]);
  });
});

describe('session.signOut', () => {
  it('redirects to the given next route', async () => {
    const { actor, kit } = await reach('ready.idle', ok());
    actor.send({ type: 'session.signOut', next: '/no_regist' });
    await signedOut(actor);
    expect(kit.paramsOf('redirect')).toEqual([{ to: '/no_regist' }]);
    expect(actor.getSnapshot().context.nextRoute).toBeUndefined();
  });

  it('redirects to /sign_in without one', async () => {
    const { actor, kit } = await reach('choosingCorporation', ok());
    actor.send({ type: 'session.signOut' });
    await signedOut(actor);
    expect(kit.paramsOf('redirect')).toEqual([{ to: '/sign_in' }]);
  });

  it('is not offered while signed out', () => {
    const { actor } = session({}, {});
    expect(actor.getSnapshot().can({ type: 'session.signOut' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'session.unauthorized' })).toBe(false);
  });
});

describe('ready', () => {
  it('refreshes me on each navigation and returns to ready.idle', async () => {
    const { actor, kit } = await reach('ready.idle');
    kit.script({ loadMe: [ok(me(noAbility))] });
    actor.send({ type: 'session.navigated' });
    expect(actor.getSnapshot().value).toEqual({ signedIn: { ready: 'refreshingProfile' } });
    await waitFor(actor, (s) => s.matches({ signedIn: { ready: 'idle' } }));
    expect(kit.callCount('loadMe')).toBe(2);
    expect(actor.getSnapshot().context.ability).toEqual(noAbility);
  });

  it('keeps the old ability and logs when the refresh fails', async () => {
    const { actor, kit } = await reach('ready.idle');
    kit.script({ loadMe: [fail(new Error('offline'))] });
    actor.send({ type: 'session.navigated' });
    await flush();
    expect(actor.getSnapshot().value).toEqual({ signedIn: { ready: 'idle' } });
    expect(actor.getSnapshot().context.ability).toEqual(me().ability);
    expect(kit.paramsOf('logError')).toEqual([{ where: 'refreshProfile', error: new Error('offline') }]);
  });

  it('loads another corporation when one is selected', async () => {
    const { actor, kit } = await reach('ready.idle');
    kit.script({ loadCorporation: [ok(b)] });
    actor.send({ type: 'session.selectCorporation', corporationId: 'b' });
    expect(actor.getSnapshot().value).toEqual({ signedIn: 'loadingCorporation' });
    expect(actor.getSnapshot().context).toMatchObject({ corporationId: 'b', corporation: undefined });
    await waitFor(actor, (s) => s.matches({ signedIn: 'ready' }));
    expect(kit.inputsOf('loadCorporation')).toEqual([{ corporationId: 'a' }, { corporationId: 'b' }]);
    expect(kit.paramsOf('persistCorporationId')).toEqual([{ corporationId: 'a' }, { corporationId: 'b' }]);
    expect(actor.getSnapshot().context.corporation).toEqual(b);
  });

  it('takes an updated corporation into context and the list', async () => {
    const { actor } = session({ loadMe: [ok(me())], listCorporations: [ok([a, b])], loadCorporation: [ok(b)] }, { bearer: 'x', corporationId: 'b' });
    await waitFor(actor, (s) => s.matches({ signedIn: 'ready' }));
    const renamed = { ...b, name: '株式会社ビー', isTicketMailReceivable: false };
    actor.send({ type: 'session.corporationUpdated', corporation: renamed });
    expect(actor.getSnapshot().context).toMatchObject({ corporation: renamed, corporations: [a, renamed] });
    expect(actor.getSnapshot().value).toEqual({ signedIn: { ready: 'idle' } });
  });
});
