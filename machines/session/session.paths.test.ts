/**
 * Walks the session machine with xstate/graph. The traversal is pure (no actor runs), so the
 * outcomes of invoked actors are modelled as their done/error events; each shortest path is then
 * replayed on a real actor whose fakes settle exactly when the path says so.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, type AnyStateNode, type EventFromLogic, type StateValue } from 'xstate';
import { getAdjacencyMap, getShortestPaths, getStateNodes, type StatePath } from 'xstate/graph';
import { sessionMachine } from './session.machine';
import { corp, httpError, mailSent, me } from '@tests/harness/session-kit';
import type { Corporation, MailLinkSent, Me, SessionInput } from './session.types';

type Event = EventFromLogic<typeof sessionMachine>;
type Path = StatePath<ReturnType<typeof sessionMachine.transition>, Event>;

const [a, b] = [corp('a'), corp('b')];

/** Every way each named actor can settle (what the app's effects can do). */
const outcomes: Record<string, { done: unknown[]; error: unknown[] }> = {
  exchangeIdToken: { done: ['bearer-1'], error: [new Error('Cant extract bearer')] },
  sendMailLink: { done: [mailSent], error: [httpError(422, '送信できません。')] },
  loadMe: { done: [me()], error: [httpError(401), httpError(500)] },
  listCorporations: { done: [[], [a], [a, b]], error: [httpError(401), httpError(500)] },
  identitySignOut: { done: [undefined], error: [new Error('auth/network-request-failed')] },
  revokeSession: { done: [undefined], error: [httpError(500)] },
};

const allNodes = getStateNodes(sessionMachine.root);
const invokes = allNodes.flatMap((node: AnyStateNode) => node.invoke.map((inv) => ({ id: inv.id, src: String(inv.src) })));

const actorEvents = invokes.flatMap(({ id, src }) => {
  const o = outcomes[src];
  if (!o) throw new Error(`no outcomes modelled for actor "${src}"`);
  return [...o.done.map((output) => ({ type: `xstate.done.actor.${id}`, output })), ...o.error.map((error) => ({ type: `xstate.error.actor.${id}`, error }))];
}) as unknown as Event[];

/** The machine's timers (`after`), as the events they raise: the fresh profile window, the sign-out wait. */
const delayEvents = [...new Set(allNodes.flatMap((node: AnyStateNode) => node.after.map((transition) => transition.eventType)))].map((type) => ({
  type,
})) as unknown as Event[];
const delays = sessionMachine.implementations.delays as Record<string, number>;

const userEvents: Event[] = [
  { type: 'session.signIn', idToken: 'id-token' },
  { type: 'session.signInFailed', error: new Error('popup closed') },
  { type: 'session.requestMailLink', email: 'admin@demo.example' },
  { type: 'session.selectCorporation', corporationId: 'b' },
  { type: 'session.selectCorporation', corporationId: 'not-listed' },
  { type: 'session.corporationUpdated', corporation: { ...b, name: '新社名' } },
  { type: 'session.signOut' },
  { type: 'session.signOut', next: '/no_regist' },
  { type: 'session.unauthorized' },
  { type: 'session.navigated', path: '/coupons' },
  { type: 'session.prefetchProfile' },
  { type: 'session.retry' },
  { type: 'session.maintenanceChanged', on: true },
];

const events = [...userEvents, ...actorEvents, ...delayEvents];
/**
 * One path per distinct (value, the context that steers transitions): each modelled outcome is
 * taken from every state it can reach. Texts shown to the user (errors, the mail sent) and the
 * maintenance flag steer nothing, so they are left out of the key.
 */
