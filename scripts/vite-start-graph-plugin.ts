import type { Plugin } from 'vite';

/**
 * Knows, once the module graph is built, which modules the start needs: src/boot.ts's static
 * graph (the first script to run, which must not wait for React) and what /sign_in loads (the
 * entry's static graph and the sign-in screen's, as scripts/check-budget.mjs counts them). The
 * chunk groups of vite.config.ts read it: the boot script is one chunk of its own, and what every
 * signed-in screen shares can be one chunk without pulling any of it onto the sign-in page.
 */
export function startGraph({ boot, signIn }: { boot: string; signIn: string }) {
  const inBoot = new Set<string>();
  const onSignIn = new Set<string>();
  const plugin: Plugin = {
    name: 'petpass:start-graph',
    apply: 'build',
    buildEnd() {
      const closure = (into: Set<string>, roots: string[]) => {
        into.clear();
        const visit = (id: string) => {
          if (into.has(id)) return;
          into.add(id);
          for (const next of this.getModuleInfo(id)?.importedIds ?? []) visit(next);
        };
        roots.forEach(visit);
      };
      const ids = [...this.getModuleIds()];
      closure(inBoot, ids.filter((id) => id.endsWith(boot)));
      closure(onSignIn, ids.filter((id) => id.endsWith('index.html') || id.endsWith(signIn)));
    },
  };
  return { plugin, inBoot: (id: string) => inBoot.has(id), onSignIn: (id: string) => onSignIn.has(id) };
}
