import { type } from 'arktype';
import { failure } from './http';

/**
 * Checks a body (or query) with the forms' arktype input type; 422 with the first problem in Japanese: a rule's own message
 * (ending with 「。」, src/api/field-rules.ts) as is, a wrong shape by the caller's message for that field, never the library's English.
 */
export function validInput<T>(schema: (data: unknown) => T | type.errors, data: unknown, messageFor: (key: string) => string): T {
  const out = schema(data);
  if (!(out instanceof type.errors)) return out;
  // In arktype's jitless mode (the built demo's worker) a field's failed rules come as one intersection: its first part is the first rule's.
  const first = out[0]?.hasCode('intersection') ? out[0].errors[0] : out[0];
  const key = String(first?.path[0] ?? '');
  const ours = first !== undefined && first.message.endsWith('。');
  throw failure(422, ours ? first.message : messageFor(key));
}

/** How the lists' text filters compare: full-width letters and digits match their half-width forms; case does not matter. */
export const fold = (text: string) => text.normalize('NFKC').toLowerCase();
