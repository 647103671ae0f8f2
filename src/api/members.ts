import { MemberChange } from './member-input';
import type { AppMutation } from './mutation';
import { reads } from './reads';
import { request } from './client';
import { apiPath } from './api-path';
import { checked, checkedItems, markedName, rawId, salvaged } from './validate';
import { dateTimeOrNull, id, text, lazySchema, type Infer, type InferIn, type } from './wire';

export { MEMBER_DISPLAY_NAME_MAX, MEMBERS_MAX, MemberChange, memberRules } from './member-input';

/** A sub-account of a corporation (docs/settings.md), keyed by e-mail: members are added, edited and removed by e-mail. */
export const Member = lazySchema(() =>
  type({
    id,
    email: 'string',
    displayName: text,
    couponAbility: 'boolean',
    ticketAbility: 'boolean',
    /** Ours: absent reads as an active member. */
    status: type("'invited' | 'active'").default('active'),
    createdAt: dateTimeOrNull,
  }),
);
export type Member = Infer<typeof Member>;

/** GET and POST both answer the whole list, newest first. */
const MemberList = lazySchema(() => type({ data: 'unknown[]' }));

function members(data: unknown, operation: 'listMembers' | 'changeMembers'): Member[] {
  const items = checked(MemberList(), data, operation).data;
  return checkedItems(Member(), items, operation, (raw, index) => {
    const fallback: InferIn<typeof Member> = { id: rawId(raw, index), email: '', displayName: '', couponAbility: false, ticketAbility: false, createdAt: null };
    const member = salvaged(Member(), raw, fallback, operation);
    return { ...member, displayName: markedName(member.displayName, member.email || member.id) };
  });
}

/** The answer of the members read (./reads.ts). */
export const readMembers = (data: unknown): Member[] => members(data, 'listMembers');

/** Sends one change; answers the list as it is after the change. */
export async function changeMembers(corporationId: string, change: MemberChange): Promise<Member[]> {
  const data = await request(apiPath('changeMembers', { corporationId }), { method: 'POST', body: change });
  return members(data, 'changeMembers');
}

export const memberMutations = {
  /** The POST answers the whole list after the change: it replaces the cached list at once. */
  change: (corporationId: string): AppMutation<MemberChange, Member[]> => ({
    mutationFn: (change) => changeMembers(corporationId, change),
    updateCache: (queryClient, members) => queryClient.setQueryData(reads.members(corporationId).key, members),
  }),
};
