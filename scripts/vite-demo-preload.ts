/**
 * The demo build only (issue 15): when the demo starts evaluating its validation library (its
 * first step, `import('@ark/util')` in mirage/demo-boot.ts), the browser fetches at once the
 * chunks that the next steps evaluate, one per task: the rest of the library and the session's
 * first API calls (sign-in and profile, corporations). Without it each step's chunk is asked for
 * only once the step before has run, one round trip after another. (Mirage and the server's own
 * code are left to their steps: fetched together with these, they took the bandwidth the
 * screen's code needs, and Lighthouse's cold /dashboard went from 75–81 to 67–75.)
 *
 * The entry (src/main.tsx) makes the same first import at once on a signed-in demo start, with
 * the same list, so that these are fetched alongside the demo's boot rather than after it.
 *
 * Vite preloads a dynamic import's static dependencies as `<link rel="modulepreload">` (fetched,
 * not evaluated); `resolveDependencies` adds the chunks above to that one import's list.
 */
import type { Plugin } from 'vite';

type ChunkInfo = { fileName: string; imports: readonly string[]; moduleIds: readonly string[] };

/** Modules whose chunks (and their static imports) the first step fetches. */
const fetchedAhead = [
  /src\/api\/validate\.ts$/,
  /src\/api\/auth\.ts$/,
  /src\/api\/corporations\.ts$/,
];
const FIRST_STEP = /node_modules\/@ark\/util\//;
const HOST = /(mirage\/demo-boot|src\/main)\.tsx?$/;

export function demoServerPreload() {
  let chunks: ChunkInfo[] = [];
  const holding = (pattern: RegExp) => chunks.filter((chunk) => chunk.moduleIds.some((id) => pattern.test(id.split('\\').join('/'))));
  const closure = (roots: ChunkInfo[]): string[] => {
    const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
    const seen = new Set<string>();
    const visit = (fileName: string) => {
      if (seen.has(fileName)) return;
      seen.add(fileName);
      for (const next of byName.get(fileName)?.imports ?? []) visit(next);
    };
    for (const root of roots) visit(root.fileName);
    return [...seen];
  };

  const plugin: Plugin = {
    name: 'petpass:demo-server-preload',
    apply: 'build',
    generateBundle: {
      // Before Vite writes its preload lists (vite:build-import-analysis), which call resolveDependencies.
      order: 'pre',
      handler(_options, bundle) {
        chunks = Object.values(bundle).flatMap((output) =>
          output.type === 'chunk' ? [{ fileName: output.fileName, imports: output.imports, moduleIds: output.moduleIds }] : [],
        );
      },
    },
  };

  const resolveDependencies = (file: string, deps: string[], { hostId }: { hostId: string }): string[] => {
    const host = chunks.find((chunk) => chunk.fileName === hostId);
    const target = chunks.find((chunk) => chunk.fileName === file);
    if (!host || !target || !host.moduleIds.some((id) => HOST.test(id)) || !target.moduleIds.some((id) => FIRST_STEP.test(id))) return deps;
    const ahead = closure(fetchedAhead.flatMap(holding)).filter((fileName) => fileName !== file && fileName.endsWith('.js'));
    return [...new Set([...deps, ...ahead])];
  };

  return { plugin, resolveDependencies };
}
