/**
 * Test fakes for the session machine: every actor is scripted per test and every action is recorded.
 * Strict: an actor call the test did not script is recorded in `unexpected` (and rejects),
 * so `expectNoSurprises` fails the test even when the machine swallowed the rejection.
 */
import { createActor, fromPromise, SimulatedClock, type ActorRefFrom } from 'xstate';
import { afterEach, expect } from 'vitest';
import { sessionMachine } from '@machines/session/session.machine';
import type { Ability, Corporation, MailLinkSent, Me, SessionInput } from '@machines/session/session.types';
import { abilityNames, type AbilityName } from '@/api/ability';

export type ActorName = 'exchangeIdToken' | 'sendMailLink' | 'loadMe' | 'listCorporations' | 'identitySignOut' | 'revokeSession';
export type ActionName =
  'persistBearer' | 'persistCorporationId' | 'navigate' | 'redirect' | 'alert' | 'trackLogin' | 'logError' | 'forgetPersonalData' | 'persistResume';

/** What one call of an actor does: settle with a value, fail, never settle, or wait for the test. */
export type Outcome = { kind: 'ok'; value: unknown } | { kind: 'fail'; error: unknown } | { kind: 'hang' } | { kind: 'deferred'; promise: Promise<unknown> };

export const ok = (value?: unknown): Outcome => ({ kind: 'ok', value });
export const fail = (error: unknown): Outcome => ({ kind: 'fail', error });
export const hang = (): Outcome => ({ kind: 'hang' });

/** An outcome the test settles itself, to look at the machine while the call is in flight. */
export function deferred() {
  let resolve!: (value: unknown) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<unknown>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { outcome: { kind: 'deferred', promise } as Outcome, resolve, reject };
}

export type Script = Partial<Record<ActorName, Outcome[]>>;

export const httpError = (status: number, displayMessage?: string) =>
  Object.assign(new Error(`HTTP ${status}`), { status, ...(displayMessage ? { displayMessage } : {}) });

export { noAbility } from '@/api/ability';
/** Every ability, and an admin. */
export const fullAbility: Ability = { ...(Object.fromEntries(abilityNames.map((name) => [name, true])) as Record<AbilityName, boolean>), isAdmin: true };

export const me = (ability: Ability = fullAbility): Me => ({
  ability,
  profile: { uid: 'uid-1', email: 'admin@demo.example', displayName: '管理者' },
});
export const corp = (id: string, name = `株式会社${id}`): Corporation => ({ id, name, email: `${id}@demo.example`, isTicketMailReceivable: true });
export const mailSent: MailLinkSent = { to: 'admin@demo.example', from: 'noreply@demo.example' };

export function createKit(script: Script = {}) {
  const queues = new Map<ActorName, Outcome[]>(Object.entries(script).map(([k, v]) => [k as ActorName, [...v]]));
  const calls: Array<{ name: ActionName; params: unknown }> = [];
  const inputs: Array<{ name: ActorName; input: unknown }> = [];
  const unexpected: string[] = [];

  const run = (name: ActorName, input: unknown): Promise<unknown> => {
    inputs.push({ name, input });
    const next = queues.get(name)?.shift();
    if (!next) {
      unexpected.push(name);
      return Promise.reject(new Error(`unexpected call to actor "${name}"`));
    }
    if (next.kind === 'ok') return Promise.resolve(next.value);
    if (next.kind === 'fail') return Promise.reject(next.error);
    if (next.kind === 'deferred') return next.promise;
    return new Promise(() => undefined);
  };
  const fake = <TOut, TIn = unknown>(name: ActorName) => fromPromise<TOut, TIn>(({ input }) => run(name, input) as Promise<TOut>);
  const record = (name: ActionName) => (_: unknown, params: unknown) => {
    calls.push({ name, params });
  };

  const machine = sessionMachine.provide({
    actors: {
      exchangeIdToken: fake<string, { idToken: string; signInToken?: string }>('exchangeIdToken'),
      sendMailLink: fake<MailLinkSent, { email: string }>('sendMailLink'),
      loadMe: fake<Me>('loadMe'),
      listCorporations: fake<Corporation[]>('listCorporations'),
      identitySignOut: fake<void>('identitySignOut'),
      revokeSession: fake<void, { bearer: string }>('revokeSession'),
    },
    actions: {
      persistBearer: record('persistBearer'),
      persistCorporationId: record('persistCorporationId'),
      navigate: record('navigate'),
      redirect: record('redirect'),
      alert: record('alert'),
      trackLogin: record('trackLogin'),
      logError: record('logError'),
      forgetPersonalData: record('forgetPersonalData'),
      persistResume: record('persistResume'),
    },
  });

  return {
    machine,
    calls,
    unexpected,
    /** Add outcomes mid-test (e.g. before a retry). */
    script(more: Script) {
      for (const [k, v] of Object.entries(more)) queues.set(k as ActorName, [...(queues.get(k as ActorName) ?? []), ...v]);
    },
    /** Params of every call to one action, in order. */
    paramsOf: (name: ActionName) => calls.filter((c) => c.name === name).map((c) => c.params),
    /** Action names in call order, optionally only some of them. */
    order: (...names: ActionName[]) => calls.filter((c) => names.length === 0 || names.includes(c.name)).map((c) => c.name),
    /** Inputs every call to one actor received, in order. */
    inputsOf: (name: ActorName) => inputs.filter((i) => i.name === name).map((i) => i.input),
    callCount: (name: ActorName) => inputs.filter((i) => i.name === name).length,
    /** Every scripted outcome was used and nothing unscripted was called. */
    expectNoSurprises() {
      expect(unexpected, 'actors called without a scripted outcome').toEqual([]);
      const left = [...queues].filter(([, q]) => q.length > 0).map(([k]) => k);
      expect(left, 'scripted outcomes never used').toEqual([]);
    },
  };
}

export type Kit = ReturnType<typeof createKit>;
export type SessionActor = ActorRefFrom<typeof sessionMachine>;

/**
 * Starts a session actor on scripted fakes, on a simulated clock (`clock.increment(ms)` moves
 * time for the machine's delays); the caller stops it (see `track` in the tests).
 */
export function startSession(script: Script, input: SessionInput = {}) {
  const kit = createKit(script);
  const clock = new SimulatedClock();
  const actor = createActor(kit.machine, { input, clock });
  actor.start();
  return { actor, kit, clock };
}

/**
 * `session(script, input)` for one test file: each session it starts is stopped after its test,
 * with its fakes checked (`expectNoSurprises`).
 */
export function sessionsOfEachTest(defaultInput: SessionInput) {
  const live: Array<{ actor: SessionActor; kit: Kit }> = [];
  afterEach(() => {
    for (const { actor, kit } of live.splice(0)) {
      actor.stop();
      kit.expectNoSurprises();
    }
  });
  return (script: Script, input: SessionInput = defaultInput) => {
    const started = startSession(script, input);
    live.push(started);
    return started;
  };
}

export { waitFor } from 'xstate';

/** Lets promise actors settle and the machine take the resulting transitions. */
export const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
