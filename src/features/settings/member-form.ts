import { type } from 'arktype';
import { MEMBER_DISPLAY_NAME_MAX, type MemberChange } from '@/api/members';
import { looksLikeEmail, normalizeEmail } from '@/lib/text';
import { settingsMessages } from '@/messages/settings';
import { paths } from '@/paths';

const errors = settingsMessages.memberErrors;

export type MemberValues = { email: string; displayName: string; couponAbility: boolean; ticketAbility: boolean };

export const emptyMember: MemberValues = { email: '', displayName: '', couponAbility: false, ticketAbility: false };

/**
 * The sub-account form's rules. `takenEmails` are the members already registered (normalised):
 * adding one of them again is refused here, before the server refuses it too.
 */
export function memberSchema(takenEmails: readonly string[]) {
  const taken = new Set(takenEmails.map(normalizeEmail));
  return type({
    email: type('string').narrow((value, ctx) => {
      const email = normalizeEmail(value);
      if (email === '') return ctx.reject({ message: errors.emailRequired });
      if (!looksLikeEmail(email)) return ctx.reject({ message: errors.emailInvalid });
      return !taken.has(email) || ctx.reject({ message: errors.emailDuplicate });
    }),
    displayName: type('string').narrow(
      (value, ctx) => [...value.trim()].length <= MEMBER_DISPLAY_NAME_MAX || ctx.reject({ message: errors.displayNameTooLong }),
    ),
    couponAbility: 'boolean',
    ticketAbility: 'boolean',
  });
}

/** The POST body for an add or an update (the e-mail half-width and lower-case, the name trimmed). */
export const toMemberChange = (action: 'add' | 'update', values: MemberValues): MemberChange => ({
  action,
  email: normalizeEmail(values.email),
  displayName: values.displayName.trim(),
  couponAbility: values.couponAbility,
  ticketAbility: values.ticketAbility,
});

/** The edit page of one member (?email=), or the add form without one. */
export const memberEditHref = (email?: string) =>
  email ? `${paths.settingsMembersEdit}?${new URLSearchParams({ email }).toString()}` : paths.settingsMembersEdit;
