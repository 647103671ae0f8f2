/**
 * What patches/@ark+schema+0.56.8.patch makes of arktype (docs/decisions.md "Patched dependencies"):
 * it validates without ever calling `Function` or `eval`, so a page under a CSP without
 * 'unsafe-eval' files no violation, and a union finds its branch before it builds an error for
 * every branch that does not fit, with the same results and errors as arktype's own loop.
 */
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';

/** Every string the code below hands to `Function` or `eval` to compile. */
const compiled: unknown[][] = [];
const recorded = <F extends (...args: never[]) => unknown>(fn: F) =>
  new Proxy(fn, {
    apply: (target, self, args) => (compiled.push(args), Reflect.apply(target, self, args)),
    construct: (target, args, newTarget) => (compiled.push(args), Reflect.construct(target, args, newTarget)),
  });
// Before arktype loads (this file runs in a worker of its own): its probe runs as it loads.
vi.stubGlobal('Function', recorded(Function));
vi.stubGlobal('eval', recorded(eval));
const { type } = await import('arktype');
const { Traversal } = await import('@ark/schema');
const { FacilityResponse } = await import('@/api/facilities');
const { TicketSource } = await import('@/api/ticket-sources');

const facility = {
  facility: {
    ...{ id: 'f1', name: 'ドッグラン', tel: null, url: '', catchphrase: '', introduction: '', caution: '', latitude: '35.6486', longitude: null },
    ...{ status: 'enabled', imageUrls: [], imageIds: [], confirmedAt: null, checkInUrl: null, qrCodeId: null, memoForCheckIn: '' },
  },
  corporation: { id: 'c1' },
  address: { postalCode: '1000001', prefecture: '東京都', address: '千代田区', addressee: null },
  deliveryAddress: null,
  tags: [{ displayName: '屋内' }],
  activities: [
    {
      id: 'a1',
      status: 'disabled',
      activityProps: { displayName: '散歩', restrictionLevel: 1, isIndoor: false, isPetFriendly: true },
      requirementProps: {
        ...{ canEnterSmall: true, canEnterMedium: true, canEnterLarge: false, isNeedRabies: true, maxRabiesInterval: 12, isRabiesTagAlt: false },
        ...{ isNeedVaccine: false, maxVaccineInterval: null, minVaccineKinds: null, isAntibodyAltToVaccine: false, maxAntibodyInterval: null },
        ...{ isMinAgeMonths: false, minAgeMonths: null },
      },
    },
  ],
};

/** Unions of every kind the answers use: booleans, literals, a morph of null, a parse, objects. */
const schema = type({
  flag: 'boolean',
  status: "'pending' | 'enabled' | 'disabled'",
  'note?': type('string | null').pipe((value) => value ?? ''),
  'count?': type('number.integer >= 0').or(type('string.integer.parse').to('number >= 0')),
  'shape?': type({ kind: "'dot'" }).or({ kind: "'line'", length: 'number' }),
});

/** `read` with the unions' first step skipped: arktype's own loop over the branches alone. */
function withoutStep<T>(of: { internal: { references: readonly { hasKind: (kind: 'union') => boolean }[] } }, read: () => T): T {
  const unions = of.internal.references.filter((node) => node.hasKind('union'));
  const skipped = unions.filter((union) => !(union as { allowsRequiresContext?: boolean }).allowsRequiresContext);
  for (const union of skipped) Object.assign(union, { allowsRequiresContext: true });
  try {
    return read();
  } finally {
    for (const union of skipped) Object.assign(union, { allowsRequiresContext: false });
  }
}

/** How many errors `read` builds on its way (kept or thrown away). */
function errorsBuilt(read: () => unknown): number {
  const built = vi.spyOn(Traversal.prototype, 'errorFromNodeContext');
  read();
  const count = built.mock.calls.length;
  built.mockRestore();
  return count;
}

describe('arktype as patched', () => {
  it('reads answers jitless, without compiling anything with Function or eval (nor trying to)', () => {
    expect(FacilityResponse()(facility)).toMatchObject({ facility: { tel: '', latitude: 35.6486 }, activities: [{ activityTags: [] }] });
    expect(TicketSource()({})).toBeInstanceOf(type.errors);
    expect(schema({ flag: 1, status: 'closed', shape: { kind: 'line' } })).toBeInstanceOf(type.errors);
    expect(compiled).toEqual([]);
  });

  it('reads a value that fits without building an error for the branches it does not take', () => {
    const valid = { flag: true, status: 'disabled', note: null, count: '12', shape: { kind: 'line', length: 2 } };
    expect(errorsBuilt(() => schema(valid))).toBe(0);
    expect(errorsBuilt(() => withoutStep(schema, () => schema(valid)))).toBeGreaterThan(0);
    // A union whose branch checks report through the traversal (a date's narrow) goes the loop's way.
    expect(errorsBuilt(() => FacilityResponse()(facility))).toBeLessThan(
      errorsBuilt(() => withoutStep(FacilityResponse(), () => FacilityResponse()(facility))),
    );
  });

  it("gives every value the result and the errors of arktype's own loop over the branches", () => {
    const shown = (out: unknown) => (out instanceof type.errors ? out.summary : out);
    const field = fc.oneof(fc.boolean(), fc.constantFrom('pending', 'enabled', 'closed', '', '12', '-3', null), fc.integer({ min: -2, max: 3 }));
    const shape = fc.oneof(fc.constant({ kind: 'dot' }), fc.record({ kind: fc.constantFrom('line', 'dot', 'x'), length: field }), field);
    const value = fc.record({ flag: field, status: field, note: field, count: field, shape }, { requiredKeys: ['flag', 'status'] });
    fc.assert(
      fc.property(value, (input) => {
        expect(shown(schema(input))).toEqual(shown(withoutStep(schema, () => schema(input))));
      }),
    );
  });
});
