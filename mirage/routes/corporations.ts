import type { Corporation } from '@/api/corporations';
import { failure, isEmail } from '../lib/http';
import { mirageMessages } from '../messages';
import { toCorporation } from '../models/core';
import { requireAbility, requireCorporation } from './auth-guard';
import { defineRoutes, type AppServer } from './define-routes';
import { charCount } from '@/lib/text';

const NAME_MAX_LENGTH = 100;

/** The editable fields of a PATCH body, checked as the contract says (src/api/corporations.ts). */
function corporationChanges(body: Record<string, unknown>): Partial<Omit<Corporation, 'id'>> {
  const changes: Partial<Omit<Corporation, 'id'>> = {};
  if ('name' in body) {
    const name = typeof body.name === 'string' ? body.name.trim() : '';
    if (name === '') throw failure(422, mirageMessages.corporationNameRequired);
    if (charCount(name) > NAME_MAX_LENGTH) throw failure(422, mirageMessages.corporationNameTooLong);
    changes.name = name;
  }
  if ('email' in body) {
    if (!isEmail(body.email)) throw failure(422, mirageMessages.invalidEmail);
    changes.email = body.email.trim();
  }
  if ('isTicketMailReceivable' in body) {
    if (typeof body.isTicketMailReceivable !== 'boolean') throw failure(422, mirageMessages.ticketMailFlagInvalid);
    changes.isTicketMailReceivable = body.isTicketMailReceivable;
  }
  return changes;
}

export function registerCorporationRoutes(server: AppServer): void {
  const routes = defineRoutes(server);

  routes.get('/api/corporations', ({ account, tables }) => ({
    corporations: tables.corporations.find(account.corporationIds).map(toCorporation),
  }));

  routes.get('/api/corporations/:id', ({ account, tables, params }) => ({
    corporation: toCorporation(requireCorporation(tables, account, params.id)),
  }));

  routes.patch('/api/corporations/:id', ({ account, tables, params, json }) => {
    const corporation = requireCorporation(tables, account, params.id);
    requireAbility(account, 'canEditCorporation');
    const updated = tables.corporations.update(corporation.id, corporationChanges(json()));
    return { corporation: toCorporation(updated) };
  });
}
