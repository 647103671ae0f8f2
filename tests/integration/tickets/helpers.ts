import type { AppServer } from '@mirage/routes/define-routes';
import { ticketTables } from '@mirage/models/tickets';
import { addTicketFacility, addTicketPayment, addTicketSource } from '@tests/harness/ticket-records';
import { signedInAs } from '@tests/harness/render-app';

export { addTicketFacility, addTicketPayment, addTicketSource };

/** A signed-in manager who may edit ticket sources, with one corporation chosen. */
export function ticketManager(server: AppServer) {
  const account = signedInAs(server, { abilities: ['canEditTicketSource'], corporations: 1 });
  return { ...account, cid: account.corporations[0]!.id };
}

export const tables = (server: AppServer) => ticketTables(server.db);

export type SeenRequest = { method: string; url: string; headers: Record<string, string> };

/** Records every request Mirage answers (pretender does not track them in tests). */
export function recordRequests(server: AppServer): SeenRequest[] {
  const seen: SeenRequest[] = [];
  const pretender = server.pretender as unknown as {
    handledRequest: (verb: string, path: string, request: { method: string; url: string; requestHeaders: Record<string, string> }) => void;
  };
  const original = pretender.handledRequest.bind(pretender);
  pretender.handledRequest = (verb, path, request) => {
    const headers = Object.fromEntries(Object.entries(request.requestHeaders ?? {}).map(([name, value]) => [name.toLowerCase(), value]));
    seen.push({ method: request.method.toUpperCase(), url: request.url, headers });
    original(verb, path, request);
  };
  return seen;
}
