import { defineRoutes, type AppServer } from './define-routes';
import { registerTicketPaymentRoutes } from './tickets-payments';
import { registerTicketSourceRoutes } from './tickets-sources';
import { registerTicketSummaryRoutes } from './tickets-summaries';

/** Ticket sales (ticket sources, ticket payments, summaries): docs/tickets.md. */
export function registerTicketRoutes(server: AppServer): void {
  const routes = defineRoutes(server);
  registerTicketSourceRoutes(routes);
  registerTicketPaymentRoutes(routes);
  registerTicketSummaryRoutes(routes);
}
