import { describe, expect, it } from 'vitest';
import type { TicketSourceRow } from '../models/tickets';
import { filterSources, parseSourceFilter, type SourceFilter } from './tickets-source-filter';

const rows: TicketSourceRow[] = Array.from({ length: 320 }, (_, n) => ({
  id: `ts-${n}`,
  corporationId: 'c',
  name: n % 3 === 0 ? `ドッグラン回数券 ${n}` : `温泉入浴券 ${n}`,
  description: '',
  facility: { id: 'f', name: n % 2 ? '那須' : '軽井沢' },
  price: 50 + ((n * 37) % 5000),
  quantity: 100,
  soldCount: n % 100,
  saleStartAt: `2026-0${(n % 9) + 1}-01T00:00:00+09:00`,
  saleEndAt: '2027-01-01T00:00:00+09:00',
  validDays: 30,
  saleStatus: n % 5 ? 'sale' : 'closed',
  createdAt: `2026-01-01T00:${String(Math.floor(n / 60)).padStart(2, '0')}:${String(n % 60).padStart(2, '0')}+09:00`,
  updatedAt: `2026-01-01T00:00:${String(n % 60).padStart(2, '0')}+09:00`,
}));
const issuability = (row: TicketSourceRow) => (row.saleStatus === 'closed' ? 'closed' : 'on_sale');
const all: SourceFilter = { q: '', sort: 'newest' };

describe('ticket source list: search, filters and order over every source (server side)', () => {
  it('searches names and facility names, full-width or not, and filters by status and issuability', () => {
    const shown = filterSources(rows, { ...all, q: 'ドッグラン', saleStatus: 'sale', sort: 'priceAsc' }, issuability);
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.every((s) => s.name.includes('ドッグラン') && s.saleStatus === 'sale')).toBe(true);
    expect(shown.map((s) => s.price)).toEqual([...shown.map((s) => s.price)].sort((a, b) => a - b));
    expect(filterSources(rows, { ...all, q: '那須' }, issuability)).toHaveLength(160);
    expect(filterSources(rows, { ...all, q: '３１９' }, issuability).map((s) => s.id)).toEqual(['ts-319']);
    expect(filterSources(rows, { ...all, issuability: 'closed' }, issuability)).toHaveLength(64);
  });

  it('orders newest first by default', () => {
    expect(filterSources(rows, all, issuability)[0]!.id).toBe('ts-319');
  });

  it('reads the query parameters and names an unknown value', () => {
    expect(parseSourceFilter({ q: ' 温泉 ', saleStatus: 'sale', sort: 'name' })).toEqual({
      q: '温泉',
      saleStatus: 'sale',
      issuability: undefined,
      sort: 'name',
    });
    expect(parseSourceFilter({})).toEqual({ q: '', saleStatus: undefined, issuability: undefined, sort: 'newest' });
    expect(parseSourceFilter({ saleStatus: 'open' })).toEqual({ invalid: 'saleStatus' });
    expect(parseSourceFilter({ issuability: 'x' })).toEqual({ invalid: 'issuability' });
    expect(parseSourceFilter({ sort: 'random' })).toEqual({ invalid: 'sort' });
  });
});
