import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { UploadStep } from '@machines/upload/upload-rules';
import type { appUploadMachine } from './upload-actors';

/** An uploaded image as the asset service returns it. */
export type UploadedImage = { id: string; url: string; thumbnailUrl: string; originalFileUrl: string };

export type UploadStatus = 'idle' | 'working' | 'done' | 'failed' | 'cancelled';
/** What a screen needs from one upload, as primitives (useSelector compares with ===). */
export type UploadView = {
  status: UploadStatus;
  step: UploadStep | undefined;
  progress: number;
  error: string | undefined;
  canRetry: boolean;
  canCancel: boolean;
};

type UploadRef = ActorRefFrom<typeof appUploadMachine>;

const statusOf = (snapshot: SnapshotFrom<typeof appUploadMachine>): UploadStatus =>
  snapshot.matches('working') ? 'working' : (snapshot.value as UploadStatus);

/** Subscribes to one upload actor (a child of the form's batch), re-rendering only when what is shown changes. */
export function useUploadView(actor: UploadRef): UploadView {
  const status = useSelector(actor, statusOf);
  const step = useSelector(actor, (s) => s.context.step);
  const progress = useSelector(actor, (s) => s.context.progress);
  const error = useSelector(actor, (s) => s.context.error);
  const canRetry = useSelector(actor, (s) => s.can({ type: 'upload.retry' }));
  const canCancel = useSelector(actor, (s) => s.can({ type: 'upload.cancel' }));
  return useMemo(() => ({ status, step, progress, error, canRetry, canCancel }), [status, step, progress, error, canRetry, canCancel]);
}