const steering = (s: ReturnType<typeof sessionMachine.transition>) => {
  const c = s.context;
  return JSON.stringify([
    s.value,
    { bearer: c.bearer !== undefined, corporationId: c.corporationId, corporations: c.corporations.map((x) => x.id), landing: c.landingPending },
    {
      path: c.path,
      shown: c.shownPath,
      next: c.nextRoute,
      revoke: c.revokeBearer !== undefined,
      ability: c.ability !== undefined,
      intended: c.navigationIntended,
      young: c.answerYoung,
      // Where the person was, as a sign-in finds it (kept by a 401, forgotten by a sign-out).
      resume: s.matches('signedOut') || s.matches('signingOut') ? c.resume?.path : undefined,
    },
  ]);
};
const walked = new Map<string, Path[]>();
const walkContexts = (input: SessionInput): Path[] => {
  const key = JSON.stringify(input);
  if (!walked.has(key)) walked.set(key, getShortestPaths(sessionMachine, { input, events, serializeState: steering }));
  return walked.get(key)!;
};
/** The shortest path to each state value: enough to show reachability. */
function walk(input: SessionInput): Path[] {
  const shortest = new Map<string, Path>();
  for (const path of walkContexts(input)) {
    const key = JSON.stringify(path.state.value);
    const known = shortest.get(key);
    if (!known || path.steps.length < known.steps.length) shortest.set(key, path);
  }
  return [...shortest.values()];
}

/** 'session.a.b' ids of every node active in a state value. */
function idsOf(value: StateValue, prefix = 'session'): string[] {
  if (typeof value === 'string') return [`${prefix}.${value}`];
  return Object.entries(value).flatMap(([key, child]) => [`${prefix}.${key}`, ...(child ? idsOf(child, `${prefix}.${key}`) : [])]);
}

/** Transient nodes (eventless only) never rest in a snapshot: each is checked on its own below. */
const transient = allNodes.filter((n) => n.always?.length && n.invoke.length === 0 && Object.keys(n.states).length === 0);

describe('every state of the session machine is reachable', () => {
  const signedOutStart = walk({});
  const storedStart = walk({ bearer: 'stored', corporationId: 'a' });

  it('from a fresh start (no bearer)', () => {
    const reached = new Set(signedOutStart.flatMap((p) => idsOf(p.state.value)));
    const expected = allNodes.filter((n) => !transient.includes(n)).map((n) => n.id);
    expect(expected.length).toBeGreaterThan(10);
    expect([...expected].filter((id) => !reached.has(id))).toEqual([]);
    expect([...reached].sort()).toEqual([...expected].sort());
  });

  it('from a stored session the same states are reachable', () => {
    const values = (paths: Path[]) => paths.map((p) => JSON.stringify(p.state.value)).sort();
    expect(values(storedStart)).toEqual(values(signedOutStart));
  });

  it('booting is the only transient state and leads to both sides', () => {
    expect(transient.map((n) => n.id)).toEqual(['session.booting']);
    expect(sessionMachine.root.initial.target.map((n: AnyStateNode) => n.id)).toEqual(['session.booting']);
    expect(signedOutStart[0]?.steps[0]?.state.value).toEqual({ signedOut: 'idle' });
    expect(storedStart[0]?.steps[0]?.state.value).toEqual({ signedIn: { loading: { profile: 'loading', corporations: 'loading' } } });
  });

  it('takes every transition of the machine (each event each state handles) from some reachable state', () => {
    const defined = new Set(
      allNodes.flatMap((node: AnyStateNode) =>
        [...node.transitions.keys()].filter((type) => !type.startsWith('xstate.done.state.')).map((type) => `${node.id} ⟵ ${type}`),
      ),
    );
    const taken = new Set<string>();
    const snapshotKey = (s: ReturnType<typeof sessionMachine.transition>) => JSON.stringify([s.value, s.context]);
    for (const input of [{}, { bearer: 'stored', corporationId: 'a' }]) {
      const adjacency = getAdjacencyMap(sessionMachine, { input, events, serializeState: steering });
      for (const { state, transitions } of Object.values(adjacency)) {
        for (const { event, state: next } of Object.values(transitions) as Array<{ event: Event; state: typeof state }>) {
          if (snapshotKey(next) === snapshotKey(state)) continue; // nothing happened (no handler, or its guard said no)
          // the deepest active state that handles the event is the one whose transition was taken
          const handler = [...state._nodes].reverse().find((node: AnyStateNode) => node.transitions.has(event.type));
          if (handler) taken.add(`${handler.id} ⟵ ${event.type}`);
        }
      }
    }
    expect(defined.size).toBeGreaterThan(30);
    expect([...defined].filter((pair) => !taken.has(pair))).toEqual([]);
  });

  it('models every timer of the machine', () => {
    expect(delayEvents.map((event) => event.type).sort()).toEqual([
      'xstate.after.profileHalfFresh.session.signedIn.ready.ageing',
      'xstate.after.profileHalfFresh.session.signedIn.ready.fresh',
      'xstate.after.profileHalfFresh.session.signedIn.ready.refreshing',
      'xstate.after.signOutWait.session.signingOut.server.revoking',
    ]);
  });
});

