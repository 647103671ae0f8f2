import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { facilityStatuses } from '@/lib/facility-confirmation';
import {
  MAX_ANTIBODY_INTERVAL_OPTION_NUMBER,
  MAX_RABIES_INTERVAL_OPTION_NUMBER,
  MAX_VACCINE_INTERVAL_OPTION_NUMBER,
  MIN_AGE_MONTHS_OPTION_NUMBER,
  MIN_VACCINE_KINDS_OPTION_NUMBER,
} from '@machines/activity-requirements/requirement-rules';
import { request } from './client';
import { fetchQuizUnits, fetchTrainingInfoList, type QuizUnit, type TrainingInfo } from './constants';
import { savedRecord, type AppMutation } from './mutation';
import { apiPath } from './api-path';
import { facilityKeys } from './query-keys';
import { reads } from './reads';
import { checked, checkedItems, markedName, rawId, salvaged, stand } from './validate';
import { LatitudeOrNull, LongitudeOrNull } from './coordinates';
import { dateTimeOrNull, id, text, textOrNull, wholeIn, lazySchema, type Infer, type InferIn, type } from './wire';

/** The facilities contract (docs/facilities.md): the server's {facility, corporation, address, …} answer is flattened into `Facility` (toFacility). */

export { facilityStatuses } from '@/lib/facility-confirmation';
export const FacilityStatus = lazySchema(() => type.enumerated(...facilityStatuses));
export type FacilityStatus = Infer<typeof FacilityStatus>;

export const ActivityStatus = lazySchema(() => type("'enabled' | 'disabled'"));
export type ActivityStatus = Infer<typeof ActivityStatus>;

/** Restriction level: null unset, 0 free, 1 leash, 2 in arms, 3 carrier bag, 4 leash hook outside. */
export const ActivityPropsSchema = lazySchema(() =>
  type({ displayName: 'string', restrictionLevel: type.enumerated(0, 1, 2, 3, 4, null), isIndoor: 'boolean', isPetFriendly: 'boolean' }),
);

/** A requirement's number: one of its select's options (1..max), or null when it does not apply. */
const optionOrNull = (max: number) => wholeIn(1, max).or('null');

export const RequirementPropsSchema = lazySchema(() =>
  type({
    canEnterSmall: 'boolean',
    canEnterMedium: 'boolean',
    canEnterLarge: 'boolean',
    isNeedRabies: 'boolean',
    maxRabiesInterval: optionOrNull(MAX_RABIES_INTERVAL_OPTION_NUMBER),
    isRabiesTagAlt: 'boolean',
    isNeedVaccine: 'boolean',
    maxVaccineInterval: optionOrNull(MAX_VACCINE_INTERVAL_OPTION_NUMBER),
    minVaccineKinds: optionOrNull(MIN_VACCINE_KINDS_OPTION_NUMBER),
    isAntibodyAltToVaccine: 'boolean',
    maxAntibodyInterval: optionOrNull(MAX_ANTIBODY_INTERVAL_OPTION_NUMBER),
    isMinAgeMonths: 'boolean',
    minAgeMonths: optionOrNull(MIN_AGE_MONTHS_OPTION_NUMBER),
  }),
);

/** A facility tag or an activity tag; `type` is the option-list type (category, basic, dogRun) or absent for a free tag. */
export const Tag = lazySchema(() => type({ displayName: 'string', 'type?': 'string' }));
export type Tag = Infer<typeof Tag>;

export const Activity = lazySchema(() =>
  type({
    id,
    /** 'new' for an activity the server has not stored yet; a stored one may omit it. */
    syncStatus: type("'new' | 'synced'").default('synced'),
    /** The activity's status; absent reads as enabled. */
    status: ActivityStatus().default('enabled'),
    activityProps: ActivityPropsSchema(),
    requirementProps: RequirementPropsSchema(),
    /** The activity's predefined tags (activityTagsForm); absent reads as none. */
    activityTags: Tag()
      .array()
      .default(() => []),
  }),
);
export type Activity = Infer<typeof Activity>;

export const WireAddress = lazySchema(() => type({ postalCode: text, prefecture: text, address: text, 'addressee?': text }));
export type WireAddress = Infer<typeof WireAddress>;

/** All fields required (docs/product.md "Records and their fields"); empty text may come as null or '', coordinates as decimal strings (./coordinates.ts). */
export const WireFacility = lazySchema(() =>
  type({
    id,
    name: 'string',
    tel: text,
    url: text,
    catchphrase: text,
    introduction: text,
    caution: text,
    latitude: LatitudeOrNull(),
    longitude: LongitudeOrNull(),
    status: FacilityStatus(),
    imageUrls: 'string[]',
    imageIds: 'string[]',
    confirmedAt: dateTimeOrNull,
    'confirmationReason?': textOrNull,
    checkInUrl: textOrNull,
    qrCodeId: textOrNull,
    memoForCheckIn: text,
  }),
);
export type WireFacility = Infer<typeof WireFacility>;

