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

export type RouteRegistrar = (server: AppServer) => void;

/** Every resource's routes, registered in this order by makeServer. A feature adds one line. */
export const routeRegistrars: RouteRegistrar[] = [
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
