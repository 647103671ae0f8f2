import { Link } from 'wouter';
import { pageWindow } from './pagination-pages';

type Props = { page: number; totalPages: number; hrefFor: (page: number) => string; label?: string };

/** One-based page links; `hrefFor` keeps the rest of the list state in the URL. */
export function Pagination({ page, totalPages, hrefFor, label = 'ページ送り' }: Props) {
  if (totalPages <= 1) return null;
  const pages = pageWindow(page, totalPages);
  /** The link one page back or forward. */
  const step = (to: number, name: string, mark: string) => (
    <li>
      <Link href={hrefFor(to)} aria-label={name}>
        {mark}
      </Link>
    </li>
  );
  return (
    <nav className="pagination" aria-label={label}>
      <ul>
        {page > 1 ? step(page - 1, '前のページ', '‹') : null}
        {pages.map((p) => (
          <li key={p}>
            <Link href={hrefFor(p)} aria-current={p === page ? 'page' : undefined} aria-label={`${p}ページ目`}>
              {p}
            </Link>
          </li>
        ))}
        {page < totalPages ? step(page + 1, '次のページ', '›') : null}
      </ul>
    </nav>
  );
}
