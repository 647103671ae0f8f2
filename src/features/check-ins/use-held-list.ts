import { useState } from 'react';
import type { CheckInList } from '@/api/check-ins';
import { arrivalsWaiting, nextShown, type ShownList } from './held-list';

/**
 * The list page on screen, holding back new check-ins that a refresh brought to a live view
 * until `showArrivals` (the notice's button): rows never move while someone reads or taps them.
 * `latest` is the query's data; placeholder data (the previous page while the next loads) shows as is.
 *
 * @example const held = useHeldList(key, list.data, list.isPlaceholderData, live);
 */
export function useHeldList(key: string, latest: CheckInList | undefined, isPlaceholder: boolean, live: boolean) {
  const [shown, setShown] = useState<ShownList | undefined>(undefined);
  // Adjusted while rendering (React's pattern for state that follows props): no frame shows the rows unheld.
  if (latest && !isPlaceholder) {
    const next = nextShown(shown, key, latest, live);
    if (next !== shown) setShown(next);
  }
  const list = !isPlaceholder && shown?.key === key ? shown.list : latest;
  return {
    list,
    waiting: isPlaceholder ? 0 : arrivalsWaiting(shown, key, latest, live),
    showArrivals: () => {
      if (latest) setShown({ key, list: latest });
    },
  };
}
