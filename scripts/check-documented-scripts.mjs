#!/usr/bin/env node
// Part of `npm run check`: every `npm run <script>` the README and docs/ name exists in
// package.json, so a newcomer's first commands never end in "Missing script".
//
//   node scripts/check-documented-scripts.mjs     exits 1 and lists what is missing
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** `npm run x` and `npm run-script x`, as written in prose, tables and code blocks. */
const NPM_RUN = /\bnpm\s+(?:run|run-script)\s+([A-Za-z0-9][\w:.-]*)/g;

/**
 * The `npm run` scripts a document names that `scripts` (package.json's) lacks, each once, with
 * the line it is first named on.
 */
export function missingScripts(text, scripts) {
  const missing = new Map();
  text.split('\n').forEach((line, index) => {
    for (const [, name] of line.matchAll(NPM_RUN)) {
      if (!Object.hasOwn(scripts, name) && !missing.has(name)) missing.set(name, index + 1);
    }
  });
  return [...missing].map(([name, line]) => ({ name, line }));
}

/** The README and every page of docs/, relative to `root`. */
export function documents(root) {
  const pages = readdirSync(join(root, 'docs')).filter((name) => name.endsWith('.md'));
  return ['README.md', ...pages.sort().map((name) => join('docs', name))];
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const { scripts = {} } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const problems = documents(root).flatMap((file) =>
    missingScripts(readFileSync(join(root, file), 'utf8'), scripts).map(({ name, line }) => `${file}:${line}: npm run ${name} is not a script of package.json`),
  );
  for (const problem of problems) console.error(problem);
  process.exit(problems.length > 0 ? 1 : 0);
}
