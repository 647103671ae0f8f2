import { type } from 'arktype';
import { MemberChange, memberRules, type MemberChange as MemberChangeBody } from '@/api/members';
import { normalizeEmail } from '@/lib/text';
import { settingsMessages } from '@/messages/settings';
import { paths } from '@/paths';

const errors = settingsMessages.memberErrors;

export type MemberValues = { email: string; displayName: string; couponAbility: boolean; ticketAbility: boolean };

export const emptyMember: MemberValues = { email: '', displayName: '', couponAbility: false, ticketAbility: false };

/**
 * The sub-account form's rules: the contract's own (src/api/members.ts), built once (one per mount would grow arktype's registry); an e-mail
 * already registered, which depends on the loaded list, is the e-mail field's own check (`emailTaken`).
 */
export const memberSchema = type({ email: memberRules.email, displayName: memberRules.displayName, couponAbility: 'boolean', ticketAbility: 'boolean' });

/** A member already registered is refused here, before the server does: the e-mail field's message, or undefined (a malformed one is the schema's). */
export function emailTaken(typed: string, takenEmails: readonly string[]): string | undefined {
  const email = memberRules.email(typed);
  if (typeof email !== 'string') return undefined;
  return takenEmails.some((other) => normalizeEmail(other) === email) ? errors.emailDuplicate : undefined;
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
