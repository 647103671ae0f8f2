import type { Plugin } from 'vite';

/**
 * Knows, once the module graph is built, which modules the start needs: src/boot.ts's static
 * graph (the first script to run, which must not wait for React), what /sign_in loads (the
 * entry's static graph and the sign-in screen's, as scripts/check-budget.mjs counts them), and
 * what the entry itself loads at start on every page (in the demo: the fake's page side and its
 * panel), and the routes' loaders with what they read (the data a cold start asks for first).
 * The chunk groups of vite.config.ts read it: the boot script is one chunk of its own, and what
 * every signed-in screen shares can be one chunk without pulling any of it onto the sign-in page
 * or into the start.
 */
export function startGraph({ boot, entry, signIn, routeData }: { boot: string; entry: string; signIn: string; routeData: string }) {
  const inBoot = new Set<string>();
  const inRouteData = new Set<string>();
  const onSignIn = new Set<string>();
  const atStart = new Set<string>();
  const plugin: Plugin = {
    name: 'petpass:start-graph',
    apply: 'build',
    buildEnd() {
      const closure = (into: Set<string>, roots: readonly string[]) => {
        into.clear();
        const visit = (id: string) => {
          if (into.has(id)) return;
          into.add(id);
          for (const next of this.getModuleInfo(id)?.importedIds ?? []) visit(next);
        };
        roots.forEach(visit);
      };
      const ids = [...this.getModuleIds()];
      const signInRoots = ids.filter((id) => id.endsWith('index.html') || id.endsWith(signIn));
      closure(
        inBoot,
        ids.filter((id) => id.endsWith(boot)),
      );
      closure(onSignIn, signInRoots);
      closure(
        inRouteData,
        ids.filter((id) => id.endsWith(routeData)),
      );
      const startImports = ids.filter((id) => id.endsWith(entry)).flatMap((id) => this.getModuleInfo(id)?.dynamicallyImportedIds ?? []);
      closure(atStart, [...signInRoots, ...startImports]);
    },
  };
  return {
    plugin,
    inBoot: (id: string) => inBoot.has(id),
    onSignIn: (id: string) => onSignIn.has(id),
    atStart: (id: string) => atStart.has(id),
    inRouteData: (id: string) => inRouteData.has(id),
  };
}
