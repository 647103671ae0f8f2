import { type } from 'arktype';
import { activityNameRule, CustomFieldsInput, FacilityTextInput, facilityTextFields, problemOf, TagsInput } from '@/api/facility-input';
import type { DraftActivity, FacilityDraft } from './draft';

type Problems = Partial<Record<keyof FacilityDraft, string>>;

const deliveryFields = ['deliveryPostalCode', 'deliveryPrefecture', 'deliveryAddress', 'addressee'] as const;

/** The first activity whose name breaks its rule, with the message (the form points at its input). */
export function activityProblem(activities: readonly DraftActivity[]): { key: string; message: string } | undefined {
  for (const activity of activities) {
    const message = problemOf(activityNameRule, activity.rules.activityProps.displayName.trim());
    if (message) return { key: activity.key, message };
  }
  return undefined;
}

/** A draft's problems per field, by the input types the server checks too (src/api/facility-input.ts); an address "the same" is not sent, nor checked. */
export function draftProblems(draft: FacilityDraft): Problems {
  const texts = Object.fromEntries(facilityTextFields.map((name) => [name, draft[name] ?? ''])) as Record<(typeof facilityTextFields)[number], string>;
  if (draft.isSameDeliveryAddress) for (const name of deliveryFields) texts[name] = '';
  const problems: Problems = {};
  const checked = FacilityTextInput(texts);
  if (checked instanceof type.errors) {
    for (const error of checked) {
      const name = String(error.path[0]) as keyof FacilityDraft;
      problems[name] ??= error.message;
    }
  }
  const tags = problemOf(TagsInput, draft.tags);
  if (tags) problems.tags = tags;
  const activity = activityProblem(draft.activities);
  if (activity) problems.activities = activity.message;
  if (draft.needAgreement && draft.agreement) {
    const customFields = problemOf(CustomFieldsInput, draft.agreement.customFields);
    if (customFields) problems.agreement = customFields;
  }
  return problems;
}

/** A form-level validator's answer for one field: its problem, if any, lands on it. */
export const onField = <K extends string>(name: K, problem: string | undefined) => (problem ? { fields: { [name]: problem } as Record<K, string> } : undefined);

/** The draft forms' form-level validator: each problem lands on its field. */
export function validateDraft({ value }: { value: FacilityDraft }) {
  const problems = draftProblems(value);
  return Object.keys(problems).length ? { fields: problems } : undefined;
}
