/**
 * Every call the console makes, once: the method and the exact path as sent, trailing slash included (docs/api.md "Exact paths").
 * Fetchers, Mirage, openapi.json and docs/api.md are built or checked from it. Free of arktype, so any module may import it.
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
};

const corp = '/api/corporations/{corporationId}';
const facility = `${corp}/facilities/{facilityId}`;
const payment = `${corp}/ticket-payments/{paymentId}`;
const source = `${corp}/ticket-sources/{sourceId}`;
const summaries = `${corp}/ticket-summaries`;

const api = (tag: OperationTag, auth: OperationAuth = 'bearer') => ({ server: 'api', auth, tag }) as const;
const assets = { server: 'assets', auth: 'assetToken', tag: 'assets' } as const;

export const operations = {
  requestMailLink: { method: 'POST', path: '/api/sign_in/mail', ...api('signIn', 'none') },
  signIn: { method: 'POST', path: '/api/sign_in', ...api('signIn', 'none') },
  signOut: { method: 'POST', path: '/api/sign_out', ...api('signIn') },
  getMe: { method: 'GET', path: '/api/me', ...api('signIn') },

  listCorporations: { method: 'GET', path: '/api/corporations', ...api('corporations') },
  getCorporation: { method: 'GET', path: corp, ...api('corporations') },
  updateCorporation: { method: 'PATCH', path: corp, ...api('corporations') },

  listMembers: { method: 'GET', path: `${corp}/members/`, ...api('members') },
  changeMembers: { method: 'POST', path: `${corp}/members/`, ...api('members') },

  listQuizUnits: { method: 'GET', path: '/api/constants/quiz-units', ...api('constants') },
  listTrainingInfo: { method: 'GET', path: '/api/constants/training-info-list', ...api('constants') },

  getAssetToken: { method: 'GET', path: '/api/assets/token', ...api('assets') },
  issueSignedUrl: { method: 'POST', path: '/v1/signed/issue', ...assets },
  registerImage: { method: 'POST', path: '/v1/signed/images', ...assets },
  registerMovie: { method: 'POST', path: '/v1/signed/movies', ...assets },

  getCheckInSummary: { method: 'GET', path: `${corp}/check-in-histories/check-in-summary`, ...api('checkIns') },
  listCheckIns: { method: 'GET', path: `${corp}/check-in-histories/check-in-pets`, ...api('checkIns') },
  getCheckIn: { method: 'GET', path: `${corp}/check-in-histories/check-in-pets/{checkInId}`, ...api('checkIns') },
  downloadCheckInCsv: { method: 'GET', path: `${corp}/check-in-histories/csv/download`, ...api('checkIns') },

  listCoupons: { method: 'GET', path: `${corp}/coupons/`, ...api('coupons') },
  getCoupon: { method: 'GET', path: `${corp}/coupons/{couponId}`, ...api('coupons') },
  createCoupon: { method: 'POST', path: `${corp}/coupons/`, ...api('coupons') },
  updateCoupon: { method: 'POST', path: `${corp}/coupons/{couponId}`, ...api('coupons') },
  changeCouponStatus: { method: 'POST', path: `${corp}/coupons/{couponId}/status`, ...api('coupons') },

  listFacilities: { method: 'GET', path: `${corp}/facilities/`, ...api('facilities') },
  getFacility: { method: 'GET', path: `${facility}/`, ...api('facilities') },
  createFacility: { method: 'POST', path: `${corp}/facilities/`, ...api('facilities') },
  updateFacility: { method: 'POST', path: `${facility}/update`, ...api('facilities') },
  getAgreement: { method: 'GET', path: `${facility}/agreement`, ...api('facilities') },
  updateAgreement: { method: 'POST', path: `${facility}/agreement/update`, ...api('facilities') },
  deleteAgreement: { method: 'POST', path: `${facility}/agreement/delete`, ...api('facilities') },
  updateFacilityTags: { method: 'POST', path: `${facility}/tags/update`, ...api('facilities') },
  updateFacilityActivities: { method: 'POST', path: `${facility}/activities/update`, ...api('facilities') },
  updateFacilityStatus: { method: 'POST', path: `${facility}/status/update`, ...api('facilities') },
  confirmFacility: { method: 'POST', path: `${facility}/confirmed`, ...api('facilities') },

  getTicketPayment: { method: 'GET', path: payment, ...api('ticketPayments') },
  refundTicketPayment: { method: 'POST', path: `${payment}/refund/`, ...api('ticketPayments') },
  changeTicketStatus: { method: 'PUT', path: `${payment}/status/`, ...api('ticketPayments') },

  listTicketSources: { method: 'GET', path: `${corp}/ticket-sources/`, ...api('ticketSources') },
  listTicketFacilities: { method: 'GET', path: `${corp}/ticket-sources/facilities`, ...api('ticketSources') },
  getTicketSource: { method: 'GET', path: source, ...api('ticketSources') },
  createTicketSource: { method: 'POST', path: `${corp}/ticket-sources/`, ...api('ticketSources') },
  updateTicketSource: { method: 'PUT', path: source, ...api('ticketSources') },
  listIssuedTickets: { method: 'GET', path: `${source}/tickets`, ...api('ticketSources') },
  getIssuedTicket: { method: 'GET', path: `${source}/tickets/{ticketId}`, ...api('ticketSources') },

  listConsumeMonths: { method: 'GET', path: `${summaries}/consumes`, ...api('ticketSummaries') },
  getConsumeMonth: { method: 'GET', path: `${summaries}/consumes/{month}`, ...api('ticketSummaries') },
  listPaymentMonths: { method: 'GET', path: `${summaries}/payments`, ...api('ticketSummaries') },
  getPaymentMonth: { method: 'GET', path: `${summaries}/payments/{month}`, ...api('ticketSummaries') },
  listRefundMonths: { method: 'GET', path: `${summaries}/refunds`, ...api('ticketSummaries') },
  getRefundMonth: { method: 'GET', path: `${summaries}/refunds/{month}`, ...api('ticketSummaries') },
  getCancelWaitings: { method: 'GET', path: `${summaries}/cancel-waitings/`, ...api('ticketSummaries') },
} as const satisfies Record<string, OperationDef>;

export type OperationId = keyof typeof operations;
export const operationIds = Object.keys(operations) as OperationId[];

type ParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}` ? Name | ParamNames<Rest> : never;
export type PathParams<Id extends OperationId> = Record<ParamNames<(typeof operations)[Id]['path']>, string>;
export type ParamsArg<Id extends OperationId> = [ParamNames<(typeof operations)[Id]['path']>] extends [never] ? [] : [params: PathParams<Id>];

/** The parameter names of a path template, in order. */
export const pathParamNames = (path: string): string[] => [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);

/** The path of a call, its parameters encoded, and its first empty parameter: such a path would name another resource, so it is never sent. */
export function fillPath<Id extends OperationId>(id: Id, ...[params]: ParamsArg<Id>): { path: string; empty?: string } {
  const values = (params ?? {}) as Record<string, string | undefined>;
  let empty: string | undefined;
  const path = (operations[id].path as string).replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = values[name] ?? '';
    if (value === '') empty ??= name;
    return encodeURIComponent(value);
  });
  return empty === undefined ? { path } : { path, empty };
}

/** A regular expression that matches exactly the paths of a template (no trailing-slash leniency). */
export function pathPattern(template: string): RegExp {
  const literal = template.split(/\{\w+\}/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${literal.join('[^/]+')}$`);
}
