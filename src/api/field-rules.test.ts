import fc from 'fast-check';
import { type } from 'arktype';
import { describe, expect, it } from 'vitest';
import { charCount } from '@/lib/text';
import { common } from '@/messages/common';
import { emailRule, httpUrlRule, postalCodeRule, telRule, textRule } from './field-rules';

// Text as people paste it: emoji (with skin tones, ZWJ families), combining marks, zero-width
// characters, full-width and plain letters.
const pieces = ['a', 'あ', '漢', 'Ａ', '🐶', '👨‍👩‍👧‍👦', '👍🏽', 'é', 'e\u0301', '\u200B', '\uFEFF', '\u3099', ' ', '𠮷'];
const text = fc.array(fc.constantFrom(...pieces), { maxLength: 60 }).map((parts) => parts.join(''));
const anyText = fc.oneof(text, fc.string({ unit: 'binary', maxLength: 40 }), fc.string({ unit: 'grapheme', maxLength: 40 }));

const errorsOf = (rule: ReturnType<typeof textRule>, value: string): string[] => {
  const out = rule(value);
  return out instanceof type.errors ? out.map((error) => error.message) : [];
};

describe('one definition of a character (code points) for counters and limits', () => {
  it('charCount is the number of code points', () => {
    fc.assert(fc.property(anyText, (value) => charCount(value) === Array.from(value).length));
    expect(charCount('🐶'.repeat(200))).toBe(200);
    expect(charCount('👨‍👩‍👧‍👦')).toBe(7);
    expect(charCount('e\u0301')).toBe(2);
  });

  it('a text is accepted exactly when its count is within the limit, with the Japanese message otherwise', () => {
    fc.assert(
      fc.property(anyText, fc.integer({ min: 0, max: 80 }), (value, max) => {
        const errors = errorsOf(textRule({ label: 'キャッチコピー', max }), value);
        if (charCount(value) <= max) return errors.length === 0;
        return errors.length === 1 && errors[0] === common.fieldRules.tooLong('キャッチコピー', max);
      }),
    );
  });

  it('200 dog emoji fit a 200-character limit; 201 do not', () => {
    expect(errorsOf(textRule({ label: 'x', max: 200 }), '🐶'.repeat(200))).toEqual([]);
    expect(errorsOf(textRule({ label: 'x', max: 200 }), '🐶'.repeat(201))).toHaveLength(1);
  });
});

describe('field formats', () => {
  const rule = { label: '項目', max: 100 };
  it.each([
    ['03-1234-5678', true],
    ['０９０－１２３４－５６７８', true],
    ['0120123456', true],
    ['1234-5678', false],
    ['03--1234-5678', false],
    ['03-1234-5678\u200B', false],
    ['090-1234-5678-9', false],
  ])('tel %s → %s', (value, ok) => expect(errorsOf(telRule(rule), value).length === 0).toBe(ok));

  it.each([
    ['123-4567', true],
    ['〒１２３－４５６７', true],
    ['1234567', true],
    ['123-456', false],
    ['abc-defg', false],
  ])('postal code %s → %s', (value, ok) => expect(errorsOf(postalCodeRule(rule), value).length === 0).toBe(ok));

  it.each([
    ['info@example.jp', true],
    ['a.b+c@sub.example.co.jp', true],
    ['info@example', false],
    ['inf🐶@example.jp', false],
    ['info\u200B@example.jp', false],
    ['info@ex ample.jp', false],
  ])('e-mail %s → %s', (value, ok) => expect(errorsOf(emailRule(rule), value).length === 0).toBe(ok));

  it.each([
    ['https://example.jp/', true],
    ['http://example.jp/a?b=c', true],
    ['javascript:alert(1)', false],
    ['ftp://example.jp/', false],
    ['https://localhost', false],
    ['example.jp', false],
  ])('URL %s → %s', (value, ok) => expect(errorsOf(httpUrlRule(rule), value).length === 0).toBe(ok));

  it('an optional field may stay empty; a required one says so', () => {
    expect(errorsOf(telRule(rule), '')).toEqual([]);
    expect(errorsOf(telRule({ ...rule, required: true }), ' ')).toEqual([common.fieldRules.required('項目')]);
  });
});
