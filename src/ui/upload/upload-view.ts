import { useSelector } from '@xstate/react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { UploadStep } from '@machines/upload/upload-rules';
import type { appUploadMachine } from './upload-actors';

/** An uploaded image as the asset service returns it. */
export type UploadedImage = { id: string; url: string; thumbnailUrl: string; originalFileUrl: string };

export type UploadStatus = 'idle' | 'working' | 'done' | 'failed' | 'cancelled';
/** What a screen needs from one upload, as primitives (compared one by one: `sameView`). */
export type UploadView = {
  status: UploadStatus;
  step: UploadStep | undefined;
  progress: number;
  error: string | undefined;
  canRetry: boolean;
  canCancel: boolean;
};

type UploadRef = ActorRefFrom<typeof appUploadMachine>;

const viewOf = (s: SnapshotFrom<typeof appUploadMachine>): UploadView => ({
  status: s.matches('working') ? 'working' : (s.value as UploadStatus),
  step: s.context.step,
  progress: s.context.progress,
  error: s.context.error,
  canRetry: s.can({ type: 'upload.retry' }),
  canCancel: s.can({ type: 'upload.cancel' }),
});

// Not @xstate/react's `shallowEqual`: importing it pulls it into the vendor chunk that `/sign_in` loads.
const sameView = (a: UploadView, b: UploadView): boolean => (Object.keys(a) as (keyof UploadView)[]).every((key) => a[key] === b[key]);

/** Subscribes to one upload actor (a child of the form's batch), re-rendering only when what is shown changes. */
export const useUploadView = (actor: UploadRef): UploadView => useSelector(actor, viewOf, sameView);
