import { useId } from 'react';
import type { CouponFacilityOption } from '@/api/coupons';
import { errorDetail } from '@/api/api-error';
import { couponMessages as m } from '@/messages/coupons';
import { ja } from '@/messages/ja';
import type { UseQueryResult } from '@tanstack/react-query';
import { Spinner } from '@/ui/spinner';

type Props = { options: UseQueryResult<CouponFacilityOption[]>; value: string[]; onChange: (ids: string[]) => void; onBlur: () => void };

/** Target facilities as a checkbox group; none checked means every facility (docs/coupons.md). */
export function CouponFacilityPicker({ options, value, onChange, onBlur }: Props) {
  const hintId = useId();
  const toggle = (id: string, checked: boolean) => onChange(checked ? [...value, id] : value.filter((one) => one !== id));
  const known = new Set((options.data ?? []).map((option) => option.id));
  const missing = value.filter((id) => options.data && !known.has(id));
  return (
    <fieldset className="field bare-fieldset coupon-facilities" aria-describedby={hintId}>
      <legend className="label">{m.fields.facilities}</legend>
      <span className="hint" id={hintId}>
        {m.fields.facilitiesHint}
      </span>
      {options.isError && options.data === undefined ? (
        <div className="notice notice-danger" role="alert">
          <p>
            {m.facilitiesLoadFailed}
            {errorDetail(options.error)}
          </p>
          <button type="button" className="button button-small button-secondary" onClick={() => void options.refetch()}>
            {ja.retry}
          </button>
        </div>
      ) : options.data === undefined ? (
        <Spinner />
      ) : options.data.length === 0 ? (
        <p className="hint">{m.facilitiesNone}</p>
      ) : (
        <ul className="plain-list coupon-facility-list">
          {[...options.data, ...missing.map((id) => ({ id, name: m.unknownFacility(id) }))].map((facility) => (
            <li key={facility.id} className="checkbox">
              <input
                type="checkbox"
                id={`${hintId}-${facility.id}`}
                checked={value.includes(facility.id)}
                onChange={(event) => toggle(facility.id, event.target.checked)}
                onBlur={onBlur}
              />
              <label htmlFor={`${hintId}-${facility.id}`}>{facility.name}</label>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
