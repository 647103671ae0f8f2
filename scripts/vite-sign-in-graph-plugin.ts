import type { Plugin } from 'vite';

/**
 * Knows, once the module graph is built, which modules /sign_in loads: the entry's static graph
 * and the sign-in screen's (as scripts/check-budget.mjs counts them). The chunk groups of
 * vite.config.ts read it so that what every signed-in screen shares can be one chunk without
 * pulling any of it onto the sign-in page.
 */
export function signInGraph(signInModule: string): { plugin: Plugin; holds: (id: string) => boolean } {
  const onSignIn = new Set<string>();
  return {
    holds: (id) => onSignIn.has(id),
    plugin: {
      name: 'petpass:sign-in-graph',
      apply: 'build',
      buildEnd() {
        onSignIn.clear();
        const visit = (id: string) => {
          if (onSignIn.has(id)) return;
          onSignIn.add(id);
          for (const next of this.getModuleInfo(id)?.importedIds ?? []) visit(next);
        };
        for (const id of this.getModuleIds()) if (this.getModuleInfo(id)?.isEntry || id.endsWith(signInModule)) visit(id);
      },
    },
  };
}
