import { type } from 'arktype';
import { apiMessages } from '@/messages/api';
import { ApiError } from './api-error';

type Schema<T> = (data: unknown) => T | type.errors;

/** Checks a response at the boundary: a bad shape is a clear error here, not a crash later. */
export function checked<T>(schema: Schema<T>, data: unknown, what: string): T {
  const out = schema(data);
  if (out instanceof type.errors) {
    console.error(`[api] unexpected response for ${what}: ${out.summary}`);
    throw new ApiError(0, apiMessages.malformedResponse(what), { data: out.summary });
  }
  return out;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Copies into `target` every value of `source` that keeps the whole record valid, key by key,
 * descending into objects whose value as a whole does not fit.
 */
function keepValid(target: Record<string, unknown>, source: unknown, isValid: () => boolean): void {
  if (!isRecord(source)) return;
  for (const key of new Set([...Object.keys(target), ...Object.keys(source)])) {
    if (!(key in source)) continue;
    const before = target[key];
    target[key] = source[key];
    if (isValid()) continue;
    if (before === undefined) delete target[key];
    else target[key] = before;
    if (isRecord(before) && isRecord(source[key])) keepValid(before, source[key], isValid);
  }
}

/**
 * The best a malformed record can give: `fallback` (a valid wire record) with every value of the
 * raw record that still validates. Each try runs the schema once; only broken records pay.
 */
export function salvaged<T>(schema: Schema<T>, raw: unknown, fallback: Record<string, unknown>): T {
  const record = structuredClone(fallback);
  keepValid(record, raw, () => !(schema(record) instanceof type.errors));
  return checked(schema, record, 'fallback');
}

/** The id a malformed record shows: its own when it has a usable one. */
export function rawId(raw: unknown, index: number, path: readonly string[] = []): string {
  let value: unknown = raw;
  for (const key of path) value = isRecord(value) ? value[key] : undefined;
  const id = isRecord(value) ? value.id : undefined;
  return typeof id === 'string' && id !== '' ? id : typeof id === 'number' ? String(id) : `malformed-${index + 1}`;
}

/** The display name of a malformed record: marked, so the list says which one is wrong. */
export const markedName = (name: string, id: string) => `${apiMessages.malformedRecordMark}${name || apiMessages.malformedRecordName(id)}`;

/**
 * A list checked item by item: one malformed record never takes down the list. It is logged,
 * and `repair` turns it into a record the screens can show (marked with markedName).
 */
export function checkedItems<T>(schema: Schema<T>, items: readonly unknown[], what: string, repair: (raw: unknown, index: number) => T): T[] {
  return items.map((raw, index) => {
    const out = schema(raw);
    if (!(out instanceof type.errors)) return out;
    console.error(`[api] malformed item ${index} of ${what} (shown marked): ${out.summary}`);
    return repair(raw, index);
  });
}
