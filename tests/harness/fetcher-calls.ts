import type { OperationId } from '@/api/operations';
import * as assets from '@/api/assets';
import * as auth from '@/api/auth';
import * as checkIns from '@/api/check-ins';
import * as constants from '@/api/constants';
import * as corporations from '@/api/corporations';
import type { CouponInput } from '@/api/coupon-input';
import * as coupons from '@/api/coupons';
import * as facilities from '@/api/facilities';
import * as members from '@/api/members';
import * as ticketPayments from '@/api/ticket-payments';
import * as ticketSources from '@/api/ticket-sources';
import * as ticketSummaries from '@/api/ticket-summaries';
import { fetchRead } from '@/api/queries';
import { reads } from '@/api/reads';

/**
 * Every fetcher of src/api (a read through `fetchRead`, ./reads.ts), called once with sample
 * arguments, keyed by the operation it must call. `path` is what must reach the wire for those arguments (the contract's template filled
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
  getCorporation: [call('corporation', c, () => fetchRead(reads.corporation('c1')))],
  updateCorporation: [call('patchCorporation', c, () => corporations.patchCorporation('c1', { name: '会社' }))],
  listMembers: [call('members', `${c}/members/`, () => fetchRead(reads.members('c1')))],
  changeMembers: [call('changeMembers', `${c}/members/`, () => members.changeMembers('c1', { action: 'add', email: 'm@example.jp' }))],
  listQuizUnits: [call('fetchQuizUnits', '/api/constants/quiz-units', () => constants.fetchQuizUnits())],
  listTrainingInfo: [call('fetchTrainingInfoList', '/api/constants/training-info-list', () => constants.fetchTrainingInfoList())],
  getAssetToken: [call('fetchAssetAccess', '/api/assets/token', () => assets.fetchAssetAccess())],
  issueSignedUrl: [
    call('issueSignedUrl', `${ASSET_BASE}/v1/signed/issue`, () => assets.issueSignedUrl(access, { assetType: 'image', contentType: 'image/png' })),
  ],
  registerImage: [call('registerImage', `${ASSET_BASE}/v1/signed/images`, () => assets.registerImage(access, signed))],
  registerMovie: [call('registerMovie', `${ASSET_BASE}/v1/signed/movies`, () => assets.registerMovie(access, signed))],
  getCheckInSummary: [call('checkInSummary', `${c}/check-in-histories/check-in-summary`, () => fetchRead(reads.checkInSummary('c1')))],
  listCheckIns: [
    call('checkIns', `${c}/check-in-histories/check-in-pets`, () =>
      fetchRead(reads.checkIns('c1', { page: 1, limit: 10, order: 'desc', facility: '', owner: '' })),
    ),
  ],
  getCheckIn: [call('checkIn', `${c}/check-in-histories/check-in-pets/ci1`, () => fetchRead(reads.checkIn('c1', 'ci1')))],
  downloadCheckInCsv: [call('downloadCheckInCsv', `${c}/check-in-histories/csv/download`, () => checkIns.downloadCheckInCsv('c1', 2026))],
  listCoupons: [call('coupons', `${c}/coupons/`, () => fetchRead(reads.coupons('c1')))],
  getCoupon: [call('coupon', `${c}/coupons/k1`, () => fetchRead(reads.coupon('c1', 'k1')))],
  createCoupon: [call('createCoupon', `${c}/coupons/`, () => coupons.createCoupon('c1', couponInput))],
  updateCoupon: [call('updateCoupon', `${c}/coupons/k1`, () => coupons.updateCoupon('c1', 'k1', couponInput))],
  changeCouponStatus: [call('changeCouponStatus', `${c}/coupons/k1/status`, () => coupons.changeCouponStatus('c1', 'k1', 'published'))],
  listFacilities: [call('facilities', `${c}/facilities/`, () => fetchRead(reads.facilities('c1')))],
  getFacility: [call('facility', `${c}/facilities/f1/`, () => fetchRead(reads.facility('c1', 'f1')))],
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
  getAgreement: [call('agreement', `${c}/facilities/f1/agreement`, () => fetchRead(reads.agreement('c1', 'f1')))],
  updateAgreement: [call('updateAgreement', `${c}/facilities/f1/agreement/update`, () => facilities.updateAgreement('c1', 'f1', agreementInput))],
  deleteAgreement: [call('deleteAgreement', `${c}/facilities/f1/agreement/delete`, () => facilities.deleteAgreement('c1', 'f1'))],
  updateFacilityTags: [call('updateFacilityTags', `${c}/facilities/f1/tags/update`, () => facilities.updateFacilityTags('c1', 'f1', []))],
  updateFacilityActivities: [
    call('updateFacilityActivities', `${c}/facilities/f1/activities/update`, () => facilities.updateFacilityActivities('c1', 'f1', [])),
  ],
  updateFacilityStatus: [call('updateFacilityStatus', `${c}/facilities/f1/status/update`, () => facilities.updateFacilityStatus('c1', 'f1', 'enabled'))],
  confirmFacility: [call('confirmFacility', `${c}/facilities/f1/confirmed`, () => facilities.confirmFacility('c1', 'f1', 'approved', ''))],
  getTicketPayment: [call('ticketPayment', `${c}/ticket-payments/p1`, () => fetchRead(reads.ticketPayment('c1', 'p1')))],
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
  listTicketSources: [call('ticketSources', `${c}/ticket-sources/`, () => fetchRead(reads.ticketSources('c1')))],
  listTicketFacilities: [call('ticketFacilities', `${c}/ticket-sources/facilities`, () => fetchRead(reads.ticketFacilities('c1')))],
  getTicketSource: [call('ticketSource', `${c}/ticket-sources/s1`, () => fetchRead(reads.ticketSource('c1', 's1')))],
  createTicketSource: [call('createTicketSource', `${c}/ticket-sources/`, () => ticketSources.createTicketSource('c1', sourceInput))],
  updateTicketSource: [call('updateTicketSource', `${c}/ticket-sources/s1`, () => ticketSources.updateTicketSource('c1', 's1', sourceInput))],
  listIssuedTickets: [call('issuedTickets', `${c}/ticket-sources/s1/tickets`, () => fetchRead(reads.issuedTickets('c1', 's1')))],
  getIssuedTicket: [call('issuedTicket', `${c}/ticket-sources/s1/tickets/t1`, () => fetchRead(reads.issuedTicket('c1', 's1', 't1')))],
  listConsumeMonths: [call('listSummaryMonths consumes', `${c}/ticket-summaries/consumes`, () => fetchRead(reads.summaryMonths('c1', 'consumes')))],
  getConsumeMonth: [
    call('getSummaryMonth consumes', `${c}/ticket-summaries/consumes/2026-05`, () => fetchRead(reads.summaryMonth('c1', 'consumes', '2026-05'))),
    call('downloadSummaryCsv consumes', `${c}/ticket-summaries/consumes/2026-05`, () => ticketSummaries.downloadSummaryCsv('c1', 'consumes', '2026-05')),
  ],
  listPaymentMonths: [call('listSummaryMonths payments', `${c}/ticket-summaries/payments`, () => fetchRead(reads.summaryMonths('c1', 'payments')))],
  getPaymentMonth: [
    call('getSummaryMonth payments', `${c}/ticket-summaries/payments/2026-05`, () => fetchRead(reads.summaryMonth('c1', 'payments', '2026-05'))),
    call('downloadSummaryCsv payments', `${c}/ticket-summaries/payments/2026-05`, () => ticketSummaries.downloadSummaryCsv('c1', 'payments', '2026-05')),
  ],
  listRefundMonths: [call('listSummaryMonths refunds', `${c}/ticket-summaries/refunds`, () => fetchRead(reads.summaryMonths('c1', 'refunds')))],
  getRefundMonth: [
    call('getSummaryMonth refunds', `${c}/ticket-summaries/refunds/2026-05`, () => fetchRead(reads.summaryMonth('c1', 'refunds', '2026-05'))),
    call('downloadSummaryCsv refunds', `${c}/ticket-summaries/refunds/2026-05`, () => ticketSummaries.downloadSummaryCsv('c1', 'refunds', '2026-05')),
  ],
  getCancelWaitings: [call('cancelWaitings', `${c}/ticket-summaries/cancel-waitings/`, () => fetchRead(reads.cancelWaitings('c1')))],
};
