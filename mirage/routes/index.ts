import { registerAssetRoutes } from './assets';
import { registerAuthRoutes } from './auth';
import { registerCheckInRoutes } from './check-ins';
import { registerConstantRoutes } from './constants';
import { registerCorporationRoutes } from './corporations';
import { registerCouponRoutes } from './coupons';
import { registerFacilityRoutes } from './facilities';
import type { AppServer } from './define-routes';
import { registerMemberRoutes } from './members';
import { registerTicketPaymentRoutes } from './tickets-payments';
import { registerTicketSourceRoutes } from './tickets-sources';
import { registerTicketSummaryRoutes } from './tickets-summaries';

/** Every resource's routes, registered in this order by makeServer. A feature adds one line. */
export const routeRegistrars: ((server: AppServer) => void)[] = [
  registerAuthRoutes,
  registerCorporationRoutes,
  registerConstantRoutes,
  registerAssetRoutes,
  registerCheckInRoutes,
  registerCouponRoutes,
  registerFacilityRoutes,
  registerMemberRoutes,
  // Ticket sales: docs/tickets.md.
  registerTicketSourceRoutes,
  registerTicketPaymentRoutes,
  registerTicketSummaryRoutes,
];
