import { type } from 'arktype';
import { storedCouponStatuses, couponStatuses } from '@machines/coupon-status/coupon-status';
import { AssetAccess, SignedUrlInfo, UploadedAsset } from '@/api/assets';
import { MailLinkSent, Me, SignInBody } from '@/api/auth';
import { CheckInDetail, CheckInItem, CheckInSummary, Paginate as CheckInPaginate } from '@/api/check-ins';
import { QuizUnit, TrainingInfo } from '@/api/constants';
import { CorporationPatch } from '@/api/corporation-rules';
import { Corporation } from '@/api/corporations';
import { CouponInput } from '@/api/coupon-input';
import { Coupon } from '@/api/coupons';
import { Activity, AgreementSchema, ConfirmationStatus, FacilityResponse, FacilityStatus, Tag } from '@/api/facilities';
import { Member, MemberChange } from '@/api/members';
import type { OperationId } from '@/api/operations';
import { PaymentOne, RefundAnswer } from '@/api/ticket-payments';
import { FacilityRef, Paginate, sourceSorts, Ticket, TicketSource } from '@/api/ticket-sources';
import { CancelWaitings, MonthDetail, MonthList } from '@/api/ticket-summaries';
import { ActivityBody, FacilityCreateParts, FacilityUpdateParts, AgreementParts, RefundBody, StatusChangeBody, TicketSourceBody } from './request-bodies';

/**
 * The shapes of every call of src/api/operations.ts, for the contract (openapi.json): the
 * arktype types of src/api (what the client accepts: their wire side) and of what it sends.
 * `Record<OperationId, …>`: a call added to the registry does not compile until it is here.
 */
export type Schema = { toJsonSchema: unknown } | Record<string, unknown>;
export type Param = { name: string; schema: Schema; required?: boolean; description: string };
export type Body = { json: Schema } | { multipart: Record<string, unknown> };
export type Success = {
  status: number;
  description: string;
  json?: Schema;
  /** A file (CSV, UTF-8 with BOM, CRLF) with Content-Disposition. */
  csv?: boolean;
  headers?: Record<string, { description: string; schema: Schema; required?: boolean }>;
};
export type OperationSchemas = {
  query?: Param[];
  headers?: Param[];
  body?: Body;
  success: Success[];
  /** Error statuses this call answers, each with `{displayMessage}` (docs/api.md). */
  errors: number[];
};

const ok = (json: Schema, description = '成功'): Success[] => [{ status: 200, description, json }];
const csv = (description: string): Success => ({ status: 200, description, csv: true });
const q = (name: string, schema: Schema, description: string, required = false): Param => ({ name, schema, description, required });

/** The usual errors: reads of one corporation, and changes to it. */
const read = [401, 404];
const write = [400, 401, 403, 404, 415, 422];

const summaryMonth = (kind: string): OperationSchemas => ({
  query: [q('csv', type("'1'"), '`1` で CSV ファイルを返す')],
  success: [{ status: 200, description: `${kind}のひと月分（JSON）、csv=1 なら CSV`, json: MonthDetail(), csv: true }],
  errors: [...read, 422],
});

