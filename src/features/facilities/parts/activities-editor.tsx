import { useId } from 'react';
import { activityNameRule, FACILITY_LIMITS, problemOf } from '@/api/facility-input';
import { facilitiesMessages as m } from '@/messages/facilities';
import { Badge } from '@/ui/badge';
import { RequirementEditor } from '../activities/requirement-editor';
import { newDraftActivity, type DraftActivity } from '../draft';
import { activityTagOptions } from '../options';

const a = m.activities;

/** The id of an activity's name input: the form's error summary and focus point at it. */
export const activityNameId = (idPrefix: string, key: string) => `${idPrefix}-${key}-rules-displayName`;

/** Add, remove and edit activities; each one's rules are edited by the RequirementEditor. */
export function ActivitiesEditor({
  value,
  onChange,
  idPrefix,
  showStatus = false,
  showErrors = false,
}: {
  value: DraftActivity[];
  onChange: (activities: DraftActivity[]) => void;
  idPrefix: string;
  /** The detail page edits each activity's enabled/disabled status too. */
  showStatus?: boolean;
  /** After a submit attempt: each activity's name problem shows under it. */
  showErrors?: boolean;
}) {
  const replace = (key: string, next: DraftActivity) => onChange(value.map((activity) => (activity.key === key ? next : activity)));
  return (
    <div className="facilities-activities">
      {value.length === 0 ? <p className="hint">{a.none}</p> : null}
      {value.map((activity, index) => (
        <ActivityCard
          key={activity.key}
          index={index}
          activity={activity}
          idPrefix={idPrefix}
          showStatus={showStatus}
          showErrors={showErrors}
          onChange={(next) => replace(activity.key, next)}
          onRemove={() => onChange(value.filter((other) => other.key !== activity.key))}
        />
      ))}
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

function ActivityCard({
  index,
  activity,
  idPrefix,
  showStatus,
  showErrors,
  onChange,
  onRemove,
}: {
  index: number;
  activity: DraftActivity;
  idPrefix: string;
  showStatus: boolean;
  showErrors: boolean;
  onChange: (activity: DraftActivity) => void;
  onRemove: () => void;
}) {
  const id = useId();
  const name = activity.rules.activityProps.displayName;
  const nameError = showErrors ? problemOf(activityNameRule, name.trim()) : undefined;
  const toggleTag = (tag: string, on: boolean) =>
    onChange({ ...activity, activityTags: on ? [...new Set([...activity.activityTags, tag])] : activity.activityTags.filter((other) => other !== tag) });
  return (
    <section className="facilities-activity" aria-labelledby={`${id}-heading`}>
      <header className="facilities-activity-header">
        <h3 id={`${id}-heading`}>{a.heading(index, name)}</h3>
        {activity.syncStatus === 'new' ? <Badge tone="info">{a.newMark}</Badge> : null}
        <button type="button" className="button button-small button-danger" onClick={onRemove} aria-label={`${a.heading(index, name)}：${a.remove}`}>
          {a.remove}
        </button>
      </header>
      <RequirementEditor
        value={activity.rules}
        onChange={(rules) => onChange({ ...activity, rules })}
        idPrefix={`${idPrefix}-${activity.key}-rules`}
        nameError={nameError}
      />
      <fieldset className="facilities-checks">
        <legend>{a.tags}</legend>
        <ul>
          {activityTagOptions.map((tag) => (
            <li key={tag} className="checkbox">
              <input
                id={`${id}-tag-${tag}`}
                type="checkbox"
                checked={activity.activityTags.includes(tag)}
                onChange={(event) => toggleTag(tag, event.target.checked)}
              />
              <label htmlFor={`${id}-tag-${tag}`}>{tag}</label>
            </li>
          ))}
        </ul>
      </fieldset>
      {showStatus ? (
        <div className="field">
          <label htmlFor={`${id}-status`}>{a.status}</label>
          <select
            id={`${id}-status`}
            value={activity.status}
            onChange={(event) => onChange({ ...activity, status: event.target.value === 'disabled' ? 'disabled' : 'enabled' })}
          >
            <option value="enabled">{a.statusLabels.enabled}</option>
            <option value="disabled">{a.statusLabels.disabled}</option>
          </select>
        </div>
      ) : null}
    </section>
  );
}
