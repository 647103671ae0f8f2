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

/**
 * One activity's name, handling level and entry requirements. Every change goes through applyEdit
 * (machines/activity-requirements), so what the user sees always obeys its rules: the selects of an
 * item that is off are not shown, and everything is off while the activity is not pet friendly.
 */
export function RequirementEditor({ value, onChange, idPrefix, nameError }: RequirementEditorProps) {
  const { activityProps: activity, requirementProps: props } = value;
  const all = { ...activity, ...props };
  const id = (field: Field) => `${idPrefix}-${field}`;
  const edit = (field: Field, next: unknown) => {
    const result = applyEdit(value, { field, value: next });
    if (result !== value) onChange(result);
  };
  const locked = !activity.isPetFriendly;

  const check = (field: BooleanField, disabled = false) => (
    <div className="checkbox">
      <input id={id(field)} type="checkbox" checked={all[field]} disabled={disabled} onChange={(event) => edit(field, event.target.checked)} />
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
  const group = (legend: string, children: ReactNode) => (
    <fieldset className="requirement-group" disabled={locked}>
      <legend>{legend}</legend>
      {children}
    </fieldset>
  );
  // A minimum age that is off keeps the new activity's value 1 but shows no select.
  const showAge = props.isMinAgeMonths;

  return (
    <div className="requirement-editor">
      <div className="requirement-row">
        <div className="field">
          <label htmlFor={id('displayName')}>
            {m.displayName}
            <span className="required-mark">（必須）</span>
          </label>
          <input
            id={id('displayName')}
            type="text"
            value={activity.displayName}
            aria-required
            aria-invalid={nameError ? 'true' : undefined}
            aria-describedby={nameError ? `${id('displayName')}-error` : undefined}
            onChange={(event) => edit('displayName', event.target.value)}
          />
          {nameError ? (
            <span className="error" id={`${id('displayName')}-error`} role="alert">
              {nameError}
            </span>
          ) : null}
        </div>
        <div className="field">
          <label htmlFor={id('restrictionLevel')}>{m.restrictionLevel}</label>
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
        </div>
      </div>
      <div className="requirement-row requirement-flags">
        {check('isIndoor')}
        {check('isPetFriendly')}
      </div>
      {locked ? (
        <p className="notice notice-warning" role="status">
          {m.petFriendlyOffNotice}
        </p>
      ) : null}
      {group(
        m.sizesLegend,
        <div className="requirement-flags">
          {check('canEnterSmall')}
          {check('canEnterMedium')}
          {check('canEnterLarge')}
        </div>,
      )}
      <div className="requirement-groups">
        {group(
          m.rabiesGroup,
          <>
            {check('isNeedRabies')}
            {select('maxRabiesInterval', requirementOptions.rabiesInterval, m.withinYears)}
            {props.isNeedRabies ? check('isRabiesTagAlt') : null}
          </>,
        )}
        {group(
          m.vaccineGroup,
          <>
            {check('isNeedVaccine')}
            {select('maxVaccineInterval', requirementOptions.vaccineInterval, m.withinYears)}
            {select('minVaccineKinds', requirementOptions.vaccineKinds, m.kinds)}
          </>,
        )}
        {group(
          m.antibodyGroup,
          <>
            {check('isAntibodyAltToVaccine')}
            {select('maxAntibodyInterval', requirementOptions.antibodyInterval, m.withinYears)}
          </>,
        )}
        {group(
          m.ageGroup,
          <>
            {check('isMinAgeMonths')}
            {showAge ? select('minAgeMonths', requirementOptions.ageMonths, m.ageMonths) : null}
          </>,
        )}
      </div>
    </div>
  );
}
