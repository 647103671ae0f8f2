import { useQuery } from '@tanstack/react-query';
import { queryOf } from '@/api/queries';
import { useCorporationId } from '@/session/session-context';
import { ja } from '@/messages/ja';
import { paths } from '@/paths';
import { QueryState } from '@/ui/query-state';
import { useLoader } from '@/ui/use-loader';
import { paymentLoader } from './loaders';
import { PaymentSummary, RefundHistory } from './payment-summary';
import { PaymentWorkspace } from './payment-workspace';
import { TicketsNav } from './tickets-nav';
import './tickets.css';

/** /ticket-payments/{id}: what was bought, refunds and status changes, and the refund history. */
export default function TicketPaymentPage() {
  const cid = useCorporationId();
  // A refund or a status change writes the answered payment into this query: one copy of it.
  const payment = useQuery(queryOf(useLoader(paymentLoader).payment));
  return (
    <>
      <TicketsNav />
      <QueryState query={payment} notFound={{ href: paths.summaryPayments, label: ja.titles.summaryPayments }}>
        {(data) => (
          <>
            <PaymentSummary payment={data} />
            <PaymentWorkspace key={data.id} cid={cid} payment={data} />
            <RefundHistory payment={data} />
          </>
        )}
      </QueryState>
    </>
  );
}
