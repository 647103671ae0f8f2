import { createRandom } from '../lib/random';
import type { AppServer } from '../routes/define-routes';
import { seedDemoAccounts } from './accounts';
import { checkInsSeeder } from './check-ins';
import { couponsSeeder } from './coupons';
import { DEMO_SEED } from './default-seed';
import { facilitiesSeeder } from './facilities';
import { membersSeeder } from './members';
import type { FeatureSeeder } from './seeder';
import { ticketsSeeder } from './tickets';

export { DEMO_SEED };

/** Feature demo data, seeded in this order after the accounts and corporations; a feature adds its seeder (scenarios/<feature>.ts). */
const featureSeeders: FeatureSeeder[] = [facilitiesSeeder, membersSeeder, couponsSeeder, ticketsSeeder, checkInsSeeder];

/** The demo: accounts and corporations, then every feature's data, relative to today. */
export function seedDefault(server: AppServer, today: Date = new Date()): void {
  seedDemoAccounts(server);
  for (const seeder of featureSeeders) seeder.seed(server, { random: createRandom(`${DEMO_SEED}:${seeder.name}`, today), today });
}
