import { type } from 'arktype';
import { newActivityRules, type ActivityRules } from '@machines/activity-requirements/requirement-rules';
import type { Activity, ActivityStatus, Facility, FacilityFields, NewFacility, Tag } from '@/api/facilities';
import { isHttpUrl } from '@/lib/safe-url';
import { toHalfWidth } from '@/lib/text';
import { facilitiesMessages as m } from '@/messages/facilities';
import type { UploadedImage } from '@/ui/upload';
import { uniqueTags } from './options';

/** One activity while it is edited: its rules (machines/activity-requirements) plus what the API adds. */
export type DraftActivity = {
  key: string;
  id: string | null;
  syncStatus: 'new' | 'synced';
  status: ActivityStatus;
  rules: ActivityRules;
  activityTags: string[];
};

/**
 * The new-facility draft of SPEC §3 (also the shape of the detail page's basic-info form):
 * text inputs stay strings until save; files that cannot be stored (the agreement PDF) live beside it.
 */
export type FacilityDraft = Omit<FacilityFields, 'latitude' | 'longitude'> & {
  latitude: string;
  longitude: string;
  images: UploadedImage[];
  tags: Tag[];
  activities: DraftActivity[];
  needAgreement: boolean;
};

export const emptyDraft = (): FacilityDraft => ({
  postalCode: '',
  prefecture: '',
  address: '',
  isSameDeliveryAddress: true,
  deliveryPostalCode: '',
  deliveryPrefecture: '',
  deliveryAddress: '',
  addressee: '',
  name: '',
  tel: '',
  url: '',
  catchphrase: '',
  introduction: '',
  caution: '',
  latitude: '',
  longitude: '',
  qrCodeId: '',
  memoForCheckIn: '',
  images: [],
  tags: [],
  activities: [],
  needAgreement: false,
});

let keySequence = 0;
export const newActivityKey = () => `new-${Date.now().toString(36)}-${(keySequence += 1)}`;

export const newDraftActivity = (): DraftActivity => ({
  key: newActivityKey(),
  id: null,
  syncStatus: 'new',
  status: 'enabled',
  rules: newActivityRules(),
  activityTags: [],
});

export const draftActivityFrom = (activity: Activity): DraftActivity => ({
  key: activity.id,
  id: activity.id,
  syncStatus: activity.syncStatus,
  status: activity.status,
  rules: { activityProps: { ...activity.activityProps }, requirementProps: { ...activity.requirementProps } } as ActivityRules,
  activityTags: activity.activityTags.map((tag) => tag.displayName),
});

/** The API activity of a draft one; new ones are marked syncStatus 'new' with their temporary key as id. */
export const activityInput = (activity: DraftActivity): Activity => ({
  id: activity.id ?? activity.key,
  syncStatus: activity.id ? activity.syncStatus : 'new',
  status: activity.status,
  activityProps: { ...activity.rules.activityProps, displayName: activity.rules.activityProps.displayName.trim() },
  requirementProps: activity.rules.requirementProps,
  activityTags: activity.activityTags.map((displayName) => ({ displayName })),
});

export function draftFromFacility(facility: Facility): FacilityDraft {
  return {
    ...emptyDraft(),
    postalCode: facility.postalCode,
    prefecture: facility.prefecture,
    address: facility.address,
    isSameDeliveryAddress: facility.isSameDeliveryAddress,
    deliveryPostalCode: facility.deliveryPostalCode,
    deliveryPrefecture: facility.deliveryPrefecture,
    deliveryAddress: facility.deliveryAddress,
    addressee: facility.addressee,
    name: facility.name,
    tel: facility.tel,
    url: facility.url,
    catchphrase: facility.catchphrase,
    introduction: facility.introduction,
    caution: facility.caution,
    latitude: facility.latitude === null ? '' : String(facility.latitude),
    longitude: facility.longitude === null ? '' : String(facility.longitude),
    qrCodeId: facility.qrCodeId ?? '',
    memoForCheckIn: facility.memoForCheckIn,
    images: facility.imageIds.map((id, index) => {
      const url = facility.imageUrls[index] ?? '';
      return { id, url, thumbnailUrl: url, originalFileUrl: url };
    }),
  };
}

/** 7 digits, half- or full-width, with or without a hyphen; answers '123-4567' or null. */
export function normalizePostalCode(value: string): string | null {
  const digits = toHalfWidth(value).replace(/[\s\-‐‑–—―−ーｰ]/g, '');
  return /^\d{7}$/.test(digits) ? `${digits.slice(0, 3)}-${digits.slice(3)}` : null;
}

const toNumber = (value: string): number | null => {
  const text = toHalfWidth(value).trim();
  return text === '' ? null : Number(text);
};

