import { useState } from 'react';

/**
 * How far a count has risen since the screen first read it: today's check-ins that came while
 * the top page was open. A count that falls (a new day) becomes the new starting point.
 *
 * @example const arrivals = useRiseSinceOpened(figures.data?.today);
 */
export function useRiseSinceOpened(count: number | undefined): number {
  const [first, setFirst] = useState<number | undefined>(undefined);
  // Adjusted while rendering (React's pattern for state that follows props).
  if (count !== undefined && (first === undefined || count < first)) setFirst(count);
  return count === undefined || first === undefined ? 0 : Math.max(0, count - first);
}
