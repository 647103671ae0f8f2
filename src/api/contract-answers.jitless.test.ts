/**
 * The contract both ways (./contract-answers.test.ts) as built pages read answers: arktype
 * jitless, with the unions' first step of scripts/vite-arktype-jitless.ts. That file's tests,
 * registered again here once the mode is set.
 */
import { configure } from 'arktype/config';
import { afterAll } from 'vitest';

configure({ jitless: true });
await import('./contract-answers.test');
afterAll(() => configure({ jitless: false }));
