import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultListState, isLiveView, listSearch, parseListState, withFilter, type ListState } from './list-query';

const day = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
const state: fc.Arbitrary<ListState> = fc.record({
  page: fc.integer({ min: 1, max: 5000 }),
  facility: fc.string({ maxLength: 30 }).map((s) => s.trim()),
  owner: fc.string({ maxLength: 30 }).map((s) => s.trim()),
  startDate: fc.option(day, { nil: '' }),
  endDate: fc.option(day, { nil: '' }),
  order: fc.constantFrom('desc' as const, 'asc' as const),
});

describe('check-in list state in the URL', () => {
  it('round-trips any state through the query string', () => {
    fc.assert(
      fc.property(state, (s) => {
        expect(parseListState(listSearch(s))).toEqual(s);
      }),
    );
  });

  it('leaves defaults out of the URL', () => {
    expect(listSearch(defaultListState)).toBe('');
    expect(listSearch({ ...defaultListState, page: 3, owner: 'ハナ' })).toBe(`?owner=${encodeURIComponent('ハナ')}&page=3`);
  });

  it('reads anything unreadable as the default, never throwing', () => {
    expect(parseListState('?page=0&order=up&startDate=2026-02-30&endDate=x')).toEqual(defaultListState);
    expect(parseListState('?page=2.5')).toEqual(defaultListState);
    fc.assert(
      fc.property(fc.string(), (search) => {
        const parsed = parseListState(search);
        expect(parsed.page).toBeGreaterThanOrEqual(1);
        expect(['asc', 'desc']).toContain(parsed.order);
      }),
    );
  });

  it('goes back to page 1 on a filter change', () => {
    fc.assert(
      fc.property(state, fc.string(), (s, owner) => {
        expect(withFilter(s, { owner })).toEqual({ ...s, owner, page: 1 });
      }),
    );
  });
});

describe('the live view (page 1 of the newest, up to today)', () => {
  const today = '2026-05-10';
  it('is page 1, newest first, of a range that reaches today', () => {
    expect(isLiveView(defaultListState, today)).toBe(true);
    expect(isLiveView({ ...defaultListState, startDate: today, endDate: today }, today)).toBe(true);
    expect(isLiveView({ ...defaultListState, facility: 'fac-a', owner: 'ハナ', startDate: '2026-05-01' }, today)).toBe(true);
  });

  it('is not another page, the oldest first, or a range that ended before today or starts after it', () => {
    expect(isLiveView({ ...defaultListState, page: 2 }, today)).toBe(false);
    expect(isLiveView({ ...defaultListState, order: 'asc' }, today)).toBe(false);
    expect(isLiveView({ ...defaultListState, endDate: '2026-05-09' }, today)).toBe(false);
    expect(isLiveView({ ...defaultListState, startDate: '2026-05-11' }, today)).toBe(false);
  });

  it('changes to page 1 of the same filters whenever a filter changes', () => {
    fc.assert(
      fc.property(state, fc.record({ owner: fc.string({ maxLength: 5 }) }), (s, change) => {
        const next = withFilter({ ...s, order: 'desc', endDate: '', startDate: '' }, change);
        expect(isLiveView(next, today)).toBe(true);
      }),
    );
  });
});
