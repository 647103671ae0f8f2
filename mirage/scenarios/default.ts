import { createRandom } from '../lib/random';
import { noPause, type Pause } from '../lib/yield';
import type { AppServer } from '../routes/define-routes';
import { seedDemoAccounts } from './accounts';
import { featureSeeders } from './index';

/** Changing it changes every demo screen: keep it fixed (DECISIONS §7). */
export const DEMO_SEED = 'petpass-demo-2026';

const contextOf = (name: string, today: Date) => ({ random: createRandom(`${DEMO_SEED}:${name}`, today), today });

/** The demo: accounts and corporations, then every feature's data, relative to today (all at once). */
export function seedDefault(server: AppServer, today: Date = new Date()): void {
  seedDemoAccounts(server);
  for (const seeder of featureSeeders) seeder.seed(server, contextOf(seeder.name, today));
}

/**
 * The same data for the browser demo, without one long task (issue 15): one seeder per slice of
 * work with `pause` in between, and the large collections (check-ins) registered to be drawn
 * later, when first asked for. Returns the main-thread time each slice took.
 */
export async function seedDefaultInSlices(server: AppServer, today: Date = new Date(), pause: Pause = noPause): Promise<number[]> {
  const slices: number[] = [];
  const slice = (work: () => void) => {
    const started = performance.now();
    work();
    slices.push(performance.now() - started);
  };
  slice(() => seedDemoAccounts(server));
  for (const seeder of featureSeeders) {
    await pause();
    slice(() => (seeder.seedLazily ?? seeder.seed)(server, contextOf(seeder.name, today)));
  }
  return slices;
}

/** Accounts and corporations only: for fast journeys that need no feature data. */
export function seedAccountsOnly(server: AppServer): void {
  seedDemoAccounts(server);
}
