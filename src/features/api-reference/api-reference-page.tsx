import { useEffect, useMemo, useState } from 'react';
import { apiReferenceMessages as t } from '@/messages/api-reference';
import { matches, operationsOf, type JsonSchema, type OpenApiDocument } from './openapi-document';
import { OperationView } from './operation-view';
import { SchemaView } from './schema-view';
import './api-reference.css';

/** openapi.json, loaded only when this page opens (its own chunk, in dev and demo builds only). */
const loadDocument = () => import('../../../openapi.json').then((module) => module.default as unknown as OpenApiDocument);

/** A named type, folded like the calls; a link to `#schema-Name` opens it. */
function NamedSchema({ name, schema }: { name: string; schema: JsonSchema }) {
  const [open, setOpen] = useState(false);
  return (
    <details id={`schema-${name}`} className="api-ref-schema" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>
        <h3>{name}</h3>
      </summary>
      {open ? <SchemaView schema={schema} /> : null}
    </details>
  );
}

function Reference({ document }: { document: OpenApiDocument }) {
  const [filter, setFilter] = useState('');
  const all = useMemo(() => operationsOf(document), [document]);
  const shown = all.filter((entry) => matches(entry, filter));
  const download = useMemo(() => URL.createObjectURL(new Blob([JSON.stringify(document, null, 2)], { type: 'application/json' })), [document]);
  useEffect(() => () => URL.revokeObjectURL(download), [download]);
  return (
    <>
      <div className="toolbar">
        <div className="field">
          <label htmlFor="api-ref-filter">{t.filter}</label>
          <input id="api-ref-filter" type="search" value={filter} onChange={(event) => setFilter(event.target.value)} />
        </div>
        <a className="button button-secondary" href={download} download="openapi.json">
          {t.download}
        </a>
      </div>
      <p aria-live="polite">{t.count(shown.length, all.length)}</p>
      {shown.length === 0 ? <p className="empty-state">{t.none}</p> : null}
      {document.tags.map((tag) => {
        const inTag = shown.filter((entry) => entry.operation.tags.includes(tag.name));
        if (inTag.length === 0) return null;
        const messages = tag['x-display-messages'] ?? [];
        return (
          <section key={tag.name} className="card" aria-labelledby={`tag-${tag.name}`}>
            <h2 id={`tag-${tag.name}`}>{tag.description}</h2>
            {inTag.map((entry) => (
              <OperationView key={`${entry.method} ${entry.path}`} document={document} entry={entry} />
            ))}
            {messages.length > 0 ? (
              <details className="api-ref-messages">
                <summary>{t.displayMessages(messages.length)}</summary>
                <ul>
                  {messages.map((message) => (
                    <li key={message}>{message}</li>
                  ))}
                </ul>
              </details>
            ) : null}
          </section>
        );
      })}
      <section className="card" aria-labelledby="api-ref-schemas">
        <h2 id="api-ref-schemas">{t.schemas}</h2>
        {Object.entries(document.components.schemas).map(([name, schema]) => (
          <NamedSchema key={name} name={name} schema={schema} />
        ))}
      </section>
    </>
  );
}

/** /__api (dev and demo builds): a browsable reference of openapi.json, the machine-checked contract. */
export default function ApiReferencePage() {
  const [{ document, failed }, setState] = useState<{ document?: OpenApiDocument; failed?: boolean }>({});
  useEffect(() => {
    let alive = true;
    loadDocument().then(
      (loaded) => alive && setState({ document: loaded }),
      () => alive && setState({ failed: true }),
    );
    return () => {
      alive = false;
    };
  }, []);
  return (
    <div className="api-reference">
      <h1>{t.title}</h1>
      <p>{t.intro}</p>
      {document ? <p className="api-ref-muted">{`${document.info.title} ${document.info.version}`}</p> : null}
      {failed ? <p role="alert">{t.loadFailed}</p> : null}
      {!document && !failed ? <p role="status">{t.loading}</p> : null}
      {document ? <Reference document={document} /> : null}
    </div>
  );
}
