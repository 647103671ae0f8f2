import { Profiler } from 'react';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TicketSource } from '@/api/ticket-sources';
import { SourceTable } from './source-table';

const source = (n: number): TicketSource => ({
  id: `src-${n}`,
  name: `ドッグラン券 ${n}`,
  description: '',
  facility: { id: 'fac-1', name: '代官山ドッグラン' },
  price: 800,
  quantity: 100,
  soldCount: 3,
  saleStartAt: '2026-01-01T00:00:00+09:00',
  saleEndAt: '2026-12-31T23:59:59+09:00',
  validDays: 30,
  saleStatus: 'sale',
  issuability: 'on_sale',
  createdAt: '2026-01-01T00:00:00+09:00',
  updatedAt: '2026-01-01T00:00:00+09:00',
});

/** The table, and how many rows the document held at each of its commits. */
function rendered(sources: TicketSource[]) {
  const rowsAtCommit: number[] = [];
  const busyAtCommit: boolean[] = [];
  const container = document.createElement('div');
  document.body.append(container);
  render(
    <Profiler
      id="table"
      onRender={() => {
        rowsAtCommit.push(container.querySelectorAll('tbody tr').length);
        busyAtCommit.push(container.querySelector('table')?.getAttribute('aria-busy') === 'true');
      }}
    >
      <SourceTable sources={sources} />
    </Profiler>,
    { container },
  );
  return { rowsAtCommit, busyAtCommit, container };
}

describe('SourceTable', () => {
  it('paints a screenful of rows first, then every row, in order', () => {
    const sources = Array.from({ length: 300 }, (_, n) => source(n + 1));
    const { rowsAtCommit, busyAtCommit, container } = rendered(sources);
    expect(rowsAtCommit[0]).toBeLessThan(300);
    expect(rowsAtCommit[0]).toBeGreaterThanOrEqual(20);
    // Busy (for assistive technology) until every row is in.
    expect(busyAtCommit[0]).toBe(true);
    expect(busyAtCommit.at(-1)).toBe(false);
    expect(rowsAtCommit.at(-1)).toBe(300);
    const names = [...container.querySelectorAll('tbody tr td:first-child')].map((cell) => cell.textContent);
    expect(names).toEqual(sources.map((one) => one.name));
  });

  it('a short list comes whole in the first paint', () => {
    const { rowsAtCommit, busyAtCommit } = rendered([source(1), source(2)]);
    expect(rowsAtCommit[0]).toBe(2);
    expect(busyAtCommit[0]).toBe(false);
  });
});
