import { type } from 'arktype';
import { apiMessages } from '@/messages/api';
import { ApiError } from './api-error';
import { reportApiFailure } from './api-report';
import { operations, type OperationId } from './operations';

type Schema<T> = (data: unknown) => T | type.errors;

/** Every call's answer has a Japanese name for the failure text; the call itself goes to the log only. */
const answerNames: Record<OperationId, string> = apiMessages.answerNames;

const callOf = (operation: OperationId) => `${operation} (${operations[operation].method} ${operations[operation].path})`;

/** Checks a response at the boundary: a bad shape is a clear error here, not a crash later. */
export function checked<T>(schema: Schema<T>, data: unknown, operation: OperationId): T {
  const out = schema(data);
  if (out instanceof type.errors) {
    console.error(`[api] unexpected response for ${callOf(operation)}: ${out.summary}`);
    reportApiFailure(operations[operation].method, operations[operation].path, 'malformed');
    throw new ApiError(0, apiMessages.malformedResponse(answerNames[operation]), { data: out.summary });
  }
  return out;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Copies into `target` every value of `source` that keeps the whole record valid, key by key, descending into objects that do not fit whole. */
function keepValid(target: Record<string, unknown>, source: unknown, isValid: () => boolean, path: string, kept: Set<string>): void {
  if (!isRecord(source)) return;
  for (const key of new Set([...Object.keys(target), ...Object.keys(source)])) {
    if (!(key in source)) continue;
    const before = target[key];
    target[key] = source[key];
    if (isValid()) {
      kept.add(`${path}${key}`);
      continue;
    }
    if (before === undefined) delete target[key];
    else target[key] = before;
    if (isRecord(before) && isRecord(source[key])) keepValid(before, source[key], isValid, `${path}${key}.`, kept);
  }
}

/** Writes '' over `record` wherever the fallback has a stand-in (`stand`) and nothing of the raw record was kept. */
function blankStandIns(record: Record<string, unknown>, fallback: Record<string, unknown>, path: string, kept: Set<string>): void {
  for (const [key, value] of Object.entries(fallback)) {
    if (kept.has(`${path}${key}`)) continue;
    const inner = record[key];
    if (isRecord(value) && isRecord(inner)) blankStandIns(inner, value, `${path}${key}.`, kept);
    else if (value === stand.instant || value === stand.id) record[key] = '';
  }
}

/**
 * The best a malformed record can give: `fallback` (a valid wire record) with every value of the raw record that still validates; only
 * broken records pay. Where the raw record had nothing usable, a stand-in of the fallback would say something untrue: '' is shown ("unknown").
 */
export function salvaged<T>(schema: Schema<T>, raw: unknown, fallback: Record<string, unknown>, operation: OperationId): T {
  const record = structuredClone(fallback);
  const kept = new Set<string>();
  keepValid(record, raw, () => !(schema(record) instanceof type.errors), '', kept);
  const out = checked(schema, record, operation);
  if (isRecord(out)) blankStandIns(out, fallback, '', kept);
  return out;
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

/** A list checked item by item: a malformed record is logged and `repair`ed into one the screens show marked, never taking down the list. */
export function checkedItems<T>(schema: Schema<T>, items: readonly unknown[], operation: OperationId, repair: (raw: unknown, index: number) => T): T[] {
  let malformed = false;
  const checkedOnes = items.map((raw, index) => {
    const out = schema(raw);
    if (!(out instanceof type.errors)) return out;
    console.error(`[api] malformed item ${index} of ${callOf(operation)} (shown marked): ${out.summary}`);
    malformed = true;
    return repair(raw, index);
  });
  if (malformed) reportApiFailure(operations[operation].method, operations[operation].path, 'malformed');
  return checkedOnes;
}

/** Valid stand-ins for a fallback's dates and ids, which have no "empty" value in the contract: `salvaged` shows '' for them. */
export const stand = { instant: '1970-01-01T00:00:00Z', id: '-' } as const;
