import type { Schema } from './operation-schemas';

type Json = Record<string, unknown>;
type ArkLike = { in?: ArkLike; toJsonSchema: (options?: unknown) => Json };
const isArk = (schema: Schema): schema is ArkLike => typeof (schema as ArkLike).toJsonSchema === 'function';

/**
 * The JSON Schema of a type's input side (what travels on the wire; a morph such as "null or ''
 * read as ''" is described by what it accepts); a predicate is described by its base.
 */
export function jsonSchemaOf(schema: Schema): Json {
  if (!isArk(schema)) return schema as Json;
  const input = schema.in ?? schema;
  const { $schema: _dialect, ...rest } = input.toJsonSchema({ fallback: (context: { base: Json }) => context.base });
  return rest;
}
