import { assign, fromCallback, fromPromise, setup, type EventObject } from 'xstate';
import { uploadMessages as m } from '@/messages/upload';
import {
  contentTypeFor,
  DEFAULT_IMAGE_SCALE,
  fileProblem,
  isPlaceholderAssetBase,
  isValidProgress,
  stepFailureMessage,
  type AssetAccess,
  type AssetKind,
  type ImageScale,
  type SignedUrlInfo,
  type UploadedAsset,
  type UploadStep,
} from './upload-rules';

export type UploadContext = {
  file: Blob | null;
  kind: AssetKind;
  scale: ImageScale;
  contentType: string;
  /** Kept across a retry: a failed later step never asks for a new token or signed URL. */
  access: AssetAccess | undefined;
  signed: SignedUrlInfo | undefined;
  /** 0..100, only ever set from a valid progress value. */
  progress: number;
  result: UploadedAsset | undefined;
  /** The step running now (or the last one that ran). */
  step: UploadStep | undefined;
  /** Where `upload.retry` resumes; undefined when the upload cannot be retried (no file, too large). */
  resumeStep: UploadStep | undefined;
  error: string | undefined;
};

export type UploadStartEvent = { type: 'upload.start'; file: Blob | null | undefined; kind?: AssetKind; scale?: ImageScale };
export type UploadEvent =
  | UploadStartEvent
  | { type: 'upload.progress'; percent: number }
  | { type: 'upload.retry' }
  | { type: 'upload.cancel' }
  /** Sent by the putFile actor. */
  | { type: 'upload.putDone' }
  | { type: 'upload.putFailed'; error: unknown };

/** What an upload tells whoever started it (a batch of a form's uploads) as it moves on. */
export type UploadReportStatus = 'working' | 'done' | 'failed' | 'cancelled';

export type IssueInput = { access: AssetAccess; assetType: AssetKind; contentType: string };
export type PutInput = { url: string; file: Blob; contentType: string };
export type RegisterInput = { access: AssetAccess; signed: SignedUrlInfo; kind: AssetKind; scale: ImageScale; contentType: string };

const notProvided = (name: string) => () => {
  throw new Error(`upload: actor "${name}" was not provided`);
};

const emptyContext: UploadContext = {
  file: null,
  kind: 'image',
  scale: DEFAULT_IMAGE_SCALE,
  contentType: '',
  access: undefined,
  signed: undefined,
  progress: 0,
  result: undefined,
  step: undefined,
  resumeStep: undefined,
  error: undefined,
};

/** A retry, after a failure or a cancel, resumes at the first step that did not finish. */
const resumeAtFailedStep = (['token', 'issue', 'put', 'register'] as const).map((step) => ({
  guard: { type: 'canResumeAt' as const, params: { step } },
  target: `working.${step}` as const,
}));

/** An upload that stopped short, failed or cancelled: its owner is told, and a retry resumes where it stopped. */
const stoppedShort = (status: 'failed' | 'cancelled') =>
  ({ entry: { type: 'report', params: { status } }, on: { 'upload.retry': resumeAtFailedStep } }) as const;

/**
 * The asset upload pipeline (docs/upload-and-rules.md): token → signed URL → PUT with progress → registration.
 * Pure: the four calls are named actors provided at the edge (src/ui/upload/upload-actors.ts); the
 * PUT actor reports `upload.progress`, `upload.putDone` or `upload.putFailed` and aborts when stopped
 * (cancel, or a bad progress value).
 */
