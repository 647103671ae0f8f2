import type { FacilityRef, TicketSource, TicketSourceInput } from '@/api/ticket-sources';
import { saleStatuses, TICKET_SOURCE_DESCRIPTION_MAX, TICKET_SOURCE_NAME_MAX } from '@/api/ticket-values';
import { formatYen, NO_AMOUNT, parseYen, taxIncluded } from '@/lib/money';
import { ticketsJa } from '@/messages/tickets';
import { paths } from '@/paths';
import { submitProps, useAppForm } from '@/ui/form/form-kit';
import { useFormDraft } from '@/ui/form/use-draft';
import { isBefore, quantityBelowSold, sourceFormSchema, valuesToInput, type SourceFormValues } from './source-form-values';

const f = ticketsJa.fields;
const m = ticketsJa.form;
const saleStatusOptions = saleStatuses.map((value) => ({ value, label: ticketsJa.saleStatus[value] }));

type Props = {
  initial: SourceFormValues;
  facilities: FacilityRef[];
  /** On an edit: the source as loaded, so fields the user did not touch are sent unchanged. */
  source?: TicketSource;
  submitLabel: string;
  /** The save mutation (useAppMutation): it shows the spinner and the one success or failure toast. */
  save: (input: TicketSourceInput) => Promise<TicketSource>;
};

/** New and edit share this form: validated while typing, nothing lost when the save fails. */
export function SourceForm({ initial, facilities, source, submitLabel, save }: Props) {
  const soldCount = source?.soldCount ?? 0;
  const form = useAppForm({
    defaultValues: initial,
    validators: { onChange: sourceFormSchema },
    onSubmit: async ({ value }) => {
      const saved = await save(valuesToInput(value, source ? { initial, source } : undefined));
      draft.done(paths.ticketSource(saved.id));
    },
  });
  const draft = useFormDraft(form, ['ticketSource', source?.id ?? 'new'], { changedAt: source?.updatedAt });

  const facilityOptions = facilities.map((facility) => ({ value: facility.id, label: facility.name }));
  return (
    <form className="card tickets-form" {...submitProps(form)}>
      {draft.offer}
      <form.AppField name="name">{(field) => <field.TextField label={f.name} required maxLength={TICKET_SOURCE_NAME_MAX} />}</form.AppField>
      <form.AppField name="facilityId">
        {(field) => (
          <field.SelectField
            label={f.facility}
            required
            options={facilityOptions}
            placeholder={m.facilityPlaceholder}
            hint={facilityOptions.length === 0 ? m.noFacilities : undefined}
          />
        )}
      </form.AppField>
      <div className="form-row">
        <div>
          <form.AppField name="price">{(field) => <field.TextField label={f.price} required inputMode="numeric" hint={m.priceHint} />}</form.AppField>
          <form.Subscribe selector={(state) => state.values.price}>
            {(price) => {
              const yen = parseYen(price);
              return (
                <p className="tickets-live-price" aria-live="polite" data-testid="tax-included-price">
                  {m.taxIncludedLive(yen !== undefined && yen >= 0 ? formatYen(taxIncluded(yen)) : NO_AMOUNT)}
                </p>
              );
            }}
          </form.Subscribe>
        </div>
        <form.AppField name="quantity" validators={{ onChange: ({ value }) => quantityBelowSold(value, soldCount) }}>
          {(field) => <field.TextField label={f.quantity} required inputMode="numeric" />}
        </form.AppField>
      </div>
      <div className="form-row">
        <form.AppField name="saleStartAt">{(field) => <field.TextField label={f.saleStartAt} required type="datetime-local" />}</form.AppField>
        <form.AppField
          name="saleEndAt"
          validators={{
            onChangeListenTo: ['saleStartAt'],
            onChange: ({ value, fieldApi }) => (isBefore(fieldApi.form.getFieldValue('saleStartAt'), value) ? undefined : m.dateOrder),
          }}
        >
          {(field) => <field.TextField label={f.saleEndAt} required type="datetime-local" />}
        </form.AppField>
      </div>
      <div className="form-row">
        <form.AppField name="validDays">
          {(field) => <field.TextField label={`${f.validDays}（${m.validDaysUnit}）`} required inputMode="numeric" />}
        </form.AppField>
        <form.AppField name="saleStatus">{(field) => <field.SelectField label={f.saleStatus} required options={saleStatusOptions} />}</form.AppField>
      </div>
      <form.AppField name="description">{(field) => <field.TextAreaField label={f.description} maxLength={TICKET_SOURCE_DESCRIPTION_MAX} />}</form.AppField>
      <form.AppForm>
        <form.FormErrors />
        <p className="actions">
          <form.SubmitButton label={submitLabel} />
        </p>
      </form.AppForm>
    </form>
  );
}
