import { Link } from 'wouter';
import { ticketsJa } from '@/messages/tickets';
import { paths } from '@/paths';

const d = ticketsJa.detail;

/** 「決済を見る」, named for a screen reader by what a person recognises (the buyer and the date, or the ticket's code), never the payment's internal id. */
export function PaymentLink({ paymentId, describedAs }: { paymentId: string; describedAs: string }) {
  return (
    <Link href={paths.ticketPayment(paymentId)} aria-label={d.paymentLinkOf(describedAs)}>
      {d.paymentLink}
    </Link>
  );
}
