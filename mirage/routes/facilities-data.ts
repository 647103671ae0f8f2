import type { Activity, Agreement, FacilityResponse, FacilityStatus, Tag, WireAddress } from '@/api/facilities';
import { facilitiesMessages } from '@/messages/facilities';
import { table } from '../lib/db';
import { failure, isRecord } from '../lib/http';
import type { AppServer } from './define-routes';

/** One facility as Mirage stores it: plain fields, its tags, activities and agreement inline. */
export type FacilityRow = {
  id: string;
  corporationId: string;
  name: string;
  tel: string;
  url: string;
  catchphrase: string;
  introduction: string;
  caution: string;
  latitude: number | null;
  longitude: number | null;
  status: FacilityStatus;
  images: { id: string; url: string }[];
  confirmedAt: string | null;
  confirmationReason: string | null;
  checkInUrl: string | null;
  qrCodeId: string | null;
  memoForCheckIn: string;
  address: WireAddress;
  deliveryAddress: WireAddress | null;
  tags: Tag[];
  activities: Activity[];
  agreement: Agreement | null;
  createdAt: string;
};

export const facilityTable = (server: AppServer) => table<FacilityRow>(server.db, 'facilities');

export const checkInUrlFor = (id: string) => `https://checkin.petpass.example.jp/facilities/${id}`;

export function toFacilityResponse(row: FacilityRow, corporationName: string): FacilityResponse {
  return {
    facility: {
      id: row.id,
      name: row.name,
      tel: row.tel,
      url: row.url,
      catchphrase: row.catchphrase,
      introduction: row.introduction,
      caution: row.caution,
      latitude: row.latitude,
      longitude: row.longitude,
      status: row.status,
      imageUrls: row.images.map((image) => image.url),
      imageIds: row.images.map((image) => image.id),
      confirmedAt: row.confirmedAt,
      confirmationReason: row.confirmationReason,
      checkInUrl: row.checkInUrl,
      qrCodeId: row.qrCodeId,
      memoForCheckIn: row.memoForCheckIn,
    },
    corporation: { id: row.corporationId, name: corporationName },
    address: row.address,
    deliveryAddress: row.deliveryAddress,
    tags: row.tags,
    activities: row.activities,
  };
}

const v = facilitiesMessages.validation;
const invalid = (message: string) => failure(422, message);

const text = (value: unknown) => (typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value));
const length = (value: string) => [...value].length;

function numberOrNull(value: unknown, message: string, min: number, max: number): number | null {
  if (value === null || value === undefined || value === '') return null;
  const number = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(number) || number < min || number > max) throw invalid(message);
  return number;
}

function postalCode(value: unknown): string {
  const raw = text(value).trim();
  if (raw === '') return '';
  if (!/^\d{3}-?\d{4}$/.test(raw)) throw invalid(v.postalCodeInvalid);
  return `${raw.replace('-', '').slice(0, 3)}-${raw.replace('-', '').slice(3)}`;
}

const isTrue = (value: unknown) => value === true || value === 'true';

/** The editable fields of a create (JSON) or an update (multipart strings), validated as SPEC §5/§9 say. */
export function facilityFields(read: (name: string) => unknown) {
  const name = text(read('name')).trim();
  if (name === '') throw invalid(v.nameRequired);
  if (length(name) > 100) throw invalid(v.nameTooLong);
  const catchphrase = text(read('catchphrase'));
  if (length(catchphrase) > 200) throw invalid(v.catchphraseTooLong);
  const introduction = text(read('introduction'));
  if (length(introduction) > 8000) throw invalid(v.introductionTooLong);
  const caution = text(read('caution'));
  if (length(caution) > 8000) throw invalid(v.cautionTooLong);
  const memoForCheckIn = text(read('memoForCheckIn'));
  if (length(memoForCheckIn) > 255) throw invalid(v.memoTooLong);
  const url = text(read('url')).trim();
  if (url !== '' && !/^https?:\/\/[^\s]+$/i.test(url)) throw invalid(v.urlInvalid);
  const tel = text(read('tel')).trim();
  if (tel !== '' && !/^[0-9+\-() ]+$/.test(tel)) throw invalid(v.telInvalid);
  const sameDelivery = isTrue(read('isSameDeliveryAddress'));
  const qrCodeId = text(read('qrCodeId')).trim();
  return {
    name,
    tel,
    url,
    catchphrase,
    introduction,
    caution,
    memoForCheckIn,
    qrCodeId: qrCodeId === '' ? null : qrCodeId,
    latitude: numberOrNull(read('latitude'), v.latitudeInvalid, -90, 90),
    longitude: numberOrNull(read('longitude'), v.longitudeInvalid, -180, 180),
    address: { postalCode: postalCode(read('postalCode')), prefecture: text(read('prefecture')), address: text(read('address')) },
    deliveryAddress: sameDelivery
      ? null
      : {
          postalCode: postalCode(read('deliveryPostalCode')),
          prefecture: text(read('deliveryPrefecture')),
          address: text(read('deliveryAddress')),
          addressee: text(read('addressee')),
        },
  };
}

export function parseTags(value: unknown): Tag[] {
  if (!Array.isArray(value)) throw failure(400, v.statusInvalid);
  const seen = new Set<string>();
  const tags: Tag[] = [];
  for (const item of value) {
    if (!isRecord(item) || typeof item.displayName !== 'string') continue;
    const displayName = item.displayName.trim();
    if (!displayName || seen.has(displayName)) continue;
    seen.add(displayName);
    tags.push(typeof item.type === 'string' ? { displayName, type: item.type } : { displayName });
  }
  return tags;
}

const numberKeys = ['maxRabiesInterval', 'maxVaccineInterval', 'minVaccineKinds', 'maxAntibodyInterval', 'minAgeMonths'] as const;
const boolKeys = [
  'canEnterSmall', 'canEnterMedium', 'canEnterLarge', 'isNeedRabies', 'isRabiesTagAlt', 'isNeedVaccine', 'isAntibodyAltToVaccine', 'isMinAgeMonths',
] as const;

/** One activity of a create or an activities/update body; `id` is kept for stored ones, made for new ones. */
export function parseActivity(value: unknown, makeId: () => string): Activity {
  if (!isRecord(value) || !isRecord(value.activityProps) || !isRecord(value.requirementProps)) throw failure(400, v.activityNameRequired);
  const props = value.activityProps;
  const displayName = text(props.displayName).trim();
  if (displayName === '') throw invalid(v.activityNameRequired);
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

/** A multipart field that holds JSON. */
export function jsonField(form: FormData, name: string): unknown {
  const raw = form.get(name);
  if (typeof raw !== 'string' || raw === '') return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    throw failure(400, `${name} の形式が正しくありません。`);
  }
}

/** FormData bodies reach Mirage handlers as the FormData itself (TOOLCHAIN pitfall 4). */
export function formBody(body: unknown): FormData {
  if (body && typeof (body as FormData).get === 'function') return body as FormData;
  throw failure(400, 'multipart/form-data で送信してください。');
}
