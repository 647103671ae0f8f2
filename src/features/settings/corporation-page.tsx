import { useState } from 'react';
import { useStore } from '@tanstack/react-form';
import { getCorporation, patchCorporation, type Corporation } from '@/api/corporations';
import { useCorporationId, useSession } from '@/session/session-context';
import { settingsMessages } from '@/messages/settings';
import { DataState } from '@/ui/data-state';
import { useAppForm } from '@/ui/form/form-kit';
import { withLoading } from '@/ui/loading/with-loading';
import { useUnsavedChanges } from '@/ui/navigation-guard';
import { useResource } from '@/ui/use-resource';
import { corporationSchema, CORPORATION_NAME_MAX, toCorporationPatch, type CorporationValues } from './corporation-form';
import './settings.css';
import { failureMessage } from '@/ui/failure-notice';

const m = settingsMessages.corporation;

function CorporationForm({ corporation }: { corporation: Corporation }) {
  const session = useSession();
  const [failure, setFailure] = useState<string>();
  const [defaultValues, setDefaultValues] = useState<CorporationValues>(() => ({
    name: corporation.name,
    email: corporation.email,
    isTicketMailReceivable: corporation.isTicketMailReceivable,
  }));
  const form = useAppForm({
    defaultValues,
    validators: { onChange: corporationSchema },
    onSubmit: async ({ value, formApi }) => {
      setFailure(undefined);
      const patch = toCorporationPatch(value);
      try {
        const saved = await withLoading(() => patchCorporation(corporation.id, patch), { success: m.saved });
        // The top bar and the corporation list read the session: update it at once.
        session.send({ type: 'session.corporationUpdated', corporation: saved });
        // The saved values become the form's defaults (both in the form and in what we pass it on re-render).
        const next = { name: saved.name, email: saved.email, isTicketMailReceivable: saved.isTicketMailReceivable };
        formApi.reset(next);
        setDefaultValues(next);
      } catch (error) {
        setFailure(failureMessage(error));
      }
    },
  });
  const dirty = useStore(form.store, (state) => state.isDirty && !state.isDefaultValue);
  useUnsavedChanges(dirty);

  return (
    <form
      className="card settings-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void form.handleSubmit();
      }}
    >
      <p className="settings-lead">{m.lead}</p>
      {failure ? (
        <p className="notice notice-danger" role="alert">
          {failure}
        </p>
      ) : null}
      <form.AppField name="name">{(field) => <field.TextField label={m.name} required maxLength={CORPORATION_NAME_MAX} autoComplete="organization" />}</form.AppField>
      <form.AppField name="email">
        {(field) => <field.TextField label={m.email} type="email" inputMode="email" autoComplete="email" required hint={m.emailHint} />}
      </form.AppField>
      <form.AppField name="isTicketMailReceivable">{(field) => <field.CheckboxField label={m.ticketMail} hint={m.ticketMailHint} />}</form.AppField>
      <form.AppForm>
        <form.FormErrors />
        <div className="actions">
          <form.SubmitButton label={m.save} />
        </div>
      </form.AppForm>
    </form>
  );
}

/** /settings/corporation (canEditCorporation, route-gated): view and edit the company information. */
export default function CorporationPage() {
  const cid = useCorporationId();
  const resource = useResource(`corporation:${cid}`, () => getCorporation(cid));
  return <DataState resource={resource}>{(corporation) => <CorporationForm key={corporation.id} corporation={corporation} />}</DataState>;
}
