import { type } from 'arktype';
import { INVISIBLE_CHARACTERS, normalizeEmail } from '@/lib/text';
import { common } from '@/messages/common';
import { settingsMessages } from '@/messages/settings';
import { emailRule, says, textRule } from './field-rules';

export const CORPORATION_NAME_MAX = 100;
/** The longest e-mail address a mail server accepts (RFC 5321 path limit). */
export const EMAIL_MAX = 254;

/**
 * An e-mail address as people type it: invisible characters are refused with a message (never silently kept or dropped), an IME's
 * full-width letters and spaces made half-width and lower-case, then the shared e-mail rule and its length bound apply.
 */
export const typedEmail = (label: string) =>
  type('string')
    .narrow((value, ctx) => !INVISIBLE_CHARACTERS.test(value) || ctx.reject(says(common.fieldRules.invisible(label))))
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
