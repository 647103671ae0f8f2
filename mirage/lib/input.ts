import { type } from 'arktype';
import { failure } from './http';

/**
 * Checks a body (or query) with the contract's arktype input type, the one the forms use, and
 * answers 422 with the first problem in Japanese: a rule's own message (a sentence ending with
 * 「。」, as src/api/field-rules.ts gives) as is, a wrong shape (the library's English only) by the
 * caller's message for that field. Library text never reaches people.
 */
export function validInput<T>(schema: (data: unknown) => T | type.errors, data: unknown, messageFor: (key: string) => string): T {
  const out = schema(data);
  if (!(out instanceof type.errors)) return out;
  // Several failed rules of one field come as one intersection (arktype's jitless mode, in which
  // the built demo's worker runs): its first part is what the first rule said.
  const first = out[0]?.hasCode('intersection') ? out[0].errors[0] : out[0];
  const key = String(first?.path[0] ?? '');
  const ours = first !== undefined && first.message.endsWith('。');
  throw failure(422, ours ? first.message : messageFor(key));
}
