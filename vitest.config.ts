import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { aliasEntries } from './scripts/aliases.ts';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: aliasEntries },
  test: {
    environment: 'jsdom',
    include: ['machines/**/*.test.ts', 'scripts/**/*.test.ts', 'src/**/*.test.{ts,tsx}', 'mirage/**/*.test.ts', 'tests/integration/**/*.test.{ts,tsx}'],
    setupFiles: ['tests/harness/setup.ts'],
    pool: 'threads',
    // Vitest's default is one worker fewer than the cores: a single worker on the 2-core CI
    // machine, while the main thread idles. Two workers: the unit and integration run 266 → 182 s.
    maxWorkers: 2,
    env: { TZ: 'Asia/Tokyo' },
  },
});
