import { apiMessages } from '@/messages/api';
import { ApiError } from './api-error';

/**
 * Every call the console makes, once (SPEC §7): the method and the exact path as the client
 * sends it, trailing slash included, spelled as SPEC §7 writes it. Fetchers build their URLs
 * here (`apiPath`), Mirage refuses any other path (mirage/routes/define-routes.ts), the contract
 * (`openapi.json`, `npm run openapi`) and docs/api.md are generated or checked from it.
 * Free of arktype, so any module may import it. The shapes are in ./operation-schemas.ts.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who may call: anyone (the sign-in calls), a bearer of the API, or the asset service's token. */
export type OperationAuth = 'none' | 'bearer' | 'assetToken';

/** 'api': under VITE_API_BASE_URL. 'assets': under the `apiUrlBase` that GET /api/assets/token answers. */
export type OperationServer = 'api' | 'assets';

export const operationTags = {
  signIn: 'サインイン',
  corporations: '会社',
  members: 'サブアカウント',
  constants: '定数',
  assets: 'アセット（画像・動画）',
  checkIns: 'チェックイン履歴',
  coupons: 'クーポン',
  facilities: '施設',
  ticketSources: 'チケット設定',
  ticketPayments: 'チケット決済',
  ticketSummaries: 'チケット集計',
} as const;
export type OperationTag = keyof typeof operationTags;

export type OperationDef = {
  method: HttpMethod;
  /** `{name}` marks a path parameter; everything else is literal, trailing slash included. */
  path: string;
  server: OperationServer;
  auth: OperationAuth;
  tag: OperationTag;
  summary: string;
};

const corp = '/api/corporations/{corporationId}';
const facility = `${corp}/facilities/{facilityId}`;
const payment = `${corp}/ticket-payments/{paymentId}`;
const source = `${corp}/ticket-sources/{sourceId}`;
const summaries = `${corp}/ticket-summaries`;

const api = (tag: OperationTag, auth: OperationAuth = 'bearer') => ({ server: 'api', auth, tag }) as const;

