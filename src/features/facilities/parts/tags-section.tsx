import { useId } from 'react';
import { facilityMutations, type Facility } from '@/api/facilities';
import { problemOf, TagsInput } from '@/api/facility-input';
import { facilitiesMessages as m } from '@/messages/facilities';
import { submitProps, useAppForm } from '@/ui/form/form-kit';
import { useFormDraft } from '@/ui/form/use-draft';
import { useAppMutation } from '@/ui/use-app-mutation';
import { onField } from '../draft-rules';
import { isTrainingTag } from '../options';
import { TagsField } from './tag-picker';

/** Tags are saved with their own call (tags/update); the training settings kept among them are left as they are. */
export function TagsSection({ corporationId, facility, canEditSpecial }: { corporationId: string; facility: Facility; canEditSpecial: boolean }) {
  const id = useId();
  const save = useAppMutation(facilityMutations.tags(corporationId, facility.id), { success: m.tags.saved });
  const form = useAppForm({
    defaultValues: { tags: facility.tags.filter((tag) => !isTrainingTag(tag)) },
    validators: { onChange: ({ value }) => onField('tags', problemOf(TagsInput, value.tags)) },
    onSubmit: async ({ value, formApi }) => {
      const saved = await save.mutateAsync([...value.tags, ...facility.tags.filter(isTrainingTag)]);
      formApi.reset({ tags: saved.filter((tag) => !isTrainingTag(tag)) });
    },
  });
  const draft = useFormDraft(form, ['facility', facility.id, 'tags']);
  return (
    <section className="card" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{m.sections.tags}</h2>
      <form aria-label={m.sections.tags} {...submitProps(form)}>
        {draft.offer}
        <form.Field name="tags">{(field) => <TagsField field={field} canEditSpecial={canEditSpecial} />}</form.Field>
        <form.AppForm>
          <form.FormErrors />
          <p className="actions">
            <form.SubmitButton label={m.tags.save} />
          </p>
        </form.AppForm>
      </form>
    </section>
  );
}
