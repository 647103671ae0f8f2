import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { ja } from '@/messages/ja';
import { sanitizeCorporationId, sessionMachine } from './session.machine';
import { corp, deferred, fail, hang, httpError, mailSent, me, ok, sessionsOfEachTest, type SessionActor, waitFor } from '@tests/harness/session-kit';

const session = sessionsOfEachTest({});

describe('the fakes', () => {
  it('report an actor call no test scripted, even though the machine absorbs the rejection', async () => {
    const { actor, kit } = session({}, { bearer: 'b' });
    await waitFor(actor, (s) => s.matches({ signedIn: 'profileFailed' }));
    expect(kit.unexpected.splice(0)).toEqual(['loadMe', 'listCorporations']);
  });
});

describe('booting', () => {
  it('without a bearer rests in signedOut.idle and calls nothing', () => {
    const { actor, kit } = session({});
    expect(actor.getSnapshot().value).toEqual({ signedOut: 'idle' });
    expect(kit.calls).toEqual([]);
  });

  it('treats an empty bearer as none', () => {
    const { actor } = session({}, { bearer: '' });
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
    expect(actor.getSnapshot().context.bearer).toBeUndefined();
  });

  it('with a bearer goes straight to loading the profile and the corporations, in parallel', () => {
    const { actor, kit } = session({ loadMe: [hang()], listCorporations: [hang()] }, { bearer: 'stored-bearer', maintenance: true });
    expect(actor.getSnapshot().value).toEqual({ signedIn: { loading: { profile: 'loading', corporations: 'loading' } } });
    expect(actor.getSnapshot().context).toMatchObject({ bearer: 'stored-bearer', maintenance: true });
    expect(kit.callCount('loadMe')).toBe(1);
    expect(kit.callCount('listCorporations')).toBe(1);
  });
});

