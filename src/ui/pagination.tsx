import { Link } from 'wouter';
import { pageWindow } from './pagination-pages';

type Props = { page: number; totalPages: number; hrefFor: (page: number) => string; label?: string };

/** One-based page links; `hrefFor` keeps the rest of the list state in the URL. */
export function Pagination({ page, totalPages, hrefFor, label = 'ページ送り' }: Props) {
  if (totalPages <= 1) return null;
  const pages = pageWindow(page, totalPages);
  return (
    <nav className="pagination" aria-label={label}>
      <ul>
        {page > 1 ? (
          <li>
            <Link href={hrefFor(page - 1)} aria-label="前のページ">
              ‹
            </Link>
          </li>
        ) : null}
        {pages.map((p) => (
          <li key={p}>
            <Link href={hrefFor(p)} aria-current={p === page ? 'page' : undefined} aria-label={`${p}ページ目`}>
              {p}
            </Link>
          </li>
        ))}
        {page < totalPages ? (
          <li>
            <Link href={hrefFor(page + 1)} aria-label="次のページ">
              ›
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
