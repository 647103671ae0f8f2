import { useId } from 'react';
import { facilityMutations, type Facility, type Tag } from '@/api/facilities';
import { problemOf, TagsInput } from '@/api/facility-input';
import { facilitiesMessages as m } from '@/messages/facilities';
import { submitProps, useAppForm } from '@/ui/form/form-kit';
import { useFormDraft } from '@/ui/form/use-draft';
import { useAppMutation } from '@/ui/use-app-mutation';
import { isTrainingTag } from '../options';
import { TagsField } from './tag-picker';

/** Tags are saved with their own call (tags/update); the training settings kept among them are left as they are. */
export function TagsSection({ corporationId, facility, canEditSpecial }: { corporationId: string; facility: Facility; canEditSpecial: boolean }) {
  const id = useId();
  const save = useAppMutation(facilityMutations.tags(corporationId, facility.id), { success: m.tags.saved });
  const others = (tags: readonly Tag[]) => tags.filter(isTrainingTag);
  const form = useAppForm({
    defaultValues: { tags: facility.tags.filter((tag) => !isTrainingTag(tag)) },
    validators: {
      onChange: ({ value }) => {
        const problem = problemOf(TagsInput, value.tags);
        return problem ? { fields: { tags: problem } } : undefined;
      },
    },
    onSubmit: async ({ value, formApi }) => {
      const saved = await save.mutateAsync([...value.tags, ...others(facility.tags)]);
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
