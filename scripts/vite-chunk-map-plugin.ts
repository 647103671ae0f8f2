/**
 * Writes `<outDir>/.vite/chunk-modules.json`: for every output chunk, the modules it holds and
 * the chunks it imports statically. scripts/check-budget.mjs reads it to tell what
 * /sign_in loads and to prove that no Mirage code reached a production build.
 *
 * Module ids are made relative to the project root (`src/app/routes.ts`,
 * `node_modules/react-dom/cjs/react-dom.production.js`); virtual ids lose their `\0`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';

const CHUNK_MAP_FILE = '.vite/chunk-modules.json';

type ChunkMapEntry = { modules: string[]; imports: string[] };

export function chunkMapPlugin(): Plugin {
  let config: ResolvedConfig;
  const toProjectPath = (id: string) => {
    const clean = id.replace(/^\0/, '').split('?')[0] ?? id;
    return isAbsolute(clean) ? relative(config.root, clean).split('\\').join('/') : clean;
  };

  return {
    name: 'petpass:chunk-map',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    writeBundle(options, bundle) {
      const chunks: Record<string, ChunkMapEntry> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks[output.fileName] = {
          modules: output.moduleIds.map(toProjectPath),
          imports: [...output.imports],
        };
      }
      const file = join(options.dir ?? resolve(config.root, config.build.outDir), CHUNK_MAP_FILE);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, `${JSON.stringify({ version: 1, chunks }, null, 1)}\n`);
    },
  };
}
