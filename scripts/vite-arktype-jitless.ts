import type { Plugin } from 'vite';

/**
 * Built pages run under a CSP without 'unsafe-eval' (scripts/vite-csp-plugin.ts), so arktype
 * validates in its jitless mode there. It finds that out by trying `new Function(...)` when
 * `@ark/schema` is evaluated (`jitless: envHasCsp()` in its default config): the browser blocks
 * the attempt and files a CSP violation on every page that loads the validation library (a
 * DevTools issue; Lighthouse's best practices 96 on signed-in pages). The build states the answer
 * instead: `jitless: true`, the mode the built app ran in anyway, with no eval attempted.
 *
 * The dev server and the tests keep arktype's own check. A build whose arktype no longer has the
 * line stops with a message, rather than quietly probing again.
 */
export const ARK_SCHEMA_KINDS = /node_modules[\\/]@ark[\\/]schema[\\/]out[\\/]kinds\.js$/;
const PROBE = 'jitless: envHasCsp(),';

/** The module's code with the probe replaced, or an error message when it is not there once. */
export function withoutEvalProbe(code: string): { code: string } | { error: string } {
  const at = code.indexOf(PROBE);
  if (at === -1 || code.indexOf(PROBE, at + 1) !== -1) {
    return { error: `@ark/schema/out/kinds.js: expected "${PROBE}" once (arktype changed: update scripts/vite-arktype-jitless.ts)` };
  }
  return { code: code.slice(0, at) + 'jitless: true,' + code.slice(at + PROBE.length) };
}

export function arktypeJitlessPlugin(): Plugin {
  return {
    name: 'petpass:arktype-jitless',
    apply: 'build',
    transform(code, id) {
      if (!ARK_SCHEMA_KINDS.test(id)) return null;
      const result = withoutEvalProbe(code);
      if ('error' in result) this.error(result.error);
      return { code: result.code, map: null };
    },
  };
}
