/**
 * The refund flow walked with xstate/graph (every state reachable, every path replayed on a real
 * actor), then the promises that make money safe: one request per confirm, the key kept across an
 * uncertain failure and a reload, dropped after a definite answer.
 */
import { describe, expect, it, vi } from 'vitest';
import { assign, createActor, fromPromise, waitFor, type AnyStateNode, type EventFromLogic } from 'xstate';
import { getShortestPaths, getStateNodes } from 'xstate/graph';
import { refundMachine, type RefundInput, type SubmitRefundInput, type SubmitStatusInput } from './refund.machine';

type Event = EventFromLogic<typeof refundMachine>;

const tickets: RefundInput['tickets'] = [
  { id: 't1', price: 1100, refundedAmount: 0, status: 'enabled' },
  { id: 't2', price: 1100, refundedAmount: 0, status: 'enabled' },
  { id: 't3', price: 1100, refundedAmount: 0, status: 'consumed' },
];
const input: RefundInput = { paymentId: 'p1', tickets, paymentRemaining: 3300 };
const httpError = (status: number) => Object.assign(new Error(`HTTP ${status}`), { status });

const invokes = getStateNodes(refundMachine.root).flatMap((node: AnyStateNode) => node.invoke.map((inv) => ({ id: inv.id, src: String(inv.src) })));
const outcomes: Record<string, { done: unknown[]; error: unknown[] }> = {
  submitRefund: { done: [{ total: 1100 }], error: [httpError(422), httpError(0), httpError(503)] },
  submitStatus: { done: [{}], error: [httpError(422)] },
};
const actorEvents = invokes.flatMap(({ id, src }) => [
  ...outcomes[src]!.done.map((output) => ({ type: `xstate.done.actor.${id}`, output })),
  ...outcomes[src]!.error.map((error) => ({ type: `xstate.error.actor.${id}`, error })),
]) as unknown as Event[];

const userEvents: Event[] = [
  { type: 'selection.toggle', ticketId: 't1' },
  { type: 'selection.toggle', ticketId: 't3' },
  { type: 'refund.setPercent', percent: 50 },
  { type: 'refund.setPercent', percent: 0 },
  { type: 'status.choose', status: 'ignored' },
  { type: 'refund.review' },
  { type: 'refund.confirm' },
  { type: 'refund.cancel' },
  { type: 'refund.retry' },
  { type: 'status.review' },
  { type: 'status.confirm' },
  { type: 'status.cancel' },
];

const fixedKey = refundMachine.provide({ actions: { assignKey: assign({ key: 'key-1' }) } });
const walk = (machineInput: RefundInput) => getShortestPaths(fixedKey, { input: machineInput, events: [...userEvents, ...actorEvents] });

const stableStates = getStateNodes(refundMachine.root)
  .filter((node) => node.parent === refundMachine.root && !node.always)
  .map((node) => node.key);

describe('refund machine graph', () => {
  it('reaches every state', () => {
    const reached = new Set(walk(input).map((path) => path.state.value as string));
    expect([...reached].sort()).toEqual([...stableStates].sort());
    expect(stableStates).toEqual(
      expect.arrayContaining(['editing', 'refundConfirming', 'refundSubmitting', 'refundUncertain', 'statusConfirming', 'statusSubmitting']),
    );
  });

  it('replays every shortest path on a real actor', () => {
    const pendingRefund = fromPromise<{ total: number }, SubmitRefundInput>(() => new Promise(() => undefined));
    const pendingStatus = fromPromise<unknown, SubmitStatusInput>(() => new Promise(() => undefined));
    for (const path of walk(input)) {
      const actor = createActor(fixedKey.provide({ actors: { submitRefund: pendingRefund, submitStatus: pendingStatus } }), { input }).start();
      for (const step of path.steps) actor.send(step.event);
      expect(actor.getSnapshot().value).toEqual(path.state.value);
      actor.stop();
    }
  });

  it('starts by re-sending a refund left pending by a reload', () => {
    const paths = walk({ ...input, pending: { key: 'key-0', targets: ['t1'], refundPercent: 50 } });
    const initial = paths.find((path) => path.steps.every((step) => (step.event.type as string) === 'xstate.init'));
    expect(initial?.state.value).toBe('refundSubmitting');
    expect(initial?.state.context).toMatchObject({ key: 'key-0', targets: ['t1'], percent: 50 });
  });
});

function actorWith(submit: (input: SubmitRefundInput) => Promise<{ total: number }>, extra: RefundInput = input) {
  const calls: SubmitRefundInput[] = [];
  const stored: string[] = [];
  const cleared = vi.fn();
  let keys = 0;
  const machine = refundMachine.provide({
    actors: { submitRefund: fromPromise(({ input: body }: { input: SubmitRefundInput }) => (calls.push(body), submit(body))) },
    actions: {
      assignKey: assign({ key: () => `key-${(keys += 1)}` }),
      storePending: ({ context }) => void stored.push(context.key as string),
      clearPending: cleared,
    },
  });
  return { actor: createActor(machine, { input: extra }).start(), calls, stored, cleared };
}

