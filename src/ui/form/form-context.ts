import { createFormHookContexts } from '@tanstack/react-form';

export const { fieldContext, formContext, useFieldContext, useFormContext } = createFormHookContexts();

/** Field errors come as strings or Standard Schema issues (arktype): only what the rules wrote is shown. */
export { ruleMessages as errorMessages } from './rule-messages';
