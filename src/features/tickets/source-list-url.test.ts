import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sourceQueryParams } from '@/api/reads';
import { issuabilities, saleStatuses, sourceSorts } from '@/api/ticket-sources';
import { readSourceListUrl, sourceListHref, toSourceQuery, type SourceListState } from './source-list-url';

describe('ticket source list URL', () => {
  it('reads what it writes, for any state', () => {
    const state = fc.record({
      page: fc.integer({ min: 1, max: 50 }),
      q: fc.string().map((text) => text.trim()),
      saleStatus: fc.option(fc.constantFrom(...saleStatuses), { nil: undefined }),
      issuability: fc.option(fc.constantFrom(...issuabilities), { nil: undefined }),
      sort: fc.constantFrom(...sourceSorts),
    });
    fc.assert(
      fc.property(state, (value: SourceListState) => {
        const href = sourceListHref(value);
        expect(readSourceListUrl(href.slice(href.indexOf('?') + 1 || href.length))).toEqual(value);
      }),
    );
  });

  it('ignores what it does not know and keeps the plain list plain', () => {
    expect(readSourceListUrl('page=0&saleStatus=open&sort=random')).toEqual({ page: 1, q: '', saleStatus: undefined, issuability: undefined, sort: 'newest' });
    expect(sourceListHref(readSourceListUrl(''))).toBe('/ticket-sources');
  });

  it('asks the server for page − 1 with only the parameters that are set', () => {
    const state = readSourceListUrl('page=2&q=%E6%B8%A9%E6%B3%89&saleStatus=sale');
    expect(sourceQueryParams(toSourceQuery(state))).toEqual({ page: 1, limit: 300, q: '温泉', saleStatus: 'sale' });
    expect(sourceQueryParams(toSourceQuery(readSourceListUrl('')))).toEqual({ page: 0, limit: 300 });
  });
});
