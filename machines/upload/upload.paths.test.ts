/**
 * Walks the upload machine with xstate/graph: the outcomes of the invoked actors are modelled as
 * their done/error events, the PUT's as its own events. Each shortest path is replayed on a real
 * actor whose fakes settle exactly when the path says, checking what matters to a user on the way:
 * a finished step is never called again except after its own failure or cancel (or a new file),
 * the PUT always goes to the signed URL issued for this upload, progress stays within 0..100.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, type AnyStateNode, type EventFromLogic, type EventObject } from 'xstate';
import { getShortestPaths, getStateNodes, type StatePath } from 'xstate/graph';
import { uploadMachine, type IssueInput, type PutInput, type RegisterInput } from './upload.machine';
import { access, httpError, hugeFile, placeholderAccess, pngFile, signed, uploaded } from '@tests/harness/upload-kit';
import { MAX_UPLOAD_BYTES, type SignedUrlInfo, type UploadedAsset, type UploadStep } from './upload-rules';

type Event = EventFromLogic<typeof uploadMachine>;
type Path = StatePath<ReturnType<typeof uploadMachine.transition>, Event>;

const file = pngFile();
const outcomes: Record<string, { done: unknown[]; error: unknown[] }> = {
  fetchToken: { done: [access, placeholderAccess], error: [httpError(401)] },
  issueSignedUrl: { done: [signed], error: [httpError(503)] },
  registerAsset: { done: [uploaded], error: [httpError(422, '画像を処理できませんでした。')] },
};
const promiseInvokes = getStateNodes(uploadMachine.root).flatMap((node: AnyStateNode) =>
  node.invoke.map((inv) => ({ id: inv.id, src: String(inv.src) })).filter((inv) => inv.src !== 'putFile'),
);
const actorEvents = promiseInvokes.flatMap(({ id, src }) => [
  ...outcomes[src]!.done.map((output) => ({ type: `xstate.done.actor.${id}`, output })),
  ...outcomes[src]!.error.map((error) => ({ type: `xstate.error.actor.${id}`, error })),
]) as unknown as Event[];

const events: Event[] = [
  { type: 'upload.start', file },
  { type: 'upload.start', file: undefined },
  { type: 'upload.start', file: hugeFile(MAX_UPLOAD_BYTES + 1) },
  { type: 'upload.progress', percent: 50 },
  { type: 'upload.progress', percent: 150 },
  { type: 'upload.putDone' },
  { type: 'upload.putFailed', error: httpError(500) },
  { type: 'upload.retry' },
  { type: 'upload.cancel' },
  ...actorEvents,
];

/** One path per (state, where a retry resumes, what is already known, progress). */
const serializeState = (s: ReturnType<typeof uploadMachine.transition>) =>
  JSON.stringify([s.value, s.context.resumeStep, !!s.context.access, !!s.context.signed, !!s.context.result, s.context.progress, s.context.error]);
const paths: Path[] = getShortestPaths(uploadMachine, { events, serializeState });

const srcOf = new Map(promiseInvokes.map(({ id, src }) => [id, src]));
const stepOf: Record<string, UploadStep> = { fetchToken: 'token', issueSignedUrl: 'issue', putFile: 'put', registerAsset: 'register' };

function controlledMachine() {
  const pending = new Map<string, { resolve: (v: unknown) => void; reject: (e: unknown) => void }>();
  const log: { step: UploadStep; input: unknown }[] = [];
  const controlled = <TOut, TIn>(src: string) =>
    fromPromise<TOut, TIn>(({ self, input }) => {
      log.push({ step: stepOf[src]!, input });
      return new Promise<TOut>((resolve, reject) => pending.set(self.id, { resolve: resolve as (v: unknown) => void, reject }));
    });
  let aborted = 0;
  const machine = uploadMachine.provide({
    actors: {
      fetchToken: controlled('fetchToken'),
      issueSignedUrl: controlled<SignedUrlInfo, IssueInput>('issueSignedUrl'),
      putFile: fromCallback<EventObject, PutInput>(({ input }) => {
        log.push({ step: 'put', input });
        return () => void (aborted += 1);
      }),
      registerAsset: controlled<UploadedAsset, RegisterInput>('registerAsset'),
    },
  });
  return { machine, pending, log, aborted: () => aborted };
}

