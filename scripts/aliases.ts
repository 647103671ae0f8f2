import { fileURLToPath } from 'node:url';

/** Import aliases (the same as tsconfig.json `paths`): `@/` is `src/`; machines, mirage and tests have their own. */
const at = (folder: string) => fileURLToPath(new URL(`../${folder}/`, import.meta.url));

export const aliases = {
  '@/': at('src'),
  '@machines/': at('machines'),
  '@mirage/': at('mirage'),
  '@tests/': at('tests'),
};

/**
 * React 19 has useSyncExternalStore: the shims wouter and @xstate/react import for older Reacts are
 * pointed at React's own, and their code stays out of what /sign_in loads.
 */
const reactBuiltIns = [
  { find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/, replacement: 'use-sync-external-store/with-selector.js' },
  { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: fileURLToPath(new URL('./shims/use-sync-external-store.ts', import.meta.url)) },
];

export const aliasEntries = [...Object.entries(aliases).map(([find, replacement]) => ({ find, replacement })), ...reactBuiltIns];
