import { useState } from 'react';
import type { CheckInList } from '@/api/check-ins';

/** The page on screen, and which query (`key`) it answers. */
type ShownList = { key: string; list: CheckInList };

/** How many more check-ins the latest answer of the shown query counts; only a live view (page 1, newest first) holds them back. */
export function arrivalsWaiting(shown: ShownList | undefined, key: string, latest: CheckInList | undefined, live: boolean): number {
  if (!live || !shown || !latest || shown.key !== key) return 0;
  return Math.max(0, latest.total - shown.list.total);
}

/** The latest answer at once, except new check-ins of a live view: those wait for the reader (docs/check-ins.md "Live refresh"). */
export function nextShown(shown: ShownList | undefined, key: string, latest: CheckInList, live: boolean): ShownList {
  if (shown && shown.key === key && (shown.list === latest || arrivalsWaiting(shown, key, latest, live) > 0)) return shown;
  return { key, list: latest };
}

/**
 * The list page on screen, holding back new check-ins until `showArrivals` (the notice's button), so rows never move while someone reads or taps
 * them. Placeholder data (the previous page while the next loads) shows as is.
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
