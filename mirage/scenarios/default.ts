import { createRandom } from '../lib/random';
import type { AppServer } from '../routes/define-routes';
import { seedDemoAccounts } from './accounts';
import { featureSeeders } from './index';
import { DEMO_SEED } from './default-seed';

export { DEMO_SEED };

/** The demo: accounts and corporations, then every feature's data, relative to today. */
export function seedDefault(server: AppServer, today: Date = new Date()): void {
  seedDemoAccounts(server);
  for (const seeder of featureSeeders) seeder.seed(server, { random: createRandom(`${DEMO_SEED}:${seeder.name}`, today), today });
}