describe('sign-in by ID token', () => {
  it('exchanges the token, stores the bearer, tracks, goes to the dashboard, then loads me and corporations', async () => {
    const exchange = deferred();
    const { actor, kit } = session({
      exchangeIdToken: [exchange.outcome],
      loadMe: [ok(me())],
      listCorporations: [ok([corp('a')])],
    });
    expect(actor.getSnapshot().can({ type: 'session.signIn', idToken: 't' })).toBe(true);
    actor.send({ type: 'session.signIn', idToken: 'id-token', signInToken: 'mail-token' });
    expect(actor.getSnapshot().value).toEqual({ signedOut: 'signingIn' });
    expect(kit.inputsOf('exchangeIdToken')).toEqual([{ idToken: 'id-token', signInToken: 'mail-token' }]);
    expect(kit.calls).toEqual([]);

    exchange.resolve('bearer-1');
    await waitFor(actor, (s) => s.matches({ signedIn: 'ready' }));
    expect(actor.getSnapshot().context.bearer).toBe('bearer-1');
    expect(kit.paramsOf('persistBearer')).toEqual([{ bearer: 'bearer-1' }]);
    expect(kit.paramsOf('navigate')).toEqual([{ to: '/dashboard' }]);
    expect(kit.order('persistBearer', 'trackLogin', 'navigate')).toEqual(['persistBearer', 'trackLogin', 'navigate']);
    expect(kit.callCount('loadMe')).toBe(1);
    expect(kit.callCount('listCorporations')).toBe(1);
    expect(actor.getSnapshot().context.ability).toEqual(me().ability);
    // the corporation comes from the listing: no GET of it after the list
    expect(actor.getSnapshot().context.corporation).toEqual(corp('a'));
  });

  it('after a sign-in with several corporations goes straight to the choice, then to the dashboard', async () => {
    const { actor, kit } = session({
      exchangeIdToken: [ok('bearer-2')],
      loadMe: [ok(me())],
      listCorporations: [ok([corp('a'), corp('b')])],
    });
    actor.send({ type: 'session.signIn', idToken: 'id-token' });
    await waitFor(actor, (s) => s.matches({ signedIn: 'choosingCorporation' }));
    expect(kit.paramsOf('navigate')).toEqual([{ to: '/select_corporation' }]);
    actor.send({ type: 'session.selectCorporation', corporationId: 'b' });
    await waitFor(actor, (s) => s.matches({ signedIn: 'ready' }));
    expect(kit.paramsOf('navigate')).toEqual([{ to: '/select_corporation' }, { to: '/dashboard' }]);
    expect(actor.getSnapshot().context).toMatchObject({ landingPending: false, corporationId: 'b', corporation: corp('b') });
  });

  it('passes no signInToken for a popup sign-in', () => {
    const { actor, kit } = session({ exchangeIdToken: [hang()] });
    actor.send({ type: 'session.signIn', idToken: 'popup-token' });
    expect(kit.inputsOf('exchangeIdToken')).toEqual([{ idToken: 'popup-token', signInToken: undefined }]);
  });

  it("returns to signedOut.idle and alerts the login failure on 'Cant extract bearer'", async () => {
    const { actor, kit } = session({ exchangeIdToken: [fail(new Error('Cant extract bearer'))] });
    actor.send({ type: 'session.signIn', idToken: 'id-token' });
    await waitFor(actor, (s) => s.matches({ signedOut: 'idle' }));
    const [alert] = kit.paramsOf('alert') as Array<{ message: string }>;
    expect(alert?.message).toContain('Cant extract bearer');
    expect(alert?.message).toContain(ja.signIn.loginFailed);
    expect(alert?.message).toContain('ログインに失敗しました。');
    expect(actor.getSnapshot().context).toMatchObject({ bearer: undefined, signInError: alert?.message });
    expect(kit.paramsOf('logError')).toEqual([{ where: 'signIn', error: new Error('Cant extract bearer') }]);
    expect(kit.order('persistBearer', 'trackLogin', 'navigate')).toEqual([]);
  });

  it("alerts exactly the server's displayMessage when there is one", async () => {
    const { actor, kit } = session({ exchangeIdToken: [fail(httpError(403, 'このアカウントは停止されています。'))] });
    actor.send({ type: 'session.signIn', idToken: 'id-token' });
    await waitFor(actor, (s) => s.matches({ signedOut: 'idle' }));
    expect(kit.paramsOf('alert')).toEqual([{ message: 'このアカウントは停止されています。' }]);
  });

  it('clears the previous sign-in error when trying again', async () => {
    const { actor } = session({ exchangeIdToken: [fail(new Error('boom')), hang()] });
    actor.send({ type: 'session.signIn', idToken: 'one' });
    await waitFor(actor, (s) => s.context.signInError !== undefined);
    actor.send({ type: 'session.signIn', idToken: 'two' });
    expect(actor.getSnapshot().context.signInError).toBeUndefined();
  });

  it('alerts when the identity service itself failed (session.signInFailed)', () => {
    const { actor, kit } = session({});
    const blocked = new Error('ポップアップがブロックされました。');
    actor.send({ type: 'session.signInFailed', error: blocked });
    expect(actor.getSnapshot().value).toEqual({ signedOut: 'idle' });
    expect(kit.paramsOf('logError')).toEqual([{ where: 'identity', error: blocked }]);
    expect(kit.paramsOf('alert')).toEqual([{ message: `${ja.signIn.loginFailed}\nポップアップがブロックされました。` }]);
    actor.send({ type: 'session.signInFailed', error: { displayMessage: '別の方法でログインしてください。' } });
    expect(kit.paramsOf('alert')[1]).toEqual({ message: '別の方法でログインしてください。' });
  });
});

