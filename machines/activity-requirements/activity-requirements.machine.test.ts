import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { activityRequirementsMachine } from './activity-requirements.machine';
import { isConsistent, newActivityRules } from './requirement-rules';

describe('the activity requirements machine', () => {
  it('starts from a new activity, applies edits through the rules, and records a refused edit', () => {
    const actor = createActor(activityRequirementsMachine, { input: { displayName: '店内' } }).start();
    expect(actor.getSnapshot().context.rules).toEqual(newActivityRules('店内'));

    actor.send({ type: 'requirements.edit', edit: { field: 'isNeedRabies', value: false } });
    expect(actor.getSnapshot().context.rules.requirementProps).toMatchObject({ isNeedRabies: false, maxRabiesInterval: null, isRabiesTagAlt: false });

    const before = actor.getSnapshot().context.rules;
    actor.send({ type: 'requirements.edit', edit: { field: 'maxRabiesInterval', value: 3 } });
    expect(actor.getSnapshot().context.rules).toBe(before);
    expect(actor.getSnapshot().context.lastRefused).toEqual({ field: 'maxRabiesInterval', value: 3 });

    actor.send({ type: 'requirements.edit', edit: { field: 'isPetFriendly', value: false } });
    const { rules, lastRefused } = actor.getSnapshot().context;
    expect(lastRefused).toBeUndefined();
    expect(rules.requirementProps.canEnterSmall).toBe(false);
    expect(isConsistent(rules)).toBe(true);
  });

  it('resets to the rules it was given', () => {
    const given = { ...newActivityRules('ドッグラン'), activityProps: { ...newActivityRules('ドッグラン').activityProps, isIndoor: true } };
    const actor = createActor(activityRequirementsMachine, { input: { rules: given } }).start();
    actor.send({ type: 'requirements.edit', edit: { field: 'isPetFriendly', value: false } });
    actor.send({ type: 'requirements.reset' });
    expect(actor.getSnapshot().context.rules).toBe(given);
  });
});
