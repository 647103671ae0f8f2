import { describe, expect, it } from 'vitest';
import { demoServerPreload } from './vite-demo-preload';

/** A bundle as Vite's generateBundle sees it: chunk → its modules and static imports. */
const chunk = (fileName: string, moduleIds: string[], imports: string[] = []) => ({ type: 'chunk' as const, fileName, moduleIds, imports });
const bundle = Object.fromEntries(
  [
    chunk('assets/demo-boot-a.js', ['/p/mirage/demo-boot.ts']),
    chunk('assets/ark-util-b.js', ['/p/node_modules/@ark/util/out/index.js']),
    chunk('assets/ark-schema-c.js', ['/p/node_modules/@ark/schema/out/index.js'], ['assets/ark-util-b.js']),
    chunk('assets/validate-d.js', ['/p/src/api/validate.ts'], ['assets/ark-schema-c.js', 'assets/ark-util-b.js']),
    chunk('assets/auth-e.js', ['/p/src/api/auth.ts'], ['assets/validate-d.js', 'assets/wire-f.js']),
    chunk('assets/wire-f.js', ['/p/src/api/wire.ts'], ['assets/validate-d.js']),
    chunk('assets/corporations-g.js', ['/p/src/api/corporations.ts'], ['assets/wire-f.js']),
    chunk('assets/dashboard-page-h.js', ['/p/src/features/dashboard/dashboard-page.tsx'], ['assets/wire-f.js', 'assets/dates-i.js']),
    chunk('assets/dates-i.js', ['/p/src/lib/dates.ts']),
    chunk('assets/index-j.js', ['/p/src/main.tsx', '/p/src/app/app.tsx']),
  ].map((output) => [output.fileName, output]),
);

function built() {
  const preload = demoServerPreload();
  const generate = preload.plugin.generateBundle as { handler: (options: unknown, bundle: unknown) => void };
  generate.handler({}, bundle);
  return preload.resolveDependencies;
}

describe('the demo’s first validation step fetches what the start evaluates next (issue 15)', () => {
  it('adds the validation library and the session’s first API calls to the first step’s preloads', () => {
    const resolve = built();
    const deps = resolve('assets/ark-util-b.js', [], { hostId: 'assets/demo-boot-a.js' });
    expect(deps.sort()).toEqual(['assets/ark-schema-c.js', 'assets/auth-e.js', 'assets/corporations-g.js', 'assets/validate-d.js', 'assets/wire-f.js']);
  });

  it('does the same for the entry’s early import of the first step (a signed-in demo start, src/main.tsx)', () => {
    const resolve = built();
    const deps = resolve('assets/ark-util-b.js', [], { hostId: 'assets/index-j.js' });
    expect(deps.sort()).toEqual(['assets/ark-schema-c.js', 'assets/auth-e.js', 'assets/corporations-g.js', 'assets/validate-d.js', 'assets/wire-f.js']);
  });

  it('leaves every other dynamic import as Vite made it (a screen, or the same chunk from elsewhere)', () => {
    const resolve = built();
    expect(resolve('assets/dashboard-page-h.js', ['assets/wire-f.js', 'assets/dates-i.js'], { hostId: 'assets/demo-boot-a.js' })).toEqual(['assets/wire-f.js', 'assets/dates-i.js']);
    expect(resolve('assets/ark-util-b.js', [], { hostId: 'assets/dashboard-page-h.js' })).toEqual([]);
    expect(resolve('assets/dates-i.js', [], { hostId: 'assets/index-j.js' })).toEqual([]);
  });
});
