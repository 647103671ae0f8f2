/**
 * Writes `<outDir>/.vite/chunk-modules.json`: for every output chunk, the modules it holds
 * and the chunks it imports, statically and dynamically. scripts/check-budget.mjs reads it
 * to tell what /sign_in loads and to prove that no Mirage code reached a production build.
 *
 * Module ids are made relative to the project root (`src/app/routes.tsx`,
 * `node_modules/react-dom/cjs/react-dom.production.js`); virtual ids lose their `\0`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';

export const CHUNK_MAP_FILE = '.vite/chunk-modules.json';

export interface ChunkMapModule {
  id: string;
  /** Length of the module's code as rendered into the chunk (before minification). */
  renderedLength: number;
}

export interface ChunkMapEntry {
  name: string;
  isEntry: boolean;
  isDynamicEntry: boolean;
  facadeModuleId: string | null;
  modules: ChunkMapModule[];
  imports: string[];
  dynamicImports: string[];
  css: string[];
}

export interface ChunkMap {
  version: 1;
  chunks: Record<string, ChunkMapEntry>;
}

interface ChunkLike {
  type: 'chunk';
  name: string;
  isEntry: boolean;
  isDynamicEntry: boolean;
  facadeModuleId: string | null;
  moduleIds: readonly string[];
  modules: Record<string, { renderedLength: number }>;
  imports: readonly string[];
  dynamicImports: readonly string[];
  viteMetadata?: { importedCss?: Set<string> };
}

export function chunkMapPlugin(): Plugin {
  let config: ResolvedConfig;
  const toProjectPath = (id: string) => {
    const clean = id.replace(/^\0/, '').split('?')[0] ?? id;
    if (!isAbsolute(clean)) return clean;
    return relative(config.root, clean).split('\\').join('/');
  };

  return {
    name: 'petpass:chunk-map',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    writeBundle(options, bundle) {
      const chunks: ChunkMap['chunks'] = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const chunk = output as unknown as ChunkLike;
        const modules = chunk.moduleIds.map((id) => ({
          id: toProjectPath(id),
          renderedLength: chunk.modules[id]?.renderedLength ?? 0,
        }));
        chunks[output.fileName] = {
          name: chunk.name,
          isEntry: chunk.isEntry,
          isDynamicEntry: chunk.isDynamicEntry,
          facadeModuleId: chunk.facadeModuleId ? toProjectPath(chunk.facadeModuleId) : null,
          modules,
          imports: [...chunk.imports],
          dynamicImports: [...chunk.dynamicImports],
          css: [...(chunk.viteMetadata?.importedCss ?? [])],
        };
      }
      const outDir = options.dir ?? resolve(config.root, config.build.outDir);
      const file = join(outDir, CHUNK_MAP_FILE);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, `${JSON.stringify({ version: 1, chunks } satisfies ChunkMap, null, 1)}\n`);
    },
  };
}
