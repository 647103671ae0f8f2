import { describe, expect, it } from 'vitest';
import { checkInMessages as m } from '@/messages/check-ins';

// Counts with thousands separators, as on every other screen (months as
// 2026年11月 are covered in months.test.ts).
describe('check-in counts', () => {
  it('writes counts, pages and page totals with thousands separators', () => {
    expect(m.list.resultCount(23456, 1234, 2346)).toBe('23,456件中 1,234 / 2,346ページ');
    expect(m.list.resultCount(0, 1, 0)).toBe('0件中 1 / 1ページ');
    expect(m.summary.count(6315)).toBe('6,315件');
  });
});
