import { useId, useState } from 'react';
import { fetchQuizUnits, fetchTrainingInfoList, type QuizUnit, type TrainingInfo } from '@/api/constants';
import { facilitiesMessages as m } from '@/messages/facilities';
import { DataState } from '@/ui/data-state';
import { useResource } from '@/ui/use-resource';

type Item = QuizUnit | TrainingInfo;

/** A checklist whose items start unchecked (SPEC §3 Constants lists); the spec's text when the list is missing. */
function Checklist({ title, items, missing }: { title: string; items: Item[]; missing: string }) {
  const id = useId();
  const [checked, setChecked] = useState<Record<string, boolean>>(() => Object.fromEntries(items.map((item) => [item.id, item.isChecked])));
  return (
    <fieldset className="facilities-checks facilities-checklist">
      <legend>{title}</legend>
      {items.length === 0 ? (
        <p className="notice notice-warning">{missing}</p>
      ) : (
        <ul>
          {items.map((item) => (
            <li key={item.id} className="checkbox">
              <input id={`${id}-${item.id}`} type="checkbox" checked={checked[item.id] === true} onChange={(event) => setChecked({ ...checked, [item.id]: event.target.checked })} />
              <label htmlFor={`${id}-${item.id}`}>
                {item.name}
                {item.description ? <span className="hint"> — {item.description}</span> : null}
              </label>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}

/** Only for the provider's training-certification category: the quiz units and training info lists. */
export function TrainingSection() {
  const quiz = useResource('constants:quiz-units', () => fetchQuizUnits().catch(() => [] as QuizUnit[]));
  const training = useResource('constants:training-info', () => fetchTrainingInfoList().catch(() => [] as TrainingInfo[]));
  return (
    <section className="card" aria-labelledby="facility-training-heading">
      <h2 id="facility-training-heading">{m.sections.training}</h2>
      <DataState resource={quiz}>{(items) => <Checklist title={m.training.quizUnits} items={items} missing={m.training.quizMissing} />}</DataState>
      <DataState resource={training}>{(items) => <Checklist title={m.training.trainingInfo} items={items} missing={m.training.trainingMissing} />}</DataState>
    </section>
  );
}
