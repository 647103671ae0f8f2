// Loads a TypeScript module of this project in Node, with the import aliases of
// scripts/aliases.ts and `import.meta.env`, through Vite's module runner (no build step).
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

export const root = fileURLToPath(new URL('../..', import.meta.url)).replace(/\/$/, '');

const alias = ['src', 'machines', 'mirage', 'tests'].map((folder) => ({ find: folder === 'src' ? '@/' : `@${folder}/`, replacement: `${root}/${folder}/` }));

/** The module's exports. Import everything it needs statically: the runner closes once it is loaded. */
export async function loadTs(path) {
  const { module } = await runnerImport(`${root}/${path}`, { configFile: false, root, logLevel: 'warn', resolve: { alias } });
  return module;
}
