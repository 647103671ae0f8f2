import { MIN_VACCINE_KINDS_OPTION_NUMBER } from '@machines/activity-requirements/requirement-rules';
import type { AppMutation } from './mutation';
import { requestBlob } from './client';
import { apiPath } from './api-path';
import { CHECK_IN_LIMIT_MAX } from './check-in-params';
import { checked, checkedItems, markedName, rawId, salvaged, stand } from './validate';
import { calendarDateOrNull, count, dateTime, id, text, textOrNull, wholeIn, yearMonth, lazySchema, type Infer, type InferIn, type } from './wire';

/** Check-in history (docs/check-ins.md): times are ISO 8601 with the Tokyo offset, calendar dates YYYY-MM-DD. */

export const CheckInOwner = lazySchema(() => type({ nickname: text, 'prefecture?': textOrNull }));
export type CheckInOwner = Infer<typeof CheckInOwner>;

export const CheckInPet = lazySchema(() =>
  type({ id, name: 'string', breed: text, size: "'small' | 'medium' | 'large'", 'birthDate?': calendarDateOrNull, 'photoUrl?': textOrNull }),
);
export type CheckInPet = Infer<typeof CheckInPet>;
export type PetSize = CheckInPet['size'];

const Named = lazySchema(() => type({ id, name: 'string' }));

/** One row of the list. The owner may be absent (a pet checked in without a linked owner). */
export const CheckInItem = lazySchema(() =>
  type({ id, checkedInAt: dateTime, facility: Named(), 'activity?': Named().or('null'), pet: CheckInPet(), 'owner?': CheckInOwner().or('null') }),
);
export type CheckInItem = Infer<typeof CheckInItem>;

/** What the pet's health record held at check-in: every date may be unknown (null). */
export const CheckInHealth = lazySchema(() =>
  type({
    rabies: { vaccinatedOn: calendarDateOrNull, hasTag: 'boolean' },
    /** kinds: how many diseases the combined vaccine covered, as the requirement counts them (1–11). */
    vaccine: { vaccinatedOn: calendarDateOrNull, kinds: wholeIn(1, MIN_VACCINE_KINDS_OPTION_NUMBER).or('null') },
    antibody: { testedOn: calendarDateOrNull },
  }),
);
export type CheckInHealth = Infer<typeof CheckInHealth>;

/** The detail: the row, plus a `detail` object that nests the owner and the health record. */
export const CheckInDetail = lazySchema(() =>
  CheckInItem().and({
    detail: CheckInHealth().and({ 'owner?': CheckInOwner().or('null'), 'memo?': textOrNull }),
  }),
);
export type CheckInDetail = Infer<typeof CheckInDetail>;

/** The server's paginate: `page` is zero-based, as sent. */
export const Paginate = lazySchema(() => type({ page: count, limit: wholeIn(1, CHECK_IN_LIMIT_MAX), total: count, totalPages: count }));
export type Paginate = Infer<typeof Paginate>;

export const CheckInPage = lazySchema(() => type({ checkIns: CheckInItem().array(), paginate: Paginate() }));
export type CheckInPage = Infer<typeof CheckInPage>;
/** The page as first read: its rows are checked one by one (a malformed one is shown marked). */
const CheckInPageEnvelope = lazySchema(() => type({ checkIns: 'unknown[]', paginate: Paginate() }));

function malformedCheckIn(raw: unknown, index: number): CheckInItem {
  const fallback: InferIn<typeof CheckInItem> = {
    id: rawId(raw, index),
    checkedInAt: stand.instant,
    facility: { id: stand.id, name: '' },
    pet: { id: stand.id, name: '', breed: '', size: 'medium' },
  };
  const item = salvaged(CheckInItem(), raw, fallback, 'listCheckIns');
  return { ...item, pet: { ...item.pet, name: markedName(item.pet.name, item.id) } };
}

export const FacilityCount = lazySchema(() => type({ facilityId: id, facilityName: 'string', today: count, thisMonth: count, thisYear: count, total: count }));
export type FacilityCount = Infer<typeof FacilityCount>;

export const MonthCount = lazySchema(() => type({ month: yearMonth, count }));
export type MonthCount = Infer<typeof MonthCount>;

/** Totals for the corporation, or one facility; `facilities` lists every facility with check-ins, `years` every year with any, newest first. */
export const CheckInSummary = lazySchema(() =>
  type({
    today: count,
    thisMonth: count,
    thisYear: count,
    total: count,
    monthly: MonthCount().array(),
    facilities: FacilityCount().array(),
    /** Four-digit years: each is sent back as the CSV call's `year`. */
    years: wholeIn(1000, 9999).array(),
  }),
);
export type CheckInSummary = Infer<typeof CheckInSummary>;

export type { CheckInOrder, CheckInQuery } from './reads';

/** The list as the screens show it: `page` converted back to one-based. */
export type CheckInList = { checkIns: CheckInItem[]; page: number; limit: number; total: number; totalPages: number };

const CheckInOne = lazySchema(() => type({ checkIn: CheckInDetail() }));
const SummaryOne = lazySchema(() => type({ summary: CheckInSummary() }));

/** The answers of the check-in reads (./reads.ts): the list's page back to one-based, a bad row salvaged. */
export function readCheckIns(data: unknown): CheckInList {
  const { paginate, checkIns } = checked(CheckInPageEnvelope(), data, 'listCheckIns');
  const { page, limit, total, totalPages } = paginate;
  return { checkIns: checkedItems(CheckInItem(), checkIns, 'listCheckIns', malformedCheckIn), page: page + 1, limit, total, totalPages };
}

export const readCheckIn = (data: unknown): CheckInDetail => checked(CheckInOne(), data, 'getCheckIn').checkIn;
export const readCheckInSummary = (data: unknown): CheckInSummary => checked(SummaryOne(), data, 'getCheckInSummary').summary;

/** The yearly CSV exactly as the server sent it, with the server's file name when it gives one. */
export async function downloadCheckInCsv(cid: string, year: number, facilityId?: string): Promise<{ blob: Blob; filename: string }> {
  const query: Record<string, string | number> = { year };
  if (facilityId) query.facilityId = facilityId;
  const { blob, filename } = await requestBlob(apiPath('downloadCheckInCsv', { corporationId: cid }), { query });
  return { blob, filename: filename ?? `check-in-history-${year}.csv` };
}

export const checkInMutations = {
  /** A user action with its spinner and toast, though it changes nothing on the server: nothing to invalidate. */
  downloadCsv: (cid: string): AppMutation<{ year: number; facilityId?: string }, { blob: Blob; filename: string }> => ({
    mutationFn: ({ year, facilityId }) => downloadCheckInCsv(cid, year, facilityId || undefined),
  }),
};
