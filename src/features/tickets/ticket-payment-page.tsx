import { useParams } from 'wouter';
import { getTicketPayment } from '@/api/ticket-payments';
import { useCorporationId } from '@/session/session-context';
import { DataState } from '@/ui/data-state';
import { useResource } from '@/ui/use-resource';
import { PaymentSummary, RefundHistory } from './payment-summary';
import { PaymentWorkspace } from './payment-workspace';
import { TicketsNav } from './tickets-nav';
import './tickets.css';

export default function TicketPaymentPage() {
  const cid = useCorporationId();
  const { paymentId = '' } = useParams<{ paymentId: string }>();
  const payment = useResource(`ticket-payment:${cid}:${paymentId}`, () => getTicketPayment(cid, paymentId));
  return (
    <>
      <TicketsNav />
      <DataState resource={payment}>
        {(data) => (
          <>
            <PaymentSummary payment={data} />
            <PaymentWorkspace key={data.id} cid={cid} payment={data} reload={payment.reload} />
            <RefundHistory payment={data} />
          </>
        )}
      </DataState>
    </>
  );
}
