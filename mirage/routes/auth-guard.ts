import type { Request } from 'miragejs';
import type { AbilityName } from '@/api/ability';
import type { Row, Table } from '../lib/db';
import { failure, headerValue } from '../lib/http';
import { mirageMessages } from '../messages';
import type { AccountRow, CoreTables, CorporationRow } from '../models/core';

/** The token of `Authorization: Bearer <token>`, if the request carries one. */
export function bearerToken(request: Request): string | undefined {
  return /^Bearer\s+(\S+)$/i.exec((headerValue(request, 'authorization') ?? '').trim())?.[1];
}

export function findSignedInAccount(tables: CoreTables, request: Request): AccountRow | null {
  const token = bearerToken(request);
  if (!token) return null;
  const session = tables.sessions.findBy({ token });
  return session ? tables.accounts.find(session.accountId) : null;
}

export const unauthorized = () => failure(401, mirageMessages.sessionExpired);

/** The signed-in account, or throws the 401 that signs the user out. */
export function requireAccount(tables: CoreTables, request: Request): AccountRow {
  const account = findSignedInAccount(tables, request);
  if (!account) throw unauthorized();
  return account;
}

/** A corporation the account cannot act for answers 404 like a missing one, so ids of other customers are not confirmed. */
export function requireCorporation(tables: CoreTables, account: AccountRow, corporationId: string | undefined): CorporationRow {
  const corporation = corporationId && account.corporationIds.includes(corporationId) ? tables.corporations.find(corporationId) : null;
  if (!corporation) throw failure(404, mirageMessages.corporationNotFound);
  return corporation;
}

/** The row of `id` when it is the corporation's: another company's answers the same 404 as a missing one. */
export function requireOwnRow<R extends Row & { corporationId: string }>(rows: Table<R>, corporationId: string, id: string | undefined, notFound: string): R {
  const row = id ? rows.find(id) : null;
  if (!row || row.corporationId !== corporationId) throw failure(404, notFound);
  return row;
}

export function requireAbility(account: AccountRow, ability: AbilityName): void {
  if (!account.ability[ability]) throw failure(403, mirageMessages.forbidden);
}
