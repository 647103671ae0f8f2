import { Link } from 'wouter';
import { shellMessages } from '@/messages/shell';
import { breadcrumbItems } from './breadcrumb-items';

export function Breadcrumb({ pathname }: { pathname: string }) {
  const items = breadcrumbItems(pathname);
  return (
    <nav aria-label={shellMessages.breadcrumbNav} className="breadcrumb">
      <ol>
        {items.map((item, index) => (
          <li key={`${item.href}-${index}`}>{item.current ? <span aria-current="page">{item.label}</span> : <Link href={item.href}>{item.label}</Link>}</li>
        ))}
      </ol>
    </nav>
  );
}
