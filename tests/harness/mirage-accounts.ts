import { abilityNames, type Ability, type AbilityName } from '@/api/ability';
import { randomToken } from '@mirage/lib/tokens';
import { coreTables, type AccountRow, type CorporationRow } from '@mirage/models/core';
import { abilityFrom } from '@mirage/scenarios/accounts';
import type { AppServer } from '@mirage/routes/define-routes';
import { nowIso } from '@mirage/lib/time';

export type TestAccountOptions = {
  /** Ability names to grant, or a partial Ability (e.g. `{ isAdmin: true }`); none by default. */
  abilities?: readonly AbilityName[] | Partial<Ability>;
  /** How many corporations the account can act for (created fresh); 1 by default. */
  corporations?: number;
  email?: string;
  displayName?: string;
};

export type TestAccount = { account: AccountRow; corporations: CorporationRow[]; bearer: string };

export const allAbilities: readonly AbilityName[] = abilityNames;

let sequence = 0;

/**
 * An account, its corporations and a signed-in session, inserted straight into the db, so a
 * test can call the API with `Authorization: Bearer <bearer>` without the sign-in calls.
 */
export function createTestAccount(server: AppServer, options: TestAccountOptions = {}): TestAccount {
  sequence += 1;
  const tables = coreTables(server.db);
  const key = `test-${sequence}`;
  const corporations = tables.corporations.insert(
    Array.from({ length: options.corporations ?? 1 }, (_, index) => ({
      id: `corp-${key}-${index + 1}`,
      name: `テスト株式会社${sequence}-${index + 1}`,
      email: `corp-${sequence}-${index + 1}@test.example.jp`,
      isTicketMailReceivable: true,
    })),
  );
  const abilities = options.abilities ?? [];
  const account = tables.accounts.insert({
    id: `account-${key}`,
    uid: `uid-${key}`,
    email: options.email ?? `user-${sequence}@test.example.jp`,
    displayName: options.displayName ?? `テスト 利用者${sequence}`,
    ability: Array.isArray(abilities) ? abilityFrom(abilities) : { ...abilityFrom([]), ...(abilities as Partial<Ability>) },
    corporationIds: corporations.map((corporation) => corporation.id),
  });
  const bearer = randomToken();
  tables.sessions.insert({ token: bearer, accountId: account.id, createdAt: nowIso() });
  return { account, corporations, bearer };
}

export type RawAnswer = { status: number; headers: Headers; data: unknown };

/**
 * A raw call for Mirage's own tests: plain-object headers (pretender ignores a native Headers
 * object) and JSON bodies with their content type.
 */
export async function callMirage(
  method: string,
  path: string,
  { bearer, body, headers = {} }: { bearer?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<RawAnswer> {
  const plain: Record<string, string> = { ...headers };
  if (bearer) plain.Authorization = `Bearer ${bearer}`;
  const isJson = body !== undefined && !(body instanceof Blob);
  if (isJson) plain['Content-Type'] = 'application/json';
  const response = await globalThis.fetch(path, {
    method,
    headers: plain,
    body: body === undefined ? undefined : isJson ? JSON.stringify(body) : (body as Blob),
  });
  const text = await response.text();
  let data: unknown = text;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, headers: response.headers, data };
}
