import { type } from 'arktype';
import { coordinateNumber, coordinatePatterns, type CoordinateAxis } from '@/api/coordinates';
import {
  ActivityPropsSchema,
  ActivityStatus,
  RequirementPropsSchema,
  Tag,
  agreementFlags,
  facilityFieldNames,
  type ActivityInput,
  type FacilityFields,
} from '@/api/facilities';
import { jsonSchemaOf } from './json-schema';
import type { RefundRequest, StatusChangeRequest } from '@/api/ticket-payments';
import { SaleStatus, TicketStatus, type TicketSourceInput } from '@/api/ticket-sources';

/**
 * What the console sends where src/api states it as a TypeScript type only: the same shapes as
 * arktype, for the contract. `Exact` fails to compile when the two drift apart.
 */
type Exact<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
const same = <A, B>(proof: Exact<A, B>) => proof;

export const TicketSourceBody = type({
  name: 'string',
  description: 'string',
  facilityId: 'string',
  price: 'number.integer >= 50',
  quantity: 'number.integer >= 1',
  saleStartAt: 'string',
  saleEndAt: 'string',
  validDays: 'number.integer >= 1',
  saleStatus: SaleStatus(),
});
same<typeof TicketSourceBody.infer, TicketSourceInput>(true);

export const RefundBody = type({ targets: 'string[]', refundPercent: '0 <= number.integer <= 100' });
same<typeof RefundBody.infer, RefundRequest>(true);

export const StatusChangeBody = type({ targets: 'string[]', newStatus: TicketStatus() });
same<typeof StatusChangeBody.infer, StatusChangeRequest>(true);

/** An activity as sent: new ones carry syncStatus 'new' and the client's temporary id. */
export const ActivityBody = type({
  id: 'string',
  syncStatus: "'new' | 'synced'",
  status: ActivityStatus(),
  activityProps: ActivityPropsSchema(),
  requirementProps: RequirementPropsSchema(),
  activityTags: Tag().array(),
});
same<typeof ActivityBody.infer, ActivityInput>(true);

const FacilityFieldsBody = type({
  postalCode: 'string',
  prefecture: 'string',
  address: 'string',
  isSameDeliveryAddress: 'boolean',
  deliveryPostalCode: 'string',
  deliveryPrefecture: 'string',
  deliveryAddress: 'string',
  addressee: 'string',
  name: 'string',
  tel: 'string',
  url: 'string',
  catchphrase: 'string',
  introduction: 'string',
  caution: 'string',
  latitude: coordinateNumber('latitude').or('null'),
  longitude: coordinateNumber('longitude').or('null'),
  qrCodeId: 'string',
  memoForCheckIn: 'string',
});
same<typeof FacilityFieldsBody.infer, FacilityFields>(true);

/** A multipart text part that carries JSON (the client appends it as a string). */
const jsonPart = (description: string, schema: Parameters<typeof jsonSchemaOf>[0]) => ({
  type: 'string',
  contentMediaType: 'application/json',
  contentSchema: jsonSchemaOf(schema),
  description,
});
const pdf = (description: string) => ({ type: 'string', contentMediaType: 'application/pdf', description });
const flag = { type: 'string', enum: ['true', 'false'] };

/** POST facilities/: corporationId, facility, tags and activities as JSON, the agreement PDF. */
export const FacilityCreateParts = {
  type: 'object',
  properties: {
    corporationId: { type: 'string' },
    facility: jsonPart('施設の項目と imageIds（JSON）', FacilityFieldsBody.and({ imageIds: 'string[]' })),
    tags: jsonPart('施設タグ（JSON）', Tag().array()),
    activities: jsonPart('アクティビティ（JSON、id と syncStatus なし）', ActivityBody.omit('id', 'syncStatus').array()),
    agreement: pdf('同意書 PDF（同意書ありで PDF を選んだときだけ）'),
    hasName: { ...flag, description: '同意書で名前を求める（agreement があるときだけ送る）' },
    hasPhoneNumber: { ...flag, description: '電話番号を求める（agreement があるときだけ）' },
    hasPostalCode: { ...flag, description: '郵便番号を求める（agreement があるときだけ）' },
    hasAddress: { ...flag, description: '住所を求める（agreement があるときだけ）' },
    hasEmail: { ...flag, description: 'メールアドレスを求める（agreement があるときだけ）' },
    customFields: jsonPart('追加の入力項目名（JSON、agreement があるときだけ）', type('string[]')),
  },
  required: ['corporationId', 'facility', 'tags', 'activities'],
};

/** A coordinate sent as text: a decimal within the axis' bounds, or '' for none. */
const coordinateText = (axis: CoordinateAxis) => ({ type: 'string', pattern: `^(?:${coordinatePatterns[axis].source.slice(1, -1)})?$` });

/** POST facilities/{id}/update: every facility field as text (booleans 'true'/'false', empty coordinates ''), imageIds as JSON. */
export const FacilityUpdateParts = {
  type: 'object',
  properties: {
    ...Object.fromEntries(
      facilityFieldNames.map((name) => [
        name,
        name === 'isSameDeliveryAddress' ? flag : name === 'latitude' || name === 'longitude' ? coordinateText(name) : { type: 'string' },
      ]),
    ),
    imageIds: jsonPart('画像 ID の並び（JSON）', type('string[]')),
  },
  required: [...facilityFieldNames, 'imageIds'],
};

/** POST facilities/{id}/agreement/update: the PDF (optional once one is stored), the has* flags, customFields as JSON. */
export const AgreementParts = {
  type: 'object',
  properties: {
    file: pdf('同意書 PDF（変更するときだけ）'),
    ...Object.fromEntries(agreementFlags.map((name) => [name, flag])),
    customFields: jsonPart('追加の入力項目名（JSON）', type('string[]')),
  },
  required: [...agreementFlags, 'customFields'],
};
