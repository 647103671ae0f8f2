import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { queryOf } from '@/api/queries';
import { ticketSourceMutations, type FacilityRef, type TicketSource } from '@/api/ticket-sources';
import { useCorporationId } from '@/session/session-context';
import { ja } from '@/messages/ja';
import { ticketsJa } from '@/messages/tickets';
import { paths } from '@/paths';
import { QueryState } from '@/ui/query-state';
import { useLoader } from '@/ui/use-loader';
import { sourceEditLoader } from './loaders';
import { useAppMutation } from '@/ui/use-app-mutation';
import { SourceForm } from './source-form';
import { sourceToValues } from './source-form-values';
import './tickets.css';

function EditForm({ cid, source, facilities }: { cid: string; source: TicketSource; facilities: FacilityRef[] }) {
  const update = useAppMutation(ticketSourceMutations.update(cid, source.id), { success: ticketsJa.form.saved });
  // Made once (the form is keyed by the source): a refetch in the background must not reset what is being typed.
  const [initial] = useState(() => sourceToValues(source));
  // A facility the list no longer offers stays selectable for this source.
  const options = facilities.some((facility) => facility.id === source.facility.id) ? facilities : [source.facility, ...facilities];
  return <SourceForm initial={initial} facilities={options} source={source} submitLabel={ticketsJa.form.save} save={update.mutateAsync} />;
}

/** /ticket-sources/{id}/edit */
export default function TicketSourceEditPage() {
  const cid = useCorporationId();
  const loaded = useLoader(sourceEditLoader);
  const source = useQuery(queryOf(loaded.source));
  const facilities = useQuery(queryOf(loaded.facilities));
  return (
    <QueryState query={source} notFound={{ href: paths.ticketSources, label: ja.titles.ticketSources }}>
      {(loaded) => <QueryState query={facilities}>{(list) => <EditForm key={loaded.id} cid={cid} source={loaded} facilities={list} />}</QueryState>}
    </QueryState>
  );
}
