import { fileURLToPath } from 'node:url';

/** Import aliases (the same as tsconfig.json `paths`): `@/` is `src/`; machines, mirage and tests have their own. */
const at = (folder: string) => fileURLToPath(new URL(`../${folder}/`, import.meta.url));

export const aliases = {
  '@/': at('src'),
  '@machines/': at('machines'),
  '@mirage/': at('mirage'),
  '@tests/': at('tests'),
};

export const aliasEntries = Object.entries(aliases).map(([find, replacement]) => ({ find, replacement }));
