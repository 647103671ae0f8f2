import { useMemo } from 'react';
import { createTicketSource, listTicketFacilities } from '@/api/ticket-sources';
import { useCorporationId } from '@/session/session-context';
import { ticketsJa } from '@/messages/tickets';
import { DataState } from '@/ui/data-state';
import { useResource } from '@/ui/use-resource';
import { SourceForm } from './source-form';
import { emptySourceValues } from './source-form-values';
import './tickets.css';

export default function TicketSourceNewPage() {
  const cid = useCorporationId();
  const facilities = useResource(`ticket-facilities:${cid}`, () => listTicketFacilities(cid));
  const initial = useMemo(() => emptySourceValues(), []);
  return (
    <DataState resource={facilities}>
      {(list) => (
        <SourceForm
          initial={initial}
          facilities={list}
          submitLabel={ticketsJa.form.create}
          successMessage={ticketsJa.form.created}
          save={(input) => createTicketSource(cid, input)}
        />
      )}
    </DataState>
  );
}
