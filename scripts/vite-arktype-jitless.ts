import type { Plugin } from 'vite';

/**
 * Built pages run under a CSP without 'unsafe-eval' (scripts/vite-csp-plugin.ts), so arktype
 * validates in its jitless mode there. It finds that out by trying `new Function(...)` when
 * `@ark/schema` is evaluated (`jitless: envHasCsp()` in its default config): the browser blocks
 * the attempt and files a CSP violation on every page that loads the validation library (a
 * DevTools issue; Lighthouse's best practices 96 on signed-in pages). The build states the answer
 * instead: `jitless: true`, the mode the built app ran in anyway, with no eval attempted.
 *
 * In that mode a union tries its branches one after another and builds a full error for every
 * branch that does not fit, even when a later one does: every `true` read as a boolean builds
 * one for `false`, every 'enabled' one for 'disabled', and building errors is much of what reading
 * a list of facilities costs. The build gives unions a first step that finds the
 * branch with arktype's own error-free check (`traverseAllows`, what its `allows` runs) and
 * stops there when that branch changes nothing; a union whose checks need the traversal's context
 * (a narrow that reports through it) and a value that no branch fits go the original way, so
 * every result and every error message stays the same. The tests that run arktype jitless run it
 * with this step too (vitest.config.ts).
 *
 * The dev server keeps arktype's own code. A build whose arktype no longer has the lines stops
 * with a message, rather than quietly probing again or losing the shortcut.
 */
export const ARK_SCHEMA_KINDS = /node_modules[\\/]@ark[\\/]schema[\\/]out[\\/]kinds\.js$/;
export const ARK_SCHEMA_UNION = /node_modules[\\/]@ark[\\/]schema[\\/]out[\\/]roots[\\/]union\.js$/;
const PROBE = 'jitless: envHasCsp(),';
const UNION_APPLY = `    traverseApply = (data, ctx) => {
        const errors = [];
`;
const QUIET_UNION_APPLY = `    traverseApply = (data, ctx) => {
        if (!this.allowsRequiresContext) {
            const fits = this.branches.find(branch => branch.traverseAllows(data));
            if (fits && !fits.includesTransform)
                return;
            if (fits) {
                ctx.pushBranch();
                fits.traverseApply(data, ctx);
                const done = ctx.popBranch();
                if (!done.error)
                    return ctx.queuedMorphs.push(...done.queuedMorphs);
            }
        }
        const errors = [];
`;

type Rewrite = { code: string } | { error: string };

/** `code` with `from` replaced by `to`, or an error message when `from` is not there exactly once. */
function replaceOnce(code: string, from: string, to: string, file: string): Rewrite {
  const at = code.indexOf(from);
  if (at === -1 || code.indexOf(from, at + 1) !== -1) {
    return {
      error: `@ark/schema/out/${file}: expected ${JSON.stringify(from.trim().split('\n')[0])} once (arktype changed: update scripts/vite-arktype-jitless.ts)`,
    };
  }
  return { code: code.slice(0, at) + to + code.slice(at + from.length) };
}

/** The module's code with the probe replaced, or an error message when it is not there once. */
export const withoutEvalProbe = (code: string): Rewrite => replaceOnce(code, PROBE, 'jitless: true,', 'kinds.js');

/** The union module with the error-free first step, or an error message when its traversal is not as expected. */
export const withQuietUnions = (code: string): Rewrite => replaceOnce(code, UNION_APPLY, QUIET_UNION_APPLY, 'roots/union.js');

/** A plugin that rewrites the arktype module `rewriteFor` names for an id; the build stops when one is not as expected. */
function arktypeRewrites(name: string, rewriteFor: (id: string) => ((code: string) => Rewrite) | undefined): Plugin {
  return {
    name,
    transform(code, id) {
      const rewrite = rewriteFor(id);
      if (!rewrite) return null;
      const result = rewrite(code);
      if ('error' in result) this.error(result.error);
      return { code: result.code, map: null };
    },
  };
}

/** Only the unions' first step, in every mode: for the tests that run arktype jitless (vitest.config.ts). */
export const arktypeQuietUnionsPlugin = (): Plugin =>
  arktypeRewrites('petpass:arktype-quiet-unions', (id) => (ARK_SCHEMA_UNION.test(id) ? withQuietUnions : undefined));

export const arktypeJitlessPlugin = (): Plugin => ({
  ...arktypeRewrites('petpass:arktype-jitless', (id) =>
    ARK_SCHEMA_KINDS.test(id) ? withoutEvalProbe : ARK_SCHEMA_UNION.test(id) ? withQuietUnions : undefined,
  ),
  apply: 'build',
});