export const operations = {
  requestMailLink: { method: 'POST', path: '/api/sign_in/mail', ...api('signIn', 'none'), summary: 'サインイン用リンクをメールで送る' },
  signIn: {
    method: 'POST',
    path: '/api/sign_in',
    ...api('signIn', 'none'),
    summary: 'ID トークンでサインインし、ベアラーを Authorization 応答ヘッダーで受け取る',
  },
  signOut: {
    method: 'POST',
    path: '/api/sign_out',
    ...api('signIn'),
    summary: 'サインアウト: このベアラーのセッションを終え、以後は 401（コンソールは失敗しても待たない）',
  },
  getMe: { method: 'GET', path: '/api/me', ...api('signIn'), summary: '現在の利用者の権限（ability）' },

  listCorporations: { method: 'GET', path: '/api/corporations', ...api('corporations'), summary: '操作できる会社の一覧' },
  getCorporation: { method: 'GET', path: corp, ...api('corporations'), summary: '会社情報' },
  updateCorporation: { method: 'PATCH', path: corp, ...api('corporations'), summary: '会社情報の変更（canEditCorporation）' },

  listMembers: { method: 'GET', path: `${corp}/members/`, ...api('members'), summary: 'サブアカウントの一覧' },
  changeMembers: { method: 'POST', path: `${corp}/members/`, ...api('members'), summary: 'サブアカウントの追加・変更・削除（1 件ずつ）' },

  listQuizUnits: { method: 'GET', path: '/api/constants/quiz-units', ...api('constants'), summary: 'クイズ単元の一覧' },
  listTrainingInfo: { method: 'GET', path: '/api/constants/training-info-list', ...api('constants'), summary: 'トレーニング情報の一覧' },

  getAssetToken: { method: 'GET', path: '/api/assets/token', ...api('assets'), summary: 'アセットサービスのトークンと apiUrlBase' },
  issueSignedUrl: { method: 'POST', path: '/v1/signed/issue', server: 'assets', auth: 'assetToken', tag: 'assets', summary: '署名付きアップロード URL の発行' },
  registerImage: {
    method: 'POST',
    path: '/v1/signed/images',
    server: 'assets',
    auth: 'assetToken',
    tag: 'assets',
    summary: 'アップロード済み画像の登録（scale の既定は medium）',
  },
  registerMovie: { method: 'POST', path: '/v1/signed/movies', server: 'assets', auth: 'assetToken', tag: 'assets', summary: 'アップロード済み動画の登録' },

  getCheckInSummary: { method: 'GET', path: `${corp}/check-in-histories/check-in-summary`, ...api('checkIns'), summary: 'チェックインの集計' },
  listCheckIns: { method: 'GET', path: `${corp}/check-in-histories/check-in-pets`, ...api('checkIns'), summary: 'チェックイン履歴（page は 0 始まり）' },
  getCheckIn: { method: 'GET', path: `${corp}/check-in-histories/check-in-pets/{checkInId}`, ...api('checkIns'), summary: 'チェックイン 1 件の詳細' },
  downloadCheckInCsv: { method: 'GET', path: `${corp}/check-in-histories/csv/download`, ...api('checkIns'), summary: '1 年分のチェックイン履歴 CSV' },

  listCoupons: { method: 'GET', path: `${corp}/coupons/`, ...api('coupons'), summary: 'クーポンの一覧' },
  getCoupon: { method: 'GET', path: `${corp}/coupons/{couponId}`, ...api('coupons'), summary: 'クーポン 1 件' },
  createCoupon: { method: 'POST', path: `${corp}/coupons/`, ...api('coupons'), summary: 'クーポンの作成（下書き）' },
  updateCoupon: { method: 'POST', path: `${corp}/coupons/{couponId}`, ...api('coupons'), summary: 'クーポンの更新' },
  changeCouponStatus: { method: 'POST', path: `${corp}/coupons/{couponId}/status`, ...api('coupons'), summary: 'クーポンの状態変更' },

  listFacilities: { method: 'GET', path: `${corp}/facilities/`, ...api('facilities'), summary: '施設の一覧（?status=enabled で公開中のみ）' },
  getFacility: { method: 'GET', path: `${facility}/`, ...api('facilities'), summary: '施設 1 件' },
  createFacility: { method: 'POST', path: `${corp}/facilities/`, ...api('facilities'), summary: '施設の作成（multipart）' },
  updateFacility: { method: 'POST', path: `${facility}/update`, ...api('facilities'), summary: '施設の更新（multipart、imageIds は JSON）' },
  getAgreement: { method: 'GET', path: `${facility}/agreement`, ...api('facilities'), summary: '施設の同意書' },
  updateAgreement: { method: 'POST', path: `${facility}/agreement/update`, ...api('facilities'), summary: '同意書の登録・変更（multipart）' },
  deleteAgreement: { method: 'POST', path: `${facility}/agreement/delete`, ...api('facilities'), summary: '同意書の削除' },
  updateFacilityTags: { method: 'POST', path: `${facility}/tags/update`, ...api('facilities'), summary: '施設タグの更新' },
  updateFacilityActivities: { method: 'POST', path: `${facility}/activities/update`, ...api('facilities'), summary: 'アクティビティの更新' },
  updateFacilityStatus: { method: 'POST', path: `${facility}/status/update`, ...api('facilities'), summary: '施設の状態変更' },
  confirmFacility: { method: 'POST', path: `${facility}/confirmed`, ...api('facilities'), summary: '運営による施設の確認（承認・差し戻し）' },

  getTicketPayment: { method: 'GET', path: payment, ...api('ticketPayments'), summary: 'チケット決済 1 件' },
  refundTicketPayment: { method: 'POST', path: `${payment}/refund/`, ...api('ticketPayments'), summary: '返金（Idempotency-Key 必須）' },
  changeTicketStatus: { method: 'PUT', path: `${payment}/status/`, ...api('ticketPayments'), summary: 'チケットの状態変更' },

  listTicketSources: {
    method: 'GET',
    path: `${corp}/ticket-sources/`,
    ...api('ticketSources'),
    summary: 'チケット設定の一覧（page は 0 始まり、既定 300 件）',
  },
  listTicketFacilities: {
    method: 'GET',
    path: `${corp}/ticket-sources/facilities`,
    ...api('ticketSources'),
    summary: 'チケットを販売できる施設（SPEC §7 への追加）',
  },
  getTicketSource: { method: 'GET', path: source, ...api('ticketSources'), summary: 'チケット設定 1 件' },
  createTicketSource: { method: 'POST', path: `${corp}/ticket-sources/`, ...api('ticketSources'), summary: 'チケット設定の作成' },
  updateTicketSource: { method: 'PUT', path: source, ...api('ticketSources'), summary: 'チケット設定の更新' },
  listIssuedTickets: { method: 'GET', path: `${source}/tickets`, ...api('ticketSources'), summary: '発行済みチケットの一覧' },
  getIssuedTicket: { method: 'GET', path: `${source}/tickets/{ticketId}`, ...api('ticketSources'), summary: '発行済みチケット 1 枚' },

  listConsumeMonths: { method: 'GET', path: `${summaries}/consumes`, ...api('ticketSummaries'), summary: '消化の月別集計' },
  getConsumeMonth: { method: 'GET', path: `${summaries}/consumes/{month}`, ...api('ticketSummaries'), summary: '消化のひと月分（?csv=1 で CSV）' },
  listPaymentMonths: { method: 'GET', path: `${summaries}/payments`, ...api('ticketSummaries'), summary: '決済の月別集計' },
  getPaymentMonth: { method: 'GET', path: `${summaries}/payments/{month}`, ...api('ticketSummaries'), summary: '決済のひと月分（?csv=1 で CSV）' },
  listRefundMonths: { method: 'GET', path: `${summaries}/refunds`, ...api('ticketSummaries'), summary: '返金の月別集計' },
  getRefundMonth: { method: 'GET', path: `${summaries}/refunds/{month}`, ...api('ticketSummaries'), summary: '返金のひと月分（?csv=1 で CSV）' },
  getCancelWaitings: { method: 'GET', path: `${summaries}/cancel-waitings/`, ...api('ticketSummaries'), summary: 'キャンセル待ちの決済とチケット' },
} as const satisfies Record<string, OperationDef>;

