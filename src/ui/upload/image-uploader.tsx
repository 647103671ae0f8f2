import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type ChangeEvent } from 'react';
import { uploadMessages as m } from '@/messages/upload';
import { createUploadActor, type UploadActor } from './upload-actors';
import { useUploadView, type UploadedImage } from './use-upload';
import './upload.css';

export type { UploadedImage } from './use-upload';

type Pending = { key: string; file: File; actor: UploadActor; preview: string };

export type ImageUploaderProps = {
  label: string;
  value: UploadedImage[];
  onChange: (images: UploadedImage[]) => void;
  /** Most images allowed, counting those still uploading (10 by default). */
  max?: number;
  accept?: string;
  /** Told how many files are still uploading (or failed and not discarded), e.g. to hold a save. */
  onPendingChange?: (pending: number) => void;
};

let sequence = 0;
const revoke = (url: string) => {
  if (url.startsWith('blob:')) URL.revokeObjectURL(url);
};

/**
 * Several images, each uploaded through the upload machine as soon as it is chosen: a preview,
 * a progress bar, retry and cancel per file; uploaded images can be removed. `value` holds only
 * finished uploads, so a form never saves a half-uploaded image.
 *
 * @example <ImageUploader label="施設の画像" value={images} onChange={setImages} max={10} />
 */
export function ImageUploader({ label, value, onChange, max = 10, accept = 'image/*', onPendingChange }: ImageUploaderProps) {
  const inputId = useId();
  const [pending, setPending] = useState<Pending[]>([]);
  const [limitNotice, setLimitNotice] = useState(false);
  // The latest value and callback, so that uploads finishing together all land in the list.
  const latest = useRef({ value, onChange });
  useLayoutEffect(() => {
    latest.current = { value, onChange };
  }, [value, onChange]);
  const pendingRef = useRef(pending);
  useLayoutEffect(() => {
    pendingRef.current = pending;
  }, [pending]);
  useEffect(
    () => () => {
      for (const item of pendingRef.current) {
        item.actor.stop();
        revoke(item.preview);
      }
    },
    [],
  );

  const pendingCount = pending.length;
  useEffect(() => {
    onPendingChange?.(pendingCount);
  }, [pendingCount, onPendingChange]);

  const room = max - value.length - pending.length;

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    setLimitNotice(files.length > room);
    const added = files.slice(0, Math.max(0, room)).map((file) => {
      const actor = createUploadActor();
      actor.send({ type: 'upload.start', file, kind: 'image' });
      sequence += 1;
      return { key: `upload-${sequence}`, file, actor, preview: URL.createObjectURL(file) };
    });
    if (added.length) setPending((current) => [...current, ...added]);
  }

  const drop = useCallback((key: string) => {
    setPending((current) => {
      const item = current.find((p) => p.key === key);
      if (item) {
        item.actor.stop();
        revoke(item.preview);
      }
      return current.filter((p) => p.key !== key);
    });
  }, []);

  const finish = useCallback(
    (key: string, image: UploadedImage) => {
      if (!pendingRef.current.some((p) => p.key === key)) return;
      pendingRef.current = pendingRef.current.filter((p) => p.key !== key);
      const next = [...latest.current.value, image];
      latest.current = { ...latest.current, value: next };
      latest.current.onChange(next);
      drop(key);
    },
    [drop],
  );

  const removeImage = (index: number) => {
    setLimitNotice(false);
    onChange(value.filter((_, i) => i !== index));
  };

  return (
    <fieldset className="image-uploader">
      <legend>{label}</legend>
      {value.length === 0 && pending.length === 0 ? <p className="image-uploader-empty">{m.empty}</p> : null}
      <ul className="image-uploader-list">
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
        {pending.map((item) => (
          <PendingUpload key={item.key} item={item} onDone={finish} onDiscard={drop} />
        ))}
      </ul>
      <div className="image-uploader-add">
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
        <span className="hint" id={`${inputId}-hint`}>
          {m.hint(max)}
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

function PendingUpload({ item, onDone, onDiscard }: { item: Pending; onDone: (key: string, image: UploadedImage) => void; onDiscard: (key: string) => void }) {
  const view = useUploadView(item.actor);
  const { key, actor, file, preview } = item;
  useEffect(() => {
    if (view.status === 'done' && view.result) onDone(key, view.result);
  }, [view.status, view.result, key, onDone]);
  const percent = Math.round(view.progress);
  const statusText = view.status === 'working' ? m.status[view.step === 'put' ? 'uploading' : view.step === 'register' ? 'registering' : 'fetchingToken'] : m.status[view.status];
  return (
    <li className="image-uploader-item" data-status={view.status}>
      <img src={preview} alt={m.previewAlt(file.name)} />
      <div className="image-uploader-progress" role="progressbar" aria-label={m.progressLabel(file.name)} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
        <span style={{ width: `${percent}%` }} />
      </div>
      <span className="image-uploader-status">
        {statusText} {view.status === 'working' ? `${percent}%` : null}
      </span>
      {view.error ? (
        <p className="image-uploader-error" role="alert">
          {view.error}
        </p>
      ) : null}
      <div className="actions">
        {view.canRetry ? (
          <button type="button" className="button button-small" onClick={() => actor.send({ type: 'upload.retry' })}>
            {m.retry}
          </button>
        ) : null}
        {view.canCancel ? (
          <button type="button" className="button button-secondary button-small" onClick={() => actor.send({ type: 'upload.cancel' })}>
            {m.cancel}
          </button>
        ) : null}
        {view.status === 'failed' || view.status === 'cancelled' ? (
          <button type="button" className="button button-secondary button-small" onClick={() => onDiscard(key)}>
            {m.discard}
          </button>
        ) : null}
      </div>
    </li>
  );
}
