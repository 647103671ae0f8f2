import { useState } from 'react';
import { apiReferenceMessages as t } from '@/messages/api-reference';
import { resolveResponse, type Content, type OpenApiDocument, type OperationEntry } from './openapi-document';
import { SchemaView } from './schema-view';
import { DataTable } from '@/ui/data-table';

function ContentView({ content }: { content: Content | undefined }) {
  const entries = Object.entries(content ?? {});
  if (entries.length === 0) return <p className="api-ref-muted">{t.noContent}</p>;
  return entries.map(([type, { schema }]) => (
    <div key={type} className="api-ref-content">
      <code className="api-ref-media">{type}</code>
      <SchemaView schema={schema} />
    </div>
  ));
}

function Parameters({ entry }: { entry: OperationEntry }) {
  const parameters = entry.operation.parameters ?? [];
  if (parameters.length === 0) return null;
  const c = t.parameterColumns;
  return (
    <>
      <h4>{t.parameters}</h4>
      <DataTable
        caption={`${entry.method} ${entry.path} ${t.parameters}`}
        columns={[{ label: c.name }, { label: c.in }, { label: c.required }, { label: c.schema }, { label: c.description }]}
      >
        {parameters.map((parameter) => (
          <tr key={`${parameter.in}:${parameter.name}`}>
            <td>
              <code>{parameter.name}</code>
            </td>
            <td>{parameter.in}</td>
            <td>{parameter.required ? t.required : t.optional}</td>
            <td>
              <SchemaView schema={parameter.schema} />
            </td>
            <td>{parameter.description ?? ''}</td>
          </tr>
        ))}
      </DataTable>
    </>
  );
}

/** One call, folded: its details render when opened (the whole contract at once is slow to draw). */
export function OperationView({ document, entry }: { document: OpenApiDocument; entry: OperationEntry }) {
  const [open, setOpen] = useState(false);
  const { operation } = entry;
  return (
    <details className="api-ref-operation" id={`op-${operation.operationId}`} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>
        <span className={`api-ref-method api-ref-method-${entry.method.toLowerCase()}`}>{entry.method}</span>
        <code className="api-ref-path">{entry.path}</code>
        <span className="api-ref-summary">{operation.summary}</span>
      </summary>
      {open ? <OperationBody document={document} entry={entry} /> : null}
    </details>
  );
}

/** Its security, parameters, request body and every response with its schema. */
function OperationBody({ document, entry }: { document: OpenApiDocument; entry: OperationEntry }) {
  const { operation } = entry;
  const schemes = Object.keys(operation.security[0] ?? {}).map((name) => t.auth[name] ?? name);
  const auth = operation.security.length === 0 ? t.auth.none : schemes.join(', ');
  return (
    <div className="api-ref-body">
      <p>
        <code>{operation.operationId}</code> ・ {auth}
        {operation.servers ? ` ・ ${t.servers}: ${operation.servers.map((server) => `${server.url}（${server.description ?? ''}）`).join(', ')}` : null}
      </p>
      <Parameters entry={entry} />
      {operation.requestBody ? (
        <>
          <h4>{t.requestBody}</h4>
          <ContentView content={operation.requestBody.content} />
        </>
      ) : null}
      <h4>{t.responses}</h4>
      <dl className="api-ref-responses">
        {Object.entries(operation.responses).map(([status, raw]) => {
          const response = resolveResponse(document, raw);
          return (
            <div key={status}>
              <dt>
                <strong>{status}</strong> {response.description ?? ''}
              </dt>
              <dd>
                {response.headers
                  ? Object.entries(response.headers).map(([name, header]) => (
                      <p key={name}>
                        {t.headers}: <code>{name}</code>（{header.required ? t.required : t.optional}）{header.description ?? ''}
                      </p>
                    ))
                  : null}
                <ContentView content={response.content} />
              </dd>
            </div>
          );
        })}
      </dl>
    </div>
  );
}
