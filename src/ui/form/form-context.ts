import { createFormHookContexts } from '@tanstack/react-form';
import { ruleMessages } from './rule-messages';

export const { fieldContext, formContext, useFieldContext, useFormContext } = createFormHookContexts();

/** Field errors come as strings or Standard Schema issues (arktype): only what the rules wrote is shown. */
export const errorMessages = (errors: readonly unknown[]): string[] => ruleMessages(errors);
