import { type } from 'arktype';
import { failure } from './http';

/**
 * Checks a request body (or query) with the contract's arktype input type, the one the forms
 * use, and answers 422 with the first problem in Japanese. A rule's own message (a Japanese
 * sentence, ending with 「。」, as every rule of src/api/field-rules.ts and the input types gives)
 * is shown as is; a wrong shape (missing key, a number where a text belongs) has only the
 * library's English ("x must be …"), so the caller names a message per field: library text never
 * reaches people.
 *
 * @example const patch = validInput(CorporationPatch, json(), (key) => messages[key] ?? fallback);
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
