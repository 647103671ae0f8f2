import type { OperationId } from '@/api/operations';
import * as assets from '@/api/assets';
import * as auth from '@/api/auth';
import * as checkIns from '@/api/check-ins';
import * as constants from '@/api/constants';
import * as corporations from '@/api/corporations';
import type { CouponInput } from '@/api/coupon-input';
import * as coupons from '@/api/coupons';
import * as dashboard from '@/api/dashboard';
import * as facilities from '@/api/facilities';
import * as members from '@/api/members';
import * as ticketPayments from '@/api/ticket-payments';
import * as ticketSources from '@/api/ticket-sources';
import * as ticketSummaries from '@/api/ticket-summaries';

/**
 * Every fetcher of src/api, called once with sample arguments, keyed by the operation it must
 * call. `path` is what must reach the wire for those arguments (the contract's template filled
 * in by hand, so a fetcher that builds its own URL is caught). Used by the exact-path test and
 * the "liberal in what it accepts" tests.
 */
export type FetcherCall = { name: string; run: () => Promise<unknown>; path: string };

export const ASSET_BASE = 'https://assets.example.test/base';
const access = { token: 'asset-token', apiUrlBase: ASSET_BASE };
const signed = { id: 'img-1', url: 'https://storage.example.test/u/img-1' };
const c = '/api/corporations/c1';

const facilityFields: facilities.FacilityFields = {
  postalCode: '1500001',
  prefecture: '東京都',
  address: '渋谷区神宮前1-1',
  isSameDeliveryAddress: true,
  deliveryPostalCode: '',
  deliveryPrefecture: '',
  deliveryAddress: '',
  addressee: '',
  name: 'ドッグカフェ',
  tel: '0312345678',
  url: '',
  catchphrase: '',
  introduction: '',
  caution: '',
  latitude: null,
  longitude: null,
  qrCodeId: '',
  memoForCheckIn: '',
};
const couponInput: CouponInput = {
  title: 'スタンプ',
  description: '',
  image: null,
  facilityIds: [],
  requiredVisits: 3,
  issuableCount: 1,
  benefit: 'おやつ',
  startAt: '2026-01-01T00:00:00+09:00',
  endAt: '2026-12-31T23:59:59+09:00',
};
const sourceInput: ticketSources.TicketSourceInput = {
  name: '1日券',
  description: '',
  facilityId: 'f1',
  price: 1000,
  quantity: 10,
  saleStartAt: '2026-01-01T00:00:00+09:00',
  saleEndAt: '2026-12-31T23:59:59+09:00',
  validDays: 30,
  saleStatus: 'sale',
};
const agreementInput: facilities.AgreementInput = {
  file: null,
  hasName: true,
  hasPhoneNumber: false,
  hasPostalCode: false,
  hasAddress: false,
  hasEmail: false,
  customFields: [],
};

const call = (name: string, path: string, run: () => Promise<unknown>): FetcherCall => ({ name, path, run });

