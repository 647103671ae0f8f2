import { ja } from '@/messages/ja';
import { paths } from '@/paths';

export type Crumb = { label: string; href: string };

const LABELS = ja.breadcrumb as Record<string, string>;
/** Segments whose link is not simply the path up to them (SPEC §2 segment table). */
const HREF_OVERRIDES: Record<string, string> = { dashboard: paths.index, settings: paths.settings };

/**
 * The breadcrumb from the segments of the path: unknown segments are skipped and the top page
 * is put first when it is not already first.
 */
export function breadcrumbItems(pathname: string): Crumb[] {
  const segments = pathname.split('/').filter(Boolean);
  const crumbs: Crumb[] = [];
  segments.forEach((segment, index) => {
    const label = Object.hasOwn(LABELS, segment) ? LABELS[segment] : undefined;
    if (!label) return;
    const href = HREF_OVERRIDES[segment] ?? `/${segments.slice(0, index + 1).join('/')}`;
    crumbs.push({ label, href });
  });
  if (crumbs[0]?.label !== LABELS.dashboard) crumbs.unshift({ label: LABELS.dashboard ?? '', href: paths.index });
  return crumbs;
}
