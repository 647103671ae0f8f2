import { describe, expect, it } from 'vitest';
import type { TicketSource } from '@/api/ticket-sources';
import { defaultSourceFilter, viewSources } from '@/features/tickets/source-list-view';

const sources: TicketSource[] = Array.from({ length: 300 }, (_, n) => ({
  id: `ts-${n}`,
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
  issuability: n % 5 ? 'on_sale' : 'closed',
  createdAt: '2026-01-01T00:00:00+09:00',
  updatedAt: `2026-01-01T00:00:${String(n % 60).padStart(2, '0')}+09:00`,
}));

describe('ticket source list: client-side filter and sort', () => {
  it('filters by text (full-width too), status and issuability, and sorts by price', () => {
    const shown = viewSources(sources, { ...defaultSourceFilter, text: 'ドッグラン', saleStatus: 'sale', sort: 'priceAsc' });
    expect(shown.every((s) => s.name.includes('ドッグラン') && s.saleStatus === 'sale')).toBe(true);
    expect(shown.map((s) => s.price)).toEqual([...shown.map((s) => s.price)].sort((a, b) => a - b));
    expect(viewSources(sources, { ...defaultSourceFilter, text: '那須' })).toHaveLength(150);
    expect(viewSources(sources, { ...defaultSourceFilter, issuability: 'closed' })).toHaveLength(60);
  });

  it('stays well under 100 ms for 300 rows, whatever the sort', () => {
    for (const sort of ['updatedAt', 'name', 'priceAsc', 'priceDesc', 'saleStartAt', 'soldCount'] as const) {
      const started = performance.now();
      viewSources(sources, { ...defaultSourceFilter, text: '券', sort });
      expect(performance.now() - started).toBeLessThan(100);
    }
  });
});
