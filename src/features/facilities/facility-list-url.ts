import { CONFIRMATION_PARAM, facilityStatuses, isConfirmationFilter, type ConfirmationFilter, type FacilityStatus } from '@/lib/facility-confirmation';
import { paths } from '@/paths';

/** The list's state lives in its URL (`?status=&confirmation=&q=`): a reload, a shared link or a dashboard figure shows the same list; its loader reads it. */
export type FacilityListState = { status: FacilityStatus | undefined; confirmation: ConfirmationFilter | undefined; q: string };

const isStatus = (value: string | null): value is FacilityStatus => facilityStatuses.includes(value as FacilityStatus);

export function readFacilityListUrl(search: string): FacilityListState {
  const params = new URLSearchParams(search);
  const status = params.get('status');
  const confirmation = params.get(CONFIRMATION_PARAM);
  return {
    status: isStatus(status) ? status : undefined,
    confirmation: isConfirmationFilter(confirmation) ? confirmation : undefined,
    q: params.get('q') ?? '',
  };
}

/** The list's address with `changes` applied to `search` (an empty value drops its key). */
export function facilityListHref(search: string, changes: Partial<Record<'status' | 'confirmation' | 'q', string>>): string {
  const next = new URLSearchParams(search);
  for (const [key, value] of Object.entries(changes)) {
    if (value) next.set(key, value);
    else next.delete(key);
  }
  const text = next.toString();
  return text ? `${paths.facilities}?${text}` : paths.facilities;
}
