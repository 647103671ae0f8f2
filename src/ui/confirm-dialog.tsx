import { useEffect, useId, useRef, type ReactNode } from 'react';

type Props = {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  danger?: boolean;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** Shows the ref's <dialog> while `open`: as a modal (focus trap, Escape, top layer), or plainly open with `modal` false or without showModal (jsdom). */
export function useModal(open: boolean, modal = true) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    if (modal && typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    return () => (typeof dialog.close === 'function' ? dialog.close() : dialog.removeAttribute('open'));
  }, [open, modal]);
  return ref;
}

/** A modal confirmation on the native <dialog> (focus trap and Escape for free). */
export function ConfirmDialog({ open, title, children, confirmLabel, cancelLabel = 'キャンセル', danger, busy, onConfirm, onCancel }: Props) {
  const ref = useModal(open);
  const titleId = useId();

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onCancel();
      }}
    >
      <h2 id={titleId}>{title}</h2>
      <div className="dialog-body">{children}</div>
      <p className="actions dialog-actions">
        <button type="button" className={danger ? 'button button-danger' : 'button'} onClick={onConfirm} disabled={busy} aria-busy={busy || undefined}>
          {confirmLabel}
        </button>
        <button type="button" className="button button-secondary" onClick={onCancel} disabled={busy}>
          {cancelLabel}
        </button>
      </p>
    </dialog>
  );
}
