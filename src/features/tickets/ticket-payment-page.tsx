import { useQuery } from '@tanstack/react-query';
import { useParams } from 'wouter';
import { ticketPaymentQuery } from '@/api/ticket-payments';
import { useCorporationId } from '@/session/session-context';
import { ja } from '@/messages/ja';
import { paths } from '@/paths';
import { QueryState } from '@/ui/query-state';
import { PaymentSummary, RefundHistory } from './payment-summary';
import { PaymentWorkspace } from './payment-workspace';
import { TicketsNav } from './tickets-nav';
import './tickets.css';

/** /ticket-payments/{id}: what was bought, refunds and status changes, and the refund history. */
export default function TicketPaymentPage() {
  const cid = useCorporationId();
  const { paymentId = '' } = useParams<{ paymentId: string }>();
  // A refund or a status change writes the answered payment into this query: one copy of it.
  const payment = useQuery(ticketPaymentQuery(cid, paymentId));
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
