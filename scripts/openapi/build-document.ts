import { operationIds, operations, operationTags, pathParamNames, type OperationDef, type OperationId } from '@/api/operations';
import { errorTexts } from './error-texts';
import { jsonSchemaOf, type Json } from './json-schema';
import { namedSchemas } from './named-schemas';
import { operationDescriptions, operationSummaries } from './operation-descriptions';
import { operationSchemas, type OperationSchemas, type Param, type Success } from './operation-schemas';

/**
 * openapi.json (OpenAPI 3.1), built from the registry (src/api/operations.ts), the arktype types
 * of src/api (their wire side: what the client accepts) and the documented error texts.
 * `npm run openapi` writes it; scripts/openapi/document.test.ts fails when the file is stale.
 */
const errorDescriptions: Record<number, string> = {
  400: 'リクエストの形式が正しくない（JSON・multipart として読めない）',
  401: 'ベアラーがない・無効・期限切れ（コンソールはログアウトしてサインイン画面へ）',
  403: 'この操作の権限がない',
  404: '存在しない、または操作できない会社・リソース（他社の ID も 404）',
  409: '現在の状態ではできない変更',
  415: 'Content-Type が application/json ではない',
  422: '入力エラー（displayMessage をそのまま表示する）',
  500: 'サーバーの障害',
  503: '一時的に利用できない（コンソールは「失敗しました」と再読み込みの案内を出す）',
};

/** Any call may meet these. */
const serverErrors = [500, 503];

const pathParamSchemas: Record<string, Json> = {
  month: { type: 'string', pattern: '^\\d{4}-(0[1-9]|1[0-2])$', description: '対象月（YYYY-MM、Asia/Tokyo）' },
};

function parameter(where: 'query' | 'header', param: Param): Json {
  return {
    name: param.name,
    in: where,
    required: param.required ?? false,
    description: param.description,
    schema: jsonSchemaOf(param.schema),
  };
}

function pathParameters(path: string): Json[] {
  return pathParamNames(path).map((name) => ({ name, in: 'path', required: true, schema: pathParamSchemas[name] ?? { type: 'string', minLength: 1 } }));
}

function requestBody(schemas: OperationSchemas): Json | undefined {
  const { body } = schemas;
  if (!body) return undefined;
  if ('json' in body) return { required: true, content: { 'application/json': { schema: jsonSchemaOf(body.json) } } };
  return { required: true, content: { 'multipart/form-data': { schema: body.multipart } } };
}

function successResponse(success: Success): Json {
  const content: Json = {};
  if (success.json) content['application/json'] = { schema: jsonSchemaOf(success.json) };
  if (success.csv) content['text/csv'] = { schema: { type: 'string', description: 'UTF-8（BOM 付き）、改行 CRLF' } };
  const headers: Json = {};
  for (const [name, header] of Object.entries(success.headers ?? {})) {
    headers[name] = { description: header.description, required: header.required ?? false, schema: jsonSchemaOf(header.schema) };
  }
  if (success.csv) headers['Content-Disposition'] = { description: 'attachment; filename="…csv"（CORS では公開が必要）', schema: { type: 'string' } };
  return { description: success.description, ...(Object.keys(headers).length ? { headers } : {}), content };
}

const security = (def: OperationDef) => (def.auth === 'none' ? [] : def.auth === 'bearer' ? [{ bearer: [] }] : [{ assetToken: [] }]);

function operationObject(id: OperationId): Json {
  const def: OperationDef = operations[id];
  const schemas = operationSchemas[id];
  const parameters = [
    ...pathParameters(def.path),
    ...(schemas.query ?? []).map((param) => parameter('query', param)),
    ...(schemas.headers ?? []).map((param) => parameter('header', param)),
  ];
  const responses: Json = {};
  for (const success of schemas.success) responses[String(success.status)] = successResponse(success);
  for (const status of [...schemas.errors, ...serverErrors]) responses[String(status)] = { $ref: `#/components/responses/Error${status}` };
  const body = requestBody(schemas);
  return {
    operationId: id,
    summary: operationSummaries[id],
    description: operationDescriptions[id],
    tags: [def.tag],
    security: security(def),
    ...(def.server === 'assets'
      ? {
          servers: [
            { url: '{apiUrlBase}', description: 'GET /api/assets/token の apiUrlBase', variables: { apiUrlBase: { default: 'https://assets.example.jp' } } },
          ],
        }
      : {}),
    ...(parameters.length ? { parameters } : {}),
    ...(body ? { requestBody: body } : {}),
    responses,
  };
}

