import { type } from 'arktype';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { settingsMessages } from '@/messages/settings';
import { typedEmail } from './corporation-rules';
import { textRule } from './field-rules';
import type { AppMutation } from './mutation';
import { corporationKeys } from './query-keys';
import { request } from './client';
import { apiPath } from './operations';
import { checked, checkedItems, markedName, rawId, salvaged } from './validate';
import { dateTimeOrNull, id, text } from './wire';

/**
 * A sub-account of a corporation (SPEC §3 Member; the fields are ours, docs/settings.md).
 * The e-mail is the key: members are added, edited and removed by e-mail.
 */
export const Member = type({
  id,
  email: 'string',
  displayName: text,
  couponAbility: 'boolean',
  ticketAbility: 'boolean',
  /** Ours: absent reads as an active member. */
  status: type("'invited' | 'active'").default('active'),
  createdAt: dateTimeOrNull,
});
export type Member = typeof Member.infer;
export type MemberStatus = Member['status'];

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

/** GET and POST both answer the whole list, newest first. */
const MemberList = type({ data: 'unknown[]' });

function members(data: unknown, operation: 'listMembers' | 'changeMembers'): Member[] {
  const items = checked(MemberList, data, operation).data;
  return checkedItems(Member, items, operation, (raw, index) => {
    const fallback: typeof Member.inferIn = { id: rawId(raw, index), email: '', displayName: '', couponAbility: false, ticketAbility: false, createdAt: null };
    const member = salvaged(Member, raw, fallback, operation);
    return { ...member, displayName: markedName(member.displayName, member.email || member.id) };
  });
}

export async function listMembers(corporationId: string): Promise<Member[]> {
  return members(await request(apiPath('listMembers', { corporationId })), 'listMembers');
}

/** Sends one change; answers the list as it is after the change. */
export async function changeMembers(corporationId: string, change: MemberChange): Promise<Member[]> {
  const data = await request(apiPath('changeMembers', { corporationId }), { method: 'POST', body: change });
  return members(data, 'changeMembers');
}

export const memberKeys = {
  list: (corporationId: string) => [...corporationKeys.all(corporationId), 'members'] as const,
};

/** @example const members = useQuery(membersQuery(cid)); */
export const membersQuery = (corporationId: string) =>
  queryOptions({ queryKey: memberKeys.list(corporationId), queryFn: () => listMembers(corporationId) });

export const memberMutations = {
  /** The POST answers the whole list after the change: it replaces the cached list at once. */
  change: (corporationId: string): AppMutation<MemberChange, Member[]> => ({
    mutationFn: (change) => changeMembers(corporationId, change),
    updateCache: (queryClient: QueryClient, members) => queryClient.setQueryData(memberKeys.list(corporationId), members),
  }),
};