export const uploadMachine = setup({
  types: { context: {} as UploadContext, events: {} as UploadEvent },
  actors: {
    fetchToken: fromPromise<AssetAccess>(notProvided('fetchToken')),
    issueSignedUrl: fromPromise<SignedUrlInfo, IssueInput>(notProvided('issueSignedUrl')),
    putFile: fromCallback<EventObject, PutInput>(notProvided('putFile')),
    registerAsset: fromPromise<UploadedAsset, RegisterInput>(notProvided('registerAsset')),
  },
  guards: {
    hasFileProblem: (_, params: { event: UploadStartEvent }) => fileProblem(params.event.file, params.event.kind ?? 'image') !== undefined,
    isPlaceholderBase: (_, params: { access: AssetAccess }) => isPlaceholderAssetBase(params.access.apiUrlBase),
    isValidProgress: (_, params: { percent: unknown }) => isValidProgress(params.percent),
    canResumeAt: ({ context }, params: { step: UploadStep }) => context.resumeStep === params.step,
  },
  actions: {
    /**
     * Tells the owner where the upload stands: nothing on its own; a batch of uploads provides
     * it (machines/upload/upload-batch.machine.ts) to hear from each of its files.
     */
    report: (_, _params: { status: UploadReportStatus }) => undefined,
    /** A failed step: its message, and the step a retry starts again from. */
    failAt: assign((_, params: { step: UploadStep; error: unknown }) => ({ error: stepFailureMessage(params.step, params.error), resumeStep: params.step })),
    prepare: assign((_, params: { event: UploadStartEvent }) => {
      const { file, kind = 'image', scale = DEFAULT_IMAGE_SCALE } = params.event;
      return {
        ...emptyContext,
        file: file ?? null,
        kind,
        scale,
        contentType: file ? contentTypeFor(file, kind) : '',
        error: fileProblem(file, kind),
      };
    }),
  },
}).createMachine({
  id: 'upload',
  context: emptyContext,
  initial: 'idle',
  on: {
    'upload.start': [
      {
        guard: { type: 'hasFileProblem', params: ({ event }) => ({ event }) },
        target: '.failed',
        actions: { type: 'prepare', params: ({ event }) => ({ event }) },
      },
      { target: '.working', actions: { type: 'prepare', params: ({ event }) => ({ event }) } },
    ],
  },
  states: {
    idle: {},
    working: {
      initial: 'token',
      entry: [assign({ error: undefined, resumeStep: undefined }), { type: 'report', params: { status: 'working' } }],
      on: {
        // Stopping the running actor aborts its call (the PUT's XMLHttpRequest included).
        'upload.cancel': { target: 'cancelled', actions: assign({ resumeStep: ({ context }) => context.step }) },
        // A new file while one is in flight would mix two uploads: the user cancels first.
        'upload.start': {},
      },
      states: {
        token: {
          entry: assign({ step: 'token' }),
          invoke: {
            src: 'fetchToken',
            onDone: [
              {
                guard: { type: 'isPlaceholderBase', params: ({ event }) => ({ access: event.output }) },
                target: '#upload.failed',
                actions: assign({ error: m.accessInfoInvalid, resumeStep: 'token' }),
              },
              { target: 'issue', actions: assign({ access: ({ event }) => event.output }) },
            ],
            onError: { target: '#upload.failed', actions: { type: 'failAt', params: ({ event }) => ({ step: 'token', error: event.error }) } },
          },
        },
        issue: {
          entry: assign({ step: 'issue' }),
          invoke: {
            src: 'issueSignedUrl',
            input: ({ context }) => ({ access: context.access!, assetType: context.kind, contentType: context.contentType }),
            onDone: { target: 'put', actions: assign({ signed: ({ event }) => event.output }) },
            onError: { target: '#upload.failed', actions: { type: 'failAt', params: ({ event }) => ({ step: 'issue', error: event.error }) } },
          },
        },
        put: {
          entry: assign({ step: 'put', progress: 0 }),
          invoke: {
            src: 'putFile',
            input: ({ context }) => ({ url: context.signed!.url, file: context.file!, contentType: context.contentType }),
          },
          on: {
            'upload.progress': [
              {
                guard: { type: 'isValidProgress', params: ({ event }) => ({ percent: event.percent }) },
                actions: assign({ progress: ({ event }) => event.percent }),
              },
              {
                // Out of 0..100 is an error, never silently accepted (or clamped).
                target: '#upload.failed',
                actions: assign({ error: ({ event }) => m.invalidProgress(String(event.percent)), resumeStep: 'put' }),
              },
            ],
            'upload.putDone': { target: 'register', actions: assign({ progress: 100 }) },
            'upload.putFailed': { target: '#upload.failed', actions: { type: 'failAt', params: ({ event }) => ({ step: 'put', error: event.error }) } },
          },
        },
        register: {
          entry: assign({ step: 'register' }),
          invoke: {
            src: 'registerAsset',
            input: ({ context }) => ({
              access: context.access!,
              signed: context.signed!,
              kind: context.kind,
              scale: context.scale,
              contentType: context.contentType,
            }),
            onDone: { target: '#upload.done', actions: assign({ result: ({ event }) => event.output }) },
            onError: { target: '#upload.failed', actions: { type: 'failAt', params: ({ event }) => ({ step: 'register', error: event.error }) } },
          },
        },
      },
    },
    done: { entry: { type: 'report', params: { status: 'done' } } },
    failed: stoppedShort('failed'),
    cancelled: stoppedShort('cancelled'),
  },
});

export type UploadMachine = typeof uploadMachine;
