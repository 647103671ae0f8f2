import { type } from 'arktype';
import { settingsMessages } from '@/messages/settings';
import { typedEmail } from './corporation-rules';
import { textRule } from './field-rules';

/** A sub-account change and its bounds, apart from the member contract so the fake server does not build the answers' schemas. */
export const MEMBER_DISPLAY_NAME_MAX = 50;
export const MEMBERS_MAX = 50;

const labels = settingsMessages.members;

/** The sub-account's rules: MemberChange is made of them, the form checks with them, Mirage with MemberChange. */
export const memberRules = {
  /** Invisible characters refused; full-width typed half-width and lower-case; then the e-mail rule. */
  email: typedEmail(labels.email),
  /** Optional, trimmed, at most 50 characters. */
  displayName: type('string').pipe((value) => value.trim(), textRule({ label: labels.displayName, max: MEMBER_DISPLAY_NAME_MAX })),
};

/** POST members/ body, keyed by e-mail: add (invited; name and abilities default '' and false), update, or remove. */
export const MemberChange = type({
  action: "'add' | 'update' | 'remove'",
  email: memberRules.email,
  'displayName?': memberRules.displayName,
  'couponAbility?': 'boolean',
  'ticketAbility?': 'boolean',
}).onUndeclaredKey('delete');
export type MemberChange = typeof MemberChange.inferIn;
