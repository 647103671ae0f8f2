import { Fragment } from 'react';
import { Link, useLocation } from 'wouter';
import type { CheckInItem } from '@/api/check-ins';
import { formatDateTime } from '@/lib/dates';
import { ownerOf } from '@/lib/owner-label';
import { checkInMessages } from '@/messages/check-ins';
import { paths } from '@/paths';
import { PetSizeBadge } from './pet-size';
import { DataTable } from '@/ui/data-table';
import { OwnerName } from '@/ui/owner-name';

const m = checkInMessages.list;

/** Whole words a line may end between, never inside one: with them the list fits 1280 px without scrolling sideways. */
function Words({ words }: { words: string[] }) {
  return words.map((word, index) => (
    <Fragment key={index}>
      {index > 0 ? <wbr /> : null}
      <span className="check-ins-unit">{word}</span>
    </Fragment>
  ));
}

/** A breed's words, each keeping its 「・」: キャバリア・キング・/チャールズ・スパニエル. */
const breedWords = (breed: string) => breed.split(/(?<=・)/);

/** One page of check-ins; a row opens its detail, keeping the list's query (page, filters) in the URL. */
export function CheckInTable({ items, search, selectedId }: { items: CheckInItem[]; search: string; selectedId?: string }) {
  const [, navigate] = useLocation();
  const detailHref = (id: string) => `${paths.checkIn(id)}${search}`;
  return (
    <DataTable
      caption={m.caption}
      className="check-ins-table"
      columns={[{ label: m.columns.time }, { label: m.columns.pet }, { label: m.columns.owner }, { label: m.columns.facility }, { label: m.columns.activity }]}
    >
      {items.map((item) => (
        <tr
          key={item.id}
          className={item.id === selectedId ? 'is-selected' : undefined}
          onClick={(event) => {
            if ((event.target as HTMLElement).closest('a')) return;
            navigate(detailHref(item.id));
          }}
        >
          <td className="tabular-nums check-ins-time">
            <Link
              href={detailHref(item.id)}
              aria-label={`${formatDateTime(item.checkedInAt)} ${m.open(item.pet.name)}`}
              aria-current={item.id === selectedId ? 'true' : undefined}
            >
              {formatDateTime(item.checkedInAt)}
            </Link>
          </td>
          <td className="check-ins-wraps check-ins-pet-cell">
            <span className="check-ins-pet-line">
              <span className="check-ins-pet check-ins-unit">{item.pet.name}</span> <PetSizeBadge size={item.pet.size} />
            </span>
            <span className="fine-print check-ins-breed">
              <Words words={breedWords(item.pet.breed)} />
            </span>
          </td>
          <td className="check-ins-wraps">
            <OwnerName owner={ownerOf(item)} />
          </td>
          <td>{item.facility.name}</td>
          <td>{item.activity?.name ?? m.noActivity}</td>
        </tr>
      ))}
    </DataTable>
  );
}
