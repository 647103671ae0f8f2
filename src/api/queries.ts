import { queryOptions } from '@tanstack/react-query';
import { readCheckIn, readCheckIns, readCheckInSummary } from './check-ins';
import { missingParameter } from './api-path';
import { request } from './client';
import { readCorporation } from './corporations';
import { readCoupon, readCoupons } from './coupons';
import { readAgreement, readFacilities, readFacility } from './facilities';
import { readMembers } from './members';
import type { Read, ReadOp } from './reads';
import { readTicketPayment } from './ticket-payments';
import { readIssuedTicket, readIssuedTickets, readTicketFacilities, readTicketSource, readTicketSources } from './ticket-sources';
import { readCancelWaitings, readSummaryMonth, readSummaryMonths } from './ticket-summaries';

/** How each call the screens read is read: its answer checked at the boundary (./validate.ts). */
const answers = {
  getCorporation: readCorporation,
  listMembers: readMembers,
  getCheckInSummary: readCheckInSummary,
  listCheckIns: readCheckIns,
  getCheckIn: readCheckIn,
  listCoupons: readCoupons,
  getCoupon: readCoupon,
  listFacilities: readFacilities,
  getFacility: readFacility,
  getAgreement: readAgreement,
  listTicketSources: readTicketSources,
  getTicketSource: readTicketSource,
  listIssuedTickets: readIssuedTickets,
  getIssuedTicket: readIssuedTicket,
  listTicketFacilities: readTicketFacilities,
  getTicketPayment: readTicketPayment,
  listConsumeMonths: readSummaryMonths,
  listPaymentMonths: readSummaryMonths,
  listRefundMonths: readSummaryMonths,
  getConsumeMonth: readSummaryMonth,
  getPaymentMonth: readSummaryMonth,
  getRefundMonth: readSummaryMonth,
  getCancelWaitings: readCancelWaitings,
} satisfies { [Op in ReadOp]: (data: unknown, op: Op) => unknown };

export type Answer<Op extends ReadOp> = ReturnType<(typeof answers)[Op]>;

/** The answer of one read, as the screens show it. */
export async function fetchRead<Op extends ReadOp>(read: Read<Op>): Promise<Answer<Op>> {
  if (read.empty !== undefined) throw missingParameter(read.op, read.empty);
  const answer = answers[read.op] as unknown as (data: unknown, op: Op) => Answer<Op>;
  return answer(await request(read.path), read.op);
}

/** @example const facilities = useQuery({ ...queryOf(reads.facilities(cid)), placeholderData: keepPreviousData }); */
export const queryOf = <Op extends ReadOp>(read: Read<Op>) =>
  queryOptions({ queryKey: read.key, queryFn: () => fetchRead(read), ...(read.staleTime === undefined ? {} : { staleTime: read.staleTime }) });