export const FacilityResponse = lazySchema(() =>
  type({
    facility: WireFacility(),
    corporation: { id, 'name?': 'string' },
    address: WireAddress(),
    deliveryAddress: WireAddress().or('null'),
    tags: Tag().array(),
    activities: Activity().array(),
  }),
);
export type FacilityResponse = Infer<typeof FacilityResponse>;
/** A facility response as the wire carries it (before reading nulls and decimal strings). */
export type WireFacilityResponse = InferIn<typeof FacilityResponse>;

/** The address and the delivery address, flat, as the screens show and edit them. */
type AddressFields = {
  postalCode: string;
  prefecture: string;
  address: string;
  isSameDeliveryAddress: boolean;
  deliveryPostalCode: string;
  deliveryPrefecture: string;
  deliveryAddress: string;
  addressee: string;
};

export type Facility = Omit<WireFacility, 'confirmationReason'> &
  AddressFields & { corporationId: string; confirmationReason: string | null; tags: Tag[]; activities: Activity[] };

/** isSameDeliveryAddress is true when the server gives no separate delivery address. */
export function toFacility(response: FacilityResponse): Facility {
  const { facility, corporation, address, deliveryAddress, tags, activities } = response;
  return {
    ...facility,
    confirmationReason: facility.confirmationReason ?? null,
    corporationId: corporation.id,
    postalCode: address.postalCode,
    prefecture: address.prefecture,
    address: address.address,
    isSameDeliveryAddress: deliveryAddress === null,
    deliveryPostalCode: deliveryAddress?.postalCode ?? '',
    deliveryPrefecture: deliveryAddress?.prefecture ?? '',
    deliveryAddress: deliveryAddress?.address ?? '',
    addressee: deliveryAddress?.addressee ?? '',
    tags,
    activities,
  };
}

export const AgreementSchema = lazySchema(() =>
  type({
    /** This project's additions: the stored PDF, if any. */
    fileUrl: textOrNull.default(null),
    fileName: textOrNull.default(null),
    hasName: 'boolean',
    hasPhoneNumber: 'boolean',
    hasPostalCode: 'boolean',
    hasAddress: 'boolean',
    hasEmail: 'boolean',
    customFields: 'string[]',
  }),
);
export type Agreement = Infer<typeof AgreementSchema>;

/** What the facility asks people to fill in when they agree (the agreement without its file). */
export type AgreementSettings = Omit<Agreement, 'fileUrl' | 'fileName'>;
export const agreementFlags = ['hasName', 'hasPhoneNumber', 'hasPostalCode', 'hasAddress', 'hasEmail'] as const;

/** The editable agreement: `file` is a newly chosen PDF, if any. */
export type AgreementInput = AgreementSettings & { file: File | null };

/** The facility fields a create or update sends (without the server-owned ones). */
export type FacilityFields = AddressFields &
  Pick<WireFacility, 'name' | 'tel' | 'url' | 'catchphrase' | 'introduction' | 'caution' | 'latitude' | 'longitude' | 'memoForCheckIn'> & { qrCodeId: string };

export const facilityFieldNames = [
  'postalCode',
  'prefecture',
  'address',
  'isSameDeliveryAddress',
  'deliveryPostalCode',
  'deliveryPrefecture',
  'deliveryAddress',
  'addressee',
  'name',
  'tel',
  'url',
  'catchphrase',
  'introduction',
  'caution',
  'latitude',
  'longitude',
  'qrCodeId',
  'memoForCheckIn',
] as const satisfies readonly (keyof FacilityFields)[];

/** An activity as sent: new ones carry syncStatus 'new' (their id is the client's temporary id). */
export type ActivityInput = Activity;

export type NewFacility = {
  corporationId: string;
  facility: FacilityFields & { imageIds: string[] };
  tags: Tag[];
  activities: Omit<ActivityInput, 'id' | 'syncStatus'>[];
  /** Sent only when needAgreement is on and a PDF exists. */
  agreementPdf: File | null;
  /** Sent with the PDF (and only then): its has* flags and custom fields, as agreement/update takes them. */
  agreementSettings: AgreementSettings;
};

/** The has* flags ('true'/'false') and customFields (JSON) of an agreement multipart. */
function appendAgreementSettings(body: FormData, settings: AgreementSettings): void {
  for (const flag of agreementFlags) body.append(flag, String(settings[flag]));
  body.append('customFields', JSON.stringify(settings.customFields));
}

