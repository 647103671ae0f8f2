/**
 * The ticket source form never shows the validation library's text. arktype runs jitless, as
 * everywhere in the console (docs/decisions.md "Patched dependencies"): there, two failed
 * checks of one field could be joined into `price ("") must be... ◦ 価格は…`.
 */
import { describe, expect, it } from 'vitest';
import { ticketsJa } from '@/messages/tickets';
import { emptySourceValues, quantityBelowSold, sourceFormSchema, sourceToValues, valuesToInput } from './source-form-values';

const m = ticketsJa.form;
type Issue = { path: readonly PropertyKey[]; message: string };

function issuesOf(values: Record<string, string>): Issue[] {
  const result = sourceFormSchema['~standard'].validate(values);
  if (result instanceof Promise) throw new Error('the form schema is synchronous');
  return [...(result.issues ?? [])].map((issue) => ({
    path: [...(issue.path ?? [])].map((key) => (typeof key === 'object' ? key.key : key)),
    message: issue.message,
  }));
}

const valid = { ...emptySourceValues(Date.parse('2026-11-22T09:00:00+09:00')), name: '冬券', facilityId: 'f1', price: '800' };

describe('ticket source form rules (jitless arktype)', () => {
  it('accepts a complete form', () => {
    expect(issuesOf(valid)).toEqual([]);
  });

  const cases: [field: string, value: string, message: string][] = [
    ['price', '', m.priceRequired],
    ['price', '　', m.priceRequired],
    ['price', 'abc', m.priceInvalid],
    ['price', '12.5', m.priceInvalid],
    ['price', '49', m.priceTooLow],
    ['price', '1000001', m.priceTooHigh],
    ['name', '', m.nameRequired],
    ['name', 'あ'.repeat(101), m.nameTooLong],
    ['description', '😀'.repeat(2001), m.descriptionTooLong],
    ['facilityId', '', m.facilityRequired],
    ['quantity', '', m.quantityInvalid],
    ['saleStartAt', '', m.dateRequired],
    ['validDays', '0', m.validDaysInvalid],
    ['validDays', '3651', m.validDaysInvalid],
  ];
  it.each(cases)('%s: one Japanese message (%#)', (field, value, message) => {
    const issues = issuesOf({ ...valid, [field]: value });
    expect(issues).toEqual([{ path: [field], message }]);
  });

  it('keeps the stock of an edited source at or above what was sold, leaving an empty quantity to the schema', () => {
    expect(quantityBelowSold('3', 5)).toBe(m.quantityBelowSold(5));
    expect(quantityBelowSold('5', 5)).toBeUndefined();
    expect(quantityBelowSold('', 5)).toBeUndefined();
    expect(issuesOf({ ...valid, quantity: '3' })).toEqual([]);
  });

  it('takes a price typed in full-width digits, with commas or 円', () => {
    expect(issuesOf({ ...valid, price: '１，２００円' })).toEqual([]);
  });

  it('counts characters as code points, as every limit does', () => {
    expect(issuesOf({ ...valid, name: '🐶'.repeat(100) })).toEqual([]);
  });
});

describe('the body sent on an edit', () => {
  const source = {
    id: 'ts-1-001',
    name: '冬の回数券 ',
    description: '',
    facility: { id: 'f1', name: '那須' },
    price: 700,
    quantity: 10,
    soldCount: 0,
    saleStartAt: '2026-11-01T10:00:30+09:00',
    saleEndAt: '2027-01-31T23:59:59+09:00',
    validDays: 7,
    saleStatus: 'sale' as const,
    issuability: 'on_sale' as const,
    createdAt: '2026-10-01T00:00:00+09:00',
    updatedAt: '2026-10-01T00:00:00+09:00',
  };

  it('sends untouched fields as stored, and a changed date as typed', () => {
    const initial = sourceToValues(source);
    expect(valuesToInput({ ...initial, price: '750' }, { initial, source })).toMatchObject({
      name: '冬の回数券 ',
      price: 750,
      saleStartAt: '2026-11-01T10:00:30+09:00',
      saleEndAt: '2027-01-31T23:59:59+09:00',
    });
    expect(valuesToInput({ ...initial, saleEndAt: '2027-02-28T23:59' }, { initial, source }).saleEndAt).toBe('2027-02-28T23:59:00+09:00');
  });
});
