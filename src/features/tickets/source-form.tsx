import { useEffect, useMemo, useState } from 'react';
import { useStore } from '@tanstack/react-form';
import { useLocation } from 'wouter';
import type { FacilityRef, TicketSource, TicketSourceInput } from '@/api/ticket-sources';
import { formatYen, parseYen, taxIncluded } from '@/lib/money';
import { ticketsJa } from '@/messages/tickets';
import { paths } from '@/paths';
import { useAppForm } from '@/ui/form/form-kit';
import { withLoading } from '@/ui/loading/with-loading';
import { useUnsavedChanges } from '@/ui/navigation-guard';
import { isBefore, sourceFormSchema, valuesToInput, type SourceFormValues } from './source-form-values';
import { failureMessage } from '@/ui/failure-notice';

const f = ticketsJa.fields;
const m = ticketsJa.form;

type Props = {
  initial: SourceFormValues;
  facilities: FacilityRef[];
  soldCount?: number;
  submitLabel: string;
  successMessage: string;
  save: (input: TicketSourceInput) => Promise<TicketSource>;
};

/** New and edit share this form: validated while typing, nothing lost when the save fails. */
export function SourceForm({ initial, facilities, soldCount = 0, submitLabel, successMessage, save }: Props) {
  const [, navigate] = useLocation();
  const [savedId, setSavedId] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const schema = useMemo(() => sourceFormSchema(soldCount), [soldCount]);
  const form = useAppForm({
    defaultValues: initial,
    validators: { onChange: schema },
    onSubmit: async ({ value }) => {
      setServerError(null);
      try {
        const source = await withLoading(() => save(valuesToInput(value)), { success: successMessage });
        setSavedId(source.id);
      } catch (error) {
        setServerError(failureMessage(error));
      }
    },
  });
  const dirty = useStore(form.store, (state) => state.isDirty);
  useUnsavedChanges(dirty && savedId === null);
  // Leave only after the guard above has been released (effects clean up before new ones run).
  useEffect(() => {
    if (savedId) navigate(paths.ticketSource(savedId));
  }, [savedId, navigate]);

  const facilityOptions = facilities.map((facility) => ({ value: facility.id, label: facility.name }));
  return (
    <form
      className="card tickets-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void form.handleSubmit();
      }}
    >
      {serverError ? (
        <p className="notice notice-danger" role="alert">
          {serverError}
        </p>
      ) : null}
      <form.AppField name="name">{(field) => <field.TextField label={f.name} required maxLength={100} />}</form.AppField>
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
      <div className="tickets-inline">
        <div>
          <form.AppField name="price">
            {(field) => <field.TextField label={f.price} required inputMode="numeric" hint={m.priceHint} />}
          </form.AppField>
          <form.Subscribe selector={(state) => state.values.price}>
            {(price) => {
              const yen = parseYen(price);
              return (
                <p className="tickets-live-price" aria-live="polite" data-testid="tax-included-price">
                  {m.taxIncludedLive(yen !== undefined && yen >= 0 ? formatYen(taxIncluded(yen)) : '~')}
                </p>
              );
            }}
          </form.Subscribe>
        </div>
        <form.AppField name="quantity">{(field) => <field.TextField label={f.quantity} required inputMode="numeric" />}</form.AppField>
      </div>
      <div className="tickets-inline">
        <form.AppField name="saleStartAt">
          {(field) => <field.TextField label={f.saleStartAt} required type="datetime-local" />}
        </form.AppField>
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
      <div className="tickets-inline">
        <form.AppField name="validDays">
          {(field) => <field.TextField label={`${f.validDays}（${m.validDaysUnit}）`} required inputMode="numeric" />}
        </form.AppField>
        <form.AppField name="saleStatus">
          {(field) => (
            <field.SelectField
              label={f.saleStatus}
              required
              options={[
                { value: 'sale', label: ticketsJa.saleStatus.sale },
                { value: 'closed', label: ticketsJa.saleStatus.closed },
              ]}
            />
          )}
        </form.AppField>
      </div>
      <form.AppField name="description">{(field) => <field.TextAreaField label={f.description} maxLength={2000} />}</form.AppField>
      <form.AppForm>
        <form.FormErrors />
        <p className="actions">
          <form.SubmitButton label={submitLabel} />
        </p>
      </form.AppForm>
    </form>
  );
}
