import type { TicketStatus } from '@/api/ticket-sources';
import { ticketsJa } from '@/messages/tickets';

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
      <div className="field">
        <label htmlFor="new-status">{p.newStatus}</label>
        <span className="hint" id="new-status-hint">
          {p.statusRules}
        </span>
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
      </div>
      <p className="actions">
        <button type="button" className="button" disabled={!canReview} onClick={onReview}>
          {p.statusReview}
        </button>
      </p>
    </section>
  );
}
