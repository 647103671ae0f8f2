import openapi from '../../openapi.json';
import { operations, type OperationId } from '@/api/operations';

/**
 * The least a backend may answer under openapi.json: required properties only, every array
 * with one such item. `prefer` picks the branch of a choice: 'null' answers null wherever the
 * contract allows it, 'string' answers '' for empty text and "35.648600" for decimals.
 */
type Json = Record<string, unknown>;
const document = openapi as unknown as {
  paths: Record<string, Record<string, { responses: Record<string, Json> }>>;
  components: { schemas: Record<string, Json> };
};

export type Prefer = 'null' | 'string';

const stringsToTry = ['', '2026-05', '2026-05-01', '2026-05-01T10:00:00+09:00', '35.648600', '2026', '1', 'Bearer sample', 'a@example.jp'];

function sampleString(schema: Json): string {
  if (typeof schema.pattern !== 'string') {
    if (schema.format === 'date-time') return '2026-05-01T10:00:00+09:00';
    if (schema.format === 'date') return '2026-05-01';
    return schema.format === 'email' ? 'a@example.jp' : typeof schema.minLength === 'number' && schema.minLength > 0 ? 'x' : '';
  }
  const pattern = new RegExp(schema.pattern);
  const found = stringsToTry.find((candidate) => pattern.test(candidate));
  if (found === undefined) throw new Error(`no sample string for /${schema.pattern}/`);
  return found;
}

function sampleNumber(schema: Json): number {
  if (typeof schema.minimum === 'number') return schema.minimum;
  if (typeof schema.exclusiveMinimum === 'number') return schema.exclusiveMinimum + 1;
  return 0;
}

export function sample(schema: Json, prefer: Prefer): unknown {
  if (typeof schema.$ref === 'string') return sample(document.components.schemas[schema.$ref.split('/').pop() as string] as Json, prefer);
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  if (Array.isArray(schema.anyOf)) {
    const branches = schema.anyOf as Json[];
    const nullBranch = branches.find((branch) => branch.type === 'null');
    const decimal = branches.find((branch) => branch.type === 'string' && typeof branch.pattern === 'string' && new RegExp(branch.pattern).test('35.648600'));
    const text = branches.find((branch) => branch.type === 'string');
    const chosen = prefer === 'null' ? (nullBranch ?? branches[0]) : (decimal ?? text ?? branches[0]);
    return sample(chosen as Json, prefer);
  }
  if (Array.isArray(schema.allOf)) return Object.assign({}, ...(schema.allOf as Json[]).map((part) => sample(part, prefer)));
  switch (schema.type) {
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, Json>;
      const required = (schema.required ?? []) as string[];
      return Object.fromEntries(required.map((name) => [name, sample(properties[name] ?? {}, prefer)]));
    }
    case 'array':
      return schema.items ? [sample(schema.items as Json, prefer)] : [];
    case 'string':
      return sampleString(schema);
    case 'integer':
    case 'number':
      return sampleNumber(schema);
    case 'boolean':
      return false;
    case 'null':
      return null;
    default:
      return {};
  }
}

/** The minimal JSON answer of an operation's success, or undefined when it answers a file. */
export function minimalAnswer(operation: OperationId, prefer: Prefer): unknown {
  const { path, method } = operations[operation];
  const success = document.paths[path]?.[method.toLowerCase()]?.responses['200'] as { content?: Record<string, { schema: Json }> } | undefined;
  const json = success?.content?.['application/json'];
  return json ? sample(json.schema, prefer) : undefined;
}