describe('the next route on the walk', () => {
  it('a 401 keeps where the person was, an explicit sign-out forgets it', () => {
    const paths = walkContexts({ bearer: 'stored', corporationId: 'a' });
    const afterExpiry = paths.filter((p) => p.state.matches({ signedOut: 'idle' }) && p.state.context.resume?.path === '/coupons');
    expect(afterExpiry.length).toBeGreaterThan(0);
    const is401 = (event: Event) => event.type === 'session.unauthorized' || (event as { error?: { status?: number } }).error?.status === 401;
    for (const path of afterExpiry) expect(path.steps.map((step) => step.event.type)).not.toContain('session.signOut');
    const steps = paths.flatMap((p) => p.steps);
    expect(steps.some((step) => is401(step.event) && step.state.context.resume?.path === '/coupons')).toBe(true);
    expect(steps.filter((step) => step.event.type === 'session.signOut').map((step) => step.state.context.resume)).toEqual(
      steps.filter((step) => step.event.type === 'session.signOut').map(() => undefined),
    );
  });
});

/** Fakes that settle only when the test says so, keyed by invoke id (the child actor's id). */
function controlledMachine() {
  const pending = new Map<string, { resolve: (v: unknown) => void; reject: (e: unknown) => void }>();
  const controlled = <TOut, TIn = unknown>() =>
    fromPromise<TOut, TIn>(({ self }) => new Promise<TOut>((resolve, reject) => pending.set(self.id, { resolve: resolve as (v: unknown) => void, reject })));
  const machine = sessionMachine.provide({
    actors: {
      exchangeIdToken: controlled<string, { idToken: string; signInToken?: string }>(),
      sendMailLink: controlled<MailLinkSent, { email: string }>(),
      loadMe: controlled<Me>(),
      listCorporations: controlled<Corporation[]>(),
      identitySignOut: controlled<void>(),
      revokeSession: controlled<void, { bearer: string }>(),
    },
  });
  return { machine, pending };
}

/** A settled fake reaches the machine within a few microtasks (promise → child actor → parent). */
async function settle() {
  for (let i = 0; i < 5; i++) await Promise.resolve();
}

async function replay(path: Path, input: SessionInput) {
  const { machine, pending } = controlledMachine();
  const clock = new SimulatedClock();
  const actor = createActor(machine, { input, clock }).start();
  try {
    for (const { event, state } of path.steps) {
      const e = event as { type: string; output?: unknown; error?: unknown };
      const actorEvent = /^xstate\.(done|error)\.actor\.(.+)$/.exec(e.type);
      const timer = /^xstate\.after\.([^.]+)\./.exec(e.type);
      if (timer) {
        clock.increment(delays[timer[1]!] ?? Number.NaN);
        await settle();
      } else if (actorEvent) {
        const call = pending.get(actorEvent[2]!);
        if (!call) throw new Error(`path settles "${actorEvent[2]}" but no such actor is running`);
        pending.delete(actorEvent[2]!);
        if (actorEvent[1] === 'done') call.resolve(e.output);
        else call.reject(e.error);
        await settle();
      } else if (e.type !== 'xstate.init') {
        actor.send(event);
      }
      // The walk keys states by value and steering context (texts aside): that is what must agree.
      expect(steering(actor.getSnapshot() as unknown as typeof state), `after ${e.type}`).toEqual(steering(state));
    }
  } finally {
    actor.stop();
  }
}

describe('each shortest path holds on a running actor', () => {
  for (const [label, input] of [
    ['fresh start', {}],
    ['stored session', { bearer: 'stored', corporationId: 'a' }],
  ] as const) {
    it(`${label}`, async () => {
      const paths = walkContexts(input);
      const values = new Set(paths.map((p) => JSON.stringify(p.state.value)));
      expect([...values].sort()).toEqual(
        walk(input)
          .map((p) => JSON.stringify(p.state.value))
          .sort(),
      );
      for (const path of paths) await replay(path, input);
    });
  }
});
