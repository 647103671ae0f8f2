import { useQuery } from '@tanstack/react-query';
import type { QuizUnit, TrainingInfo } from '@/api/constants';
import { facilityMutations, quizUnitsQuery, trainingInfoListQuery, type Facility, type Tag } from '@/api/facilities';
import { facilitiesMessages as m } from '@/messages/facilities';
import { submitProps, useAppForm } from '@/ui/form/form-kit';
import { useFormDraft } from '@/ui/form/use-draft';
import { QueryState } from '@/ui/query-state';
import { useAppMutation } from '@/ui/use-app-mutation';
import { isTrainingTag, trainingTagTypes, type TrainingTagType } from '../options';
import { CheckGroup } from './controls';

type Item = QuizUnit | TrainingInfo;
type TrainingValues = { quizUnits: string[]; trainingInfo: string[] };

const checkedOf = (tags: readonly Tag[], type: TrainingTagType) => tags.filter((tag) => tag.type === type).map((tag) => tag.displayName);
const valuesOf = (tags: readonly Tag[]): TrainingValues => ({
  quizUnits: checkedOf(tags, trainingTagTypes.quizUnits),
  trainingInfo: checkedOf(tags, trainingTagTypes.trainingInfo),
});
const tagsOf = (values: TrainingValues): Tag[] => [
  ...values.quizUnits.map((displayName) => ({ displayName, type: trainingTagTypes.quizUnits })),
  ...values.trainingInfo.map((displayName) => ({ displayName, type: trainingTagTypes.trainingInfo })),
];

type ChecklistProps = { title: string; items: Item[]; missing: string; value: string[]; onChange: (names: string[]) => void };

/** A checklist of a constants list: items arrive unchecked; the facility's saved choice is ticked. */
function Checklist({ title, items, missing, value, onChange }: ChecklistProps) {
  const checks = items.map((item) => ({
    key: item.id,
    label: (
      <>
        {item.name}
        {item.description ? <span className="hint"> — {item.description}</span> : null}
      </>
    ),
    checked: item.isChecked || value.includes(item.name),
    onChange: (on: boolean) => onChange(on ? [...value, item.name] : value.filter((name) => name !== item.name)),
  }));
  return (
    <CheckGroup legend={title} checks={checks} className="facilities-checks facilities-checklist">
      {items.length === 0 ? <p className="notice notice-warning">{missing}</p> : null}
    </CheckGroup>
  );
}

/** Only for the training-certification category: the quiz units and training items the class covers, saved among the tags (tags/update, docs/facilities.md). */
export function TrainingSection({ corporationId, facility }: { corporationId: string; facility: Facility }) {
  const lists = [
    { name: 'quizUnits', query: useQuery(quizUnitsQuery()), title: m.training.quizUnits, missing: m.training.quizMissing },
    { name: 'trainingInfo', query: useQuery(trainingInfoListQuery()), title: m.training.trainingInfo, missing: m.training.trainingMissing },
  ] as const;
  const save = useAppMutation(facilityMutations.tags(corporationId, facility.id), { success: m.training.saved });
  const form = useAppForm({
    defaultValues: valuesOf(facility.tags),
    onSubmit: async ({ value, formApi }) => {
      const saved = await save.mutateAsync([...facility.tags.filter((tag) => !isTrainingTag(tag)), ...tagsOf(value)]);
      formApi.reset(valuesOf(saved));
    },
  });
  const draft = useFormDraft(form, ['facility', facility.id, 'training']);
  return (
    <section className="card" aria-labelledby="facility-training-heading">
      <h2 id="facility-training-heading">{m.sections.training}</h2>
      <p className="hint">{m.training.lead}</p>
      <form aria-label={m.sections.training} {...submitProps(form)}>
        {draft.offer}
        {lists.map(({ name, query, title, missing }) => (
          <QueryState key={name} query={query}>
            {(items) => (
              <form.Field name={name}>
                {(field) => <Checklist title={title} items={items} missing={missing} value={field.state.value} onChange={field.handleChange} />}
              </form.Field>
            )}
          </QueryState>
        ))}
        <form.AppForm>
          <p className="actions">
            <form.SubmitButton label={m.training.save} />
          </p>
        </form.AppForm>
      </form>
    </section>
  );
}
