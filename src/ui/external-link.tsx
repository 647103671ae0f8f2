import type { ReactNode } from 'react';
import { safeHref } from '@/lib/safe-url';

/**
 * A link whose address comes from data: rendered as a link only for http(s) addresses, opened
 * in a new tab without an opener; anything else (javascript:, data:, junk) renders as plain text.
 */
export function ExternalLink({ href, children }: { href: unknown; children?: ReactNode }) {
  const safe = safeHref(href);
  const label = children ?? (typeof href === 'string' ? href : '');
  if (!safe) return <span className="inert-link">{label}</span>;
  return (
    <a href={safe} target="_blank" rel="noopener noreferrer">
      {label}
    </a>
  );
}
