import { personalKey, readPersonal, storePersonal } from '@/lib/personal-storage';
import { searchMessages } from '@/messages/search';
import type { SearchResult } from './search-results';

const KEEP = 5;

/** The records last opened from the search (docs/search.md "Recently opened"), per corporation and person; none without a known person. */
const keyOf = (cid: string, person: string) => personalKey('searchRecents', cid, person);

const isRecent = (value: unknown): value is SearchResult => {
  const item = value as Partial<SearchResult> | null;
  return (
    typeof item?.key === 'string' &&
    typeof item.label === 'string' &&
    typeof item.detail === 'string' &&
    typeof item.href === 'string' &&
    /^\/(?!\/)/.test(item.href) &&
    typeof item.group === 'string' &&
    item.group in searchMessages.groups
  );
};

export function readRecents(cid: string, person: string | undefined): SearchResult[] {
  if (!person) return [];
  const stored = readPersonal<unknown>(keyOf(cid, person));
  return Array.isArray(stored) ? stored.filter(isRecent).map((item) => ({ ...item, key: `recent:${item.href}` })) : [];
}

export function rememberRecent(cid: string, person: string | undefined, opened: SearchResult): void {
  if (!person) return;
  const { key, group, label, detail, href } = opened;
  const kept = [{ key, group, label, detail, href }, ...readRecents(cid, person).filter((item) => item.href !== href)].slice(0, KEEP);
  // Storage full or refused: the search works the same, without its recent records.
  storePersonal(keyOf(cid, person), kept);
}
