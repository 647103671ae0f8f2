import { Link, useLocation } from 'wouter';
import type { CheckInItem } from '@/api/check-ins';
import { formatDateTime } from '@/lib/dates';
import { ownerLabel } from '@/lib/owner-label';
import { checkInMessages } from '@/messages/check-ins';
import { paths } from '@/paths';
import { PetSizeBadge } from './pet-size';

const m = checkInMessages.list;

/** One page of check-ins; a row opens its detail, keeping the list's query (page, filters) in the URL. */
export function CheckInTable({ items, search, selectedId }: { items: CheckInItem[]; search: string; selectedId?: string }) {
  const [, navigate] = useLocation();
  const detailHref = (id: string) => `${paths.checkIn(id)}${search}`;
  return (
    <div className="table-wrap">
      <table className="table check-ins-table">
        <caption className="visually-hidden">{m.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{m.columns.time}</th>
            <th scope="col">{m.columns.pet}</th>
            <th scope="col">{m.columns.owner}</th>
            <th scope="col">{m.columns.facility}</th>
            <th scope="col">{m.columns.activity}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr
              key={item.id}
              className={item.id === selectedId ? 'is-selected' : undefined}
              onClick={(event) => {
                if ((event.target as HTMLElement).closest('a')) return;
                navigate(detailHref(item.id));
              }}
            >
              <td className="check-ins-time">
                <Link href={detailHref(item.id)} aria-label={`${formatDateTime(item.checkedInAt)} ${m.open(item.pet.name)}`} aria-current={item.id === selectedId ? 'true' : undefined}>
                  {formatDateTime(item.checkedInAt)}
                </Link>
              </td>
              <td>
                <span className="check-ins-pet">{item.pet.name}</span>
                <span className="check-ins-breed">
                  {item.pet.breed} <PetSizeBadge size={item.pet.size} />
                </span>
              </td>
              <td>{ownerLabel(item)}</td>
              <td>{item.facility.name}</td>
              <td>{item.activity?.name ?? m.noActivity}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
