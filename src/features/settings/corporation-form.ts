import { type } from 'arktype';
import { normalizeEmail, looksLikeEmail } from '@/lib/text';
import { settingsMessages } from '@/messages/settings';

const m = settingsMessages.corporation;
export const CORPORATION_NAME_MAX = 100;

export type CorporationValues = { name: string; email: string; isTicketMailReceivable: boolean };

/** The company-information form's rules, with the messages people read (full-width e-mails accepted). */
export const corporationSchema = type({
  name: type('string').narrow((value, ctx) => {
    const name = value.trim();
    if (name === '') return ctx.reject({ message: m.nameRequired });
    return [...name].length <= CORPORATION_NAME_MAX || ctx.reject({ message: m.nameTooLong });
  }),
  email: type('string').narrow((value, ctx) => {
    const email = normalizeEmail(value);
    if (email === '') return ctx.reject({ message: m.emailRequired });
    return looksLikeEmail(email) || ctx.reject({ message: m.emailInvalid });
  }),
  isTicketMailReceivable: 'boolean',
});

/** What is sent: the name trimmed, the e-mail half-width and lower-case. */
export const toCorporationPatch = (values: CorporationValues): CorporationValues => ({
  name: values.name.trim(),
  email: normalizeEmail(values.email),
  isTicketMailReceivable: values.isTicketMailReceivable,
});
