import { type } from 'arktype';
import { corporationRules, CorporationPatch } from '@/api/corporation-rules';

export type CorporationValues = { name: string; email: string; isTicketMailReceivable: boolean };

/**
 * The company-information form's rules: the contract's own (src/api/corporations.ts), which
 * the fake server checks the PATCH with too. Full-width e-mails accepted; emoji and invisible
 * characters refused with a message.
 */
export const corporationSchema = type({
  name: corporationRules.name,
  email: corporationRules.email,
  isTicketMailReceivable: 'boolean',
});

/** What is sent: exactly what the contract's rules make of the values (name trimmed, e-mail half-width and lower-case). */
export function toCorporationPatch(values: CorporationValues): CorporationValues {
  const patch = CorporationPatch(values);
  // The form submits only valid values; this cannot fail unless the rules above disagree with the contract.
  if (patch instanceof type.errors) throw new Error(patch.summary);
  return {
    name: patch.name ?? values.name,
    email: patch.email ?? values.email,
    isTicketMailReceivable: patch.isTicketMailReceivable ?? values.isTicketMailReceivable,
  };
}