describe('refund machine behaviour', () => {
  it('sends one request however often confirm is pressed, then clears the key', async () => {
    const { actor, calls, stored, cleared } = actorWith(async () => ({ total: 1100 }));
    actor.send({ type: 'selection.toggle', ticketId: 't1' });
    actor.send({ type: 'selection.toggle', ticketId: 't2' });
    actor.send({ type: 'refund.setPercent', percent: 50 });
    actor.send({ type: 'refund.review' });
    expect(actor.getSnapshot().value).toBe('refundConfirming');
    actor.send({ type: 'refund.confirm' });
    actor.send({ type: 'refund.confirm' });
    expect(actor.getSnapshot().can({ type: 'refund.confirm' })).toBe(false);
    await waitFor(actor, (s) => s.matches('editing'));
    expect(calls).toEqual([{ paymentId: 'p1', key: 'key-1', targets: ['t1', 't2'], refundPercent: 50 }]);
    expect(stored).toEqual(['key-1']);
    expect(cleared).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context).toMatchObject({ key: null, targets: [], lastRefundTotal: 1100 });
  });

  it('keeps the key and the selection after an uncertain failure and retries with the same key', async () => {
    let attempt = 0;
    const { actor, calls, cleared } = actorWith(async () => {
      attempt += 1;
      if (attempt === 1) throw httpError(0);
      return { total: 550 };
    });
    actor.send({ type: 'selection.toggle', ticketId: 't1' });
    actor.send({ type: 'refund.setPercent', percent: 50 });
    actor.send({ type: 'refund.review' });
    actor.send({ type: 'refund.confirm' });
    await waitFor(actor, (s) => s.matches('refundUncertain'));
    expect(actor.getSnapshot().context).toMatchObject({ key: 'key-1', targets: ['t1'] });
    expect(actor.getSnapshot().can({ type: 'selection.toggle', ticketId: 't2' })).toBe(false);
    expect(cleared).not.toHaveBeenCalled();
    actor.send({ type: 'refund.retry' });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(calls.map((call) => call.key)).toEqual(['key-1', 'key-1']);
  });

  it('drops the key after a refusal but keeps the selection and the error', async () => {
    const refusal = httpError(422);
    const { actor, cleared } = actorWith(async () => {
      throw refusal;
    });
    actor.send({ type: 'selection.toggle', ticketId: 't1' });
    actor.send({ type: 'refund.review' });
    actor.send({ type: 'refund.confirm' });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context).toMatchObject({ key: null, targets: ['t1'], error: refusal });
    expect(cleared).toHaveBeenCalledTimes(1);
  });

  it('will not review a refund of a consumed ticket, nothing selected, or 0 yen', () => {
    const { actor } = actorWith(async () => ({ total: 0 }));
    expect(actor.getSnapshot().can({ type: 'refund.review' })).toBe(false);
    actor.send({ type: 'selection.toggle', ticketId: 't3' });
    expect(actor.getSnapshot().can({ type: 'refund.review' })).toBe(false);
    actor.send({ type: 'selection.toggle', ticketId: 't3' });
    actor.send({ type: 'selection.toggle', ticketId: 't1' });
    actor.send({ type: 'refund.setPercent', percent: 0 });
    expect(actor.getSnapshot().can({ type: 'refund.review' })).toBe(false);
    actor.send({ type: 'refund.setPercent', percent: 1 });
    expect(actor.getSnapshot().can({ type: 'refund.review' })).toBe(true);
  });

  it('re-sends a pending refund with its own key on start', async () => {
    const { actor, calls } = actorWith(async () => ({ total: 550 }), { ...input, pending: { key: 'key-from-before', targets: ['t1'], refundPercent: 50 } });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(calls).toEqual([{ paymentId: 'p1', key: 'key-from-before', targets: ['t1'], refundPercent: 50 }]);
  });
});

describe('refund machine: the status menu', () => {
  it('forgets a chosen status once the selection cannot take it', () => {
    const actor = createActor(refundMachine, { input }).start();
    actor.send({ type: 'selection.toggle', ticketId: 't1' });
    actor.send({ type: 'status.choose', status: 'ignored' });
    expect(actor.getSnapshot().context.newStatus).toBe('ignored');
    actor.send({ type: 'selection.toggle', ticketId: 't3' });
    expect(actor.getSnapshot().context.newStatus).toBeNull();
    expect(actor.getSnapshot().can({ type: 'status.review' })).toBe(false);
    actor.stop();
  });
});
