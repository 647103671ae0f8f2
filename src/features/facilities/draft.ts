import { newActivityRules, type ActivityRules } from '@machines/activity-requirements/requirement-rules';
import type { Activity, ActivityStatus, AgreementSettings, Facility, FacilityFields, NewFacility, Tag } from '@/api/facilities';
import { formatPostalCode, isPostalCode, normalizeTel } from '@/lib/field-formats';
import { toHalfWidth } from '@/lib/text';
import type { UploadedImage } from '@/ui/upload';
import { uniqueTags } from './options';
import { defaultAgreementSettings } from '@/api/facility-input';

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
 * The new-facility draft (docs/product.md "Records and their fields"; also the shape of the detail page's basic-info form):
 * text inputs stay strings until save; files that cannot be stored (the agreement PDF) live beside it.
 */
export type FacilityDraft = Omit<FacilityFields, 'latitude' | 'longitude'> & {
  latitude: string;
  longitude: string;
  images: UploadedImage[];
  tags: Tag[];
  activities: DraftActivity[];
  needAgreement: boolean;
  /** What the agreement asks people to fill in; sent with the PDF (the PDF itself lives beside the draft). */
  agreement: AgreementSettings;
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
  agreement: defaultAgreementSettings(),
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

/** 7 digits, half- or full-width, with or without a hyphen or 〒; answers '123-4567' or null. */
export function normalizePostalCode(value: string): string | null {
  return isPostalCode(value) ? formatPostalCode(value) : null;
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
    tel: draft.tel.trim() === '' ? '' : normalizeTel(draft.tel),
    url: draft.url.trim(),
    catchphrase: draft.catchphrase,
    introduction: draft.introduction,
    caution: draft.caution,
    latitude: toNumber(draft.latitude),
    longitude: toNumber(draft.longitude),
    // The QR code id is trimmed on save (docs/product.md "Validation").
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
    // The agreement goes with a new facility only when needAgreement is on and a PDF exists.
    agreementPdf: draft.needAgreement && pdf ? pdf : null,
    agreementSettings: draft.agreement,
  };
}
