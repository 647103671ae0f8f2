import type { CheckInList } from '@/api/check-ins';

/** The page on screen, and which query (`key`) it answers. */
export type ShownList = { key: string; list: CheckInList };

/**
 * Check-ins that came since the page on screen was read: how many more the latest answer of the
 * same query counts. Only a live view (page 1, newest first) holds them back; elsewhere none wait.
 */
export function arrivalsWaiting(shown: ShownList | undefined, key: string, latest: CheckInList | undefined, live: boolean): number {
  if (!live || !shown || !latest || shown.key !== key) return 0;
  return Math.max(0, latest.total - shown.list.total);
}

/**
 * What the list shows once `latest` has come for `key`: another query's answer (a new page or
 * filter) at once; a refresh of the same query at once too, unless it brings new check-ins to a
 * live view: those wait until the reader asks for them (docs/check-ins.md "Live refresh").
 */
export function nextShown(shown: ShownList | undefined, key: string, latest: CheckInList, live: boolean): ShownList {
  if (shown && shown.key === key && (shown.list === latest || arrivalsWaiting(shown, key, latest, live) > 0)) return shown;
  return { key, list: latest };
}
