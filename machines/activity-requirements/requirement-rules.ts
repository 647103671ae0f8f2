import { facilityRulesMessages as m } from '@/messages/facility-rules';

/** null unset, 0 free OK, 1 leash OK, 2 carried-in-arms OK, 3 carrier bag OK, 4 leash hook (outside) OK (docs/product.md "Records and their fields"). */
export type RestrictionLevel = 0 | 1 | 2 | 3 | 4 | null;
export type ActivityProps = { displayName: string; restrictionLevel: RestrictionLevel; isIndoor: boolean; isPetFriendly: boolean };
export type RequirementProps = {
  canEnterSmall: boolean;
  canEnterMedium: boolean;
  canEnterLarge: boolean;
  isNeedRabies: boolean;
  maxRabiesInterval: number | null;
  isRabiesTagAlt: boolean;
  isNeedVaccine: boolean;
  maxVaccineInterval: number | null;
  minVaccineKinds: number | null;
  isAntibodyAltToVaccine: boolean;
  maxAntibodyInterval: number | null;
  isMinAgeMonths: boolean;
  minAgeMonths: number | null;
};
export type ActivityRules = { activityProps: ActivityProps; requirementProps: RequirementProps };
export type RequirementEdit = { field: keyof ActivityProps | keyof RequirementProps; value: unknown };

const range = (max: number) => Array.from({ length: max }, (_, index) => index + 1);

/** The requirement selects' upper bounds, inclusive; every option starts at 1 (docs/product.md "Constants and limits"). */
export const MAX_RABIES_INTERVAL_OPTION_NUMBER = 30;
export const MAX_VACCINE_INTERVAL_OPTION_NUMBER = 30;
export const MIN_VACCINE_KINDS_OPTION_NUMBER = 11;
/** No bound is given for the antibody test's interval: the vaccine's. */
export const MAX_ANTIBODY_INTERVAL_OPTION_NUMBER = MAX_VACCINE_INTERVAL_OPTION_NUMBER;
export const MIN_AGE_MONTHS_OPTION_NUMBER = 36;

/** Select options, 1 to each bound. */
export const requirementOptions = {
  rabiesInterval: range(MAX_RABIES_INTERVAL_OPTION_NUMBER),
  vaccineInterval: range(MAX_VACCINE_INTERVAL_OPTION_NUMBER),
  vaccineKinds: range(MIN_VACCINE_KINDS_OPTION_NUMBER),
  antibodyInterval: range(MAX_ANTIBODY_INTERVAL_OPTION_NUMBER),
  ageMonths: range(MIN_AGE_MONTHS_OPTION_NUMBER),
};

/** Unset, then 0..4. */
export const restrictionLevelOptions: { value: RestrictionLevel; label: string }[] = [
  { value: null, label: m.restrictionLevels.unset },
  { value: 0, label: m.restrictionLevels.free },
  { value: 1, label: m.restrictionLevels.leash },
  { value: 2, label: m.restrictionLevels.carried },
  { value: 3, label: m.restrictionLevels.carrierBag },
  { value: 4, label: m.restrictionLevels.leashHookOutside },
];

/** The defaults an item gets when turned on. */
export const DEFAULT_INTERVAL = 1;
export const DEFAULT_VACCINE_KINDS = 5;
/** The value a new activity's minimum age holds while off (off, with the value 1). */
export const INITIAL_MIN_AGE_MONTHS = 1;

/** A new activity's defaults (docs/upload-and-rules.md "Activity entry rules"). */
export function newActivityRules(displayName = ''): ActivityRules {
  return {
    activityProps: { displayName, restrictionLevel: null, isIndoor: false, isPetFriendly: true },
    requirementProps: {
      canEnterSmall: true,
      canEnterMedium: true,
      canEnterLarge: true,
      isNeedRabies: true,
      maxRabiesInterval: DEFAULT_INTERVAL,
      isRabiesTagAlt: true,
      isNeedVaccine: true,
      maxVaccineInterval: DEFAULT_INTERVAL,
      minVaccineKinds: DEFAULT_VACCINE_KINDS,
      isAntibodyAltToVaccine: true,
      maxAntibodyInterval: DEFAULT_INTERVAL,
      isMinAgeMonths: false,
      minAgeMonths: INITIAL_MIN_AGE_MONTHS,
    },
  };
}

/** Everything off and empty: what "not pet friendly" means. */
const resetRequirements: RequirementProps = {
  canEnterSmall: false,
  canEnterMedium: false,
  canEnterLarge: false,
  isNeedRabies: false,
  maxRabiesInterval: null,
  isRabiesTagAlt: false,
  isNeedVaccine: false,
  maxVaccineInterval: null,
  minVaccineKinds: null,
  isAntibodyAltToVaccine: false,
  maxAntibodyInterval: null,
  isMinAgeMonths: false,
  minAgeMonths: null,
};

