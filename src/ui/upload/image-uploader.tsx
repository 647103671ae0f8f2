import { useEffect, useId, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { BatchItem, UploadBatchActor } from '@machines/upload/upload-batch.machine';
import { common } from '@/messages/common';
import { uploadMessages as m } from '@/messages/upload';
import { useUploadBatch, type appUploadMachine } from './upload-actors';
import { useUploadView, type UploadedImage } from './upload-view';
import './upload.css';

export type ImageUploaderProps = {
  label: string;
  /** The uploaded images (what the form saves). */
  value: UploadedImage[];
  /** Gets an update of the list (TanStack Form's `field.handleChange` takes it as is). */
  onChange: (update: (images: UploadedImage[]) => UploadedImage[]) => void;
  /** Most images allowed, counting those still uploading (10 by default). */
  max?: number;
  accept?: string;
  /** The form's uploads (`useUploadBatch`), so that its save can wait for them; one of its own otherwise. */
  uploads?: UploadBatchActor;
  /** The id of the file input, for a label or an error summary pointing at it. */
  id?: string;
  className?: string;
};

type SaveState = 'idle' | 'waiting' | 'refused';
const saveStateOf = (snapshot: ReturnType<UploadBatchActor['getSnapshot']>): SaveState =>
  snapshot.matches('waiting') ? 'waiting' : snapshot.matches('refused') ? 'refused' : 'idle';

/**
 * Several images, each uploaded by the upload machine as soon as chosen, with a preview, progress, retry and cancel. The uploads are the
 * children of one batch actor, the form's when it passes `uploads`: `value` holds only finished ones, and a save waiting for the batch, or
 * refused by it, says so here.
 */
export function ImageUploader({ label, value, onChange, max = 10, accept = 'image/*', uploads, id, className }: ImageUploaderProps) {
  const ownId = useId();
  const inputId = id ?? ownId;
  const own = useUploadBatch();
  const batch = uploads ?? own;
  const items = useSelector(batch, (s) => s.context.items);
  const saveState = useSelector(batch, saveStateOf);
  const [limitNotice, setLimitNotice] = useState(false);
  const refusal = useRef<HTMLDivElement>(null);

  // A finished upload joins the form's value, whatever else changed meanwhile.
  useEffect(() => {
    const subscription = batch.on('batch.uploaded', ({ asset }) => onChange((images) => [...images, asset]));
    return () => subscription.unsubscribe();
  }, [batch, onChange]);

  // A refused save lands the user on the reason and its retry.
  useEffect(() => {
    if (saveState === 'refused') refusal.current?.focus();
  }, [saveState]);

  const room = max - value.length - items.length;

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    setLimitNotice(files.length > room);
    const accepted = files.slice(0, Math.max(0, room));
    if (accepted.length) batch.send({ type: 'batch.add', files: accepted, kind: 'image' });
  }

  const removeImage = (index: number) => {
    setLimitNotice(false);
    onChange((images) => images.filter((_, i) => i !== index));
  };

  return (
    <fieldset
      className={className ? `image-uploader ${className}` : 'image-uploader'}
      aria-describedby={saveState === 'refused' ? `${inputId}-refused` : undefined}
    >
      <legend>{label}</legend>
      {value.length === 0 && items.length === 0 ? <p className="image-uploader-empty">{m.empty}</p> : null}
      <ul className="plain-list image-uploader-list">
        {value.map((image, index) => (
          <li key={image.id} className="image-uploader-item" data-status="done">
            <img src={image.thumbnailUrl} alt={m.imageAlt(index + 1)} />
            <div className="actions">
              <button type="button" className="button button-secondary button-small" aria-label={m.removeImage(index + 1)} onClick={() => removeImage(index)}>
                {m.remove}
              </button>
            </div>
          </li>
        ))}
        {items.map((item) => (
          <PendingUpload key={item.key} item={item} batch={batch} />
        ))}
      </ul>
      {saveState === 'waiting' ? (
        <p className="notice image-uploader-waiting" role="status">
          {m.waitingBeforeSave}
        </p>
      ) : null}
      {saveState === 'refused' ? (
        <div ref={refusal} id={`${inputId}-refused`} className="notice notice-danger image-uploader-refused" role="alert" tabIndex={-1}>
          <p>{m.saveRefused}</p>
          <p>
            <button type="button" className="button button-small" onClick={() => batch.send({ type: 'batch.retryUnfinished' })}>
              {m.retryUnfinished}
            </button>
          </p>
        </div>
      ) : null}
      <div className="actions image-uploader-add">
        <label htmlFor={inputId} className="button button-secondary button-small" data-disabled={room <= 0 ? 'true' : undefined}>
          {m.add}
        </label>
        <input
          id={inputId}
          className="visually-hidden"
          type="file"
          accept={accept}
          multiple
          disabled={room <= 0}
          aria-describedby={`${inputId}-hint`}
          onChange={choose}
        />
        <span className="hint fine-print" id={`${inputId}-hint`}>
          {m.hint(max)}
          {common.drafts.imagesNotKept}
        </span>
      </div>
      {limitNotice ? (
        <p className="notice notice-warning" role="status">
          {m.limitReached(max)}
        </p>
      ) : null}
    </fieldset>
  );
}

/** A blob: URL for the chosen file while it is shown (released when the item goes). */
function usePreview(file: Blob | null): string {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : ''), [file]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}

type UploadRef = ActorRefFrom<typeof appUploadMachine>;

function PendingUpload({ item, batch }: { item: BatchItem; batch: UploadBatchActor }) {
  const child = useSelector(batch, (s) => s.children[item.key]) as UploadRef | undefined;
  const preview = usePreview(item.file);
  if (!child) return null;
  return <PendingUploadView item={item} child={child} preview={preview} batch={batch} />;
}

function PendingUploadView({ item, child, preview, batch }: { item: BatchItem; child: UploadRef; preview: string; batch: UploadBatchActor }) {
  const view = useUploadView(child);
  const percent = Math.round(view.progress);
  const statusText =
    view.status === 'working'
      ? m.status[view.step === 'put' ? 'uploading' : view.step === 'register' ? 'registering' : 'fetchingToken']
      : m.status[view.status];
  const actions = [
    [view.canRetry, 'batch.retry', m.retry, 'button button-small'],
    [view.canCancel, 'batch.cancel', m.cancel, 'button button-secondary button-small'],
    [view.status === 'failed' || view.status === 'cancelled', 'batch.discard', m.discard, 'button button-secondary button-small'],
  ] as const;
  return (
    <li className="image-uploader-item" data-status={view.status}>
      <img src={preview} alt={m.previewAlt(item.name)} />
      <div
        className="image-uploader-progress"
        role="progressbar"
        aria-label={m.progressLabel(item.name)}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <span style={{ width: `${percent}%` }} />
      </div>
      <span className="fine-print">
        {statusText} {view.status === 'working' ? `${percent}%` : null}
      </span>
      {view.error ? (
        <p className="error image-uploader-error" role="alert">
          {view.error}
        </p>
      ) : null}
      <div className="actions">
        {actions.map(([shown, type, label, className]) =>
          shown ? (
            <button key={type} type="button" className={className} onClick={() => batch.send({ type, key: item.key })}>
              {label}
            </button>
          ) : null,
        )}
      </div>
    </li>
  );
}
