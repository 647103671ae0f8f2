import type { TicketStatus } from '@/api/ticket-sources';
import { ticketsJa } from '@/messages/tickets';
import { FieldShell } from '@/ui/form/field-shell';

const p = ticketsJa.payment;

type Props = {
  /** What every selected ticket may become (machines/refund/status-rules.ts); empty without a selection. */
  choices: readonly TicketStatus[];
  hasSelection: boolean;
  value: TicketStatus | null;
  disabled: boolean;
  canReview: boolean;
  onChoose: (status: TicketStatus | null) => void;
  onReview: () => void;
};

/** Status change: the menu offers only the statuses the selected tickets can take. */
export function StatusPanel({ choices, hasSelection, value, disabled, canReview, onChoose, onReview }: Props) {
  const placeholder = !hasSelection ? p.statusChooseFirst : choices.length === 0 ? p.statusNoneAllowed : p.statusPlaceholder;
  return (
    <section className="card" aria-labelledby="status-heading">
      <h2 id="status-heading">{p.statusSection}</h2>
      <FieldShell id="new-status" label={p.newStatus} hint={p.statusRules} errors={[]}>
        <select
          id="new-status"
          aria-describedby="new-status-hint"
          value={value ?? ''}
          disabled={disabled || choices.length === 0}
          onChange={(event) => onChoose((event.target.value || null) as TicketStatus | null)}
        >
          <option value="">{placeholder}</option>
          {choices.map((status) => (
            <option key={status} value={status}>
              {ticketsJa.ticketStatus[status]}
            </option>
          ))}
        </select>
      </FieldShell>
      <p className="actions">
        <button type="button" className="button" disabled={!canReview} onClick={onReview}>
          {p.statusReview}
        </button>
      </p>
    </section>
  );
}
