import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isConsistent } from '@tests/harness/requirement-invariants';
import { applyEdit, newActivityRules, type ActivityRules, type RequirementEdit } from './requirement-rules';

const booleanFields = [
  'isIndoor',
  'isPetFriendly',
  'canEnterSmall',
  'canEnterMedium',
  'canEnterLarge',
  'isNeedRabies',
  'isRabiesTagAlt',
  'isNeedVaccine',
  'isAntibodyAltToVaccine',
  'isMinAgeMonths',
] as const;
const numberFields = ['maxRabiesInterval', 'maxVaccineInterval', 'minVaccineKinds', 'maxAntibodyInterval', 'minAgeMonths'] as const;
const allFields = [...booleanFields, ...numberFields, 'displayName', 'restrictionLevel'] as const;

/** Mostly meaningful edits, plus hostile values (out of range, wrong type, select strings). */
const anyEdit: fc.Arbitrary<RequirementEdit> = fc.oneof(
  fc.record({ field: fc.constantFrom(...booleanFields), value: fc.boolean() }),
  fc.record({ field: fc.constantFrom(...numberFields), value: fc.integer({ min: -2, max: 40 }) }),
  fc.record({
    field: fc.constantFrom(...allFields),
    value: fc.oneof(fc.constant(null), fc.constant(''), fc.string({ maxLength: 3 }), fc.double(), fc.integer({ min: -5, max: 50 }).map(String), fc.boolean()),
  }),
  fc.record({ field: fc.constant('restrictionLevel' as const), value: fc.constantFrom(null, 0, 1, 2, 3, 4, 5, -1, '2') }),
);

const run = (edits: RequirementEdit[]): ActivityRules[] => {
  const states = [newActivityRules('テスト')];
  for (const e of edits) states.push(applyEdit(states.at(-1)!, e));
  return states;
};

describe('whatever sequence of edits, from a new activity', () => {
  it('every state obeys the invariants', () => {
    fc.assert(
      fc.property(fc.array(anyEdit, { maxLength: 40 }), (edits) => {
        for (const state of run(edits)) expect(isConsistent(state)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('not pet friendly ⇒ every size disallowed and every option off and empty', () => {
    fc.assert(
      fc.property(fc.array(anyEdit, { maxLength: 40 }), (edits) => {
        const state = run([...edits, { field: 'isPetFriendly', value: false }]).at(-1)!;
        expect(Object.values(state.requirementProps).every((v) => v === false || v === null)).toBe(true);
        // and whatever comes after, while still not pet friendly, stays reset
        const later = run([...edits, { field: 'isPetFriendly', value: false }, ...edits.filter((e) => e.field !== 'isPetFriendly')]).at(-1)!;
        expect(later.requirementProps).toEqual(state.requirementProps);
      }),
      { numRuns: 300 },
    );
  });

  it('a required item always has a value in its option range; an off item is empty (except the initial min age 1)', () => {
    fc.assert(
      fc.property(fc.array(anyEdit, { maxLength: 40 }), (edits) => {
        for (const { requirementProps: p } of run(edits)) {
          if (p.isNeedRabies) expect(p.maxRabiesInterval).toBeGreaterThanOrEqual(1);
          else expect([p.maxRabiesInterval, p.isRabiesTagAlt]).toEqual([null, false]);
          if (p.isNeedVaccine) {
            expect(p.maxVaccineInterval).toBeLessThanOrEqual(30);
            expect(p.minVaccineKinds).toBeLessThanOrEqual(11);
          } else expect([p.maxVaccineInterval, p.minVaccineKinds]).toEqual([null, null]);
          if (p.isAntibodyAltToVaccine) expect(p.maxAntibodyInterval).toBeGreaterThanOrEqual(1);
          else expect(p.maxAntibodyInterval).toBeNull();
          if (p.isMinAgeMonths) expect(p.minAgeMonths).toBeLessThanOrEqual(36);
          else expect([null, 1]).toContain(p.minAgeMonths);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('turning an item on gives its default when it was empty (interval 1, vaccine kinds 5)', () => {
    fc.assert(
      fc.property(fc.array(anyEdit, { maxLength: 30 }), fc.constantFrom('isNeedRabies', 'isNeedVaccine', 'isAntibodyAltToVaccine'), (edits, item) => {
        const before = run([...edits, { field: 'isPetFriendly', value: true }, { field: item, value: false }]).at(-1)!;
        const after = applyEdit(before, { field: item, value: true }).requirementProps;
        if (item === 'isNeedRabies') expect(after.maxRabiesInterval).toBe(1);
        if (item === 'isNeedVaccine') expect([after.maxVaccineInterval, after.minVaccineKinds]).toEqual([1, 5]);
        if (item === 'isAntibodyAltToVaccine') expect(after.maxAntibodyInterval).toBe(1);
      }),
    );
  });
});
