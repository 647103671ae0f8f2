import { type } from 'arktype';
import { toHalfWidth } from '@/lib/text';
import { isPrefecture } from '@/lib/prefectures';
import { facilitiesMessages } from '@/messages/facilities';
import { COORDINATE_LIMITS } from './coordinates';
import type { AgreementSettings } from './facilities';
import { httpUrlRule, plainTextRule, postalCodeRule, says, telRule, textRule } from './field-rules';

/**
 * The facility input types (docs/facilities.md): every text has a length bound and, where one applies, a format. The forms and the fake
 * server validate with the very same types, so what the form accepts the server stores, with the same message.
 */
export const FACILITY_LIMITS = {
  name: 100,
  tel: 20,
  url: 2000,
  catchphrase: 200,
  introduction: 8000,
  caution: 8000,
  memoForCheckIn: 255,
  postalCode: 10,
  address: 200,
  addressee: 100,
  qrCodeId: 64,
  coordinate: 20,
  /** A tag's name (free tags, option tags, training items): short and without invisible characters. */
  tagName: 30,
  tags: 50,
  activityName: 50,
  activities: 20,
  customField: 30,
  customFields: 10,
  confirmationReason: 255,
} as const;

const f = facilitiesMessages.fields;
const v = facilitiesMessages.validation;
const L = FACILITY_LIMITS;

const prefectureRule = (label: string) =>
  type('string').narrow((value, ctx) => value === '' || isPrefecture(value) || ctx.reject(says(v.prefectureInvalid(label))));

/** '' or a decimal number within ±limit (typed with an IME: full-width digits are fine). */
const coordinateRule = (label: string, limit: number, message: string) =>
  textRule({ label, max: L.coordinate }).narrow((value, ctx) => {
    const text = toHalfWidth(value).trim();
    if (text === '') return true;
    const number = Number(text);
    return (/^[+-]?\d+(\.\d+)?$/.test(text) && Math.abs(number) <= limit) || ctx.reject(says(message));
  });

/** One rule per text of a facility (the fields a create or an update sends). */
export const facilityRules = {
  name: textRule({ label: f.name, max: L.name, required: true }),
  tel: telRule({ label: f.tel, max: L.tel }),
  url: httpUrlRule({ label: f.url, max: L.url }),
  catchphrase: textRule({ label: f.catchphrase, max: L.catchphrase }),
  introduction: textRule({ label: f.introduction, max: L.introduction }),
  caution: textRule({ label: f.caution, max: L.caution }),
  memoForCheckIn: textRule({ label: f.memoForCheckIn, max: L.memoForCheckIn }),
  postalCode: postalCodeRule({ label: f.postalCode, max: L.postalCode }),
  prefecture: prefectureRule(f.prefecture),
  address: textRule({ label: f.address, max: L.address }),
  deliveryPostalCode: postalCodeRule({ label: f.deliveryPostalCode, max: L.postalCode }),
  deliveryPrefecture: prefectureRule(f.deliveryPrefecture),
  deliveryAddress: textRule({ label: f.deliveryAddress, max: L.address }),
  addressee: textRule({ label: f.addressee, max: L.addressee }),
  qrCodeId: plainTextRule({ label: f.qrCodeId, max: L.qrCodeId }),
  latitude: coordinateRule(f.latitude, COORDINATE_LIMITS.latitude, v.latitudeInvalid),
  longitude: coordinateRule(f.longitude, COORDINATE_LIMITS.longitude, v.longitudeInvalid),
};

export type FacilityTextField = keyof typeof facilityRules;
export const facilityTextFields = Object.keys(facilityRules) as FacilityTextField[];

/** The texts of a facility create or update, as typed (numbers as their text, '' for none). */
export const FacilityTextInput = type(facilityRules);
export type FacilityTextInput = typeof FacilityTextInput.infer;

/** A tag's name: free tags are typed by people, so they get the same bound and plain-text rule. */
export const tagNameRule = plainTextRule({ label: facilitiesMessages.tags.freeLabel, max: L.tagName, required: true });
export const TagInput = type({ displayName: tagNameRule, 'type?': 'string' });
export const TagsInput = TagInput.array().narrow((tags, ctx) => tags.length <= L.tags || ctx.reject(says(v.tooManyTags(L.tags))));

export const activityNameRule = textRule({ label: facilitiesMessages.activities.nameLabel, max: L.activityName, required: true });

export const customFieldRule = plainTextRule({ label: facilitiesMessages.agreement.customFieldLabel, max: L.customField, required: true });
export const CustomFieldsInput = customFieldRule
  .array()
  .narrow((names, ctx) => names.length <= L.customFields || ctx.reject(says(v.tooManyCustomFields(L.customFields))));

export const confirmationReasonRule = textRule({ label: facilitiesMessages.detail.reason, max: L.confirmationReason });

/** The first message of a failed check, or undefined when the value passes (for the fake server and plain checks). */
export function problemOf(rule: (value: never) => unknown, value: unknown): string | undefined {
  const out = (rule as (value: unknown) => unknown)(value);
  return out instanceof type.errors ? out[0]?.message : undefined;
}

/** What an agreement asks for when nothing says otherwise (the form's start and the server's fallback alike). */
export const defaultAgreementSettings = (): AgreementSettings => ({
  hasName: true,
  hasPhoneNumber: true,
  hasPostalCode: false,
  hasAddress: false,
  hasEmail: false,
  customFields: [],
});
