import { describe, expect, it } from 'vitest';
import { personOf } from './session-person';
import { corp, fail, hang, httpError, me, ok, sessionsOfEachTest, type Kit, type SessionActor, waitFor } from '@tests/harness/session-kit';
import type { Me } from './session.types';

/**
 * Where a person was when their session ended (docs/decisions.md "Drafts and the next route"): a
 * 401 keeps it for that person's next sign-in, which lands there; an explicit sign-out forgets it;
 * another person never gets it.
 */
const session = sessionsOfEachTest({ bearer: 'bearer-1' });

const [a, b] = [corp('a'), corp('b')];
const ready = (actor: SessionActor) => waitFor(actor, (s) => s.matches({ signedIn: 'ready' }));
const signedOut = (actor: SessionActor) => waitFor(actor, (s) => s.matches({ signedOut: 'idle' }));
const other: Me = { ...me(), profile: { uid: 'uid-2', email: 'next@demo.example', displayName: '次の人' } };
const where = { person: 'uid-1', corporationId: 'b', path: '/settings/members/edit?email=m%40demo.example' };

/** A person working in corporation b of two, on a member's edit form. */
async function atMemberForm() {
  const started = session({ loadMe: [ok(me())], listCorporations: [ok([a, b])] }, { bearer: 'bearer-1', corporationId: 'b' });
  await ready(started.actor);
  started.actor.send({ type: 'session.navigated', path: '/settings/members/edit', search: 'email=m%40demo.example' });
  return started;
}

/** Signs in again (popup token, unreadable: the profile names the person) and waits for the landing. */
async function signInAgain(actor: SessionActor, kit: Kit, answer: Me) {
  kit.script({ exchangeIdToken: [ok('bearer-2')], loadMe: [ok(answer)], listCorporations: [ok([a, b])] });
  actor.send({ type: 'session.signIn', idToken: 'popup-token' });
  await waitFor(actor, (s) => s.matches({ signedIn: 'ready' }) || s.matches({ signedIn: 'choosingCorporation' }));
}

describe('the next route', () => {
  it('is kept as the person moves, with the query that chooses the record', async () => {
    const { kit } = await atMemberForm();
    expect(kit.paramsOf('persistResume').at(-1)).toEqual({ resume: where });
  });

  it('after a 401 survives the sign-out, and the same person signing in again lands there once in the same corporation', async () => {
    const { actor, kit } = await atMemberForm();
    kit.script({ identitySignOut: [ok()] });
    actor.send({ type: 'session.unauthorized' });
    await signedOut(actor);
    expect(kit.paramsOf('redirect')).toEqual([{ to: '/sign_in' }]);
    expect(kit.order('forgetPersonalData')).toEqual([]);
    expect(actor.getSnapshot().context.resume).toEqual(where);

    await signInAgain(actor, kit, me());
    // Several corporations: the choice first, then the screen in the one it was in.
    expect(kit.paramsOf('navigate')).toEqual([{ to: '/select_corporation' }]);
    actor.send({ type: 'session.selectCorporation', corporationId: 'b' });
    expect(actor.getSnapshot().context).toMatchObject({ corporationId: 'b', corporation: b });
    expect(kit.paramsOf('navigate').at(-1)).toEqual({ to: where.path });
  });

  it('after an explicit sign-out is forgotten with everything else: the next sign-in lands on the dashboard', async () => {
    const { actor, kit } = await atMemberForm();
    kit.script({ identitySignOut: [ok()], revokeSession: [ok()] });
    actor.send({ type: 'session.signOut' });
    await signedOut(actor);
    expect(kit.order('forgetPersonalData')).toEqual(['forgetPersonalData']);
    expect(actor.getSnapshot().context.resume).toBeUndefined();

    kit.script({ exchangeIdToken: [ok('bearer-2')], loadMe: [ok(me())], listCorporations: [ok([a])] });
    actor.send({ type: 'session.signIn', idToken: 'popup-token' });
    await ready(actor);
    expect(kit.paramsOf('navigate')).toEqual([{ to: '/dashboard' }]);
  });

  it('is never another person’s: they choose their corporation and land on the dashboard', async () => {
    const { actor, kit } = await atMemberForm();
    kit.script({ identitySignOut: [ok()] });
    actor.send({ type: 'session.unauthorized' });
    await signedOut(actor);
    await signInAgain(actor, kit, other);
    expect(actor.getSnapshot().matches({ signedIn: 'choosingCorporation' })).toBe(true);
    expect(kit.paramsOf('navigate')).toEqual([{ to: '/select_corporation' }]);
    actor.send({ type: 'session.selectCorporation', corporationId: 'b' });
    expect(kit.paramsOf('navigate').at(-1)).toEqual({ to: '/dashboard' });
    // Their own screen replaces the other person's at once.
    actor.send({ type: 'session.navigated', path: '/dashboard' });
    expect(actor.getSnapshot().context.resume).toEqual({ person: 'uid-2', corporationId: 'b', path: '/dashboard' });
  });

  it('comes from storage after a reload: a stored bearer the server refuses keeps it, and the sign-in lands there', async () => {
    const { actor, kit } = session(
      { loadMe: [fail(httpError(401))], listCorporations: [hang()], identitySignOut: [ok()] },
      { bearer: 'expired', resume: where },
    );
    await signedOut(actor);
    expect(kit.paramsOf('persistResume')).toEqual([]);
    await signInAgain(actor, kit, me());
    actor.send({ type: 'session.selectCorporation', corporationId: 'b' });
    expect(kit.paramsOf('navigate')).toEqual([{ to: '/select_corporation' }, { to: where.path }]);
  });

  it('is not taken in another corporation than the screen’s: the dashboard', async () => {
    const { actor, kit } = session({}, { resume: where });
    await signInAgain(actor, kit, me());
    actor.send({ type: 'session.selectCorporation', corporationId: 'a' });
    expect(kit.paramsOf('navigate')).toEqual([{ to: '/select_corporation' }, { to: '/dashboard' }]);
  });

  it('lands a person with one corporation straight on their screen', async () => {
    const { actor, kit } = session(
      { loadMe: [fail(httpError(401))], listCorporations: [ok([b])], identitySignOut: [ok()] },
      { bearer: 'expired', resume: where },
    );
    await signedOut(actor);
    kit.script({ exchangeIdToken: [ok('bearer-2')], loadMe: [ok(me())], listCorporations: [ok([b])] });
    actor.send({ type: 'session.signIn', idToken: 'popup-token' });
    await ready(actor);
    expect(kit.paramsOf('navigate')).toEqual([{ to: where.path }]);
  });

  it('is kept for no one when no one can tell who is signed in (no profile): the sign-in lands on the dashboard', async () => {
    const { actor, kit } = session({}, { resume: where });
    kit.script({ exchangeIdToken: [ok('bearer-2')], loadMe: [ok({ ability: me().ability })], listCorporations: [ok([a])] });
    actor.send({ type: 'session.signIn', idToken: 'popup-token' });
    await ready(actor);
    expect(kit.paramsOf('navigate')).toEqual([{ to: '/dashboard' }]);
    actor.send({ type: 'session.navigated', path: '/coupons/new' });
    expect(kit.paramsOf('persistResume')).toEqual([]);
  });
});

describe('the person', () => {
  it('is the profile’s uid, else its e-mail, else no one', () => {
    const profile = { uid: 'uid-1', email: 'a@example.jp', displayName: '' };
    expect(personOf({ profile })).toBe('uid-1');
    expect(personOf({ profile: { ...profile, uid: '' } })).toBe('a@example.jp');
    expect(personOf({ profile: undefined })).toBeUndefined();
  });
});
