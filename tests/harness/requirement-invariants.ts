import {
  applyEdit,
  INITIAL_MIN_AGE_MONTHS,
  requirementOptions,
  restrictionLevelOptions,
  type ActivityRules,
  type RequirementEdit,
} from '@machines/activity-requirements/requirement-rules';

/** Several edits in order (a form that sets a whole activity at once). */
export const applyEdits = (state: ActivityRules, edits: readonly RequirementEdit[]): ActivityRules => edits.reduce(applyEdit, state);

/** Each number of an activity's requirements, its select's options and the toggle it needs. */
const numbers = [
  ['maxRabiesInterval', requirementOptions.rabiesInterval, 'isNeedRabies'],
  ['maxVaccineInterval', requirementOptions.vaccineInterval, 'isNeedVaccine'],
  ['minVaccineKinds', requirementOptions.vaccineKinds, 'isNeedVaccine'],
  ['maxAntibodyInterval', requirementOptions.antibodyInterval, 'isAntibodyAltToVaccine'],
  ['minAgeMonths', requirementOptions.ageMonths, 'isMinAgeMonths'],
] as const;

/**
 * The invariants every reachable state obeys: not pet friendly ⇒ every toggle off and every
 * number empty; an item that is on holds a value of its select; an item that is off is empty,
 * except a minimum age that still holds the new activity's initial value; the tag stands in for
 * the rabies vaccination only while that is required.
 */
export function isConsistent({ activityProps: activity, requirementProps: props }: ActivityRules): boolean {
  if (!restrictionLevelOptions.some(({ value }) => value === activity.restrictionLevel)) return false;
  if (!activity.isPetFriendly) return Object.values(props).every((value) => value === false || value === null);
  for (const [field, options, on] of numbers) {
    const value = props[field];
    if (props[on] ? value === null || !options.includes(value) : value !== null && !(field === 'minAgeMonths' && value === INITIAL_MIN_AGE_MONTHS))
      return false;
  }
  return !(props.isRabiesTagAlt && !props.isNeedRabies);
}