const FacilityList = lazySchema(() => type({ facilities: 'unknown[]' }));
const TagsResponse = lazySchema(() => type({ tags: Tag().array() }));
const ActivitiesResponse = lazySchema(() => type({ activity: Activity() }).array());
const AgreementResponse = lazySchema(() => type({ agreement: AgreementSchema().or('null') }));

const fieldValue = (value: string | number | boolean | null): string => (value === null ? '' : String(value));

/** The answers of the facility reads (./reads.ts): the list salvages what it can of a bad row; one facility is flattened. */
export function readFacilities(data: unknown): Facility[] {
  const items = checked(FacilityList(), data, 'listFacilities').facilities;
  return checkedItems(FacilityResponse(), items, 'listFacilities', malformedFacility).map(toFacility);
}

/** A facility the list can still show: what validates of it, marked, status 'pending' when unknown. */
function malformedFacility(raw: unknown, index: number): FacilityResponse {
  const id = rawId(raw, index, ['facility']);
  const fallback: WireFacilityResponse = {
    facility: {
      id,
      name: '',
      tel: '',
      url: '',
      catchphrase: '',
      introduction: '',
      caution: '',
      latitude: null,
      longitude: null,
      status: 'pending',
      imageUrls: [],
      imageIds: [],
      confirmedAt: null,
      checkInUrl: null,
      qrCodeId: null,
      memoForCheckIn: '',
    },
    corporation: { id: stand.id },
    address: { postalCode: '', prefecture: '', address: '' },
    deliveryAddress: null,
    tags: [],
    activities: [],
  };
  const response = salvaged(FacilityResponse(), raw, fallback, 'listFacilities');
  return { ...response, facility: { ...response.facility, name: markedName(response.facility.name, response.facility.id) } };
}

export const readFacility = (data: unknown): Facility => toFacility(checked(FacilityResponse(), data, 'getFacility'));

/** POST / as multipart: corporationId, facility, tags and activities as JSON, the agreement PDF with its settings. */
export async function createFacility(input: NewFacility): Promise<Facility> {
  const body = new FormData();
  body.append('corporationId', input.corporationId);
  body.append('facility', JSON.stringify(input.facility));
  body.append('tags', JSON.stringify(input.tags));
  body.append('activities', JSON.stringify(input.activities));
  if (input.agreementPdf) {
    body.append('agreement', input.agreementPdf, input.agreementPdf.name);
    appendAgreementSettings(body, input.agreementSettings);
  }
  const data = await request(apiPath('createFacility', { corporationId: input.corporationId }), { method: 'POST', body });
  return toFacility(checked(FacilityResponse(), data, 'createFacility'));
}

/** POST /{id}/update as multipart of the facility fields plus imageIds as JSON. */
export async function updateFacility(corporationId: string, facilityId: string, fields: FacilityFields, imageIds: string[]): Promise<Facility> {
  const body = new FormData();
  for (const name of facilityFieldNames) body.append(name, fieldValue(fields[name]));
  body.append('imageIds', JSON.stringify(imageIds));
  const data = await request(apiPath('updateFacility', { corporationId, facilityId }), { method: 'POST', body });
  return toFacility(checked(FacilityResponse(), data, 'updateFacility'));
}

export async function updateFacilityTags(corporationId: string, facilityId: string, tags: Tag[]): Promise<Tag[]> {
  const data = await request(apiPath('updateFacilityTags', { corporationId, facilityId }), { method: 'POST', body: { tags } });
  return checked(TagsResponse(), data, 'updateFacilityTags').tags;
}

export async function updateFacilityActivities(corporationId: string, facilityId: string, activities: ActivityInput[]): Promise<Activity[]> {
  const data = await request(apiPath('updateFacilityActivities', { corporationId, facilityId }), { method: 'POST', body: { activities } });
  return checked(ActivitiesResponse(), data, 'updateFacilityActivities').map((item) => item.activity);
}

export async function updateFacilityStatus(corporationId: string, facilityId: string, status: FacilityStatus): Promise<Facility> {
  const data = await request(apiPath('updateFacilityStatus', { corporationId, facilityId }), { method: 'POST', body: { status } });
  return toFacility(checked(FacilityResponse(), data, 'updateFacilityStatus'));
}

/** Admin confirmation: 'approved' sets confirmedAt, 'rejected' clears it; the reason is kept. */
export const ConfirmationStatus = lazySchema(() => type("'approved' | 'rejected'"));
export type ConfirmationStatus = Infer<typeof ConfirmationStatus>;

