import { useState, type ChangeEvent } from 'react';
import { common } from '@/messages/common';
import { facilitiesMessages as m } from '@/messages/facilities';

const p = m.pdfPicker;
const isPdf = (file: File) => file.type === 'application/pdf' || (!file.type && file.name.toLowerCase().endsWith('.pdf'));

type Props = {
  id: string;
  label: string;
  hint?: string;
  file: File | null;
  disabled?: boolean;
  /** Why it is disabled, shown instead of the hint. */
  disabledHint?: string;
  /** A problem the form found (e.g. a PDF is needed). */
  error?: string;
  onChange: (file: File | null) => void;
};

/** A PDF chooser looking like the other controls; disabled (saying why) while it does not apply; a non-PDF is refused, keeping the previous choice. */
export function PdfPicker({ id, label, hint, file, disabled = false, disabledHint, error, onChange }: Props) {
  const [refused, setRefused] = useState('');
  const problem = refused || error || '';
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    event.target.value = '';
    if (!chosen) return;
    if (!isPdf(chosen)) {
      setRefused(m.validation.pdfOnly);
      return;
    }
    setRefused('');
    onChange(chosen);
  };
  // A chosen PDF lives in the page only: the form's draft cannot keep it.
  const note = `${(disabled ? disabledHint : hint) ?? ''}${common.drafts.filesNotKept}`;
  const described = [`${id}-hint`, `${id}-name`, problem ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="field facilities-pdf-picker" data-disabled={disabled ? 'true' : undefined}>
      <span className="label" id={`${id}-label`}>
        {label}
      </span>
      <span className="hint" id={`${id}-hint`}>
        {note}
      </span>
      <div className="facilities-pdf-row">
        <input
          id={id}
          className="visually-hidden"
          type="file"
          accept="application/pdf,.pdf"
          disabled={disabled}
          aria-labelledby={`${id}-label`}
          aria-describedby={described}
          aria-invalid={problem ? 'true' : undefined}
          onChange={choose}
        />
        <label htmlFor={id} className="button button-secondary button-small" aria-hidden="true" data-disabled={disabled ? 'true' : undefined}>
          {file ? p.change : p.choose}
        </label>
        <span className="muted-text" id={`${id}-name`}>
          {file ? file.name : p.none}
        </span>
        {file && !disabled ? (
          <button type="button" className="button button-secondary button-small" onClick={() => onChange(null)}>
            {p.clear}
          </button>
        ) : null}
      </div>
      {problem ? (
        <span className="error" id={`${id}-error`} role="alert">
          {problem}
        </span>
      ) : null}
    </div>
  );
}
