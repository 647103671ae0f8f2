import type { Db } from 'miragejs/db';
import type { Activity, Agreement, FacilityResponse, Tag, WireAddress, WireFacility } from '@/api/facilities';
import { activityNameRule, FacilityTextInput, facilityTextFields, problemOf, TagsInput } from '@/api/facility-input';
import { formatPostalCode, normalizeTel } from '@/lib/field-formats';
import { toHalfWidth } from '@/lib/text';
import { facilitiesMessages } from '@/messages/facilities';
import { pick, table } from '../lib/db';
import { failure, isRecord } from '../lib/http';
import type { AppServer } from './define-routes';

/** One facility as Mirage stores it: plain fields, its tags, activities and agreement inline. */
export type FacilityRow = Omit<WireFacility, 'imageUrls' | 'imageIds' | 'confirmationReason'> & {
  corporationId: string;
  images: { id: string; url: string }[];
  confirmationReason: string | null;
  address: WireAddress;
  deliveryAddress: WireAddress | null;
  tags: Tag[];
  activities: Activity[];
  agreement: Agreement | null;
  createdAt: string;
};

export const facilityTable = (server: AppServer) => table<FacilityRow>(server.db, 'facilities');

/** The corporation's stored facilities that `keep` passes (a scan: never mutate them). */
export const facilitiesOf = (db: Db, corporationId: string, keep: (row: FacilityRow) => boolean = () => true) =>
  table<FacilityRow>(db, 'facilities').scan((row) => row.corporationId === corporationId && keep(row));

export const checkInUrlFor = (id: string) => `https://checkin.petpass.example.jp/facilities/${id}`;

export function toFacilityResponse(row: FacilityRow, corporationName: string): FacilityResponse {
  return {
    facility: {
      ...pick(row, ['id', 'name', 'tel', 'url', 'catchphrase', 'introduction', 'caution', 'latitude', 'longitude', 'status']),
      imageUrls: row.images.map((image) => image.url),
      imageIds: row.images.map((image) => image.id),
      ...pick(row, ['confirmedAt', 'confirmationReason', 'checkInUrl', 'qrCodeId', 'memoForCheckIn']),
    },
    corporation: { id: row.corporationId, name: corporationName },
    ...pick(row, ['address', 'deliveryAddress', 'tags', 'activities']),
  };
}

const v = facilitiesMessages.validation;

const text = (value: unknown) => (typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value));

/** A 422 with the rule's Japanese message when the value breaks it (the same types as the forms). */
export function requireValid(rule: (value: never) => unknown, value: unknown): void {
  const problem = problemOf(rule, value);
  if (problem) throw failure(422, problem);
}

const numberOrNull = (value: string): number | null => (value.trim() === '' ? null : Number(toHalfWidth(value).trim()));
const postalCode = (value: string): string => (value.trim() === '' ? '' : formatPostalCode(value.trim()));
const isTrue = (value: unknown) => value === true || value === 'true';
const deliveryFields = ['deliveryPostalCode', 'deliveryPrefecture', 'deliveryAddress', 'addressee'] as const;

/** The editable fields of a create (JSON) or an update (multipart), checked with the forms' types of src/api/facility-input.ts. */
export function facilityFields(read: (name: string) => unknown) {
  const sameDelivery = isTrue(read('isSameDeliveryAddress'));
  const texts = Object.fromEntries(facilityTextFields.map((name) => [name, text(read(name))])) as Record<(typeof facilityTextFields)[number], string>;
  // A delivery address that is "the same as the address" is not sent on: nothing of it is checked or kept.
  if (sameDelivery) for (const name of deliveryFields) texts[name] = '';
  requireValid(FacilityTextInput, texts);
  const qrCodeId = texts.qrCodeId.trim();
  return {
    name: texts.name.trim(),
    tel: texts.tel.trim() === '' ? '' : normalizeTel(texts.tel),
    url: texts.url.trim(),
    catchphrase: texts.catchphrase,
    introduction: texts.introduction,
    caution: texts.caution,
    memoForCheckIn: texts.memoForCheckIn,
    qrCodeId: qrCodeId === '' ? null : qrCodeId,
    latitude: numberOrNull(texts.latitude),
    longitude: numberOrNull(texts.longitude),
    address: { postalCode: postalCode(texts.postalCode), prefecture: texts.prefecture, address: texts.address.trim() },
    deliveryAddress: sameDelivery
      ? null
      : {
          postalCode: postalCode(texts.deliveryPostalCode),
          prefecture: texts.deliveryPrefecture,
          address: texts.deliveryAddress.trim(),
          addressee: texts.addressee.trim(),
        },
  };
}

/** Facility or activity tags: each name within its bound and plain (422 otherwise), unique by displayName. */
export function parseTags(value: unknown): Tag[] {
  if (!Array.isArray(value)) throw failure(400, v.statusInvalid);
  const tags = value
    .filter((item): item is Record<string, unknown> => isRecord(item) && typeof item.displayName === 'string' && item.displayName.trim() !== '')
    .map((item): Tag => ({ displayName: (item.displayName as string).trim(), ...(typeof item.type === 'string' ? { type: item.type } : {}) }));
  requireValid(TagsInput, tags);
  const seen = new Set<string>();
  return tags.filter((tag) => !seen.has(tag.displayName) && Boolean(seen.add(tag.displayName)));
}

const numberKeys = ['maxRabiesInterval', 'maxVaccineInterval', 'minVaccineKinds', 'maxAntibodyInterval', 'minAgeMonths'] as const;
const boolKeys = [
  'canEnterSmall',
  'canEnterMedium',
  'canEnterLarge',
  'isNeedRabies',
  'isRabiesTagAlt',
  'isNeedVaccine',
  'isAntibodyAltToVaccine',
  'isMinAgeMonths',
] as const;

/** One activity of a create or an activities/update body; `id` is kept for stored ones, made for new ones. */
export function parseActivity(value: unknown, makeId: () => string): Activity {
  if (!isRecord(value) || !isRecord(value.activityProps) || !isRecord(value.requirementProps)) throw failure(400, v.activityNameRequired);
  const props = value.activityProps;
  const displayName = text(props.displayName).trim();
  requireValid(activityNameRule, displayName);
  const level = props.restrictionLevel;
  const requirement = value.requirementProps;
  const requirementProps = Object.fromEntries([
    ...boolKeys.map((key) => [key, requirement[key] === true]),
    ...numberKeys.map((key) => [key, typeof requirement[key] === 'number' ? requirement[key] : null]),
  ]) as Activity['requirementProps'];
  const isNew = value.syncStatus === 'new' || typeof value.id !== 'string';
  return {
    id: isNew ? makeId() : (value.id as string),
    syncStatus: 'synced',
    status: value.status === 'disabled' ? 'disabled' : 'enabled',
    activityProps: {
      displayName,
      restrictionLevel: level === 0 || level === 1 || level === 2 || level === 3 || level === 4 ? level : null,
      isIndoor: props.isIndoor === true,
      isPetFriendly: props.isPetFriendly === true,
    },
    requirementProps,
    activityTags: Array.isArray(value.activityTags) ? parseTags(value.activityTags) : [],
  };
}
