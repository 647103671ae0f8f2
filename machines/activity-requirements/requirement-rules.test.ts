import { describe, expect, it } from 'vitest';
import { applyEdits, isConsistent } from '@tests/harness/requirement-invariants';
import { applyEdit, newActivityRules, requirementOptions, restrictionLevelOptions, type ActivityRules } from './requirement-rules';

const edit = (state: ActivityRules, field: Parameters<typeof applyEdit>[1]['field'], value: unknown) => applyEdit(state, { field, value });

describe('a new activity (its defaults)', () => {
  it('is pet friendly, outdoor, open to every size, rabies/vaccine/antibody required at their defaults, min age off with value 1', () => {
    expect(newActivityRules('ドッグラン')).toEqual({
      activityProps: { displayName: 'ドッグラン', restrictionLevel: null, isIndoor: false, isPetFriendly: true },
      requirementProps: {
        canEnterSmall: true,
        canEnterMedium: true,
        canEnterLarge: true,
        isNeedRabies: true,
        maxRabiesInterval: 1,
        isRabiesTagAlt: true,
        isNeedVaccine: true,
        maxVaccineInterval: 1,
        minVaccineKinds: 5,
        isAntibodyAltToVaccine: true,
        maxAntibodyInterval: 1,
        isMinAgeMonths: false,
        minAgeMonths: 1,
      },
    });
    expect(newActivityRules().activityProps.displayName).toBe('');
    expect(isConsistent(newActivityRules())).toBe(true);
  });

  it('offers the option ranges and the restriction labels in their order', () => {
    const bounds = (list: number[]) => [list[0], list.at(-1), list.length];
    expect(bounds(requirementOptions.rabiesInterval)).toEqual([1, 30, 30]);
    expect(bounds(requirementOptions.vaccineInterval)).toEqual([1, 30, 30]);
    expect(bounds(requirementOptions.vaccineKinds)).toEqual([1, 11, 11]);
    expect(bounds(requirementOptions.antibodyInterval)).toEqual([1, 30, 30]);
    expect(bounds(requirementOptions.ageMonths)).toEqual([1, 36, 36]);
    expect(restrictionLevelOptions).toEqual([
      { value: null, label: '未設定' },
      { value: 0, label: 'フリーOK' },
      { value: 1, label: 'リードOK' },
      { value: 2, label: '抱き抱えOK' },
      { value: 3, label: 'キャリーバッグOK' },
      { value: 4, label: 'リードフック外OK' },
    ]);
  });
});

