/**
 * Fewer requests for a signed-in start (issue 15). Left to itself the bundler gives every small
 * module that two lazy screens share a chunk of its own: a cold signed-in `/dashboard` asked for
 * ~55 files, most under 2 kB, six at a time over HTTP/1.1, a round trip each (and Lighthouse's
 * simulation gives every request in flight an equal share of the bandwidth, so the 80 kB React
 * chunk crawled while they queued). This gathers the signed-in side's small shared code into a
 * few chunks (34 requests for the same page):
 *
 * - `query`: TanStack Query (the layout and every screen use it) and the app's query keys
 *   (`src/api/query-keys.ts`: plain arrays, no schema, no import; a 0.5 kB request of its own);
 * - `session-api`: the API modules the session's first calls evaluate (client, validation, sign-in,
 *   profile, corporations) with the copy and rules they import;
 * - `screens-common`: copy, small rules, UI parts and state machines (`src/messages`, `src/lib`,
 *   `src/ui`, `machines/`, the signed-in layout) that two or more lazy chunks share.
 *
 * What it never takes, so that nothing changes where it matters:
 * - a module that `/sign_in` loads (statically reachable from an entry, the sign-in screen or the
 *   demo's panel): the entry budget, and what the sign-in page fetches, stay as they are;
 * - into `query` and `screens-common`, a module that reaches the API code, arktype, the date
 *   library, forms or the demo's server: the demo evaluates those in short steps after the
 *   validation library (mirage/demo-boot.ts, src/lib/code-gate.ts), and a shared chunk must not
 *   pull them into one task, nor make a screen fetch what it does not use.
 *
 * `includeDependenciesRecursively` is off: with it a group also takes what its modules import,
 * the entry's own modules included.
 */
import { resolve } from 'node:path';
import type { CodeSplittingGroup, ChunkingContext } from 'rolldown';

const normal = (id: string) => id.split('\\').join('/');

/** The screens `/sign_in` loads besides the entry: the sign-in screen and the demo's panel. */
const SIGN_IN_ROOTS = [/src\/features\/auth\/sign-in-page\.tsx$/, /src\/features\/demo\/demo-panel\.tsx$/];
/** What a shared chunk must not pull in (the query keys excepted: the one API module without schemas or imports). */
const HEAVY = /node_modules\/(arktype|@ark|arkregex|miragejs|pretender|temporal-polyfill|temporal-utils|@tanstack\/(react-form|form-core))\/|\/src\/api\/(?!query-keys\.ts$)|\/mirage\//;
const QUERY = /node_modules\/@tanstack\/(query-core|react-query)\/|\/src\/api\/query-keys\.ts$/;
const SESSION_API_ROOTS = ['src/api/validate.ts', 'src/api/auth.ts', 'src/api/corporations.ts'];
/** What the session-api group may hold: the app's API modules and the small rules they use. */
const SESSION_API = /\/src\/(api|lib|messages)\/|node_modules\/(ofetch|destr|ufo)\//;
const COMMON = /\/(src\/(messages|lib|ui|app\/layout)|machines)\//;

type ModuleInfo = NonNullable<ReturnType<ChunkingContext['getModuleInfo']>>;

/** The groups for `build.rolldownOptions.output.codeSplitting.groups`; fresh memo per build. */
export function signedInSharedChunks({ root = process.cwd() }: { root?: string } = {}): CodeSplittingGroup[] {
  const loadedBySignIn = new Map<string, boolean>();
  const reachesHeavy = new Map<string, boolean>();

  /** Whether a walk over the import graph from `id` (along `next`) meets a module that `hit` accepts. */
  const walk = (id: string, next: (module: ModuleInfo) => readonly string[], hit: (id: string, module: ModuleInfo | null) => boolean, ctx: ChunkingContext) => {
    const seen = new Set([id]);
    const queue = [id];
    while (queue.length > 0) {
      const current = queue.shift() as string;
      const module = ctx.getModuleInfo(current);
      if (hit(current, module)) return true;
      for (const other of module ? next(module) : []) {
        if (seen.has(other)) continue;
        seen.add(other);
        queue.push(other);
      }
    }
    return false;
  };
  const memo = (cache: Map<string, boolean>, id: string, compute: () => boolean) => {
    const known = cache.get(id);
    if (known !== undefined) return known;
    const result = compute();
    cache.set(id, result);
    return result;
  };

  /** Statically imported, directly or not, by an entry or by the sign-in screen. */
  const onSignIn = (ctx: ChunkingContext, id: string) =>
    memo(loadedBySignIn, id, () =>
      walk(id, (module) => module.importers, (current, module) => !!module?.isEntry || SIGN_IN_ROOTS.some((root) => root.test(normal(current))), ctx),
    );

  /** Imports, directly or not, the validation library, the API code or the demo's server. */
  const heavy = (ctx: ChunkingContext, id: string) =>
    memo(reachesHeavy, id, () => walk(id, (module) => module.importedIds, (current) => HEAVY.test(normal(current)), ctx));

  const group = (name: string, pattern: RegExp, priority: number, minShareCount = 1): CodeSplittingGroup => ({
    name: (id, ctx) => (pattern.test(normal(id)) && !onSignIn(ctx, id) && !heavy(ctx, id) ? name : null),
    priority,
    minShareCount,
    includeDependenciesRecursively: false,
  });

  /** The API modules that the session's first calls evaluate (sign-in, profile, corporations). */
  let sessionApi: Set<string> | undefined;
  const inSessionApi = (ctx: ChunkingContext, id: string) => {
    if (!sessionApi) {
      const found = new Set<string>();
      const queue = SESSION_API_ROOTS.map((path) => resolve(root, path));
      while (queue.length > 0) {
        const current = queue.shift() as string;
        if (found.has(current) || !SESSION_API.test(normal(current))) continue;
        found.add(current);
        queue.push(...(ctx.getModuleInfo(current)?.importedIds ?? []));
      }
      sessionApi = found;
    }
    return sessionApi.has(id) && !onSignIn(ctx, id);
  };

  return [
    group('query', QUERY, 9),
    group('screens-common', COMMON, 7, 2),
    { name: (id, ctx) => (inSessionApi(ctx, id) ? 'session-api' : null), priority: 8, includeDependenciesRecursively: false },
  ];
}
