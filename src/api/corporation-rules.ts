import { type } from 'arktype';
import { INVISIBLE_CHARACTERS, normalizeEmail } from '@/lib/text';
import { common } from '@/messages/common';
import { settingsMessages } from '@/messages/settings';
import { emailRule, textRule } from './field-rules';

export const CORPORATION_NAME_MAX = 100;
/** The longest e-mail address a mail server accepts (RFC 5321 path limit). */
export const EMAIL_MAX = 254;

/**
 * An e-mail address as people type it: invisible characters (zero-width space, BOM…) are
 * refused with a message rather than silently kept or dropped; full-width letters and spaces
 * from a Japanese IME become half-width and lower-case; then the shared e-mail rule (printable
 * ASCII only, so no emoji) and its length bound apply. Used by the forms and by Mirage alike.
 */
export const typedEmail = (label: string) =>
  type('string')
    .narrow(
      (value, ctx) =>
        !INVISIBLE_CHARACTERS.test(value) || ctx.reject({ message: common.fieldRules.invisible(label), expected: common.fieldRules.invisible(label) }),
    )
    .pipe((value) => normalizeEmail(value), emailRule({ label, max: EMAIL_MAX, required: true }));

const labels = settingsMessages.corporation;

/** The company's rules (settings/corporation): CorporationPatch is made of them, the form checks with them. */
export const corporationRules = {
  /** Trimmed, then 1..100 characters. */
  name: type('string').pipe((value) => value.trim(), textRule({ label: labels.name, max: CORPORATION_NAME_MAX, required: true })),
  email: typedEmail(labels.email),
};

/** PATCH body: any of the editable fields, checked by the form and the fake server with the same rules. */
export const CorporationPatch = type({
  'name?': corporationRules.name,
  'email?': corporationRules.email,
  'isTicketMailReceivable?': 'boolean',
}).onUndeclaredKey('delete');
export type CorporationPatch = typeof CorporationPatch.inferIn;
