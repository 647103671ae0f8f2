import { createRandom } from '../lib/random';
import { noPause, type Pause } from '../lib/yield';
import type { AppServer } from '../routes/define-routes';
import { seedDemoAccounts } from './accounts';
import { featureSeeders } from './index';
import { DEMO_SEED } from './default-seed';

export { DEMO_SEED };

const contextOf = (name: string, today: Date) => ({ random: createRandom(`${DEMO_SEED}:${name}`, today), today });

/** The demo: accounts and corporations, then every feature's data, relative to today (all at once). */
export function seedDefault(server: AppServer, today: Date = new Date()): void {
  seedDemoAccounts(server);
  for (const seeder of featureSeeders) seeder.seed(server, contextOf(seeder.name, today));
}

/**
 * The same data for the browser demo, without one long task (issue 15): one seeder per slice of
 * work with `pause` in between, and the large collections (ticket sales, check-ins) registered
 * to be drawn later, when first asked for. Returns the main-thread time each slice took, by name.
 */
export async function seedDefaultInSlices(server: AppServer, today: Date = new Date(), pause: Pause = noPause): Promise<[string, number][]> {
  const slices: [string, number][] = [];
  const slice = (name: string, work: () => void) => {
    const started = performance.now();
    work();
    slices.push([name, performance.now() - started]);
  };
  slice('accounts', () => seedDemoAccounts(server));
  for (const seeder of featureSeeders) {
    await pause();
    const context = contextOf(seeder.name, today);
    slice(seeder.name, () => (seeder.seedLazily ?? seeder.seed)(server, context));
  }
  return slices;
}

/** Accounts and corporations only: for fast journeys that need no feature data. */
export function seedAccountsOnly(server: AppServer): void {
  seedDemoAccounts(server);
}
