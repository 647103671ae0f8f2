/**
 * Liberal reading of answers (./liberal-responses.test.ts: nulls, decimal strings, malformed
 * records) as built pages read them: arktype jitless, with the unions' first step of
 * scripts/vite-arktype-jitless.ts. That file's tests, registered again here once the mode is set.
 */
import { configure } from 'arktype/config';
import { afterAll } from 'vitest';

configure({ jitless: true });
await import('./liberal-responses.test');
afterAll(() => configure({ jitless: false }));
