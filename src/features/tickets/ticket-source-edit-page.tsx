import { useParams } from 'wouter';
import { getTicketSource, listTicketFacilities, updateTicketSource } from '@/api/ticket-sources';
import { useCorporationId } from '@/session/session-context';
import { ticketsJa } from '@/messages/tickets';
import { DataState } from '@/ui/data-state';
import { useResource } from '@/ui/use-resource';
import { SourceForm } from './source-form';
import { sourceToValues } from './source-form-values';
import './tickets.css';

export default function TicketSourceEditPage() {
  const cid = useCorporationId();
  const { sourceId = '' } = useParams<{ sourceId?: string }>();
  const data = useResource(`ticket-source-edit:${cid}:${sourceId}`, async () => {
    const [source, facilities] = await Promise.all([getTicketSource(cid, sourceId), listTicketFacilities(cid)]);
    // A facility the list no longer offers stays selectable for this source.
    const withOwn = facilities.some((facility) => facility.id === source.facility.id) ? facilities : [source.facility, ...facilities];
    return { source, facilities: withOwn };
  });
  return (
    <DataState resource={data}>
      {({ source, facilities }) => (
        <SourceForm
          key={source.id}
          initial={sourceToValues(source)}
          facilities={facilities}
          soldCount={source.soldCount}
          submitLabel={ticketsJa.form.save}
          successMessage={ticketsJa.form.saved}
          save={(input) => updateTicketSource(cid, source.id, input)}
        />
      )}
    </DataState>
  );
}