export const fetcherCalls: Record<OperationId, FetcherCall[]> = {
  requestMailLink: [call('requestMailLink', '/api/sign_in/mail', () => auth.requestMailLink('a@example.jp'))],
  signIn: [call('signIn', '/api/sign_in', () => auth.signIn({ idToken: 'dummy:a@example.jp' }))],
  signOut: [call('signOut', '/api/sign_out', () => auth.signOut('bearer-to-end'))],
  getMe: [call('fetchMe', '/api/me', () => auth.fetchMe())],
  listCorporations: [call('listCorporations', '/api/corporations', () => corporations.listCorporations())],
  getCorporation: [call('getCorporation', c, () => corporations.getCorporation('c1'))],
  updateCorporation: [call('patchCorporation', c, () => corporations.patchCorporation('c1', { name: '会社' }))],
  listMembers: [call('listMembers', `${c}/members/`, () => members.listMembers('c1'))],
  changeMembers: [call('changeMembers', `${c}/members/`, () => members.changeMembers('c1', { action: 'add', email: 'm@example.jp' }))],
  listQuizUnits: [call('fetchQuizUnits', '/api/constants/quiz-units', () => constants.fetchQuizUnits())],
  listTrainingInfo: [call('fetchTrainingInfoList', '/api/constants/training-info-list', () => constants.fetchTrainingInfoList())],
  getAssetToken: [call('fetchAssetAccess', '/api/assets/token', () => assets.fetchAssetAccess())],
  issueSignedUrl: [
    call('issueSignedUrl', `${ASSET_BASE}/v1/signed/issue`, () => assets.issueSignedUrl(access, { assetType: 'image', contentType: 'image/png' })),
  ],
  registerImage: [call('registerImage', `${ASSET_BASE}/v1/signed/images`, () => assets.registerImage(access, signed))],
  registerMovie: [call('registerMovie', `${ASSET_BASE}/v1/signed/movies`, () => assets.registerMovie(access, signed))],
  getCheckInSummary: [
    call('getCheckInSummary', `${c}/check-in-histories/check-in-summary`, () => checkIns.getCheckInSummary('c1')),
    call('fetchCheckInFigures', `${c}/check-in-histories/check-in-summary`, () => dashboard.fetchCheckInFigures('c1')),
  ],
  listCheckIns: [
    call('listCheckIns', `${c}/check-in-histories/check-in-pets`, () =>
      checkIns.listCheckIns('c1', { page: 1, limit: 10, order: 'desc', facility: '', owner: '' }),
    ),
  ],
  getCheckIn: [call('getCheckIn', `${c}/check-in-histories/check-in-pets/ci1`, () => checkIns.getCheckIn('c1', 'ci1'))],
  downloadCheckInCsv: [call('downloadCheckInCsv', `${c}/check-in-histories/csv/download`, () => checkIns.downloadCheckInCsv('c1', 2026))],
  listCoupons: [
    call('listCoupons', `${c}/coupons/`, () => coupons.listCoupons('c1')),
    call('fetchCouponFigures', `${c}/coupons/`, () => dashboard.fetchCouponFigures('c1')),
  ],
  getCoupon: [call('getCoupon', `${c}/coupons/k1`, () => coupons.getCoupon('c1', 'k1'))],
  createCoupon: [call('createCoupon', `${c}/coupons/`, () => coupons.createCoupon('c1', couponInput))],
  updateCoupon: [call('updateCoupon', `${c}/coupons/k1`, () => coupons.updateCoupon('c1', 'k1', couponInput))],
  changeCouponStatus: [call('changeCouponStatus', `${c}/coupons/k1/status`, () => coupons.changeCouponStatus('c1', 'k1', 'published'))],
  listFacilities: [
    call('listFacilities', `${c}/facilities/`, () => facilities.listFacilities('c1')),
    call('fetchFacilityFigures', `${c}/facilities/`, () => dashboard.fetchFacilityFigures('c1')),
    call('listCouponFacilityOptions', `${c}/facilities/`, () => coupons.listCouponFacilityOptions('c1')),
  ],
  getFacility: [call('getFacility', `${c}/facilities/f1/`, () => facilities.getFacility('c1', 'f1'))],
  createFacility: [
    call('createFacility', `${c}/facilities/`, () =>
      facilities.createFacility({
        corporationId: 'c1',
        facility: { ...facilityFields, imageIds: [] },
        tags: [],
        activities: [],
        agreementPdf: null,
        agreementSettings: { hasName: true, hasPhoneNumber: false, hasPostalCode: false, hasAddress: false, hasEmail: false, customFields: [] },
      }),
    ),
  ],
  updateFacility: [call('updateFacility', `${c}/facilities/f1/update`, () => facilities.updateFacility('c1', 'f1', facilityFields, []))],
  getAgreement: [call('getAgreement', `${c}/facilities/f1/agreement`, () => facilities.getAgreement('c1', 'f1'))],
  updateAgreement: [call('updateAgreement', `${c}/facilities/f1/agreement/update`, () => facilities.updateAgreement('c1', 'f1', agreementInput))],
  deleteAgreement: [call('deleteAgreement', `${c}/facilities/f1/agreement/delete`, () => facilities.deleteAgreement('c1', 'f1'))],
  updateFacilityTags: [call('updateFacilityTags', `${c}/facilities/f1/tags/update`, () => facilities.updateFacilityTags('c1', 'f1', []))],
  updateFacilityActivities: [
    call('updateFacilityActivities', `${c}/facilities/f1/activities/update`, () => facilities.updateFacilityActivities('c1', 'f1', [])),
  ],
  updateFacilityStatus: [call('updateFacilityStatus', `${c}/facilities/f1/status/update`, () => facilities.updateFacilityStatus('c1', 'f1', 'enabled'))],
  confirmFacility: [call('confirmFacility', `${c}/facilities/f1/confirmed`, () => facilities.confirmFacility('c1', 'f1', 'approved', ''))],
  getTicketPayment: [call('getTicketPayment', `${c}/ticket-payments/p1`, () => ticketPayments.getTicketPayment('c1', 'p1'))],
  refundTicketPayment: [
    call('refundTicketPayment', `${c}/ticket-payments/p1/refund/`, () =>
      ticketPayments.refundTicketPayment('c1', 'p1', { targets: ['t1'], refundPercent: 100 }, 'key-1'),
    ),
  ],
  changeTicketStatus: [
    call('changeTicketStatus', `${c}/ticket-payments/p1/status/`, () =>
      ticketPayments.changeTicketStatus('c1', 'p1', { targets: ['t1'], newStatus: 'ignored' }),
    ),
  ],
  listTicketSources: [call('listTicketSources', `${c}/ticket-sources/`, () => ticketSources.listTicketSources('c1'))],
  listTicketFacilities: [call('listTicketFacilities', `${c}/ticket-sources/facilities`, () => ticketSources.listTicketFacilities('c1'))],
  getTicketSource: [call('getTicketSource', `${c}/ticket-sources/s1`, () => ticketSources.getTicketSource('c1', 's1'))],
  createTicketSource: [call('createTicketSource', `${c}/ticket-sources/`, () => ticketSources.createTicketSource('c1', sourceInput))],
  updateTicketSource: [call('updateTicketSource', `${c}/ticket-sources/s1`, () => ticketSources.updateTicketSource('c1', 's1', sourceInput))],
  listIssuedTickets: [call('listIssuedTickets', `${c}/ticket-sources/s1/tickets`, () => ticketSources.listIssuedTickets('c1', 's1'))],
  getIssuedTicket: [call('getIssuedTicket', `${c}/ticket-sources/s1/tickets/t1`, () => ticketSources.getIssuedTicket('c1', 's1', 't1'))],
  listConsumeMonths: [call('listSummaryMonths consumes', `${c}/ticket-summaries/consumes`, () => ticketSummaries.listSummaryMonths('c1', 'consumes'))],
  getConsumeMonth: [
    call('getSummaryMonth consumes', `${c}/ticket-summaries/consumes/2026-05`, () => ticketSummaries.getSummaryMonth('c1', 'consumes', '2026-05')),
    call('downloadSummaryCsv consumes', `${c}/ticket-summaries/consumes/2026-05`, () => ticketSummaries.downloadSummaryCsv('c1', 'consumes', '2026-05')),
  ],
  listPaymentMonths: [
    call('listSummaryMonths payments', `${c}/ticket-summaries/payments`, () => ticketSummaries.listSummaryMonths('c1', 'payments')),
    call('fetchTicketSalesFigures', `${c}/ticket-summaries/payments`, () => dashboard.fetchTicketSalesFigures('c1', '2026-05')),
  ],
  getPaymentMonth: [
    call('getSummaryMonth payments', `${c}/ticket-summaries/payments/2026-05`, () => ticketSummaries.getSummaryMonth('c1', 'payments', '2026-05')),
    call('downloadSummaryCsv payments', `${c}/ticket-summaries/payments/2026-05`, () => ticketSummaries.downloadSummaryCsv('c1', 'payments', '2026-05')),
  ],
  listRefundMonths: [call('listSummaryMonths refunds', `${c}/ticket-summaries/refunds`, () => ticketSummaries.listSummaryMonths('c1', 'refunds'))],
  getRefundMonth: [
    call('getSummaryMonth refunds', `${c}/ticket-summaries/refunds/2026-05`, () => ticketSummaries.getSummaryMonth('c1', 'refunds', '2026-05')),
    call('downloadSummaryCsv refunds', `${c}/ticket-summaries/refunds/2026-05`, () => ticketSummaries.downloadSummaryCsv('c1', 'refunds', '2026-05')),
  ],
  getCancelWaitings: [
    call('getCancelWaitings', `${c}/ticket-summaries/cancel-waitings/`, () => ticketSummaries.getCancelWaitings('c1')),
    call('fetchCancelWaitingFigures', `${c}/ticket-summaries/cancel-waitings/`, () => dashboard.fetchCancelWaitingFigures('c1')),
  ],
};
