import { useId } from 'react';
import { useStore } from '@tanstack/react-form';
import type { Tag } from '@/api/facilities';
import { facilitiesMessages as m } from '@/messages/facilities';
import { useFieldRegistration } from '@/ui/form/field-registry';
import { errorMessages } from '@/ui/form/form-context';
import { ImageUploader, type UploadBatchActor, type UploadedImage } from '@/ui/upload';
import type { DraftActivity } from '../draft';
import { activityProblem } from '../draft-rules';
import { ActivitiesEditor, activityNameId } from './activities-editor';
import { TagPicker } from './tag-picker';

/** What these custom fields need of a TanStack field: its value, errors, change and its form. */
type CustomField<T> = {
  name: string;
  form: { store: object; state: { submissionAttempts: number } };
  state: { value: T; meta: { errors: unknown[]; isTouched: boolean } };
  handleChange: (updater: T | ((previous: T) => T)) => void;
};

type FormStore = Parameters<typeof useStore>[0];

/** Whether the form was submitted once: errors show from then on (a field re-renders on its own state only, so this subscribes). */
const useAttempted = (field: CustomField<unknown>) =>
  useStore(field.form.store as FormStore, (state) => (state as { submissionAttempts: number }).submissionAttempts > 0);

function FieldErrors({ id, field }: { id: string; field: CustomField<unknown> }) {
  const attempted = useAttempted(field);
  const errors = attempted || field.state.meta.isTouched ? errorMessages(field.state.meta.errors) : [];
  return errors.length ? (
    <p className="error facilities-error" id={id} role="alert">
      {errors.join(' ')}
    </p>
  ) : null;
}

/** The facility's images: the form's uploads (a save waits for them), registered with the error summary. */
export function ImagesField({ field, uploads, label }: { field: CustomField<UploadedImage[]>; uploads: UploadBatchActor; label: string }) {
  const id = useId();
  useFieldRegistration(field.form, field.name, id, label);
  return <ImageUploader id={id} label={label} className="card" value={field.state.value} onChange={field.handleChange} uploads={uploads} />;
}

/** Option and free tags, with the form's tag problems (their number) under them. */
export function TagsField({ field, canEditSpecial }: { field: CustomField<Tag[]>; canEditSpecial: boolean }) {
  const id = useId();
  useFieldRegistration(field.form, field.name, `${id}-free`, m.sections.tags);
  return (
    <>
      <TagPicker value={field.state.value} onChange={(tags) => field.handleChange(tags)} canEditSpecial={canEditSpecial} inputId={`${id}-free`} />
      <FieldErrors id={`${id}-error`} field={field as CustomField<unknown>} />
    </>
  );
}

/** The activities; after a submit attempt each missing name shows and the summary points at the first. */
export function ActivitiesField({ field, showStatus = false }: { field: CustomField<DraftActivity[]>; showStatus?: boolean }) {
  const prefix = useId();
  const attempted = useAttempted(field as CustomField<unknown>);
  const problem = activityProblem(field.state.value);
  useFieldRegistration(field.form, field.name, problem ? activityNameId(prefix, problem.key) : `${prefix}-none`, m.sections.activities);
  return (
    <ActivitiesEditor
      value={field.state.value}
      onChange={(activities) => field.handleChange(activities)}
      idPrefix={prefix}
      showStatus={showStatus}
      showErrors={attempted}
    />
  );
}
