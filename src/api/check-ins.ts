import { type } from 'arktype';
import { ApiError } from './api-error';
import { request, requestBlob } from './client';
import { apiPath } from './operations';
import { checked, checkedItems, markedName, rawId, salvaged } from './validate';
import { text, textOrNull } from './wire';

/**
 * Check-in history (SPEC §3 "Check-in pet history", §7 "Check-in"). SPEC leaves the item
 * fields open; this is the contract the demo server and a real backend answer (docs/check-ins.md).
 * Times are ISO 8601 with the Tokyo offset; calendar dates are YYYY-MM-DD.
 */

export const petSizes = ['small', 'medium', 'large'] as const;
export type PetSize = (typeof petSizes)[number];

export const CheckInOwner = type({ nickname: text, 'prefecture?': textOrNull });
export type CheckInOwner = typeof CheckInOwner.infer;

export const CheckInPet = type({
  id: 'string',
  name: 'string',
  breed: text,
  size: "'small' | 'medium' | 'large'",
  'birthDate?': textOrNull,
  'photoUrl?': textOrNull,
});
export type CheckInPet = typeof CheckInPet.infer;

const Named = type({ id: 'string', name: 'string' });

/** One row of the list. The owner may be absent (a pet checked in without a linked owner). */
export const CheckInItem = type({
  id: 'string',
  checkedInAt: 'string',
  facility: Named,
  'activity?': Named.or('null'),
  pet: CheckInPet,
  'owner?': CheckInOwner.or('null'),
});
export type CheckInItem = typeof CheckInItem.infer;

/** What the pet's health record held at check-in: every date may be unknown (null). */
export const CheckInHealth = type({
  rabies: { vaccinatedOn: 'string | null', hasTag: 'boolean' },
  vaccine: { vaccinatedOn: 'string | null', kinds: 'number | null' },
  antibody: { testedOn: 'string | null' },
});
export type CheckInHealth = typeof CheckInHealth.infer;

/** The detail: the row, plus a `detail` object that nests the owner and the health record. */
export const CheckInDetail = CheckInItem.and({
  detail: CheckInHealth.and({ 'owner?': CheckInOwner.or('null'), 'memo?': textOrNull }),
});
export type CheckInDetail = typeof CheckInDetail.infer;

/** The server's paginate: `page` is zero-based, as sent. */
export const Paginate = type({ page: 'number.integer >= 0', limit: 'number.integer > 0', total: 'number.integer >= 0', totalPages: 'number.integer >= 0' });
export type Paginate = typeof Paginate.infer;

export const CheckInPage = type({ checkIns: CheckInItem.array(), paginate: Paginate });
export type CheckInPage = typeof CheckInPage.infer;
/** The page as first read: its rows are checked one by one (a malformed one is shown marked). */
const CheckInPageEnvelope = type({ checkIns: 'unknown[]', paginate: Paginate });

function malformedCheckIn(raw: unknown, index: number): CheckInItem {
  const fallback: typeof CheckInItem.inferIn = {
    id: rawId(raw, index), checkedInAt: '', facility: { id: '', name: '' }, pet: { id: '', name: '', breed: '', size: 'medium' },
  };
  const item = salvaged(CheckInItem, raw, fallback);
  return { ...item, pet: { ...item.pet, name: markedName(item.pet.name, item.id) } };
}

export const FacilityCount = type({ facilityId: 'string', facilityName: 'string', today: 'number', thisMonth: 'number', thisYear: 'number', total: 'number' });
export type FacilityCount = typeof FacilityCount.infer;

export const MonthCount = type({ month: /^\d{4}-\d{2}$/, count: 'number' });
export type MonthCount = typeof MonthCount.infer;

/**
 * Totals for the whole corporation, or one facility when `facilityId` is given. `facilities`
 * always lists every facility with check-ins (the screens' facility filter options), and
 * `years` the years that have any (the CSV year choice), newest first.
 */
export const CheckInSummary = type({
  today: 'number',
  thisMonth: 'number',
  thisYear: 'number',
  total: 'number',
  monthly: MonthCount.array(),
  facilities: FacilityCount.array(),
  years: 'number[]',
});
export type CheckInSummary = typeof CheckInSummary.infer;

export type CheckInOrder = 'desc' | 'asc';

/** The list query as the screens hold it: `page` one-based (SPEC §9, DECISIONS §6). */
export type CheckInQuery = {
  page: number;
  limit: number;
  order: CheckInOrder;
  facility: string;
  owner: string;
  startDate?: string;
  endDate?: string;
};

/** The list as the screens show it: `page` converted back to one-based. */
export type CheckInList = { checkIns: CheckInItem[]; page: number; limit: number; total: number; totalPages: number };

const CheckInOne = type({ checkIn: CheckInDetail });
const SummaryOne = type({ summary: CheckInSummary });


export async function listCheckIns(cid: string, query: CheckInQuery): Promise<CheckInList> {
  // Built by hand: ofetch writes an empty value as a bare `facility`, which servers read as 'true'.
  const params = new URLSearchParams({
    page: String(Math.max(0, query.page - 1)),
    limit: String(query.limit),
    order: query.order,
    facility: query.facility,
    owner: query.owner,
  });
  if (query.startDate) params.set('startDate', query.startDate);
  if (query.endDate) params.set('endDate', query.endDate);
  const data = checked(CheckInPageEnvelope, await request(`${apiPath('listCheckIns', { corporationId: cid })}?${params.toString()}`), 'check-in-pets');
  const { page, limit, total, totalPages } = data.paginate;
  return { checkIns: checkedItems(CheckInItem, data.checkIns, 'check-in-pets', malformedCheckIn), page: page + 1, limit, total, totalPages };
}

export async function getCheckIn(cid: string, id: string): Promise<CheckInDetail> {
  const data = await request(apiPath('getCheckIn', { corporationId: cid, checkInId: id }));
  return checked(CheckInOne, data, 'check-in-pet').checkIn;
}

export async function getCheckInSummary(cid: string, facilityId?: string): Promise<CheckInSummary> {
  const query = facilityId ? { facilityId } : {};
  const data = await request(apiPath('getCheckInSummary', { corporationId: cid }), { query });
  return checked(SummaryOne, data, 'check-in-summary').summary;
}

/** The yearly CSV exactly as the server sent it, with the server's file name when it gives one. */
export async function downloadCheckInCsv(cid: string, year: number, facilityId?: string): Promise<{ blob: Blob; filename: string }> {
  const query: Record<string, string | number> = { year };
  if (facilityId) query.facilityId = facilityId;
  try {
    const { blob, filename } = await requestBlob(apiPath('downloadCheckInCsv', { corporationId: cid }), { query });
    return { blob, filename: filename ?? `check-in-history-${year}.csv` };
  } catch (error) {
    throw await withBlobDisplayMessage(error);
  }
}

/** A blob request's error body arrives as a Blob: read the server's displayMessage out of it. */
async function withBlobDisplayMessage(error: unknown): Promise<unknown> {
  if (!(error instanceof ApiError) || error.displayMessage || !(error.data instanceof Blob)) return error;
  try {
    const body: unknown = JSON.parse(await error.data.text());
    const displayMessage = body && typeof body === 'object' && 'displayMessage' in body && typeof body.displayMessage === 'string' ? body.displayMessage : undefined;
    return displayMessage ? new ApiError(error.status, error.message, { displayMessage, data: body, cause: error }) : error;
  } catch {
    return error;
  }
}
