import { createFormHookContexts } from '@tanstack/react-form';

export const { fieldContext, formContext, useFieldContext, useFormContext } = createFormHookContexts();

/** Field errors come as strings or Standard Schema issues (arktype): show their messages. */
export function errorMessages(errors: readonly unknown[]): string[] {
  const messages = errors.flatMap((error) => {
    if (!error) return [];
    if (typeof error === 'string') return [error];
    if (Array.isArray(error)) return errorMessages(error);
    if (typeof error === 'object' && 'message' in error && typeof error.message === 'string') return [error.message];
    return [];
  });
  return [...new Set(messages)];
}
