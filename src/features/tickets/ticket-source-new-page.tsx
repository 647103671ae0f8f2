import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { queryOf } from '@/api/queries';
import { ticketSourceMutations } from '@/api/ticket-sources';
import { useCorporationId } from '@/session/session-context';
import { ticketsJa } from '@/messages/tickets';
import { QueryState } from '@/ui/query-state';
import { useLoader } from '@/ui/use-loader';
import { sourceNewLoader } from './loaders';
import { useAppMutation } from '@/ui/use-app-mutation';
import { SourceForm } from './source-form';
import { emptySourceValues } from './source-form-values';
import './tickets.css';

/** /ticket-sources/new */
export default function TicketSourceNewPage() {
  const cid = useCorporationId();
  const facilities = useQuery(queryOf(useLoader(sourceNewLoader).facilities));
  const create = useAppMutation(ticketSourceMutations.create(cid), { success: ticketsJa.form.created });
  const initial = useMemo(() => emptySourceValues(), []);
  return (
    <QueryState query={facilities}>
      {(list) => <SourceForm initial={initial} facilities={list} submitLabel={ticketsJa.form.create} save={create.mutateAsync} />}
    </QueryState>
  );
}