type NumberField = 'maxRabiesInterval' | 'maxVaccineInterval' | 'minVaccineKinds' | 'maxAntibodyInterval' | 'minAgeMonths';

/** Each number field: its options, the toggle that must be on for it to hold a value, and the value it takes when the toggle turns on. */
const numberFields: Record<NumberField, { options: number[]; toggle: keyof RequirementProps; initial: number }> = {
  maxRabiesInterval: { options: requirementOptions.rabiesInterval, toggle: 'isNeedRabies', initial: DEFAULT_INTERVAL },
  maxVaccineInterval: { options: requirementOptions.vaccineInterval, toggle: 'isNeedVaccine', initial: DEFAULT_INTERVAL },
  minVaccineKinds: { options: requirementOptions.vaccineKinds, toggle: 'isNeedVaccine', initial: DEFAULT_VACCINE_KINDS },
  maxAntibodyInterval: { options: requirementOptions.antibodyInterval, toggle: 'isAntibodyAltToVaccine', initial: DEFAULT_INTERVAL },
  minAgeMonths: { options: requirementOptions.ageMonths, toggle: 'isMinAgeMonths', initial: INITIAL_MIN_AGE_MONTHS },
};

const isNumberField = (field: string): field is NumberField => Object.hasOwn(numberFields, field);
const inOptions = (value: unknown, options: number[]): value is number => typeof value === 'number' && options.includes(value);

/** A select gives strings: '' is "unset", digits are numbers; anything else stays as it is. */
function fromSelect(value: unknown): unknown {
  if (value === '') return null;
  if (typeof value === 'string' && /^\d+$/.test(value)) return Number(value);
  return value;
}

const isRestrictionLevel = (value: unknown): value is RestrictionLevel =>
  value === null || value === 0 || value === 1 || value === 2 || value === 3 || value === 4;

/** A toggle turned on or off, with what follows from it: its number fields keep a value while it is on, none while it is off. */
function toggle(props: RequirementProps, field: keyof RequirementProps, on: boolean): RequirementProps {
  // The tag is an alternative to the rabies certificate: meaningless unless rabies is required.
  if (field === 'isRabiesTagAlt' && on && !props.isNeedRabies) return props;
  const next = { ...props, [field]: on };
  for (const name of Object.keys(numberFields) as NumberField[])
    if (numberFields[name].toggle === field) next[name] = on ? (props[name] ?? numberFields[name].initial) : null;
  if (field === 'isNeedRabies' && !on) next.isRabiesTagAlt = false;
  return next;
}

/**
 * One edit, with every rule of the activity form applied. An edit that would break a
 * rule is refused: the same state object comes back (see docs/upload-and-rules.md):
 * - a value of the wrong type, or a number outside its option range (never clamped);
 * - a number for an item that is off, or null for one that is on (a required item keeps a value);
 * - any requirement edit while the activity is not pet friendly (everything stays reset).
 */
export function applyEdit(state: ActivityRules, edit: RequirementEdit): ActivityRules {
  const { field } = edit;
  const { activityProps: activity, requirementProps: props } = state;
  if (field === 'displayName') {
    return typeof edit.value === 'string' ? { ...state, activityProps: { ...activity, displayName: edit.value } } : state;
  }
  const value = fromSelect(edit.value);

  if (field === 'restrictionLevel') {
    return isRestrictionLevel(value) ? { ...state, activityProps: { ...activity, restrictionLevel: value } } : state;
  }
  if (field === 'isIndoor') return typeof value === 'boolean' ? { ...state, activityProps: { ...activity, isIndoor: value } } : state;
  if (field === 'isPetFriendly') {
    if (typeof value !== 'boolean') return state;
    return {
      activityProps: { ...activity, isPetFriendly: value },
      // Turning it back on keeps everything off: the user chooses again what applies.
      requirementProps: value ? props : { ...resetRequirements },
    };
  }
  if (!Object.hasOwn(props, field) || !activity.isPetFriendly) return state;

  if (isNumberField(field)) {
    const { options, toggle: on } = numberFields[field];
    if (!props[on] || !inOptions(value, options)) return state;
    return { ...state, requirementProps: { ...props, [field]: value } };
  }
  if (typeof value !== 'boolean') return state;
  const next = toggle(props, field, value);
  return next === props ? state : { ...state, requirementProps: next };
}
