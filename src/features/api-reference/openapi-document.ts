/** The parts of openapi.json this page reads (OpenAPI 3.1, as scripts/openapi/build-document.ts writes it). */
export type JsonSchema = {
  $ref?: string;
  type?: string;
  const?: unknown;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  maxLength?: number;
  contentMediaType?: string;
  contentSchema?: JsonSchema;
};

type Parameter = { name: string; in: string; required?: boolean; description?: string; schema: JsonSchema };
export type Content = Record<string, { schema: JsonSchema }>;
type ResponseObject = { $ref?: string; description?: string; content?: Content; headers?: Record<string, { description?: string; required?: boolean }> };
type Operation = {
  operationId: string;
  summary: string;
  tags: string[];
  security: Record<string, unknown>[];
  servers?: { url: string; description?: string }[];
  parameters?: Parameter[];
  requestBody?: { content: Content };
  responses: Record<string, ResponseObject>;
};
export type OpenApiDocument = {
  info: { title: string; version: string };
  tags: { name: string; description: string; 'x-display-messages'?: string[] }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, JsonSchema>; responses: Record<string, ResponseObject> };
};

export type OperationEntry = { method: string; path: string; operation: Operation };

/** Every operation, in the file's order. */
export const operationsOf = (document: OpenApiDocument): OperationEntry[] =>
  Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })),
  );

/** The name of a `#/components/schemas/Name` reference. */
export const refName = (ref: string) => ref.split('/').pop() ?? ref;

/** A response written once under components.responses and referred to. */
export const resolveResponse = (document: OpenApiDocument, response: ResponseObject): ResponseObject =>
  (response.$ref && document.components.responses[refName(response.$ref)]) || response;

/** Case-insensitive match of a filter on the path, the summary and the operation id. */
export function matches(entry: OperationEntry, filter: string): boolean {
  const needle = filter.trim().toLowerCase();
  if (!needle) return true;
  return [entry.path, entry.operation.summary, entry.operation.operationId, entry.method].some((text) => text.toLowerCase().includes(needle));
}