describe('mail link', () => {
  it('sends the link and keeps {to, from}', async () => {
    const { actor, kit } = session({ sendMailLink: [ok(mailSent)] });
    actor.send({ type: 'session.requestMailLink', email: 'admin@demo.example' });
    expect(actor.getSnapshot().value).toEqual({ signedOut: 'sendingMailLink' });
    await waitFor(actor, (s) => s.matches({ signedOut: 'idle' }));
    expect(kit.inputsOf('sendMailLink')).toEqual([{ email: 'admin@demo.example' }]);
    expect(actor.getSnapshot().context).toMatchObject({ mailLink: mailSent, mailLinkError: undefined });
  });

  it("shows the server's displayMessage on failure", async () => {
    const { actor, kit } = session({ sendMailLink: [fail(httpError(422, '登録されていないメールアドレスです。'))] });
    actor.send({ type: 'session.requestMailLink', email: 'x@example.com' });
    await waitFor(actor, (s) => s.matches({ signedOut: 'idle' }));
    expect(actor.getSnapshot().context.mailLinkError).toBe('登録されていないメールアドレスです。');
    expect(kit.paramsOf('logError')).toHaveLength(1);
    expect(kit.paramsOf('alert')).toEqual([]);
  });

  it('falls back to the unexpected-error text plus the message', async () => {
    const { actor } = session({ sendMailLink: [fail(new Error('Network down'))] });
    actor.send({ type: 'session.requestMailLink', email: 'x@example.com' });
    await waitFor(actor, (s) => s.context.mailLinkError !== undefined);
    expect(actor.getSnapshot().context.mailLinkError).toBe('予期しないエラーが発生しました。 Network down');
    expect(actor.getSnapshot().context.mailLinkError?.startsWith(ja.signIn.mailUnexpected)).toBe(true);
  });

  it('forgets the previous result when a new link is requested', async () => {
    const { actor } = session({ sendMailLink: [ok(mailSent), hang()] });
    actor.send({ type: 'session.requestMailLink', email: 'a@example.com' });
    await waitFor(actor, (s) => s.context.mailLink !== undefined);
    actor.send({ type: 'session.requestMailLink', email: 'a@example.com' });
    expect(actor.getSnapshot().context.mailLink).toBeUndefined();
  });
});

describe('corporation id sanitising', () => {
  it.each([
    [123, undefined],
    [null, undefined],
    ['', undefined],
    ['   ', undefined],
    [{}, undefined],
    [['abc'], undefined],
    [undefined, undefined],
    ['abc', 'abc'],
  ])('input corporationId %j becomes %j', (stored, expected) => {
    const { actor } = session({}, { corporationId: stored });
    expect(actor.getSnapshot().context.corporationId).toBe(expected);
  });

  it('keeps only non-empty strings, whatever was in storage (property)', () => {
    fc.assert(
      fc.property(fc.anything(), (stored) => {
        const fromFn = sanitizeCorporationId(stored);
        const actor = createActor(sessionMachine, { input: { corporationId: stored } });
        const fromMachine = actor.getSnapshot().context.corporationId;
        for (const id of [fromFn, fromMachine]) {
          expect(id === undefined || (typeof id === 'string' && id.trim().length > 0)).toBe(true);
        }
        expect(fromMachine).toBe(fromFn);
        if (typeof stored === 'string' && stored.trim() !== '') expect(fromFn).toBe(stored);
      }),
    );
  });
});

describe('session.maintenanceChanged', () => {
  const toggles = async (actor: SessionActor) => {
    const value = actor.getSnapshot().value;
    actor.send({ type: 'session.maintenanceChanged', on: true });
    expect(actor.getSnapshot().context.maintenance).toBe(true);
    actor.send({ type: 'session.maintenanceChanged', on: false });
    expect(actor.getSnapshot().context.maintenance).toBe(false);
    expect(actor.getSnapshot().value).toEqual(value);
  };

  it('toggles in signedOut and while signing in', async () => {
    const { actor } = session({ exchangeIdToken: [hang()] });
    await toggles(actor);
    actor.send({ type: 'session.signIn', idToken: 't' });
    await toggles(actor);
  });

  it('toggles in every signed-in stage and while signing out', async () => {
    const corporations = deferred();
    const { actor } = session(
      { loadMe: [ok(me())], listCorporations: [corporations.outcome], identitySignOut: [hang()], revokeSession: [hang()] },
      { bearer: 'b' },
    );
    await toggles(actor);
    await waitFor(actor, (s) => s.matches({ signedIn: { loading: { profile: 'done' } } }));
    await toggles(actor);
    corporations.resolve([corp('a')]);
    await waitFor(actor, (s) => s.matches({ signedIn: 'ready' }));
    await toggles(actor);
    actor.send({ type: 'session.signOut' });
    expect(actor.getSnapshot().matches('signingOut')).toBe(true);
    await toggles(actor);
  });
});
