/** The ticket source body's rules speak Japanese only, in arktype's jitless mode (the console's, docs/decisions.md "Patched dependencies"). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ticketsJa } from '@/messages/tickets';
import { checkTicketSourceInput } from './ticket-source-input';

const m = ticketsJa.form;
const good = {
  name: '冬券',
  description: '',
  facilityId: 'f1',
  price: 700,
  quantity: 10,
  saleStartAt: '2026-12-01T10:00:00+09:00',
  saleEndAt: '2027-01-31T23:59:59+09:00',
  validDays: 7,
  saleStatus: 'sale',
};

describe('TicketSourceInput (the body the fake server checks)', () => {
  it('accepts a good body', () => {
    expect(checkTicketSourceInput(good)).toEqual({ ok: true, input: good });
  });

  it('names the first problem in Japanese, even when one field breaks two constraints', () => {
    expect(checkTicketSourceInput({ ...good, price: 10.5 })).toEqual({ ok: false, message: m.priceRange });
    expect(checkTicketSourceInput({ ...good, price: '' })).toEqual({ ok: false, message: m.priceRange });
    expect(checkTicketSourceInput({ ...good, validDays: 0.5 })).toEqual({ ok: false, message: m.validDaysInvalid });
    expect(checkTicketSourceInput({ ...good, name: 42 })).toEqual({ ok: false, message: m.notText(ticketsJa.fields.name) });
    expect(checkTicketSourceInput({ ...good, saleStartAt: '2026-13-45T10:00:00+09:00' })).toEqual({ ok: false, message: m.dateRequired });
    expect(checkTicketSourceInput({ ...good, saleEndAt: good.saleStartAt })).toEqual({ ok: false, message: m.dateOrder });
    const { quantity: _quantity, ...missing } = good;
    expect(checkTicketSourceInput(missing)).toEqual({ ok: false, message: '販売数を入力してください。' });
  });

  it('never answers with library text, whatever the body', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...Object.keys(good)), fc.anything()), (patch) => {
        const check = checkTicketSourceInput({ ...good, ...patch });
        if (!check.ok) expect(check.message).not.toMatch(/must be|◦|\(was |[A-Za-z]{3,}/);
      }),
      { numRuns: 300 },
    );
  });
});
