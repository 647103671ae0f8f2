import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AppServer } from '@mirage/routes/define-routes';
import { facilityTable } from '@mirage/routes/facilities-data';
import { makeServer } from '@mirage/server';
import { createTestAccount } from '@tests/harness/mirage-accounts';
import { FACILITY_LIMITS, facilityTextFields } from '@/api/facility-input';
import { emptyDraft } from '@/features/facilities/draft';
import { draftProblems } from '@/features/facilities/draft-rules';
import { freeTagProblem } from '@/features/facilities/parts/tag-picker';
import { charCount } from '@/lib/text';
import { facilitiesMessages as m } from '@/messages/facilities';
import { common } from '@/messages/common';

/**
 * Every facility text has a bound (and a format where one applies), enforced by the form and by
 * the fake server alike: fuzzed as a careless user or an attacker would type, the
 * server stores a value exactly when the form accepts it, and refuses with the form's message.
 */
let server: AppServer;
let account: { bearer: string; cid: string };
beforeEach(() => {
  server = makeServer({ environment: 'test' });
  const { bearer, corporations } = createTestAccount(server);
  account = { bearer, cid: corporations[0]!.id };
});
afterEach(() => server.shutdown());

async function create(facility: Record<string, unknown>, tags: unknown[] = []) {
  const body = new FormData();
  body.append('corporationId', account.cid);
  body.append('facility', JSON.stringify({ isSameDeliveryAddress: false, ...facility }));
  body.append('tags', JSON.stringify(tags));
  body.append('activities', '[]');
  const response = await globalThis.fetch(`/api/corporations/${account.cid}/facilities/`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${account.bearer}` },
    body,
  });
  return { status: response.status, data: (await response.json()) as { displayMessage?: string } };
}

// What people paste: emoji (skin tones, ZWJ families), combining marks, zero-width characters,
// full-width and plain letters, digits and hyphens, spaces, markup.
const pieces = ['a', 'Z', '0', '7', '-', 'あ', '漢', 'Ａ', '１', '－', '🐶', '👨‍👩‍👧‍👦', '👍🏽', 'e\u0301', '\u200B', '\uFEFF', ' ', '<', '/', ':', '.', '@', '𠮷'];
const piece = fc.constantFrom(...pieces);
/** Texts around every bound: short ones, and ones built to land near 20, 30, 64, 100, 200 or 255 characters. */
const text = fc.oneof(
  fc.array(piece, { maxLength: 12 }).map((parts) => parts.join('')),
  fc.tuple(fc.constantFrom(20, 30, 64, 100, 200, 255), fc.integer({ min: -3, max: 3 }), piece).map(([n, d, p]) => p.repeat(Math.max(0, n + d))),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
);
const field = fc.constantFrom(...facilityTextFields.filter((name) => name !== 'name'));

describe('facility fields: the same bound and format in the form and the fake server', () => {
  it('stores a field exactly when the form accepts it, and refuses it with the same Japanese message', async () => {
    await fc.assert(
      fc.asyncProperty(field, text, async (name, value) => {
        const problems = draftProblems({ ...emptyDraft(), name: '施設', isSameDeliveryAddress: false, [name]: value });
        const before = facilityTable(server).all().length;
        const { status, data } = await create({ name: '施設', [name]: value });
        const expected = problems[name];
        if (expected) {
          expect(status).toBe(422);
          expect(data.displayMessage).toBe(expected);
          expect(facilityTable(server).all()).toHaveLength(before);
        } else {
          expect(status).toBe(200);
        }
      }),
      { numRuns: 120 },
    );
  });

  it.each([
    ['tel', common.fieldRules.tooLong(m.fields.tel, FACILITY_LIMITS.tel)],
    ['address', common.fieldRules.tooLong(m.fields.address, FACILITY_LIMITS.address)],
    ['qrCodeId', common.fieldRules.tooLong(m.fields.qrCodeId, FACILITY_LIMITS.qrCodeId)],
    ['url', common.fieldRules.tooLong(m.fields.url, FACILITY_LIMITS.url)],
    ['addressee', common.fieldRules.tooLong(m.fields.addressee, FACILITY_LIMITS.addressee)],
  ])('refuses 10,000 characters of %s with a Japanese message', async (name, message) => {
    const { status, data } = await create({ name: '施設', [name]: '9'.repeat(10_000) });
    expect(status).toBe(422);
    expect(data.displayMessage).toBe(message);
  });

  it('counts characters as code points everywhere: 200 dog emoji fit the catchphrase, 201 do not', async () => {
    expect((await create({ name: '施設', catchphrase: '🐶'.repeat(200) })).status).toBe(200);
    const over = await create({ name: '施設', catchphrase: '🐶'.repeat(201) });
    expect(over.data.displayMessage).toBe(m.validation.catchphraseTooLong);
    expect(charCount('🐶'.repeat(201))).toBe(201);
  });

  it('refuses zero-width characters in the QR code id', async () => {
    const { data } = await create({ name: '施設', qrCodeId: 'QR\u200B-1' });
    expect(data.displayMessage).toBe(common.fieldRules.invisible(m.fields.qrCodeId));
  });
});

describe('free tags: the same bound and rule in the picker and the fake server', () => {
  it('stores a tag exactly when the picker would add it', async () => {
    await fc.assert(
      fc.asyncProperty(text, async (value) => {
        const name = value.trim();
        fc.pre(name !== '');
        const problem = freeTagProblem([], name);
        const { status, data } = await create({ name: '施設' }, [{ displayName: name }]);
        if (problem) {
          expect(status).toBe(422);
          expect(data.displayMessage).toBe(problem);
        } else {
          expect(status).toBe(200);
          expect(facilityTable(server).all().at(-1)!.tags).toEqual([{ displayName: name }]);
        }
      }),
      { numRuns: 80 },
    );
  });

  it('refuses a 10,000-character tag and more tags than the limit', async () => {
    expect((await create({ name: '施設' }, [{ displayName: 'タ'.repeat(10_000) }])).status).toBe(422);
    const many = Array.from({ length: FACILITY_LIMITS.tags + 1 }, (_, i) => ({ displayName: `タグ${i}` }));
    const { status, data } = await create({ name: '施設' }, many);
    expect(status).toBe(422);
    expect(data.displayMessage).toBe(m.validation.tooManyTags(FACILITY_LIMITS.tags));
  });
});
