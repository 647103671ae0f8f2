import { assign, emit, enqueueActions, not, sendParent, setup, stopChild, waitFor, type ActorRefFrom, type AnyActorRef } from 'xstate';
import { uploadMachine, type UploadMachine, type UploadReportStatus } from './upload.machine';
import type { AssetKind, UploadedAsset } from './upload-rules';

/** One file of the batch that is not uploaded yet: still working, failed, or cancelled by the user. */
export type BatchItem = { key: string; file: Blob | null; name: string; status: Exclude<UploadReportStatus, 'done'> };

export type UploadBatchContext = { items: BatchItem[]; nextKey: number };

export type UploadBatchEvent =
  | { type: 'batch.add'; files: readonly (Blob | null | undefined)[]; kind?: AssetKind }
  | { type: 'batch.retry'; key: string }
  | { type: 'batch.retryUnfinished' }
  | { type: 'batch.cancel'; key: string }
  | { type: 'batch.discard'; key: string }
  /** A save asks: wait for what is still uploading, refuse while something is not uploaded. */
  | { type: 'batch.settle' }
  /** The save has read the answer. */
  | { type: 'batch.release' }
  | { type: 'upload.reported'; key: string; status: UploadReportStatus; result: UploadedAsset | undefined };

/** Emitted once per finished file: the form adds the asset to its value (docs/upload-and-rules.md). */
export type UploadBatchEmitted = { type: 'batch.uploaded'; key: string; asset: UploadedAsset };

/** The upload machine whose `report` tells its parent batch (the child's id is the item's key). */
export const reportingToParent = (logic: UploadMachine) =>
  logic.provide({
    actions: {
      report: sendParent(({ context, self }, params: { status: UploadReportStatus }) => ({
        type: 'upload.reported',
        key: self.id,
        status: params.status,
        result: context.result,
      })),
    },
  });

const fileName = (file: Blob | null | undefined): string =>
  typeof file === 'object' && file !== null && 'name' in file && typeof file.name === 'string' ? file.name : '';

/**
 * The several uploads of one form, as one parent actor: each chosen file is a child
 * upload actor (machines/upload/upload.machine.ts) spawned here, so the uploads live as long as
 * the form, not as long as the component that shows them. Finished files are emitted
 * (`batch.uploaded`) and leave the batch; what stays is what is not uploaded yet.
 *
 * A save sends `batch.settle` (a save uploads its new files first): the batch
 * waits while any file is still working (`waiting`), then answers `ready`, or `refused` while a
 * file failed or was cancelled — the save never goes out without an image the user chose.
 * Retrying or discarding the last unfinished file leaves `refused` by itself.
 */
export const uploadBatchMachine = setup({
  types: {
    context: {} as UploadBatchContext,
    events: {} as UploadBatchEvent,
    emitted: {} as UploadBatchEmitted,
  },
  actors: { upload: reportingToParent(uploadMachine) },
  guards: {
    isWorking: ({ context }) => context.items.some((item) => item.status === 'working'),
    hasUnfinished: ({ context }) => context.items.some((item) => item.status !== 'working'),
    isFinished: (_, params: { status: UploadReportStatus }) => params.status === 'done',
  },
  actions: {
    addFiles: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'batch.add') return;
      let next = context.nextKey;
      const added: BatchItem[] = [];
      for (const file of event.files) {
        next += 1;
        const key = `upload-${next}`;
        enqueue.spawnChild('upload', { id: key });
        enqueue.sendTo(key, { type: 'upload.start', file, kind: event.kind ?? 'image' });
        added.push({ key, file: file ?? null, name: fileName(file), status: 'working' });
      }
      enqueue.assign({ items: [...context.items, ...added], nextKey: next });
    }),
    forward: enqueueActions(({ context, enqueue }, params: { key: string; type: 'upload.retry' | 'upload.cancel' }) => {
      if (context.items.some((item) => item.key === params.key)) enqueue.sendTo(params.key, { type: params.type });
    }),
    retryUnfinished: enqueueActions(({ context, enqueue }) => {
      for (const item of context.items) if (item.status !== 'working') enqueue.sendTo(item.key, { type: 'upload.retry' });
    }),
    remove: enqueueActions(({ context, enqueue }, params: { key: string }) => {
      if (!context.items.some((item) => item.key === params.key)) return;
      enqueue.stopChild(params.key);
      enqueue.assign({ items: context.items.filter((item) => item.key !== params.key) });
    }),
    markStatus: assign({
      items: ({ context }, params: { key: string; status: UploadReportStatus }) =>
        context.items.map((item) => (item.key === params.key && params.status !== 'done' ? { ...item, status: params.status } : item)),
    }),
  },
}).createMachine({
  id: 'uploadBatch',
  context: { items: [], nextKey: 0 },
  on: {
    'batch.add': { actions: 'addFiles' },
    'batch.retry': { actions: { type: 'forward', params: ({ event }) => ({ key: event.key, type: 'upload.retry' }) } },
    'batch.retryUnfinished': { actions: 'retryUnfinished' },
    'batch.cancel': { actions: { type: 'forward', params: ({ event }) => ({ key: event.key, type: 'upload.cancel' }) } },
    'batch.discard': { actions: { type: 'remove', params: ({ event }) => ({ key: event.key }) } },
    'upload.reported': [
      {
        guard: { type: 'isFinished', params: ({ event }) => ({ status: event.status }) },
        actions: [
          emit(({ event }) => ({ type: 'batch.uploaded', key: event.key, asset: event.result! })),
          stopChild(({ event }) => event.key),
          assign({ items: ({ context, event }) => context.items.filter((item) => item.key !== event.key) }),
        ],
      },
      { actions: { type: 'markStatus', params: ({ event }) => ({ key: event.key, status: event.status }) } },
    ],
  },
  initial: 'idle',
  states: {
    idle: { on: { 'batch.settle': 'settling' } },
    settling: {
      always: [{ guard: 'isWorking', target: 'waiting' }, { guard: 'hasUnfinished', target: 'refused' }, { target: 'ready' }],
    },
    /** A save is waiting for the files still uploading (the screen says so). */
    waiting: { always: { guard: not('isWorking'), target: 'settling' } },
    ready: { on: { 'batch.release': 'idle', 'batch.settle': 'settling' } },
    /** A save was refused: a file failed or was cancelled; retrying or discarding it clears this. */
    refused: {
      always: { guard: not('hasUnfinished'), target: 'idle' },
      on: { 'batch.settle': 'settling', 'batch.release': {} },
    },
  },
});

export type UploadBatchActor = ActorRefFrom<typeof uploadBatchMachine>;

/**
 * What a save does first: asks the batch to settle and waits. 'ready' when every chosen file is
 * uploaded (the form's value holds them all by then), 'refused' while one failed or was cancelled
 * (or the form went away meanwhile).
 *
 * @example if ((await settleUploads(uploads)) === 'refused') return;
 */
export async function settleUploads(actor: AnyActorRef): Promise<'ready' | 'refused'> {
  actor.send({ type: 'batch.settle' });
  try {
    const snapshot = await waitFor(actor, (state) => state.matches('ready') || state.matches('refused'));
    const answer = snapshot.matches('ready') ? 'ready' : 'refused';
    actor.send({ type: 'batch.release' });
    return answer;
  } catch {
    return 'refused';
  }
}