const settle = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

async function replay(path: Path) {
  const { machine, pending, log } = controlledMachine();
  const actor = createActor(machine).start();
  // Steps that finished for the current file, and the step a failure or cancel left off at.
  let finished = new Set<UploadStep>();
  try {
    for (const { event, state } of path.steps) {
      const before = log.length;
      const e = event as { type: string; output?: unknown; error?: unknown };
      const actorEvent = /^xstate\.(done|error)\.actor\.(.+)$/.exec(e.type);
      if (e.type === 'upload.start' && !actor.getSnapshot().matches('working')) finished = new Set();
      if (actorEvent) {
        const call = pending.get(actorEvent[2]!);
        if (!call) throw new Error(`path settles "${actorEvent[2]}" but no such actor is running`);
        pending.delete(actorEvent[2]!);
        if (actorEvent[1] === 'done') call.resolve(e.output);
        else call.reject(e.error);
        await settle();
      } else if (e.type !== 'xstate.init') {
        actor.send(event);
      }
      const snapshot = actor.getSnapshot();
      expect(snapshot.value, `after ${e.type}`).toEqual(state.value);
      expect(snapshot.context, `after ${e.type}`).toEqual(state.context);
      expect(snapshot.context.progress).toBeGreaterThanOrEqual(0);
      expect(snapshot.context.progress).toBeLessThanOrEqual(100);
      for (const call of log.slice(before)) {
        expect(finished.has(call.step), `${call.step} called again after it finished`).toBe(false);
        if (call.step === 'put') expect((call.input as PutInput).url).toBe(signed.url);
      }
      const src = actorEvent?.[1] === 'done' ? srcOf.get(actorEvent[2]!) : undefined;
      if (src && snapshot.value !== 'failed') finished.add(stepOf[src]!);
      if (e.type === 'upload.putDone') finished.add('put');
      if (snapshot.value === 'failed' || snapshot.value === 'cancelled') expect(snapshot.context.error ?? 'cancelled').toBeTruthy();
      if (snapshot.value === 'done') expect(snapshot.context.result).toEqual(uploaded);
    }
  } finally {
    actor.stop();
  }
}

describe('every path of the upload machine', () => {
  it('reaches every state, including each step failed, each step cancelled and the placeholder base', () => {
    const values = new Set(paths.map((p) => JSON.stringify(p.state.value)));
    expect([...values].sort()).toEqual(
      ['"cancelled"', '"done"', '"failed"', '"idle"', '{"working":"issue"}', '{"working":"put"}', '{"working":"register"}', '{"working":"token"}'].sort(),
    );
    const resumes = (v: string) => new Set(paths.filter((p) => p.state.value === v).map((p) => p.state.context.resumeStep));
    expect(resumes('failed')).toEqual(new Set([undefined, 'token', 'issue', 'put', 'register']));
    expect(resumes('cancelled')).toEqual(new Set(['token', 'issue', 'put', 'register']));
    expect(paths.some((p) => p.state.context.error === 'AccessInfo is not valid.')).toBe(true);
    expect(paths.length).toBeGreaterThan(20);
  });

  it('holds on a running actor, path by path', async () => {
    for (const path of paths) await replay(path);
  });

  it('after every failure or cancel that can be retried, a retry finishes without re-sending finished steps', async () => {
    const success = [{ type: 'upload.retry' }, { type: 'upload.putDone' }, ...actorEvents.filter((e) => e.type.includes('.done.'))] as Event[];
    const stopped = paths.filter((p) => (p.state.value === 'failed' || p.state.value === 'cancelled') && p.state.context.resumeStep);
    expect(stopped.length).toBeGreaterThanOrEqual(9);
    for (const path of stopped) {
      const [toDone] = getShortestPaths(uploadMachine, {
        events: success.filter((e) => !('output' in e) || e.output !== placeholderAccess),
        fromState: path.state,
        toState: (s) => s.value === 'done',
        serializeState,
      });
      expect(toDone, JSON.stringify(path.state.context.resumeStep)).toBeDefined();
      expect(toDone!.steps[1]?.event.type).toBe('upload.retry');
      await replay({ ...path, steps: [...path.steps, ...toDone!.steps.slice(1)], state: toDone!.state });
    }
  });
});
