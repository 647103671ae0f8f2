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
};