export async function confirmFacility(corporationId: string, facilityId: string, status: ConfirmationStatus, reason: string): Promise<Facility> {
  const data = await request(apiPath('confirmFacility', { corporationId, facilityId }), { method: 'POST', body: { status, reason } });
  return toFacility(checked(FacilityResponse(), data, 'confirmFacility'));
}

export const readAgreement = (data: unknown): Agreement | null => checked(AgreementResponse(), data, 'getAgreement').agreement;

/** POST /{id}/agreement/update as multipart (file, the has* flags, customFields as JSON). */
export async function updateAgreement(corporationId: string, facilityId: string, input: AgreementInput): Promise<Agreement | null> {
  const body = new FormData();
  if (input.file) body.append('file', input.file, input.file.name);
  appendAgreementSettings(body, input);
  const data = await request(apiPath('updateAgreement', { corporationId, facilityId }), { method: 'POST', body });
  return checked(AgreementResponse(), data, 'updateAgreement').agreement;
}

export async function deleteAgreement(corporationId: string, facilityId: string): Promise<void> {
  await request(apiPath('deleteAgreement', { corporationId, facilityId }), { method: 'POST' });
}

/** The training section's lists: a missing or failed list is empty (the screen shows the `Not Found …` text). */
export const quizUnitsQuery = () =>
  queryOptions({ queryKey: ['constants', 'quiz-units'], queryFn: () => fetchQuizUnits().catch((): QuizUnit[] => []), staleTime: Infinity });
export const trainingInfoListQuery = () =>
  queryOptions({ queryKey: ['constants', 'training-info-list'], queryFn: () => fetchTrainingInfoList().catch((): TrainingInfo[] => []), staleTime: Infinity });

/** The server's answer is the facility: its detail shows it at once; every list of the corporation is stale. */
const savedFacility = (corporationId: string) => savedRecord<Facility>(facilityKeys.all(corporationId), (id) => reads.facility(corporationId, id).key);

/** A part saved with its own call: written into the cached facility, the lists refreshed. */
const savedPart = <K extends 'tags' | 'activities'>(corporationId: string, facilityId: string, part: K) => ({
  invalidates: () => [facilityKeys.all(corporationId)],
  updateCache: (queryClient: QueryClient, value: Facility[K]) =>
    queryClient.setQueryData<Facility>(reads.facility(corporationId, facilityId).key, (facility) => (facility ? { ...facility, [part]: value } : facility)),
});

export type Confirmation = { status: ConfirmationStatus; reason: string };

export const facilityMutations = {
  create: (corporationId: string): AppMutation<NewFacility, Facility> => ({
    mutationFn: (input) => createFacility(input),
    ...savedFacility(corporationId),
  }),
  update: (corporationId: string, facilityId: string): AppMutation<{ fields: FacilityFields; imageIds: string[] }, Facility> => ({
    mutationFn: ({ fields, imageIds }) => updateFacility(corporationId, facilityId, fields, imageIds),
    ...savedFacility(corporationId),
  }),
  status: (corporationId: string, facilityId: string): AppMutation<FacilityStatus, Facility> => ({
    mutationFn: (status) => updateFacilityStatus(corporationId, facilityId, status),
    ...savedFacility(corporationId),
  }),
  confirm: (corporationId: string, facilityId: string): AppMutation<Confirmation, Facility> => ({
    mutationFn: ({ status, reason }) => confirmFacility(corporationId, facilityId, status, reason),
    ...savedFacility(corporationId),
  }),
  tags: (corporationId: string, facilityId: string): AppMutation<Tag[], Tag[]> => ({
    mutationFn: (tags) => updateFacilityTags(corporationId, facilityId, tags),
    ...savedPart(corporationId, facilityId, 'tags'),
  }),
  activities: (corporationId: string, facilityId: string): AppMutation<ActivityInput[], Activity[]> => ({
    mutationFn: (activities) => updateFacilityActivities(corporationId, facilityId, activities),
    ...savedPart(corporationId, facilityId, 'activities'),
  }),
  saveAgreement: (corporationId: string, facilityId: string): AppMutation<AgreementInput, Agreement | null> => ({
    mutationFn: (input) => updateAgreement(corporationId, facilityId, input),
    updateCache: (queryClient, agreement) => queryClient.setQueryData(reads.agreement(corporationId, facilityId).key, agreement),
  }),
  deleteAgreement: (corporationId: string, facilityId: string): AppMutation<void, void> => ({
    mutationFn: () => deleteAgreement(corporationId, facilityId),
    updateCache: (queryClient) => queryClient.setQueryData(reads.agreement(corporationId, facilityId).key, null),
  }),
};
