import { useState } from 'react';
import { type } from 'arktype';
import { useQuery } from '@tanstack/react-query';
import { queryOf } from '@/api/queries';
import { CORPORATION_NAME_MAX, corporationRules, CorporationPatch } from '@/api/corporation-rules';
import { corporationMutations, type Corporation } from '@/api/corporations';
import { useSession } from '@/session/session-context';
import { settingsMessages } from '@/messages/settings';
import { submitProps, useAppForm } from '@/ui/form/form-kit';
import { useFormDraft } from '@/ui/form/use-draft';
import { QueryState } from '@/ui/query-state';
import { useLoader } from '@/ui/use-loader';
import { useAppMutation } from '@/ui/use-app-mutation';
import { corporationLoader } from './loaders';
import './settings.css';

const m = settingsMessages.corporation;

type CorporationValues = { name: string; email: string; isTicketMailReceivable: boolean };

/** The company-information form's rules: the contract's own (src/api/corporations.ts), which the fake server checks the PATCH with too. */
const corporationSchema = type({ name: corporationRules.name, email: corporationRules.email, isTicketMailReceivable: 'boolean' });

/** What is sent: exactly what the contract's rules make of the values (name trimmed, e-mail half-width and lower-case). */
function toCorporationPatch(values: CorporationValues): CorporationValues {
  const patch = CorporationPatch(values);
  // The form submits only valid values; this cannot fail unless the rules above disagree with the contract.
  if (patch instanceof type.errors) throw new Error(patch.summary);
  return { ...values, ...patch };
}

const valuesOf = ({ name, email, isTicketMailReceivable }: Corporation): CorporationValues => ({ name, email, isTicketMailReceivable });

function CorporationForm({ corporation }: { corporation: Corporation }) {
  const session = useSession();
  const save = useAppMutation(corporationMutations.update(corporation.id), { success: m.saved });
  // Fixed at mount, then the saved values: a refetch must never reset what the user is typing.
  const [defaultValues, setDefaultValues] = useState<CorporationValues>(() => valuesOf(corporation));
  const form = useAppForm({
    defaultValues,
    validators: { onChange: corporationSchema, onSubmit: corporationSchema },
    onSubmit: async ({ value, formApi }) => {
      const saved = await save.mutateAsync(toCorporationPatch(value));
      // The top bar and the corporation list read the session: update it at once.
      session.send({ type: 'session.corporationUpdated', corporation: saved });
      const next = valuesOf(saved);
      formApi.reset(next);
      setDefaultValues(next);
    },
  });
  const draft = useFormDraft(form, ['corporation']);

  return (
    <form className="card settings-form" aria-label={m.heading} {...submitProps(form)}>
      <p className="lead settings-lead">{m.lead}</p>
      {draft.offer}
      <form.AppField name="name">
        {(field) => <field.TextField label={m.name} required maxLength={CORPORATION_NAME_MAX} autoComplete="organization" />}
      </form.AppField>
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
  const corporation = useQuery(queryOf(useLoader(corporationLoader).corporation));
  return <QueryState query={corporation}>{(loaded) => <CorporationForm key={loaded.id} corporation={loaded} />}</QueryState>;
}
