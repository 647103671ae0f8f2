import path from 'node:path';

/**
 * One ESLint rule for the import direction of docs/architecture.md. Every import (relative or
 * through an alias) is resolved to a folder, the folder to a layer, and an import may only go
 * down: messages ← lib ← machines ← api ← session ← ui ← features ← app ← the entry points
 * (main.tsx, and boot.ts, which index.html runs beside it).
 * A feature imports no other feature; only main.tsx (and tests) reach mirage/;
 * machines may import types, and nothing else, from src/api.
 */
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');

const aliases = [
  ['@/', 'src/'],
  ['@machines/', 'machines/'],
  ['@mirage/', 'mirage/'],
  ['@tests/', 'tests/'],
];

const rank = { messages: 0, lib: 1, machines: 2, api: 3, session: 4, ui: 5, feature: 6, app: 7, main: 8 };

/** The layer of each folder of src/ but features/, where each feature is kept apart from the others. */
const srcFolders = { messages: 'messages', lib: 'lib', styles: 'lib', api: 'api', ui: 'ui', session: 'session', app: 'app' };

/** The layer of a project file (path relative to the root), or undefined outside the layered code. */
export function layerOf(rel) {
  const parts = rel.split('/');
  if (parts[0] === 'machines') return { layer: 'machines' };
  if (parts[0] === 'mirage') return { layer: 'mirage' };
  if (parts[0] !== 'src') return undefined;
  if (parts.length === 2) {
    if (/^(main|boot)\.tsx?$/.test(parts[1])) return { layer: 'main' };
    return { layer: 'lib' }; // config.ts, paths.ts, vite-env.d.ts: plain shared modules
  }
  if (parts[1] === 'features') return { layer: 'feature', feature: parts[2] };
  return { layer: Object.hasOwn(srcFolders, parts[1]) ? srcFolders[parts[1]] : 'unknown' };
}

function resolveSpecifier(file, spec) {
  for (const [prefix, folder] of aliases) if (spec.startsWith(prefix)) return folder + spec.slice(prefix.length);
  if (spec.startsWith('./') || spec.startsWith('../')) {
    return path
      .relative(root, path.resolve(path.dirname(file), spec))
      .split(path.sep)
      .join('/');
  }
  return undefined;
}

/** Why an import from `from` to `to` is not allowed, or undefined when it is. */
export function violation(from, to, typeOnly) {
  if (from.layer === 'mirage' && to.layer === 'mirage') return undefined;
  if (to.layer === 'mirage')
    return from.layer === 'main' ? undefined : 'Only src/main.tsx starts the fake server: reach mirage/ through the demo controls (src/lib/demo-controls.ts).';
  if (from.layer === 'mirage') {
    return ['messages', 'lib', 'machines', 'api'].includes(to.layer) ? undefined : 'mirage/ may use src/api, src/lib, src/messages and machines/ only.';
  }
  if (from.layer === 'feature' && to.layer === 'feature') {
    return from.feature === to.feature
      ? undefined
      : `Features never import each other (${from.feature} → ${to.feature}): move shared code down to src/ui or src/lib.`;
  }
  if (from.layer === 'machines' && to.layer === 'api')
    return typeOnly ? undefined : 'Machines may import types from src/api, nothing else (use `import type`).';
  if (from.layer === to.layer) return undefined;
  if (to.layer === 'unknown' || from.layer === 'unknown') return 'This folder has no place in the layers of docs/architecture.md.';
  return rank[to.layer] < rank[from.layer] ? undefined : `Imports only flow downward: ${from.layer} may not import ${to.layer} (docs/architecture.md).`;
}

const rule = {
  meta: { type: 'problem', schema: [], docs: { description: 'imports flow down the layers' } },
  create(context) {
    const file = context.filename;
    const relFile = path.relative(root, file).split(path.sep).join('/');
    const from = layerOf(relFile);
    if (!from) return {};
    const check = (node, source, typeOnly) => {
      if (!source || typeof source.value !== 'string') return;
      const spec = source.value;
      if (spec === 'miragejs' && from.layer !== 'mirage') {
        context.report({ node, message: 'Only mirage/ imports miragejs.' });
        return;
      }
      const target = resolveSpecifier(file, spec);
      if (!target) return;
      const to = layerOf(target);
      if (!to) {
        if (target.startsWith('tests/')) context.report({ node, message: 'App code never imports tests/.' });
        return;
      }
      const why = violation(from, to, typeOnly);
      if (why) context.report({ node, message: why });
    };
    const allTypes = (node) =>
      node.importKind === 'type' ||
      node.exportKind === 'type' ||
      (node.specifiers?.length > 0 && node.specifiers.every((s) => s.importKind === 'type' || s.exportKind === 'type'));
    return {
      ImportDeclaration: (node) => check(node, node.source, allTypes(node)),
      ExportNamedDeclaration: (node) => check(node, node.source, allTypes(node)),
      ExportAllDeclaration: (node) => check(node, node.source, node.exportKind === 'type'),
      ImportExpression: (node) => check(node, node.source, false),
      CallExpression: (node) => {
        // vi.mock('…') counts too
        if (node.callee.type === 'MemberExpression' && node.callee.property.name === 'mock') check(node, node.arguments[0], false);
      },
    };
  },
};

export const layersPlugin = { rules: { 'imports-flow-down': rule } };
