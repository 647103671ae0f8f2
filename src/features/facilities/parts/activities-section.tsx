import { useId } from 'react';
import { facilityMutations, type Facility } from '@/api/facilities';
import { facilitiesMessages as m } from '@/messages/facilities';
import { submitProps, useAppForm } from '@/ui/form/form-kit';
import { useFormDraft } from '@/ui/form/use-draft';
import { useAppMutation } from '@/ui/use-app-mutation';
import { activityInput, draftActivityFrom, type DraftActivity } from '../draft';
import { activityProblem, onField } from '../draft-rules';
import { ActivitiesField } from './activities-editor';

/** Activities (new ones sent with syncStatus 'new') and each one's enabled/disabled status, saved with activities/update. */
export function ActivitiesSection({ corporationId, facility }: { corporationId: string; facility: Facility }) {
  const id = useId();
  const save = useAppMutation(facilityMutations.activities(corporationId, facility.id), { success: m.activities.saved });
  const form = useAppForm({
    defaultValues: { activities: facility.activities.map(draftActivityFrom) as DraftActivity[] },
    validators: { onChange: ({ value }) => onField('activities', activityProblem(value.activities)?.message) },
    onSubmit: async ({ value, formApi }) => {
      const saved = await save.mutateAsync(value.activities.map(activityInput));
      formApi.reset({ activities: saved.map(draftActivityFrom) });
    },
  });
  const draft = useFormDraft(form, ['facility', facility.id, 'activities']);
  return (
    <section className="card" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{m.sections.activities}</h2>
      <form aria-label={m.sections.activities} {...submitProps(form)}>
        {draft.offer}
        <form.Field name="activities">{(field) => <ActivitiesField field={field} showStatus />}</form.Field>
        <form.AppForm>
          <form.FormErrors />
          <p className="actions">
            <form.SubmitButton label={m.activities.save} />
          </p>
        </form.AppForm>
      </form>
    </section>
  );
}
