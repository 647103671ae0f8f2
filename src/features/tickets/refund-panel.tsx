import type { RefundCheck, RefundRefusal } from '@machines/refund/refund-amount';
import { formatYen, NO_AMOUNT } from '@/lib/money';
import { ticketsJa } from '@/messages/tickets';
import { describedBy, FieldShell } from '@/ui/form/field-shell';

const p = ticketsJa.payment;

/** The percent as typed (full-width digits too): a number, or NaN for anything that is not one. */
export function parsePercent(text: string): number {
  const clean = text.normalize('NFKC').trim();
  return /^-?\d+(\.\d+)?$/.test(clean) ? Number(clean) : Number.NaN;
}

/** Why the review button is off, said next to it (the percent's own problem is said at the field). */
const refusalText: Partial<Record<RefundRefusal, string>> = { noTargets: p.chooseTickets, notRefundable: p.refundNotRefundable, zero: p.refundZero };

type Props = {
  percentText: string;
  check: RefundCheck;
  codes: ReadonlyMap<string, string>;
  disabled: boolean;
  canReview: boolean;
  onPercent: (text: string) => void;
  onReview: () => void;
};

/** Refund: percent, the exact amount per ticket and in total, and why a refund cannot be made. */
export function RefundPanel({ percentText, check, codes, disabled, canReview, onPercent, onReview }: Props) {
  const percentProblem = check.ok || check.reason !== 'invalidPercent' ? null : percentText.trim() === '' ? p.percentRequired : p.percentInvalid;
  const reason = !check.ok && check.reason !== 'invalidPercent' ? refusalText[check.reason] : undefined;
  const errors = percentProblem ? [percentProblem] : [];
  return (
    <section className="card" aria-labelledby="refund-heading">
      <h2 id="refund-heading">{p.refundSection}</h2>
      <FieldShell id="refund-percent" label={p.refundPercent} hint={p.refundPercentHint} errors={errors}>
        <input
          id="refund-percent"
          type="text"
          inputMode="numeric"
          aria-describedby={describedBy('refund-percent', { hint: true, errors })}
          aria-invalid={percentProblem ? 'true' : undefined}
          value={percentText}
          disabled={disabled}
          onChange={(event) => onPercent(event.target.value)}
        />
      </FieldShell>
      <p className="tickets-quote" aria-live="polite" data-testid="refund-total">
        {p.refundTotal} {check.ok ? formatYen(check.quote.total) : reason === undefined ? NO_AMOUNT : formatYen(0)}
      </p>
      {check.ok ? (
        <ul className="muted-text tickets-quote-lines" aria-label={p.refundLines}>
          {check.quote.lines.map((line) => (
            <li key={line.ticketId}>
              {codes.get(line.ticketId)}：{formatYen(line.amount)}
            </li>
          ))}
        </ul>
      ) : null}
      {reason ? (
        <p className={check.ok || check.reason === 'noTargets' ? 'hint' : 'notice notice-warning'} data-testid="refund-reason">
          {reason}
        </p>
      ) : null}
      <p className="actions">
        <button type="button" className="button button-danger" disabled={!canReview} onClick={onReview}>
          {p.refundReview}
        </button>
      </p>
    </section>
  );
}
