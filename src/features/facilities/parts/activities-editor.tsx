import { useId } from 'react';
import { activityNameRule, FACILITY_LIMITS, problemOf } from '@/api/facility-input';
import { facilitiesMessages as m } from '@/messages/facilities';
import { Badge } from '@/ui/badge';
import { useFieldRegistration } from '@/ui/form/field-registry';
import { RequirementEditor } from '../activities/requirement-editor';
import { newDraftActivity, type DraftActivity } from '../draft';
import { activityProblem } from '../draft-rules';
import { activityTagOptions } from '../options';
import { CheckGroup, useAttempted, type CustomField } from './controls';

const a = m.activities;

/** Add, remove and edit activities, on the detail page their status too (`showStatus`); after a submit the error summary points at the first bad name. */
export function ActivitiesField({ field, showStatus = false }: { field: CustomField<DraftActivity[]>; showStatus?: boolean }) {
  const idPrefix = useId();
  const showErrors = useAttempted(field as CustomField<unknown>);
  const value = field.state.value;
  const problem = activityProblem(value);
  useFieldRegistration(field.form, field.name, problem ? `${idPrefix}-${problem.key}-rules-displayName` : `${idPrefix}-none`, m.sections.activities);
  const onChange = (activities: DraftActivity[]) => field.handleChange(activities);
  return (
    <div className="facilities-activities">
      {value.length === 0 ? <p className="hint">{a.none}</p> : null}
      {value.map((activity, index) => {
        const id = `${idPrefix}-${activity.key}`;
        const name = activity.rules.activityProps.displayName;
        const tags = activity.activityTags;
        const change = (next: Partial<DraftActivity>) => onChange(value.map((other) => (other.key === activity.key ? { ...activity, ...next } : other)));
        const checks = activityTagOptions.map((tag) => ({
          key: tag,
          label: tag,
          checked: tags.includes(tag),
          onChange: (on: boolean) => change({ activityTags: on ? [...new Set([...tags, tag])] : tags.filter((other) => other !== tag) }),
        }));
        return (
          <section key={activity.key} className="facilities-activity" aria-labelledby={`${id}-heading`}>
            <header className="facilities-activity-header">
              <h3 id={`${id}-heading`}>{a.heading(index, name)}</h3>
              {activity.syncStatus === 'new' ? <Badge tone="info">{a.newMark}</Badge> : null}
              <button
                type="button"
                className="button button-small button-danger"
                onClick={() => onChange(value.filter((other) => other.key !== activity.key))}
                aria-label={`${a.heading(index, name)}：${a.remove}`}
              >
                {a.remove}
              </button>
            </header>
            <RequirementEditor
              value={activity.rules}
              onChange={(rules) => change({ rules })}
              idPrefix={`${id}-rules`}
              nameError={showErrors ? problemOf(activityNameRule, name.trim()) : undefined}
            />
            <CheckGroup legend={a.tags} checks={checks} />
            {showStatus ? (
              <div className="field">
                <label htmlFor={`${id}-status`}>{a.status}</label>
                <select
                  id={`${id}-status`}
                  value={activity.status}
                  onChange={(event) => change({ status: event.target.value === 'disabled' ? 'disabled' : 'enabled' })}
                >
                  <option value="enabled">{a.statusLabels.enabled}</option>
                  <option value="disabled">{a.statusLabels.disabled}</option>
                </select>
              </div>
            ) : null}
          </section>
        );
      })}
      <p>
        <button
          type="button"
          className="button button-secondary"
          disabled={value.length >= FACILITY_LIMITS.activities}
          onClick={() => onChange([...value, newDraftActivity()])}
        >
          {a.add}
        </button>
      </p>
    </div>
  );
}
