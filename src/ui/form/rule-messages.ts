import { common } from '@/messages/common';

type ArkLikeError = { input?: { message?: unknown }; meta?: { message?: unknown }; errors?: unknown };

const isArkError = (error: object): error is ArkLikeError => 'input' in error && typeof (error as ArkLikeError).input === 'object';

/**
 * What one validation error may show: only a message a rule of ours wrote (a plain string, or an arktype error whose rule set its message).
 * Anything else — arktype's own `price ("") must be…`, any library's text — becomes the Japanese fallback.
 */
function messagesOf(error: unknown): string[] {
  if (error === undefined || error === null || error === false || error === '') return [];
  if (typeof error === 'string') return [error];
  if (Array.isArray(error)) return error.flatMap(messagesOf);
  if (typeof error !== 'object' || !isArkError(error)) return [common.formKit.fieldInvalid];
  if (typeof error.input?.message === 'string' && error.input.message) return [error.input.message];
  if (typeof error.meta?.message === 'string' && error.meta.message) return [error.meta.message];
  // An intersection or union of several errors at one path: keep what its parts' rules said.
  if (Array.isArray(error.errors)) return messagesOf(error.errors);
  return [common.formKit.fieldInvalid];
}

/** The messages to show for a field's errors: each once, the fallback only when no rule spoke. */
export function ruleMessages(errors: readonly unknown[]): string[] {
  const messages = [...new Set(messagesOf(errors))];
  const own = messages.filter((message) => message !== common.formKit.fieldInvalid);
  return own.length > 0 ? own : messages;
}
