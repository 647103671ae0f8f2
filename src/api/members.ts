import { type } from 'arktype';
import { request } from './client';
import { corporationPath } from './corporations';
import { checked } from './validate';

/**
 * A sub-account of a corporation (SPEC §3 Member; the fields are ours, docs/settings.md).
 * The e-mail is the key: members are added, edited and removed by e-mail.
 */
export const Member = type({
  id: 'string',
  email: 'string',
  displayName: 'string',
  couponAbility: 'boolean',
  ticketAbility: 'boolean',
  status: "'invited' | 'active'",
  createdAt: 'string',
});
export type Member = typeof Member.infer;
export type MemberStatus = Member['status'];

/** The upper bounds Mirage enforces and the form checks. */
export const MEMBER_DISPLAY_NAME_MAX = 50;
export const MEMBERS_MAX = 50;

/**
 * POST members/ body: one change, keyed by e-mail.
 * - add: a new member (invited); displayName and abilities optional (default '' and false);
 * - update: the displayName and/or abilities of an existing member;
 * - remove: the member with that e-mail.
 */
export const MemberChange = type({
  action: "'add' | 'update' | 'remove'",
  email: 'string',
  'displayName?': 'string',
  'couponAbility?': 'boolean',
  'ticketAbility?': 'boolean',
});
export type MemberChange = typeof MemberChange.infer;

/** GET and POST both answer the whole list, newest first. */
const MemberList = type({ data: Member.array() });

export async function listMembers(corporationId: string): Promise<Member[]> {
  return checked(MemberList, await request(`${corporationPath(corporationId)}/members/`), 'members').data;
}

/** Sends one change; answers the list as it is after the change. */
export async function changeMembers(corporationId: string, change: MemberChange): Promise<Member[]> {
  const data = await request(`${corporationPath(corporationId)}/members/`, { method: 'POST', body: change });
  return checked(MemberList, data, 'members').data;
}
