import { membersSeeder } from './members';
import { facilitiesSeeder } from './facilities';
import { couponsSeeder } from './coupons';
import { checkInsSeeder } from './check-ins';
import type { FeatureSeeder } from './seeder';
import { ticketsSeeder } from './tickets';

/**
 * Feature demo data, seeded in this order after the demo accounts and corporations.
 * A feature adds one line (e.g. `facilitiesSeeder`), defined in scenarios/<feature>.ts.
 */
export const featureSeeders: FeatureSeeder[] = [facilitiesSeeder, membersSeeder, couponsSeeder, ticketsSeeder, checkInsSeeder];