export const operationSchemas: Record<OperationId, OperationSchemas> = {
  requestMailLink: { body: { json: type({ email: 'string' }) }, success: ok(MailLinkSent(), '送信しました'), errors: [404, 422] },
  signIn: {
    body: { json: SignInBody() },
    success: [
      {
        status: 200,
        description: 'サインインしました。ベアラーは応答ヘッダー Authorization（CORS では Access-Control-Expose-Headers に必要）',
        json: type('object'),
        headers: {
          Authorization: { description: '`Bearer <token>`。ないときコンソールは `Cant extract bearer`', schema: type(/^Bearer \S+$/), required: true },
        },
      },
    ],
    errors: [401, 422],
  },
  signOut: { success: [{ status: 204, description: 'セッションを終えました（本文なし）' }], errors: [401] },
  getMe: { success: ok(Me()), errors: [401] },

  listCorporations: { success: ok(type({ corporations: Corporation().array() })), errors: [401] },
  getCorporation: { success: ok(type({ corporation: Corporation() })), errors: read },
  updateCorporation: { body: { json: CorporationPatch }, success: ok(type({ corporation: Corporation() })), errors: write },

  listMembers: { success: ok(type({ data: Member().array() })), errors: [401, 403, 404] },
  changeMembers: { body: { json: MemberChange }, success: ok(type({ data: Member().array() }), '変更後の一覧'), errors: write },

  listQuizUnits: { success: ok(type({ quizUnits: QuizUnit().array() })), errors: [401] },
  listTrainingInfo: { success: ok(type({ trainingInfoList: TrainingInfo().array() })), errors: [401] },

  getAssetToken: { success: ok(AssetAccess()), errors: [401] },
  issueSignedUrl: {
    body: { json: type({ assetType: "'image' | 'movie'", contentType: 'string' }) },
    success: ok(SignedUrlInfo(), 'ファイルを PUT する署名付き URL（Authorization は付けない）'),
    errors: [401, 422],
  },
  registerImage: {
    body: { json: type({ options: { 'scale?': "'small' | 'medium' | 'large' | 'original'" }, signedUrlInfo: SignedUrlInfo() }) },
    success: ok(UploadedAsset()),
    errors: [401, 422],
  },
  registerMovie: { body: { json: type({ signedUrlInfo: SignedUrlInfo() }) }, success: ok(UploadedAsset()), errors: [401, 422] },

  getCheckInSummary: { query: [q('facilityId', type('string'), '1 施設に絞る')], success: ok(type({ summary: CheckInSummary() })), errors: read },
  listCheckIns: {
    query: [
      q('page', type('string.integer'), '0 始まりのページ', true),
      q('limit', type('string.integer'), '1 ページの件数（1〜100）', true),
      q('order', type("'desc' | 'asc'"), '日時の並び順', true),
      // Always sent, empty as `facility=` for "every facility"; an empty value counts as absent in OpenAPI, so not `required`.
      q('facility', type('string'), '施設 ID（コンソールは毎回送る。空なら全施設）'),
      q('owner', type('string'), '飼い主のニックネーム（部分一致。コンソールは毎回送る。空なら全員）'),
      q('startDate', type(/^\d{4}-\d{2}-\d{2}$/), 'この日以降（YYYY-MM-DD）'),
      q('endDate', type(/^\d{4}-\d{2}-\d{2}$/), 'この日以前（YYYY-MM-DD）'),
    ],
    success: ok(type({ checkIns: CheckInItem().array(), paginate: CheckInPaginate() }), 'paginate.page は 0 始まり'),
    errors: [...read, 422],
  },
  getCheckIn: { success: ok(type({ checkIn: CheckInDetail() })), errors: read },
  downloadCheckInCsv: {
    query: [q('year', type(/^\d{4}$/), '対象年', true), q('facilityId', type('string'), '1 施設に絞る')],
    success: [csv('1 年分の CSV（check-in-history-<year>.csv）')],
    errors: [...read, 422],
  },

  listCoupons: {
    query: [q('status', type.enumerated(...couponStatuses), '実効状態で絞る')],
    success: ok(type({ data: Coupon().array() })),
    errors: [...read, 422],
  },
  getCoupon: { success: ok(type({ data: Coupon() })), errors: read },
  createCoupon: { body: { json: CouponInput() }, success: ok(type({ data: Coupon() }), '作成したクーポン（下書き）'), errors: write },
  updateCoupon: { body: { json: CouponInput() }, success: ok(type({ data: Coupon() })), errors: write },
  changeCouponStatus: {
    body: { json: type({ status: type.enumerated(...storedCouponStatuses) }) },
    success: ok(type({ data: Coupon() })),
    errors: [...write, 409],
  },

  listFacilities: { query: [q('status', type("'enabled'"), '公開中のみ')], success: ok(type({ facilities: FacilityResponse().array() })), errors: read },
  getFacility: { success: ok(FacilityResponse()), errors: read },
  createFacility: { body: { multipart: FacilityCreateParts }, success: ok(FacilityResponse(), '作成した施設'), errors: write },
  updateFacility: { body: { multipart: FacilityUpdateParts }, success: ok(FacilityResponse()), errors: write },
  getAgreement: { success: ok(type({ agreement: AgreementSchema().or('null') })), errors: read },
  updateAgreement: { body: { multipart: AgreementParts }, success: ok(type({ agreement: AgreementSchema().or('null') })), errors: write },
  deleteAgreement: { success: ok(type({ agreement: 'null' })), errors: read },
  updateFacilityTags: { body: { json: type({ tags: Tag().array() }) }, success: ok(type({ tags: Tag().array() })), errors: write },
  updateFacilityActivities: {
    body: { json: type({ activities: ActivityBody.array() }) },
    success: ok(type({ activity: Activity() }).array(), '保存後のアクティビティ（1 件ずつ activity に入れた配列）'),
    errors: write,
  },
  updateFacilityStatus: { body: { json: type({ status: FacilityStatus() }) }, success: ok(FacilityResponse()), errors: write },
  confirmFacility: { body: { json: type({ status: ConfirmationStatus(), reason: 'string' }) }, success: ok(FacilityResponse()), errors: write },

  getTicketPayment: { success: ok(PaymentOne()), errors: [401, 403, 404] },
  refundTicketPayment: {
    headers: [q('Idempotency-Key', type('string > 0'), '同じキーの再送には最初の応答をそのまま返す（二重返金を防ぐ）', true)],
    body: { json: RefundBody },
    success: ok(RefundAnswer()),
    errors: [...write, 409],
  },
  changeTicketStatus: { body: { json: StatusChangeBody }, success: ok(PaymentOne()), errors: write },

  listTicketSources: {
    query: [
      q('page', type('string.integer'), '0 始まりのページ'),
      q('limit', type('string.integer'), '1 ページの件数（1〜1000、既定 300）'),
      q('q', type('string'), '名前または施設名の一部（全角・半角を区別しない）。全ページが対象'),
      q('saleStatus', type("'sale' | 'closed'"), '販売設定で絞り込み'),
      q('issuability', type("'on_sale' | 'closed' | 'sold_out' | 'expired'"), '現在の販売可否で絞り込み'),
      q('sort', type(`'${sourceSorts.join("' | '")}'`), '並び順（既定 newest: 作成日の新しい順）'),
    ],
    success: ok(type({ sources: TicketSource().array(), paginate: Paginate() })),
    errors: [401, 403, 404, 422],
  },
  listTicketFacilities: { success: ok(type({ facilities: FacilityRef().array() })), errors: [401, 403, 404] },
  getTicketSource: { success: ok(type({ source: TicketSource() })), errors: [401, 403, 404] },
  createTicketSource: { body: { json: TicketSourceBody }, success: ok(type({ source: TicketSource() })), errors: write },
  updateTicketSource: { body: { json: TicketSourceBody }, success: ok(type({ source: TicketSource() })), errors: write },
  listIssuedTickets: { success: ok(type({ tickets: type({ ticket: Ticket() }).array() })), errors: [401, 403, 404] },
  getIssuedTicket: { success: ok(type({ ticket: Ticket() })), errors: [401, 403, 404] },

  listConsumeMonths: { success: ok(MonthList()), errors: [401, 403, 404] },
  getConsumeMonth: summaryMonth('消化'),
  listPaymentMonths: { success: ok(MonthList()), errors: [401, 403, 404] },
  getPaymentMonth: summaryMonth('決済'),
  listRefundMonths: { success: ok(MonthList()), errors: [401, 403, 404] },
  getRefundMonth: summaryMonth('返金'),
  getCancelWaitings: { success: ok(CancelWaitings()), errors: [401, 403, 404] },
};
