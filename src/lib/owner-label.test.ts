import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatOwner, NO_OWNER, OWNER_HONORIFIC, ownerLabel } from './owner-label';

const nickname = fc.string({ minLength: 1, maxLength: 20 }).filter((text) => text.trim() !== '');
const prefecture = fc.constantFrom('北海道', '東京都', '大阪府', '京都府', '沖縄県', '神奈川県');

describe('owner label', () => {
  it('shows nickname, prefecture in parentheses and the honorific', () => {
    expect(ownerLabel({ owner: { nickname: 'ハナママ', prefecture: '東京都' } })).toBe('ハナママ（東京都）様');
    expect(ownerLabel({ owner: { nickname: 'ポチの飼い主' } })).toBe('ポチの飼い主様');
    expect(ownerLabel({ detail: { owner: { nickname: 'ココ', prefecture: '沖縄県' } } })).toBe('ココ（沖縄県）様');
  });

  it('shows a dash without an owner object', () => {
    for (const source of [undefined, null, {}, { owner: null }, { detail: null }, { detail: {} }, { detail: { owner: null } }]) {
      expect(ownerLabel(source)).toBe(NO_OWNER);
    }
  });

  it('is nickname + optional (prefecture) + honorific for any owner, direct or nested in detail', () => {
    fc.assert(
      fc.property(nickname, fc.option(prefecture, { nil: undefined }), fc.boolean(), (name, pref, nested) => {
        const owner = { nickname: name, prefecture: pref };
        const label = ownerLabel(nested ? { detail: { owner } } : { owner });
        const expected = `${name.trim()}${pref ? `（${pref}）` : ''}${OWNER_HONORIFIC}`;
        expect(label).toBe(expected);
        expect(label.startsWith(name.trim())).toBe(true);
        expect(label.endsWith(OWNER_HONORIFIC)).toBe(true);
      }),
    );
  });

  it('prefers the direct owner over the nested one, and never throws', () => {
    fc.assert(
      fc.property(nickname, nickname, (direct, nested) => {
        expect(ownerLabel({ owner: { nickname: direct }, detail: { owner: { nickname: nested } } })).toBe(`${direct.trim()}${OWNER_HONORIFIC}`);
      }),
    );
    fc.assert(
      fc.property(fc.anything(), (value) => {
        expect(typeof ownerLabel(value as never)).toBe('string');
      }),
    );
  });

  it('treats a blank prefecture as none and a blank nickname as no owner', () => {
    fc.assert(
      fc.property(nickname, fc.constantFrom('', ' ', '　', null), (name, blank) => {
        expect(ownerLabel({ owner: { nickname: name, prefecture: blank } })).toBe(`${name.trim()}${OWNER_HONORIFIC}`);
        expect(ownerLabel({ owner: { nickname: typeof blank === 'string' ? blank : '', prefecture: '東京都' } })).toBe(NO_OWNER);
      }),
    );
  });
});

describe('one owner label everywhere (check-ins, tickets, CSV)', () => {
  it('formatOwner is what every screen and CSV shows: a blank nickname is a dash, never a bare honorific', () => {
    expect(formatOwner({ nickname: 'モカママ', prefecture: '東京都' })).toBe('モカママ（東京都）様');
    expect(formatOwner({ nickname: '', prefecture: '東京都' })).toBe(NO_OWNER);
    expect(formatOwner({ nickname: '  ' })).toBe(NO_OWNER);
    expect(formatOwner(null)).toBe(NO_OWNER);
    fc.assert(
      fc.property(nickname, fc.option(prefecture, { nil: null }), (name, pref) => {
        expect(formatOwner({ nickname: name, prefecture: pref })).toBe(ownerLabel({ owner: { nickname: name, prefecture: pref } }));
      }),
    );
  });
});
