import { MEMBER_DISPLAY_NAME_MAX, MEMBERS_MAX, type Member, type MemberChange } from '@/api/members';
import { settingsMessages } from '@/messages/settings';
import { table } from '../lib/db';
import { failure, isEmail, normalizeEmail } from '../lib/http';
import { nowIso } from '../lib/time';
import { requireAbility } from './auth-guard';
import { defineRoutes, type AppServer } from './define-routes';
import { charCount } from '@/lib/text';

/** A member row: the contract's Member plus its corporation (plain foreign key). */
export type MemberRow = Member & { corporationId: string };

const errors = settingsMessages.memberErrors;

export const memberTable = (server: AppServer) => table<MemberRow>(server.db, 'members');

/** Exactly the contract's Member, whatever else the row carries. */
export const toMember = ({ id, email, displayName, couponAbility, ticketAbility, status, createdAt }: MemberRow): Member => ({
  id,
  email,
  displayName,
  couponAbility,
  ticketAbility,
  status,
  createdAt,
});

const byNewest = (a: MemberRow, b: MemberRow) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id);

/** The POST body checked field by field, the way a real server answers: 422 with a Japanese displayMessage. */
function parseChange(body: Record<string, unknown>): MemberChange {
  const { action, email, displayName, couponAbility, ticketAbility } = body;
  if (action !== 'add' && action !== 'update' && action !== 'remove') throw failure(422, errors.actionInvalid);
  if (typeof email !== 'string' || email.trim() === '') throw failure(422, errors.emailRequired);
  if (!isEmail(email)) throw failure(422, errors.emailInvalid);
  if (displayName !== undefined && typeof displayName !== 'string') throw failure(422, errors.displayNameTooLong);
  if (typeof displayName === 'string' && charCount(displayName.trim()) > MEMBER_DISPLAY_NAME_MAX) throw failure(422, errors.displayNameTooLong);
  for (const flag of [couponAbility, ticketAbility]) {
    if (flag !== undefined && typeof flag !== 'boolean') throw failure(422, errors.abilityInvalid);
  }
  return {
    action,
    email: normalizeEmail(email),
    ...(typeof displayName === 'string' ? { displayName: displayName.trim() } : {}),
    ...(typeof couponAbility === 'boolean' ? { couponAbility } : {}),
    ...(typeof ticketAbility === 'boolean' ? { ticketAbility } : {}),
  };
}

export function registerMemberRoutes(server: AppServer): void {
  const routes = defineRoutes(server);
  const members = memberTable(server);
  const listOf = (corporationId: string) => ({ data: members.where({ corporationId }).sort(byNewest).map(toMember) });

  routes.get('/api/corporations/:cid/members/', ({ account, corporation }) => {
    requireAbility(account, 'canEditMembers');
    return listOf(corporation().id);
  });

  routes.post('/api/corporations/:cid/members/', ({ account, corporation, json }) => {
    requireAbility(account, 'canEditMembers');
    const corporationId = corporation().id;
    const change = parseChange(json());
    const existing = members.findBy({ corporationId, email: change.email });
    if (change.action === 'add') {
      if (existing) throw failure(422, errors.emailDuplicate);
      if (members.where({ corporationId }).length >= MEMBERS_MAX) throw failure(422, errors.limit(MEMBERS_MAX));
      members.insert({
        corporationId,
        email: change.email,
        displayName: change.displayName ?? '',
        couponAbility: change.couponAbility ?? false,
        ticketAbility: change.ticketAbility ?? false,
        status: 'invited',
        createdAt: nowIso(),
      });
    } else if (!existing) {
      throw failure(404, errors.notFound);
    } else if (change.action === 'update') {
      members.update(existing.id, {
        ...(change.displayName !== undefined ? { displayName: change.displayName } : {}),
        ...(change.couponAbility !== undefined ? { couponAbility: change.couponAbility } : {}),
        ...(change.ticketAbility !== undefined ? { ticketAbility: change.ticketAbility } : {}),
      });
    } else {
      members.remove(existing.id);
    }
    return listOf(corporationId);
  });
}
