import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { newActivityRules, type ActivityRules } from '@machines/activity-requirements/requirement-rules';
import { isConsistent } from '@tests/harness/requirement-invariants';
import { RequirementEditor } from '@/features/facilities/activities/requirement-editor';
import { facilityRulesMessages as m } from '@/messages/facility-rules';

function setup(initial: ActivityRules = newActivityRules('ドッグラン')) {
  const states: ActivityRules[] = [];
  function Harness() {
    const [rules, setRules] = useState(initial);
    return (
      <RequirementEditor
        idPrefix="activity-0"
        value={rules}
        onChange={(next) => {
          states.push(next);
          setRules(next);
        }}
      />
    );
  }
  const user = userEvent.setup();
  render(<Harness />);
  return { user, current: () => states.at(-1) ?? initial, states };
}

const box = (name: string) => screen.getByRole('checkbox', { name });
const combo = (name: string) => screen.getByRole('combobox', { name });

describe('RequirementEditor (the activity form rules)', () => {
  it('shows a new activity with its defaults and the restriction labels', () => {
    setup();
    expect(screen.getByLabelText(m.displayName, { exact: false })).toHaveValue('ドッグラン');
    expect(
      within(combo(m.restrictionLevel))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['未設定', 'フリーOK', 'リードOK', '抱き抱えOK', 'キャリーバッグOK', 'リードフック外OK']);
    expect(combo(m.restrictionLevel)).toHaveDisplayValue('未設定');
    for (const name of [
      m.isPetFriendly,
      m.canEnterSmall,
      m.canEnterMedium,
      m.canEnterLarge,
      m.isNeedRabies,
      m.isRabiesTagAlt,
      m.isNeedVaccine,
      m.isAntibodyAltToVaccine,
    ]) {
      expect(box(name), name).toBeChecked();
    }
    expect(box(m.isIndoor)).not.toBeChecked();
    expect(box(m.isMinAgeMonths)).not.toBeChecked();
    expect(combo(m.maxRabiesInterval)).toHaveDisplayValue('1年以内');
    expect(combo(m.maxVaccineInterval)).toHaveDisplayValue('1年以内');
    expect(combo(m.minVaccineKinds)).toHaveDisplayValue('5種以上');
    expect(combo(m.maxAntibodyInterval)).toHaveDisplayValue('1年以内');
    expect(within(combo(m.minVaccineKinds)).getAllByRole('option')).toHaveLength(11);
    expect(within(combo(m.maxRabiesInterval)).getAllByRole('option')).toHaveLength(30);
    expect(screen.queryByRole('combobox', { name: m.minAgeMonths })).toBeNull();
  });

  it('turning pet friendly off resets and locks every requirement', async () => {
    const { user, current } = setup();
    await user.click(box(m.isMinAgeMonths));
    await user.click(box(m.isPetFriendly));
    expect(screen.getByRole('status')).toHaveTextContent(m.petFriendlyOffNotice);
    for (const name of [m.canEnterSmall, m.canEnterMedium, m.canEnterLarge, m.isNeedRabies, m.isNeedVaccine, m.isAntibodyAltToVaccine, m.isMinAgeMonths]) {
      expect(box(name), name).not.toBeChecked();
      expect(box(name), name).toBeDisabled();
    }
    expect(screen.queryByRole('checkbox', { name: m.isRabiesTagAlt })).toBeNull();
    expect(screen.getAllByRole('combobox')).toHaveLength(1); // only the restriction level is left
    expect(Object.values(current().requirementProps).every((v) => v === false || v === null)).toBe(true);
    expect(current().activityProps.isPetFriendly).toBe(false);

    await user.click(box(m.isPetFriendly));
    expect(box(m.canEnterSmall)).toBeEnabled();
    expect(box(m.canEnterSmall)).not.toBeChecked();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('rabies off hides its interval and the tag alternative; on again defaults to 1', async () => {
    const { user, current } = setup();
    await user.selectOptions(combo(m.maxRabiesInterval), '3年以内');
    expect(current().requirementProps.maxRabiesInterval).toBe(3);
    await user.click(box(m.isNeedRabies));
    expect(screen.queryByRole('combobox', { name: m.maxRabiesInterval })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: m.isRabiesTagAlt })).toBeNull();
    expect(current().requirementProps).toMatchObject({ isNeedRabies: false, maxRabiesInterval: null, isRabiesTagAlt: false });
    await user.click(box(m.isNeedRabies));
    expect(combo(m.maxRabiesInterval)).toHaveDisplayValue('1年以内');
    expect(box(m.isRabiesTagAlt)).not.toBeChecked();
  });

  it('vaccine and antibody: off clears, on restores the defaults; chosen values reach the state', async () => {
    const { user, current } = setup();
    await user.selectOptions(combo(m.minVaccineKinds), '8種以上');
    await user.click(box(m.isNeedVaccine));
    expect(current().requirementProps).toMatchObject({ maxVaccineInterval: null, minVaccineKinds: null });
    await user.click(box(m.isNeedVaccine));
    expect(combo(m.minVaccineKinds)).toHaveDisplayValue('5種以上');
    await user.click(box(m.isAntibodyAltToVaccine));
    expect(screen.queryByRole('combobox', { name: m.maxAntibodyInterval })).toBeNull();
    expect(current().requirementProps.maxAntibodyInterval).toBeNull();
  });

  it('minimum age: on shows 1, a chosen age is kept, off clears it', async () => {
    const { user, current } = setup();
    await user.click(box(m.isMinAgeMonths));
    expect(combo(m.minAgeMonths)).toHaveDisplayValue('生後1か月以上');
    expect(within(combo(m.minAgeMonths)).getAllByRole('option')).toHaveLength(36);
    await user.selectOptions(combo(m.minAgeMonths), '生後6か月以上');
    expect(current().requirementProps.minAgeMonths).toBe(6);
    await user.click(box(m.isMinAgeMonths));
    expect(current().requirementProps).toMatchObject({ isMinAgeMonths: false, minAgeMonths: null });
  });

  it('edits the name, handling level and indoor flag; every state it emits is consistent', async () => {
    const { user, current, states } = setup();
    await user.clear(screen.getByLabelText(m.displayName, { exact: false }));
    await user.type(screen.getByLabelText(m.displayName, { exact: false }), '店内');
    await user.selectOptions(combo(m.restrictionLevel), 'キャリーバッグOK');
    await user.click(box(m.isIndoor));
    await user.click(box(m.canEnterLarge));
    expect(current().activityProps).toEqual({ displayName: '店内', restrictionLevel: 3, isIndoor: true, isPetFriendly: true });
    expect(current().requirementProps.canEnterLarge).toBe(false);
    await user.selectOptions(combo(m.restrictionLevel), '未設定');
    expect(current().activityProps.restrictionLevel).toBeNull();
    expect(states.every(isConsistent)).toBe(true);
  });
});
