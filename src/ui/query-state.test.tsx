import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { QueryState } from './query-state';

/** A list cached `ageMs` ago, whose refresh is on its way and never answers. */
function ListRefreshing({ ageMs, staleTime }: { ageMs: number; staleTime: number }) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime, retry: false } } });
  queryClient.setQueryData(['rows'], ['一行目'], { updatedAt: Date.now() - ageMs });
  void queryClient.prefetchQuery({ queryKey: ['rows'], queryFn: () => new Promise<string[]>(() => undefined), staleTime: 0 });
  function Rows() {
    const query = useQuery({ queryKey: ['rows'], queryFn: () => new Promise<string[]>(() => undefined) });
    return <QueryState query={query}>{(rows) => <p>{rows.join('、')}</p>}</QueryState>;
  }
  return (
    <QueryClientProvider client={queryClient}>
      <Rows />
    </QueryClientProvider>
  );
}

describe('QueryState while its data refreshes', () => {
  it('marks rows that may be out of date as busy', async () => {
    render(<ListRefreshing ageMs={5_000} staleTime={2_000} />);
    await waitFor(() => expect(screen.getByText('一行目').parentElement).toHaveAttribute('aria-busy', 'true'));
  });

  it('does not mark rows still fresh (a hover asking ahead of its click) as busy', async () => {
    render(<ListRefreshing ageMs={500} staleTime={60_000} />);
    expect(await screen.findByText('一行目')).toBeVisible();
    expect(screen.getByText('一行目').parentElement).not.toHaveAttribute('aria-busy');
  });
});
