import type { ReactNode } from 'react';
import {
  applyEdit,
  requirementOptions,
  restrictionLevelOptions,
  type ActivityProps,
  type ActivityRules,
  type RequirementProps,
} from '@machines/activity-requirements/requirement-rules';
import { facilityRulesMessages as m } from '@/messages/facility-rules';
import { describedBy, FieldShell } from '@/ui/form/field-shell';
import './requirement-editor.css';

type Field = keyof ActivityProps | keyof RequirementProps;
type BooleanField = { [K in Field]: (ActivityProps & RequirementProps)[K] extends boolean ? K : never }[Field];
type NumberField = 'maxRabiesInterval' | 'maxVaccineInterval' | 'minVaccineKinds' | 'maxAntibodyInterval' | 'minAgeMonths';

export type RequirementEditorProps = {
  value: ActivityRules;
  onChange: (next: ActivityRules) => void;
  idPrefix: string;
  /** The name's problem, shown under it (and the input marked invalid). */
  nameError?: string;
};

/** A group of requirements, all off while the activity is not pet friendly. */
const Group = ({ legend, locked, children }: { legend: string; locked: boolean; children: ReactNode }) => (
  <fieldset className="requirement-group" disabled={locked}>
    <legend>{legend}</legend>
    {children}
  </fieldset>
);

/** An activity's name, handling level and requirements: every change goes through applyEdit (machines/activity-requirements), so the screen obeys its rules. */
export function RequirementEditor({ value, onChange, idPrefix, nameError }: RequirementEditorProps) {
  const { activityProps: activity, requirementProps: props } = value;
  const all = { ...activity, ...props };
  const id = (field: Field) => `${idPrefix}-${field}`;
  const edit = (field: Field, next: unknown) => {
    const result = applyEdit(value, { field, value: next });
    if (result !== value) onChange(result);
  };
  const locked = !activity.isPetFriendly;
  const nameErrors = nameError ? [nameError] : [];

  const check = (field: BooleanField) => (
    <div className="checkbox">
      <input id={id(field)} type="checkbox" checked={all[field]} onChange={(event) => edit(field, event.target.checked)} />
      <label htmlFor={id(field)}>{m[field]}</label>
    </div>
  );
  const select = (field: NumberField, options: number[], label: (n: number) => string) =>
    props[field] === null ? null : (
      <div className="field requirement-select">
        <label htmlFor={id(field)}>{m[field]}</label>
        <select id={id(field)} value={String(props[field])} onChange={(event) => edit(field, event.target.value)}>
          {options.map((n) => (
            <option key={n} value={n}>
              {label(n)}
            </option>
          ))}
        </select>
      </div>
    );
  // A minimum age that is off keeps the new activity's value 1 but shows no select.
  const showAge = props.isMinAgeMonths;

  return (
    <div className="requirement-editor">
      <div className="form-row">
        <FieldShell id={id('displayName')} label={m.displayName} errors={nameErrors} required>
          <input
            id={id('displayName')}
            type="text"
            value={activity.displayName}
            aria-required
            aria-invalid={nameError ? 'true' : undefined}
            aria-describedby={describedBy(id('displayName'), { errors: nameErrors })}
            onChange={(event) => edit('displayName', event.target.value)}
          />
        </FieldShell>
        <FieldShell id={id('restrictionLevel')} label={m.restrictionLevel} errors={[]}>
          <select
            id={id('restrictionLevel')}
            value={activity.restrictionLevel === null ? '' : String(activity.restrictionLevel)}
            onChange={(event) => edit('restrictionLevel', event.target.value)}
          >
            {restrictionLevelOptions.map((option) => (
              <option key={option.label} value={option.value === null ? '' : String(option.value)}>
                {option.label}
              </option>
            ))}
          </select>
        </FieldShell>
      </div>
      <div className="form-row requirement-flags">
        {check('isIndoor')}
        {check('isPetFriendly')}
      </div>
      {locked ? (
        <p className="notice notice-warning" role="status">
          {m.petFriendlyOffNotice}
        </p>
      ) : null}
      <Group legend={m.sizesLegend} locked={locked}>
        <div className="requirement-flags">
          {check('canEnterSmall')}
          {check('canEnterMedium')}
          {check('canEnterLarge')}
        </div>
      </Group>
      <div className="requirement-groups">
        <Group legend={m.rabiesGroup} locked={locked}>
          {check('isNeedRabies')}
          {select('maxRabiesInterval', requirementOptions.rabiesInterval, m.withinYears)}
          {props.isNeedRabies ? check('isRabiesTagAlt') : null}
        </Group>
        <Group legend={m.vaccineGroup} locked={locked}>
          {check('isNeedVaccine')}
          {select('maxVaccineInterval', requirementOptions.vaccineInterval, m.withinYears)}
          {select('minVaccineKinds', requirementOptions.vaccineKinds, m.kinds)}
        </Group>
        <Group legend={m.antibodyGroup} locked={locked}>
          {check('isAntibodyAltToVaccine')}
          {select('maxAntibodyInterval', requirementOptions.antibodyInterval, m.withinYears)}
        </Group>
        <Group legend={m.ageGroup} locked={locked}>
          {check('isMinAgeMonths')}
          {showAge ? select('minAgeMonths', requirementOptions.ageMonths, m.ageMonths) : null}
        </Group>
      </div>
    </div>
  );
}
