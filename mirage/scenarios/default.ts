import { createRandom } from '../lib/random';
import type { AppServer } from '../routes/define-routes';
import { seedDemoAccounts } from './accounts';
import { featureSeeders } from './index';

/** Changing it changes every demo screen: keep it fixed (DECISIONS §7). */
export const DEMO_SEED = 'petpass-demo-2026';

/** The demo: accounts and corporations, then every feature's data, relative to today. */
export function seedDefault(server: AppServer, today: Date = new Date()): void {
  seedDemoAccounts(server);
  for (const seeder of featureSeeders) {
    seeder.seed(server, { random: createRandom(`${DEMO_SEED}:${seeder.name}`, today), today });
  }
}

/** Accounts and corporations only: for fast journeys that need no feature data. */
export function seedAccountsOnly(server: AppServer): void {
  seedDemoAccounts(server);
}