const description = [
  'ペットパス 管理画面が呼ぶすべての API。パスは末尾のスラッシュも含めてこの通りに送る。',
  '読み方と補足（CORS、トークンの寿命、1 GiB の上限、アセットの apiUrlBase）は docs/api.md。',
  'エラーは `{ "displayMessage": "<日本語>" }`（あれば画面にそのまま出す）。各タグの x-display-messages がその文言。',
  '空のテキストは null でも "" でもよく、緯度・経度は数値でも小数の文字列（"35.648600"）でもよい。',
].join('\n');

/**
 * Named types go to components.schemas and every identical inline copy becomes a $ref, largest
 * first, so the file reads like the docs (Facility, Coupon, Ticket…) and stays small.
 */
function hoistNamed(document: Json): Record<string, Json> {
  // Two names for one shape (CheckInOwner and Owner) keep the first, or each would point to the other.
  const seen = new Set<string>();
  const named = Object.entries(namedSchemas)
    .map(([name, schema]) => ({ name, json: jsonSchemaOf(schema) }))
    .filter(({ json }) => !seen.has(JSON.stringify(json)) && Boolean(seen.add(JSON.stringify(json))))
    .sort((a, b) => JSON.stringify(b.json).length - JSON.stringify(a.json).length);
  const components: Record<string, Json> = {};
  const replace = (node: unknown, except?: string): unknown => {
    if (Array.isArray(node)) return node.map((item) => replace(item, except));
    if (!node || typeof node !== 'object') return node;
    const text = JSON.stringify(node);
    const match = named.find((candidate) => candidate.name !== except && JSON.stringify(candidate.json) === text);
    if (match) return { $ref: `#/components/schemas/${match.name}` };
    return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, replace(value, except)]));
  };
  for (const { name, json } of named) components[name] = replace(json, name) as Json;
  document.paths = replace(document.paths);
  return Object.fromEntries(Object.entries(components).sort(([a], [b]) => a.localeCompare(b)));
}

export function buildDocument(): Json {
  const paths: Record<string, Json> = {};
  for (const id of operationIds) {
    const { path, method } = operations[id];
    paths[path] = { ...(paths[path] ?? {}), [method.toLowerCase()]: operationObject(id) };
  }
  const statuses = [...new Set([...operationIds.flatMap((id) => operationSchemas[id].errors), ...serverErrors])].sort((a, b) => a - b);
  const document: Json = { paths };
  const schemas = hoistNamed(document);
  return {
    openapi: '3.1.0',
    info: {
      title: 'ペットパス 管理画面 API',
      version: '1.0.0',
      description,
      contact: { name: 'ペットパス 管理画面の開発チーム（問い合わせはリポジトリの issue へ）' },
      license: { name: '非公開（ペットパスの運営と加盟事業者の間でのみ使う）', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [{ url: '/', description: 'VITE_API_BASE_URL（既定は同じオリジン）' }],
    tags: Object.entries(operationTags).map(([name, label]) => ({
      name,
      description: label,
      'x-display-messages': [...new Set(errorTexts[name as keyof typeof operationTags])],
    })),
    paths: document.paths,
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', description: 'POST /api/sign_in が Authorization 応答ヘッダーで返すベアラー' },
        assetToken: { type: 'apiKey', in: 'header', name: 'X-Asset-Token', description: 'GET /api/assets/token の token（アセットサービスだけに送る）' },
      },
      schemas: { Error: { type: 'object', properties: { displayMessage: { type: 'string', description: '画面にそのまま出す日本語' } } }, ...schemas },
      responses: Object.fromEntries(
        statuses.map((status) => [
          `Error${status}`,
          { description: errorDescriptions[status] ?? 'エラー', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
        ]),
      ),
    },
  };
}

/** The file as written: two-space JSON and a final newline, so a regeneration diff is readable. */
export const serializeDocument = (document: Json) => `${JSON.stringify(document, null, 2)}\n`;
