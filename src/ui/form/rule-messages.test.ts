import { type } from 'arktype';
import { describe, expect, it } from 'vitest';
import { common } from '@/messages/common';
import { ruleMessages } from './rule-messages';

const issues = (schema: { '~standard': { validate: (value: unknown) => unknown } }, value: unknown): unknown[] => {
  const result = schema['~standard'].validate(value) as { issues?: unknown[] };
  return [...(result.issues ?? [])];
};

describe('the form kit shows only what the rules wrote', () => {
  it('keeps the message a rule gave through reject or configure', () => {
    const rule = type('string').narrow((value, ctx) => value !== '' || ctx.reject({ message: '価格を入力してください。' }));
    expect(ruleMessages(issues(rule, ''))).toEqual(['価格を入力してください。']);
    const configured = type('string.integer.parse').configure({ message: '価格は半角数字で入力してください。' });
    expect(ruleMessages(issues(configured, 'abc'))).toEqual(['価格は半角数字で入力してください。']);
  });

  it("replaces the library's own text with the Japanese fallback", () => {
    const schema = type({ price: 'string.integer.parse', count: '1 <= number <= 3' });
    const found = issues(schema, { price: '', count: 9 });
    expect(found.map(String).join(' ')).toMatch(/must be/);
    expect(ruleMessages(found)).toEqual([common.formKit.fieldInvalid]);
  });

  it('keeps the rule part of an error that mixes library text and a rule', () => {
    const rule = type('string.integer.parse').narrow((value, ctx) => value >= 50 || ctx.reject({ message: '価格は50円以上で入力してください。' }));
    const mixed = { code: 'intersection', input: {}, errors: [...issues(type('number'), 'x'), ...issues(rule, '10')] };
    expect(ruleMessages([mixed])).toEqual(['価格は50円以上で入力してください。']);
  });

  it('passes plain strings through once and ignores empty ones; any other object falls back', () => {
    expect(ruleMessages(['施設名を入力してください。', undefined, '', '施設名を入力してください。'])).toEqual(['施設名を入力してください。']);
    expect(ruleMessages([{ message: 'Expected string, received number' }])).toEqual([common.formKit.fieldInvalid]);
    expect(ruleMessages([])).toEqual([]);
  });
});