export function facilityFieldsOf(draft: FacilityDraft): FacilityFields {
  const postal = (value: string) => (value.trim() === '' ? '' : (normalizePostalCode(value) ?? value.trim()));
  return {
    postalCode: postal(draft.postalCode),
    prefecture: draft.prefecture,
    address: draft.address.trim(),
    isSameDeliveryAddress: draft.isSameDeliveryAddress,
    deliveryPostalCode: draft.isSameDeliveryAddress ? '' : postal(draft.deliveryPostalCode),
    deliveryPrefecture: draft.isSameDeliveryAddress ? '' : draft.deliveryPrefecture,
    deliveryAddress: draft.isSameDeliveryAddress ? '' : draft.deliveryAddress.trim(),
    addressee: draft.isSameDeliveryAddress ? '' : draft.addressee.trim(),
    name: draft.name.trim(),
    tel: toHalfWidth(draft.tel).trim(),
    url: draft.url.trim(),
    catchphrase: draft.catchphrase,
    introduction: draft.introduction,
    caution: draft.caution,
    latitude: toNumber(draft.latitude),
    longitude: toNumber(draft.longitude),
    // SPEC §5: the QR code id is trimmed on save.
    qrCodeId: draft.qrCodeId.trim(),
    memoForCheckIn: draft.memoForCheckIn,
  };
}

export function newFacilityOf(draft: FacilityDraft, corporationId: string, pdf: File | null): NewFacility {
  return {
    corporationId,
    facility: { ...facilityFieldsOf(draft), imageIds: draft.images.map((image) => image.id) },
    tags: uniqueTags(draft.tags),
    activities: draft.activities.map((activity) => {
      const { id: _id, syncStatus: _sync, ...rest } = activityInput(activity);
      return rest;
    }),
    // SPEC §5: the agreement goes with a new facility only when needAgreement is on and a PDF exists.
    agreementPdf: draft.needAgreement && pdf ? pdf : null,
  };
}

const v = m.validation;
const rule = <T>(base: type.Any<T>, check: (value: T) => boolean, message: string) =>
  base.narrow((value, ctx) => check(value as T) || ctx.reject({ message }));
const maxChars = (max: number, message: string) => rule(type('string'), (value) => [...value].length <= max, message);
const optionalPostal = rule(type('string'), (value) => value.trim() === '' || normalizePostalCode(value) !== null, v.postalCodeInvalid);
const coordinate = (limit: number, message: string) =>
  rule(type('string'), (value) => {
    const number = toNumber(value);
    return number === null || (Number.isFinite(number) && Math.abs(number) <= limit);
  }, message);

/** Field rules with Japanese messages (SPEC §5, §9); the server checks the same (mirage/routes/facilities-data.ts). */
export const draftSchema = type({
  name: rule(type('string'), (value) => value.trim() !== '', v.nameRequired).narrow(
    (value, ctx) => [...value.trim()].length <= 100 || ctx.reject({ message: v.nameTooLong }),
  ),
  postalCode: optionalPostal,
  deliveryPostalCode: optionalPostal,
  url: rule(type('string'), (value) => value.trim() === '' || (/^https?:\/\//i.test(value.trim()) && isHttpUrl(value.trim())), v.urlInvalid),
  tel: rule(type('string'), (value) => /^[0-9+\-() ]*$/.test(toHalfWidth(value).trim()), v.telInvalid),
  catchphrase: maxChars(200, v.catchphraseTooLong),
  introduction: maxChars(8000, v.introductionTooLong),
  caution: maxChars(8000, v.cautionTooLong),
  memoForCheckIn: maxChars(255, v.memoTooLong),
  latitude: coordinate(90, v.latitudeInvalid),
  longitude: coordinate(180, v.longitudeInvalid),
});

/** Activities need a name; the editor shows the message beside the activity. */
export const activitiesValid = (activities: readonly DraftActivity[]) =>
  activities.every((activity) => activity.rules.activityProps.displayName.trim() !== '');

/** The draft survives a reload and a 401 sign-out: kept per corporation until it is saved. */
const draftKey = (corporationId: string) => `petpass.facilityDraft.${corporationId}`;

export const draftStore = {
  load(corporationId: string): FacilityDraft | null {
    try {
      const raw = localStorage.getItem(draftKey(corporationId));
      if (!raw) return null;
      const parsed = JSON.parse(raw) as Partial<FacilityDraft>;
      return { ...emptyDraft(), ...parsed };
    } catch {
      return null;
    }
  },
  save(corporationId: string, draft: FacilityDraft) {
    try {
      localStorage.setItem(draftKey(corporationId), JSON.stringify(draft));
    } catch {
      // Storage full or unavailable: the form still works, only the reload safety net is lost.
    }
  },
  clear(corporationId: string) {
    localStorage.removeItem(draftKey(corporationId));
  },
};
