import { type } from 'arktype';
import { MemberChange, memberRules, type MemberChange as MemberChangeBody } from '@/api/members';
import { normalizeEmail } from '@/lib/text';
import { settingsMessages } from '@/messages/settings';
import { paths } from '@/paths';

const errors = settingsMessages.memberErrors;

export type MemberValues = { email: string; displayName: string; couponAbility: boolean; ticketAbility: boolean };

export const emptyMember: MemberValues = { email: '', displayName: '', couponAbility: false, ticketAbility: false };

/**
 * The sub-account form's rules: the contract's own (src/api/members.ts), which the fake server
 * checks too. `takenEmails` are the members already registered: adding one of them again is
 * refused here, before the server refuses it too.
 */
export function memberSchema(takenEmails: readonly string[]) {
  const taken = new Set(takenEmails.map(normalizeEmail));
  return type({
    email: memberRules.email.narrow((email, ctx) => !taken.has(email) || ctx.reject({ message: errors.emailDuplicate, expected: errors.emailDuplicate })),
    displayName: memberRules.displayName,
    couponAbility: 'boolean',
    ticketAbility: 'boolean',
  });
}

/** The POST body for an add or an update: exactly what the contract's rules make of the values. */
export function toMemberChange(action: 'add' | 'update', values: MemberValues): MemberChangeBody {
  const change = MemberChange({ action, ...values });
  // The form submits only valid values; this cannot fail unless the form and the contract disagree.
  if (change instanceof type.errors) throw new Error(change.summary);
  return change;
}

/** The edit page of one member (?email=), or the add form without one. */
export const memberEditHref = (email?: string) =>
  email ? `${paths.settingsMembersEdit}?${new URLSearchParams({ email }).toString()}` : paths.settingsMembersEdit;