describe('the activity form rules', () => {
  it('not pet friendly resets every requirement: no size, every option off and empty', () => {
    const state = edit(edit(newActivityRules('カフェ'), 'isMinAgeMonths', true), 'isPetFriendly', false);
    expect(state.activityProps).toEqual({ displayName: 'カフェ', restrictionLevel: null, isIndoor: false, isPetFriendly: false });
    expect(state.requirementProps).toEqual({
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
    });
  });

  it('refuses requirement edits while not pet friendly, and keeps them off when pet friendly comes back', () => {
    const off = edit(newActivityRules(), 'isPetFriendly', false);
    expect(edit(off, 'canEnterSmall', true)).toBe(off);
    expect(edit(off, 'isNeedRabies', true)).toBe(off);
    expect(edit(off, 'minAgeMonths', 3)).toBe(off);
    const back = edit(off, 'isPetFriendly', true);
    expect(back.activityProps.isPetFriendly).toBe(true);
    expect(back.requirementProps).toEqual(off.requirementProps);
    expect(edit(back, 'canEnterSmall', true).requirementProps.canEnterSmall).toBe(true);
  });

  it('rabies: off clears the interval and the tag alternative; on defaults the interval to 1 and keeps a chosen one', () => {
    const chosen = edit(newActivityRules(), 'maxRabiesInterval', 12);
    const off = edit(chosen, 'isNeedRabies', false);
    expect(off.requirementProps).toMatchObject({ isNeedRabies: false, maxRabiesInterval: null, isRabiesTagAlt: false });
    expect(edit(off, 'isNeedRabies', true).requirementProps).toMatchObject({ isNeedRabies: true, maxRabiesInterval: 1, isRabiesTagAlt: false });
    expect(edit(chosen, 'isNeedRabies', true).requirementProps.maxRabiesInterval).toBe(12);
    expect(edit(off, 'isRabiesTagAlt', true)).toBe(off);
  });

  it('vaccine: on defaults the interval to 1 and the kinds to 5; off clears both', () => {
    const off = edit(newActivityRules(), 'isNeedVaccine', false);
    expect(off.requirementProps).toMatchObject({ isNeedVaccine: false, maxVaccineInterval: null, minVaccineKinds: null });
    expect(edit(off, 'isNeedVaccine', true).requirementProps).toMatchObject({ isNeedVaccine: true, maxVaccineInterval: 1, minVaccineKinds: 5 });
    const chosen = edit(edit(newActivityRules(), 'maxVaccineInterval', 24), 'minVaccineKinds', 8);
    expect(chosen.requirementProps).toMatchObject({ maxVaccineInterval: 24, minVaccineKinds: 8 });
  });

  it('antibody alternative: on defaults the interval to 1; off clears it', () => {
    const off = edit(newActivityRules(), 'isAntibodyAltToVaccine', false);
    expect(off.requirementProps).toMatchObject({ isAntibodyAltToVaccine: false, maxAntibodyInterval: null });
    expect(edit(off, 'isAntibodyAltToVaccine', true).requirementProps).toMatchObject({ isAntibodyAltToVaccine: true, maxAntibodyInterval: 1 });
  });

  it('minimum age: on keeps the initial value 1, a chosen value is kept, off clears it, on again gives 1', () => {
    const on = edit(newActivityRules(), 'isMinAgeMonths', true);
    expect(on.requirementProps).toMatchObject({ isMinAgeMonths: true, minAgeMonths: 1 });
    const six = edit(on, 'minAgeMonths', 6);
    expect(six.requirementProps.minAgeMonths).toBe(6);
    const off = edit(six, 'isMinAgeMonths', false);
    expect(off.requirementProps).toMatchObject({ isMinAgeMonths: false, minAgeMonths: null });
    expect(edit(off, 'isMinAgeMonths', true).requirementProps.minAgeMonths).toBe(1);
  });

  it('refuses (never clamps) out-of-range, non-integer and wrongly typed values, and values for an item that is off', () => {
    const fresh = newActivityRules();
    for (const [field, value] of [
      ['maxRabiesInterval', 0],
      ['maxRabiesInterval', 31],
      ['maxVaccineInterval', 1.5],
      ['minVaccineKinds', 12],
      ['maxAntibodyInterval', -1],
      ['maxRabiesInterval', null],
      ['maxRabiesInterval', '31'],
      ['minAgeMonths', 2], // min age is off
      ['isIndoor', 'yes'],
      ['canEnterLarge', 1],
      ['restrictionLevel', 5],
      ['displayName', 42],
      ['toString', true],
    ] as const) {
      expect(edit(fresh, field as 'isIndoor', value), `${field}=${String(value)}`).toBe(fresh);
    }
    const on = edit(fresh, 'isMinAgeMonths', true);
    expect(edit(on, 'minAgeMonths', 37)).toBe(on);
    expect(edit(on, 'minAgeMonths', 36).requirementProps.minAgeMonths).toBe(36);
  });

  it('reads select values: digits become numbers and an empty string is the unset restriction level', () => {
    const fresh = newActivityRules();
    expect(edit(fresh, 'maxVaccineInterval', '12').requirementProps.maxVaccineInterval).toBe(12);
    expect(edit(fresh, 'restrictionLevel', '3').activityProps.restrictionLevel).toBe(3);
    expect(edit(edit(fresh, 'restrictionLevel', 0), 'restrictionLevel', '').activityProps.restrictionLevel).toBeNull();
    // the name is text as typed: empty and digits stay strings
    expect(edit(fresh, 'displayName', '').activityProps.displayName).toBe('');
    expect(edit(fresh, 'displayName', '123').activityProps.displayName).toBe('123');
    expect(edit(fresh, 'isIndoor', '1')).toBe(fresh);
  });

  it('edits the plain activity fields and sizes', () => {
    const state = applyEdits(newActivityRules(), [
      { field: 'displayName', value: '店内' },
      { field: 'restrictionLevel', value: 3 },
      { field: 'isIndoor', value: true },
      { field: 'canEnterLarge', value: false },
    ]);
    expect(state.activityProps).toEqual({ displayName: '店内', restrictionLevel: 3, isIndoor: true, isPetFriendly: true });
    expect(state.requirementProps).toMatchObject({ canEnterSmall: true, canEnterMedium: true, canEnterLarge: false });
    expect(isConsistent(state)).toBe(true);
  });
});

describe('isConsistent (the invariants)', () => {
  const base = newActivityRules();
  const withProps = (patch: Partial<ActivityRules['requirementProps']>, petFriendly = true): ActivityRules => ({
    activityProps: { ...base.activityProps, isPetFriendly: petFriendly },
    requirementProps: { ...base.requirementProps, ...patch },
  });

  it('rejects each broken rule', () => {
    expect(isConsistent(withProps({}, false))).toBe(false);
    expect(isConsistent(withProps({ maxRabiesInterval: null }))).toBe(false);
    expect(isConsistent(withProps({ maxRabiesInterval: 31 }))).toBe(false);
    expect(isConsistent(withProps({ isNeedVaccine: false }))).toBe(false);
    expect(isConsistent(withProps({ isNeedRabies: false, maxRabiesInterval: null }))).toBe(false); // tag alternative still on
    expect(isConsistent(withProps({ isMinAgeMonths: false, minAgeMonths: 2 }))).toBe(false);
    expect(isConsistent(withProps({ isMinAgeMonths: true, minAgeMonths: null }))).toBe(false);
  });

  it('accepts the documented exception: min age off holding the initial value 1', () => {
    expect(isConsistent(withProps({ isMinAgeMonths: false, minAgeMonths: 1 }))).toBe(true);
    expect(isConsistent(withProps({ isMinAgeMonths: false, minAgeMonths: null }))).toBe(true);
  });
});
