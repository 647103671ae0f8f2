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
    env: { TZ: 'Asia/Tokyo' },
  },
});
