import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import openapi from '../../openapi.json';
import { operations, type OperationId } from '@/api/operations';
import { addContractFormats } from './contract-formats';

/**
 * Validates what a server answered against openapi.json with ajv: the status must be one the
 * operation lists, the body must match that status's schema (JSON or CSV), the required response
 * headers must be there. Compiled lazily, one schema per operation and status.
 */
type Json = Record<string, unknown>;
const document = openapi as unknown as {
  paths: Record<string, Record<string, { responses: Record<string, Json> }>>;
  components: { responses: Record<string, Json> };
};

const ajv = addContractFormats(new Ajv2020({ strict: false, allErrors: true }));
ajv.addSchema({ ...document, $id: 'openapi' });

const pointer = (...parts: string[]) => parts.map((part) => part.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');
const compiled = new Map<string, ValidateFunction>();

function validator(ref: string): ValidateFunction {
  let validate = compiled.get(ref);
  if (!validate) {
    validate = ajv.compile({ $ref: `openapi#/${ref}` });
    compiled.set(ref, validate);
  }
  return validate;
}

function responseOf(operation: OperationId, status: number): { ref: string; response: Json } | undefined {
  const { path, method } = operations[operation];
  const response = document.paths[path]?.[method.toLowerCase()]?.responses[String(status)];
  if (!response) return undefined;
  const target =
    typeof response.$ref === 'string' ? response.$ref.replace('#/', '') : pointer('paths', path, method.toLowerCase(), 'responses', String(status));
  const resolved = typeof response.$ref === 'string' ? document.components.responses[response.$ref.split('/').pop() as string] : response;
  return resolved ? { ref: target, response: resolved } : undefined;
}

export type Answer = { operation: OperationId; status: number; headers: Record<string, string>; body: unknown };

const header = (headers: Record<string, string>, name: string) => Object.entries(headers).find(([key]) => key.toLowerCase() === name.toLowerCase())?.[1];

/** What is wrong with an answer, as readable lines; empty when it is in the contract. */
export function contractViolations({ operation, status, headers, body }: Answer): string[] {
  const { method, path } = operations[operation];
  const call = `${method} ${path} → ${status}`;
  const found = responseOf(operation, status);
  if (!found) return [`${call}: status ${status} is not in the contract`];
  const content = (found.response.content ?? {}) as Record<string, unknown>;
  const problems: string[] = [];
  // An answer the contract gives no content (204) must have no body, whatever its type says.
  if (Object.keys(content).length === 0) {
    if (body !== undefined && body !== null && body !== '') problems.push(`${call}: a body where the contract has none`);
    return problems;
  }
  const type = (header(headers, 'content-type') ?? (typeof body === 'string' ? 'text/plain' : 'application/json')).split(';')[0]!.trim();
  if (!(type in content)) problems.push(`${call}: content type ${type} is not in the contract (${Object.keys(content).join(', ')})`);
  if (type === 'application/json' && type in content) {
    const validate = validator(`${found.ref}/content/application~1json/schema`);
    if (!validate(body)) problems.push(`${call}: ${ajv.errorsText(validate.errors, { dataVar: 'body' })}`);
  }
  for (const [name, spec] of Object.entries((found.response.headers ?? {}) as Record<string, { required?: boolean }>)) {
    if (spec.required && header(headers, name) === undefined) problems.push(`${call}: response header ${name} is missing`);
  }
  return problems;
}
