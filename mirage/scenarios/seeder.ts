import type { Random } from '../lib/random';
import type { AppServer } from '../routes/define-routes';

export type SeedContext = {
  /** This seeder's own PRNG, seeded from its name, so adding a seeder never changes another's data. */
  random: Random;
  today: Date;
};

/** A feature's demo data, inserted in bulk (`server.db.<collection>.insert(array)`). */
export type FeatureSeeder = {
  name: string;
  seed: (server: AppServer, context: SeedContext) => void;
  /**
   * For collections too large to draw at start (the demo's ticket sales and check-ins): registers
   * what draws them later (lazy-data.ts), with the same seed and so the same rows as `seed`.
   */
  seedLazily?: (server: AppServer, context: SeedContext) => void;
};

/** Runs every step at once (the synchronous seed). */
export function runSteps(steps: Iterable<void>): void {
  for (const _step of steps) {
    // each step did its work when the iterator advanced
  }
}
