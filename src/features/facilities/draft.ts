import { newActivityRules, type ActivityRules } from '@machines/activity-requirements/requirement-rules';
import {
  facilityFieldNames,
  type Activity,
  type ActivityStatus,
  type AgreementSettings,
  type Facility,
  type FacilityFields,
  type NewFacility,
  type Tag,
} from '@/api/facilities';
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

/** The new-facility draft and the detail's basic-info form (docs/product.md "Records and their fields"): texts stay strings until save. */
export type FacilityDraft = Omit<FacilityFields, 'latitude' | 'longitude'> & {
  latitude: string;
  longitude: string;
  images: UploadedImage[];
  tags: Tag[];
  activities: DraftActivity[];
  needAgreement: boolean;
  /** What the agreement asks people to fill in, sent with the PDF; the PDF lives beside the draft, which cannot store files. */
  agreement: AgreementSettings;
};

export const emptyDraft = (): FacilityDraft => ({
  ...(Object.fromEntries(facilityFieldNames.map((name) => [name, ''])) as Record<(typeof facilityFieldNames)[number], string>),
  isSameDeliveryAddress: true,
  images: [],
  tags: [],
  activities: [],
  needAgreement: false,
  agreement: defaultAgreementSettings(),
});

let keySequence = 0;

export const newDraftActivity = (): DraftActivity => ({
  key: `new-${Date.now().toString(36)}-${(keySequence += 1)}`,
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
  const fields = Object.fromEntries(facilityFieldNames.map((name) => [name, facility[name]])) as FacilityFields;
  return {
    ...emptyDraft(),
    ...fields,
    latitude: fields.latitude === null ? '' : String(fields.latitude),
    longitude: fields.longitude === null ? '' : String(fields.longitude),
    qrCodeId: facility.qrCodeId ?? '',
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
