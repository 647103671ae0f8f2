import { createRandom } from '../lib/random';
import type { AppServer } from '../routes/define-routes';
import { seedDemoAccounts } from './accounts';
import { featureSeeders } from './index';
import { DEMO_SEED } from './default-seed';

export { DEMO_SEED };

const contextOf = (name: string, today: Date) => ({ random: createRandom(`${DEMO_SEED}:${name}`, today), today });

/** The demo: accounts and corporations, then every feature's data, relative to today. */
export function seedDefault(server: AppServer, today: Date = new Date()): void {
  seedDemoAccounts(server);
  for (const seeder of featureSeeders) seeder.seed(server, contextOf(seeder.name, today));
}

/** Accounts and corporations only: for fast journeys that need no feature data. */
export function seedAccountsOnly(server: AppServer): void {
  seedDemoAccounts(server);
}