export type OperationId = keyof typeof operations;
export const operationIds = Object.keys(operations) as OperationId[];

type ParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}` ? Name | ParamNames<Rest> : never;
export type PathParams<Id extends OperationId> = Record<ParamNames<(typeof operations)[Id]['path']>, string>;
type ParamsArg<Id extends OperationId> = [ParamNames<(typeof operations)[Id]['path']>] extends [never] ? [] : [params: PathParams<Id>];

/** The parameter names of a path template, in order. */
export const pathParamNames = (path: string): string[] => [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);

/**
 * The path of a call, its parameters encoded. An empty parameter never reaches the server: it
 * would name another resource (`/ticket-sources/{sourceId}` with '' is the collection), so it
 * fails here as "not found", the answer a missing resource gets.
 * @example apiPath('getFacility', { corporationId: 'c1', facilityId: 'f1' }) // '/api/corporations/c1/facilities/f1/'
 */
export function apiPath<Id extends OperationId>(id: Id, ...[params]: ParamsArg<Id>): string {
  const template: string = operations[id].path;
  const values = (params ?? {}) as Record<string, string | undefined>;
  return template.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined || value === '') {
      console.error(`[api] ${id}: the path parameter ${name} is empty`);
      throw new ApiError(404, apiMessages.missingParameter(apiMessages.parameterNames[name] ?? apiMessages.unnamedParameter));
    }
    return encodeURIComponent(value);
  });
}

/** A regular expression that matches exactly the paths of a template (no trailing-slash leniency). */
export function pathPattern(template: string): RegExp {
  const literal = template.split(/\{\w+\}/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${literal.join('[^/]+')}$`);
}
