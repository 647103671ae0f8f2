import { useId, useState } from 'react';
import { deleteAgreement, getAgreement, updateAgreement, type Agreement, type AgreementInput } from '@/api/facilities';
import { safeHref } from '@/lib/safe-url';
import { facilitiesMessages as m } from '@/messages/facilities';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { DataState } from '@/ui/data-state';
import { withLoading } from '@/ui/loading/with-loading';
import { useUnsavedChanges } from '@/ui/navigation-guard';
import { useResource } from '@/ui/use-resource';
import { failureMessage } from '@/ui/failure-notice';

const a = m.agreement;
const flags = ['hasName', 'hasPhoneNumber', 'hasPostalCode', 'hasAddress', 'hasEmail'] as const;

const inputOf = (agreement: Agreement | null): AgreementInput => ({
  file: null,
  hasName: agreement?.hasName ?? true,
  hasPhoneNumber: agreement?.hasPhoneNumber ?? true,
  hasPostalCode: agreement?.hasPostalCode ?? false,
  hasAddress: agreement?.hasAddress ?? false,
  hasEmail: agreement?.hasEmail ?? false,
  customFields: agreement?.customFields ?? [],
});

/** The agreement: get, update (multipart with the has* items and custom fields), delete. */
export function AgreementSection({ corporationId, facilityId }: { corporationId: string; facilityId: string }) {
  const id = useId();
  const resource = useResource(`agreement:${corporationId}:${facilityId}`, () => getAgreement(corporationId, facilityId));
  return (
    <section className="card" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{m.sections.agreement}</h2>
      <DataState resource={resource}>
        {(agreement) => <AgreementForm key={JSON.stringify(agreement)} corporationId={corporationId} facilityId={facilityId} agreement={agreement} onChanged={resource.reload} />}
      </DataState>
    </section>
  );
}

function AgreementForm({ corporationId, facilityId, agreement, onChanged }: {
  corporationId: string;
  facilityId: string;
  agreement: Agreement | null;
  onChanged: () => void;
}) {
  const id = useId();
  const [input, setInput] = useState<AgreementInput>(() => inputOf(agreement));
  const [field, setField] = useState('');
  const [error, setError] = useState('');
  const [asking, setAsking] = useState(false);
  const dirty = input.file !== null || JSON.stringify({ ...input, file: null }) !== JSON.stringify(inputOf(agreement));
  useUnsavedChanges(dirty);
  const href = safeHref(agreement?.fileUrl) ?? (agreement?.fileUrl?.startsWith('data:application/pdf') ? agreement.fileUrl : undefined);

  const save = async () => {
    if (!agreement && !input.file) {
      setError(a.fileRequired);
      return;
    }
    setError('');
    try {
      await withLoading(() => updateAgreement(corporationId, facilityId, input), { success: a.saved });
      onChanged();
    } catch (failure) {
      setError(failureMessage(failure));
    }
  };
  const remove = async () => {
    try {
      await withLoading(() => deleteAgreement(corporationId, facilityId), { success: a.deleted });
      setAsking(false);
      onChanged();
    } catch (failure) {
      setAsking(false);
      setError(failureMessage(failure));
    }
  };
  const addField = () => {
    const name = field.trim();
    if (name && !input.customFields.includes(name)) setInput({ ...input, customFields: [...input.customFields, name] });
    setField('');
  };

  return (
    <div className="facilities-agreement">
      {agreement ? (
        <p>
          {a.current}：
          {href ? (
            <a href={href} target="_blank" rel="noopener noreferrer" download={agreement.fileName ?? undefined}>
              {agreement.fileName ?? a.open}
            </a>
          ) : (
            (agreement.fileName ?? a.open)
          )}
        </p>
      ) : (
        <p className="hint">{a.none}</p>
      )}
      <div className="field">
        <label htmlFor={`${id}-file`}>{a.file}</label>
        {agreement ? (
          <span className="hint" id={`${id}-file-hint`}>
            {a.fileHint}
          </span>
        ) : null}
        <input id={`${id}-file`} type="file" accept="application/pdf,.pdf" aria-describedby={agreement ? `${id}-file-hint` : undefined} onChange={(event) => setInput({ ...input, file: event.target.files?.[0] ?? null })} />
      </div>
      <fieldset className="facilities-checks">
        <legend>{a.items}</legend>
        <ul>
          {flags.map((flag) => (
            <li key={flag} className="checkbox">
              <input id={`${id}-${flag}`} type="checkbox" checked={input[flag]} onChange={(event) => setInput({ ...input, [flag]: event.target.checked })} />
              <label htmlFor={`${id}-${flag}`}>{a[flag]}</label>
            </li>
          ))}
        </ul>
      </fieldset>
      <fieldset className="facilities-checks">
        <legend>{a.customFields}</legend>
        {input.customFields.length ? (
          <ul className="facilities-chips">
            {input.customFields.map((name) => (
              <li key={name} className="badge">
                {name}
                <button type="button" className="facilities-chip-remove" aria-label={a.removeCustomField(name)} onClick={() => setInput({ ...input, customFields: input.customFields.filter((other) => other !== name) })}>
                  ×
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        <div className="toolbar">
          <div className="field">
            <label htmlFor={`${id}-custom`}>{a.customFieldInput}</label>
            <input
              id={`${id}-custom`}
              value={field}
              onChange={(event) => setField(event.target.value)}
              onKeyDown={(event) => {
                if (event.key !== 'Enter' || event.nativeEvent.isComposing || event.keyCode === 229) return;
                event.preventDefault();
                addField();
              }}
            />
          </div>
          <button type="button" className="button button-secondary" onClick={addField}>
            {a.addCustomField}
          </button>
        </div>
      </fieldset>
      {error ? (
        <p className="notice notice-danger" role="alert">
          {error}
        </p>
      ) : null}
      <p className="actions">
        <button type="button" className="button" onClick={() => void save()}>
          {a.save}
        </button>
        {agreement ? (
          <button type="button" className="button button-danger" onClick={() => setAsking(true)}>
            {a.delete}
          </button>
        ) : null}
      </p>
      <ConfirmDialog open={asking} title={a.deleteTitle} confirmLabel={a.delete} danger onConfirm={() => void remove()} onCancel={() => setAsking(false)}>
        <p>{a.deleteBody}</p>
      </ConfirmDialog>
    </div>
  );
}
