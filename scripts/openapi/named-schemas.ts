import { AssetAccess, SignedUrlInfo, UploadedAsset } from '@/api/assets';
import { AbilitySchema, ProfileSchema } from '@/api/auth';
import { CheckInDetail, CheckInItem, CheckInOwner, CheckInSummary } from '@/api/check-ins';
import { Corporation } from '@/api/corporations';
import { CouponImage, CouponInput } from '@/api/coupon-input';
import { Coupon } from '@/api/coupons';
import { Activity, AgreementSchema, FacilityResponse, Tag, WireAddress, WireFacility } from '@/api/facilities';
import { Member } from '@/api/members';
import { Refund, TicketPayment } from '@/api/ticket-payments';
import { FacilityRef, Owner, Paginate, Ticket, TicketSource } from '@/api/ticket-sources';
import { CancelWaitingPayment, SummaryMonth, SummaryRow, SummaryTotal } from '@/api/ticket-summaries';
import { ActivityBody, TicketSourceBody } from './request-bodies';

/** The types the contract names (components.schemas), as docs/*.md name them. */
export const namedSchemas = {
  Ability: AbilitySchema(),
  Profile: ProfileSchema(),
  Corporation: Corporation(),
  Member: Member(),
  AssetAccess: AssetAccess(),
  SignedUrlInfo: SignedUrlInfo(),
  UploadedAsset: UploadedAsset(),
  CheckInOwner: CheckInOwner(),
  CheckInItem: CheckInItem(),
  CheckInDetail: CheckInDetail(),
  CheckInSummary: CheckInSummary(),
  CouponImage: CouponImage(),
  Coupon: Coupon(),
  CouponInput: CouponInput(),
  Tag: Tag(),
  Activity: Activity(),
  ActivityInput: ActivityBody,
  Address: WireAddress(),
  Facility: WireFacility(),
  FacilityResponse: FacilityResponse(),
  Agreement: AgreementSchema(),
  Owner: Owner(),
  FacilityRef: FacilityRef(),
  TicketSource: TicketSource(),
  TicketSourceInput: TicketSourceBody,
  Paginate: Paginate(),
  Ticket: Ticket(),
  Refund: Refund(),
  TicketPayment: TicketPayment(),
  SummaryMonth: SummaryMonth(),
  SummaryTotal: SummaryTotal(),
  SummaryRow: SummaryRow(),
  CancelWaitingPayment: CancelWaitingPayment(),
};
