import { type } from 'arktype';
import { settingsMessages } from '@/messages/settings';
import { typedEmail } from './corporation-rules';
import { textRule } from './field-rules';

/**
 * What a sub-account change may carry: the form checks its fields with these rules, the fake
 * server the whole body with MemberChange (apart from the member contract, whose answers' schemas
 * the fake never reads).
 */
/** The upper bounds Mirage enforces and the form checks. */
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

/**
 * POST members/ body: one change, keyed by e-mail.
 * - add: a new member (invited); displayName and abilities optional (default '' and false);
 * - update: the displayName and/or abilities of an existing member;
 * - remove: the member with that e-mail.
 */
export const MemberChange = type({
  action: "'add' | 'update' | 'remove'",
  email: memberRules.email,
  'displayName?': memberRules.displayName,
  'couponAbility?': 'boolean',
  'ticketAbility?': 'boolean',
}).onUndeclaredKey('delete');
export type MemberChange = typeof MemberChange.inferIn;
