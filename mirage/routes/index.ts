import { registerAssetRoutes } from './assets';
import { registerAuthRoutes } from './auth';
import { registerConstantRoutes } from './constants';
import { registerCorporationRoutes } from './corporations';
import type { AppServer } from './define-routes';

export type RouteRegistrar = (server: AppServer) => void;

/** Every resource's routes, registered in this order by makeServer. A feature adds one line. */
export const routeRegistrars: RouteRegistrar[] = [
  registerAuthRoutes,
  registerCorporationRoutes,
  registerConstantRoutes,
  registerAssetRoutes,
];
