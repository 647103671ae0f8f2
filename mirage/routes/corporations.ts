import { CorporationPatch } from '@/api/corporation-rules';
import { common } from '@/messages/common';
import { settingsMessages } from '@/messages/settings';
import { validInput } from '../lib/input';
import { mirageMessages } from '../messages';
import { toCorporation } from '../models/core';
import { requireAbility } from './auth-guard';
import { defineRoutes, type AppServer } from './define-routes';

const labels = settingsMessages.corporation;
/** A field of the wrong type (not a text, not a flag) in a PATCH body: the message of that field. */
const wrongShape: Record<string, string> = {
  name: common.fieldRules.required(labels.name),
  email: common.fieldRules.required(labels.email),
  isTicketMailReceivable: mirageMessages.ticketMailFlagInvalid,
};

export function registerCorporationRoutes(server: AppServer): void {
  const routes = defineRoutes(server);

  routes.get('/api/corporations', ({ account, tables }) => ({
    corporations: tables.corporations.find(account.corporationIds).map(toCorporation),
  }));

  // `:cid`: the route wrapper answers 404 for a corporation the account cannot act for.
  routes.get('/api/corporations/:cid', ({ corporation }) => ({ corporation: toCorporation(corporation()) }));

  routes.patch('/api/corporations/:cid', ({ account, tables, corporation, json }) => {
    requireAbility(account, 'canEditCorporation');
    // The editable fields, checked with the contract's input type (src/api/corporation-rules.ts).
    const changes = validInput(CorporationPatch, json(), (key) => wrongShape[key] ?? mirageMessages.badJson);
    return { corporation: toCorporation(tables.corporations.update(corporation().id, changes)) };
  });
}
