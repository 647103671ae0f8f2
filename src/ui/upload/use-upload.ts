import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useMemo } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { AssetKind, UploadStep } from '@machines/upload/upload-rules';
import { appUploadMachine, type UploadActor } from './upload-actors';

export type UploadedImage = { id: string; url: string; thumbnailUrl: string; originalFileUrl: string };

export type UploadStatus = 'idle' | 'working' | 'done' | 'failed' | 'cancelled';
/** What a screen needs from an upload, as primitives (useSelector compares with ===). */
export type UploadView = {
  status: UploadStatus;
  step: UploadStep | undefined;
  progress: number;
  error: string | undefined;
  canRetry: boolean;
  canCancel: boolean;
};

const statusOf = (snapshot: SnapshotFrom<typeof appUploadMachine>): UploadStatus =>
  snapshot.matches('working') ? 'working' : (snapshot.value as UploadStatus);

/** Subscribes to one upload actor, re-rendering only when what is shown changes. */
export function useUploadView(actor: UploadActor): UploadView & { result: UploadedImage | undefined } {
  const status = useSelector(actor, statusOf);
  const step = useSelector(actor, (s) => s.context.step);
  const progress = useSelector(actor, (s) => s.context.progress);
  const error = useSelector(actor, (s) => s.context.error);
  const canRetry = useSelector(actor, (s) => s.can({ type: 'upload.retry' }));
  const canCancel = useSelector(actor, (s) => s.can({ type: 'upload.cancel' }));
  const result = useSelector(actor, (s) => s.context.result);
  return useMemo(() => ({ status, step, progress, error, canRetry, canCancel, result }), [status, step, progress, error, canRetry, canCancel, result]);
}

/**
 * One file through the upload pipeline (token → signed URL → PUT with progress → registration).
 *
 * @example
 * const upload = useUpload();
 * <input type="file" onChange={(e) => upload.start(e.target.files?.[0])} />
 * {upload.state.status === 'working' && <progress value={upload.state.progress} max={100} />}
 * {upload.result && <img src={upload.result.thumbnailUrl} alt="" />}
 */
export function useUpload() {
  const actor = useActorRef(appUploadMachine);
  const { result, ...state } = useUploadView(actor);
  const start = useCallback((file: File | null | undefined, kind: AssetKind = 'image') => actor.send({ type: 'upload.start', file, kind }), [actor]);
  const retry = useCallback(() => actor.send({ type: 'upload.retry' }), [actor]);
  const cancel = useCallback(() => actor.send({ type: 'upload.cancel' }), [actor]);
  return { state, start, retry, cancel, result };
}
