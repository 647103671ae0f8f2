import type { Schema } from './operation-schemas';

export type Json = Record<string, unknown>;
type ArkLike = { in?: ArkLike; toJsonSchema: (options?: unknown) => Json };
const isArk = (schema: Schema): schema is ArkLike => typeof (schema as ArkLike).toJsonSchema === 'function';
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const isConst = (branch: Json) => 'const' in branch && Object.keys(branch).length === 1;

/**
 * A choice as people write it: a description every branch repeats (arktype puts a union's meta on
 * each branch) said once on the choice, and constants gathered into one `enum`.
 */
function tidyChoice(schema: Json): Json {
  const { anyOf, description: own, ...rest } = schema;
  let branches = (anyOf as Json[]).map(tidy);
  const descriptions = new Set(branches.map((branch) => branch.description));
  const repeated = descriptions.size === 1 ? [...descriptions][0] : undefined;
  if (typeof repeated === 'string') branches = branches.map(({ description: _same, ...branch }) => branch);
  const shared = own ?? repeated;
  const constants = branches.filter(isConst);
  if (constants.length > 1) {
    const gathered = { enum: constants.map((branch) => branch.const) };
    branches = [gathered, ...branches.filter((branch) => !isConst(branch))];
  }
  const choice = branches.length === 1 ? (branches[0] as Json) : { anyOf: branches };
  return { ...rest, ...choice, ...(typeof shared === 'string' ? { description: shared } : {}) };
}

function tidy(node: unknown): Json {
  if (!isObject(node)) return node as Json;
  const { note, ...rest } = node;
  const described = typeof note === 'string' ? { ...rest, description: note } : rest;
  const walked = Object.fromEntries(
    Object.entries(described).map(([key, value]) => [
      key,
      Array.isArray(value) ? value.map((item) => (isObject(item) ? tidy(item) : item)) : isObject(value) ? tidy(value) : value,
    ]),
  );
  return Array.isArray(walked.anyOf) ? tidyChoice(walked) : walked;
}

/**
 * The JSON Schema of a type's input side (what travels on the wire; a morph such as "null or ''
 * read as ''" is described by what it accepts); a predicate is described by its base and the
 * `format` it checks (src/api/wire.ts).
 */
export function jsonSchemaOf(schema: Schema): Json {
  if (!isArk(schema)) return schema as Json;
  const input = schema.in ?? schema;
  const { $schema: _dialect, ...rest } = input.toJsonSchema({ fallback: (context: { base: Json }) => context.base });
  return tidy(rest);
}
