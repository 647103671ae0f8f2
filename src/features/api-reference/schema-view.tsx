import { apiReferenceMessages as t } from '@/messages/api-reference';
import { refName, type JsonSchema } from './openapi-document';

/** A one-line description of a schema's own constraints (type, enum, pattern, range). */
function label(schema: JsonSchema): string {
  if ('const' in schema) return JSON.stringify(schema.const);
  if (schema.enum) return schema.enum.map((value) => JSON.stringify(value)).join(' | ');
  const parts = [schema.type ?? ''];
  if (schema.format) parts.push(`(${schema.format})`);
  if (schema.contentMediaType) parts.push(`(${schema.contentMediaType})`);
  if (schema.pattern) parts.push(t.pattern(schema.pattern));
  if (schema.minLength !== undefined) parts.push(t.minLength(schema.minLength));
  if (schema.maxLength !== undefined) parts.push(t.maxLength(schema.maxLength));
  const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : undefined);
  if (min !== undefined || schema.maximum !== undefined) parts.push(t.range(min, schema.maximum));
  return parts.filter(Boolean).join(' ');
}

/** A schema as nested lists: objects by property (required marked), arrays by item, choices by branch, named types as links. */
export function SchemaView({ schema }: { schema: JsonSchema }) {
  if (schema.$ref) {
    const name = refName(schema.$ref);
    return (
      <a href={`#schema-${name}`} className="api-ref-type">
        {name}
      </a>
    );
  }
  if (schema.anyOf) {
    return (
      <span>
        {t.anyOf}:{' '}
        {schema.anyOf.map((branch, index) => (
          <span key={index}>
            {index > 0 ? ' | ' : null}
            <SchemaView schema={branch} />
          </span>
        ))}
      </span>
    );
  }
  if (schema.type === 'array' && schema.items) {
    return (
      <span>
        {t.arrayOf}&lt;
        <SchemaView schema={schema.items} />
        &gt;
      </span>
    );
  }
  if (schema.type === 'object' || schema.properties) {
    const required = new Set(schema.required ?? []);
    const entries = Object.entries(schema.properties ?? {});
    if (entries.length === 0) return <code>{t.object}</code>;
    return (
      <ul className="api-ref-props">
        {entries.map(([name, property]) => (
          <li key={name}>
            <code>{name}</code>
            <span className={required.has(name) ? 'api-ref-required' : 'api-ref-optional'}>{required.has(name) ? t.required : t.optional}</span>{' '}
            <SchemaView schema={property} />
          </li>
        ))}
      </ul>
    );
  }
  if (schema.contentSchema) {
    // A multipart text part that carries JSON: its type, then the JSON's shape.
    return (
      <div>
        <code>{label(schema)}</code>
        <SchemaView schema={schema.contentSchema} />
      </div>
    );
  }
  return <code>{label(schema)}</code>;
}
