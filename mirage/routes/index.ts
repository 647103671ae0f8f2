import { registerAssetRoutes } from './assets';
import { registerAuthRoutes } from './auth';
import { registerCheckInRoutes } from './check-ins';
import { registerConstantRoutes } from './constants';
import { registerCorporationRoutes } from './corporations';
import { registerCouponRoutes } from './coupons';
import { registerFacilityRoutes } from './facilities';
import type { AppServer } from './define-routes';
import { registerMemberRoutes } from './members';
import { registerTicketRoutes } from './tickets';

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
  registerTicketRoutes,
];
