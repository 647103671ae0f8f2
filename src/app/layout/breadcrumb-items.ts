import { shellMessages } from '@/messages/shell';
import { paths } from '@/paths';

/** One step of the trail; `current` is the page itself (not a link). */
export type Crumb = { label: string; href: string; current: boolean };

const LABELS = shellMessages.breadcrumb as Record<string, string>;
/** Segments whose link is not simply the path up to them (docs/product.md "Breadcrumb and header"). */
const HREF_OVERRIDES: Record<string, string> = { dashboard: paths.index, settings: paths.settings };
/** Segments without a label that belong to a listed area: a ticket payment's trail leads back to チケット設定一覧. */
const AREA_OF: Record<string, string> = { 'ticket-payments': 'ticket-sources' };

/**
 * The breadcrumb from the path's segments: unknown ones skipped, the top page first. The last crumb is the current page only when it
 * names a page of its own; on a detail, edit or summary screen every crumb is a link, so the trail leads back to the list.
 */
export function breadcrumbItems(pathname: string): Crumb[] {
  const segments = pathname.split('/').filter(Boolean);
  const crumbs: Crumb[] = [];
  segments.forEach((segment, index) => {
    const area = Object.hasOwn(AREA_OF, segment) ? AREA_OF[segment] : undefined;
    const key = area ?? segment;
    const label = Object.hasOwn(LABELS, key) ? LABELS[key] : undefined;
    if (!label) return;
    const href = HREF_OVERRIDES[key] ?? (area ? `/${area}` : `/${segments.slice(0, index + 1).join('/')}`);
    crumbs.push({ label, href, current: !area && index === segments.length - 1 });
  });
  if (crumbs[0]?.label !== LABELS.dashboard) crumbs.unshift({ label: LABELS.dashboard ?? '', href: paths.index, current: segments.length === 0 });
  return crumbs;
}
