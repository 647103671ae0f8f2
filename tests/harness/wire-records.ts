/**
 * Whole records as openapi.json describes them, for the tests that answer a call by hand: a
 * screen reads them with the same reader as every other screen (src/api), so a partial record
 * would be a malformed one. Each takes the fields a test cares about.
 */
type Fields = Record<string, unknown>;

/** One item of GET …/facilities/ (the facility answer). */
export const wireFacilityResponse = (facility: Fields = {}): Fields & { facility: Fields } => ({
  facility: {
    id: 'f1',
    name: 'ドッグカフェ',
    tel: '',
    url: '',
    catchphrase: '',
    introduction: '',
    caution: '',
    latitude: null,
    longitude: null,
    status: 'enabled',
    imageUrls: [],
    imageIds: [],
    confirmedAt: null,
    checkInUrl: null,
    qrCodeId: null,
    memoForCheckIn: '',
    ...facility,
  },
  corporation: { id: 'c1' },
  address: { postalCode: '1500001', prefecture: '東京都', address: '渋谷区' },
  deliveryAddress: null,
  tags: [],
  activities: [],
});

/** A coupon as GET …/coupons/ answers it. */
export const wireCoupon = (coupon: Fields = {}): Fields => ({
  id: 'c1',
  corporationId: 'c1',
  title: 'スタンプ',
  description: '',
  image: null,
  facilityIds: [],
  requiredVisits: 3,
  issuableCount: 1,
  benefit: 'おやつ',
  startAt: '2026-01-01T00:00:00+09:00',
  endAt: '2030-12-31T23:59:59+09:00',
  status: 'draft',
  publishedAt: null,
  createdAt: '2025-12-01T10:00:00+09:00',
  updatedAt: '2025-12-01T10:00:00+09:00',
  ...coupon,
});

/** An issued ticket. */
export const wireTicket = (ticket: Fields = {}): Fields => ({
  id: 't1',
  code: 'T-0001',
  sourceId: 's1',
  sourceName: '1日券',
  paymentId: 'p1',
  status: 'enabled',
  price: 1100,
  refundedAmount: 0,
  owner: null,
  issuedAt: '2026-01-05T10:00:00+09:00',
  validUntil: '2026-02-04T23:59:59+09:00',
  consumedAt: null,
  cancelRequestedAt: null,
  ...ticket,
});

/** A payment waiting for a cancellation (GET …/ticket-summaries/cancel-waitings/). */
export const wireCancelWaitingPayment = (payment: Fields = {}): Fields => ({
  id: 'p1',
  paidAt: '2026-01-05T10:00:00+09:00',
  sourceName: '1日券',
  owner: null,
  amount: 1100,
  waitingTicketCount: 1,
  ...payment,
});
