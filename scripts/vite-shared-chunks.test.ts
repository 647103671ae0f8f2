import { describe, expect, it } from 'vitest';
import type { ChunkingContext } from 'rolldown';
import { signedInSharedChunks } from './vite-shared-chunks';

/** A module graph as the bundler's chunking sees it: id → static imports (importers derived). */
const ROOT = '/p';
const graph: Record<string, string[]> = {
  '/p/src/main.tsx': ['/p/src/messages/ja.ts', '/p/node_modules/@tanstack/query-core/entry-used.js'],
  '/p/src/messages/ja.ts': [],
  '/p/src/features/auth/sign-in-page.tsx': ['/p/src/lib/text.ts'],
  '/p/src/features/demo/demo-panel.tsx': ['/p/src/messages/demo.ts'],
  '/p/src/messages/demo.ts': [],
  '/p/src/lib/text.ts': [],
  '/p/src/features/dashboard/dashboard-page.tsx': ['/p/src/messages/dashboard.ts', '/p/src/lib/money.ts', '/p/src/ui/query-state.tsx', '/p/src/lib/dates.ts', '/p/src/features/forms/field.tsx', '/p/node_modules/@tanstack/query-core/query.js', '/p/src/api/ticket-sources.ts'],
  '/p/src/messages/dashboard.ts': [],
  '/p/src/lib/money.ts': ['/p/src/messages/ja.ts'],
  '/p/src/ui/query-state.tsx': ['/p/src/api/api-error.ts'],
  '/p/src/lib/dates.ts': ['/p/node_modules/temporal-polyfill/index.js'],
  '/p/node_modules/temporal-polyfill/index.js': [],
  '/p/src/features/forms/field.tsx': ['/p/src/ui/form/field-shell.tsx'],
  '/p/src/ui/form/field-shell.tsx': ['/p/node_modules/@tanstack/react-form/index.js'],
  '/p/node_modules/@tanstack/react-form/index.js': [],
  '/p/node_modules/@tanstack/query-core/query.js': [],
  '/p/node_modules/@tanstack/query-core/entry-used.js': [],
  '/p/src/api/auth.ts': ['/p/src/api/wire.ts', '/p/src/messages/api.ts'],
  '/p/src/api/validate.ts': ['/p/src/api/api-error.ts', '/p/node_modules/arktype/out/index.js', '/p/node_modules/ofetch/index.mjs'],
  '/p/src/api/corporations.ts': ['/p/src/api/wire.ts', '/p/src/lib/text.ts'],
  '/p/src/api/wire.ts': ['/p/src/api/validate.ts'],
  '/p/src/api/api-error.ts': [],
  '/p/src/messages/api.ts': [],
  '/p/node_modules/ofetch/index.mjs': [],
  '/p/node_modules/arktype/out/index.js': [],
  '/p/src/api/ticket-sources.ts': ['/p/src/api/wire.ts', '/p/src/api/query-keys.ts'],
  '/p/src/api/query-keys.ts': [],
};

const context: ChunkingContext = {
  getModuleInfo: (id) =>
    id in graph
      ? ({
          id,
          isEntry: id === '/p/src/main.tsx',
          importedIds: graph[id],
          importers: Object.keys(graph).filter((other) => graph[other]?.includes(id)),
        } as unknown as ReturnType<ChunkingContext['getModuleInfo']>)
      : null,
};

/** The group a module lands in: the highest priority whose name function takes it, as the bundler picks. */
function groupOf(id: string): string | null {
  const groups = [...signedInSharedChunks({ root: ROOT })].sort((a, b) => (b.priority ?? 0) - (a.priority ?? 0));
  for (const group of groups) {
    const name = typeof group.name === 'function' ? group.name(id, context) : group.name;
    if (name) return name;
  }
  return null;
}

describe('the signed-in side’s small shared code in a few chunks (issue 15)', () => {
  it('gathers the copy, small rules and UI parts that the screens share', () => {
    expect(groupOf('/p/src/messages/dashboard.ts')).toBe('screens-common');
    expect(groupOf('/p/src/lib/money.ts')).toBe('screens-common');
    expect(groupOf('/p/node_modules/@tanstack/query-core/query.js')).toBe('query');
    // the query keys go with TanStack Query (no schema, no import), the other API modules do not
    expect(groupOf('/p/src/api/query-keys.ts')).toBe('query');
    expect(groupOf('/p/src/api/ticket-sources.ts')).toBeNull();
  });

  it('puts the API modules of the session’s first calls, and what they import, in one chunk', () => {
    for (const id of ['/p/src/api/auth.ts', '/p/src/api/validate.ts', '/p/src/api/wire.ts', '/p/src/api/corporations.ts', '/p/src/api/api-error.ts', '/p/src/messages/api.ts', '/p/node_modules/ofetch/index.mjs']) {
      expect(groupOf(id), id).toBe('session-api');
    }
  });

  it('never takes what /sign_in loads: the entry’s modules, the sign-in screen’s, the demo panel’s', () => {
    expect(groupOf('/p/src/messages/ja.ts')).toBeNull();
    expect(groupOf('/p/node_modules/@tanstack/query-core/entry-used.js')).toBeNull();
    expect(groupOf('/p/src/lib/text.ts')).toBeNull();
    expect(groupOf('/p/src/messages/demo.ts')).toBeNull();
  });

  it('leaves out of the screens’ chunk what reaches the API, the date library or forms', () => {
    expect(groupOf('/p/src/ui/query-state.tsx')).toBeNull();
    expect(groupOf('/p/src/lib/dates.ts')).toBeNull();
    expect(groupOf('/p/src/ui/form/field-shell.tsx')).toBeNull();
  });

  it('leaves a contract module (evaluated in its own step by the demo) and the validation library alone', () => {
    expect(groupOf('/p/src/api/ticket-sources.ts')).toBeNull();
    expect(groupOf('/p/node_modules/arktype/out/index.js')).toBeNull();
  });
});
