import type { Member } from '@/api/members';
import { MemberChange, MEMBERS_MAX } from '@/api/member-input';
import { settingsMessages } from '@/messages/settings';
import { pick, table } from '../lib/db';
import { failure } from '../lib/http';
import { validInput } from '../lib/input';
import { nowIso } from '../lib/time';
import { defineRoutes, type AppServer } from './define-routes';

/** The contract's Member plus its corporation; stored rows always carry `createdAt`, which the contract lets a backend leave out. */
export type MemberRow = Member & { corporationId: string; createdAt: string };

const errors = settingsMessages.memberErrors;

export const memberTable = (server: AppServer) => table<MemberRow>(server.db, 'members');

/** Exactly the contract's Member, whatever else the row carries. */
export const toMember = (row: MemberRow): Member => pick(row, ['id', 'email', 'displayName', 'couponAbility', 'ticketAbility', 'status', 'createdAt']);

const byNewest = (a: MemberRow, b: MemberRow) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id);

/** A field of the wrong type: the message of that field (the rules' own messages come first). */
const wrongShape: Record<string, string> = {
  action: errors.actionInvalid,
  email: errors.emailRequired,
  displayName: errors.displayNameTooLong,
  couponAbility: errors.abilityInvalid,
  ticketAbility: errors.abilityInvalid,
};

/** The POST body checked with the contract's input type (src/api/members.ts), the one the form uses. */
const parseChange = (body: Record<string, unknown>) => validInput(MemberChange, body, (key) => wrongShape[key] ?? errors.actionInvalid);

export function registerMemberRoutes(server: AppServer): void {
  const routes = defineRoutes(server, { ability: 'canEditMembers' });
  const members = memberTable(server);
  const listOf = (corporationId: string) => ({ data: members.where({ corporationId }).sort(byNewest).map(toMember) });

  routes.get('/api/corporations/:cid/members/', ({ corporation }) => listOf(corporation().id));

  routes.post('/api/corporations/:cid/members/', ({ corporation, json }) => {
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
      // The checked body holds only the fields sent (undeclared keys are dropped): those are the changes.
      const { action: _action, email: _email, ...changes } = change;
      members.update(existing.id, changes);
    } else {
      members.remove(existing.id);
    }
    return listOf(corporationId);
  });
}
