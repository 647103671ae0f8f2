import { taxIncluded } from '@/lib/money';
import { minutesFromNow, nowIso } from '@mirage/lib/time';
import { ticketTables, type TicketPaymentRow, type TicketRow, type TicketSourceRow } from '@mirage/models/tickets';
import type { AppServer } from '@mirage/routes/define-routes';

/** Small, explicit ticket data for tests (the test environment has no seed). */
export function addTicketFacility(server: AppServer, corporationId: string, name = 'テスト施設 那須') {
  return ticketTables(server.db).facilities.insert({ corporationId, name });
}

export function addTicketSource(server: AppServer, corporationId: string, overrides: Partial<TicketSourceRow> = {}): TicketSourceRow {
  const t = ticketTables(server.db);
  const facility = t.facilities.findBy({ corporationId }) ?? addTicketFacility(server, corporationId);
  return t.sources.insert({
    corporationId,
    name: 'ドッグラン1日券',
    description: '受付で提示してください。',
    facility: { id: facility.id, name: facility.name },
    price: 1000,
    quantity: 100,
    soldCount: 0,
    saleStartAt: minutesFromNow(-60 * 24 * 30),
    saleEndAt: minutesFromNow(60 * 24 * 30),
    validDays: 30,
    saleStatus: 'sale',
    createdAt: nowIso(),
    updatedAt: nowIso(),
    ...overrides,
  });
}

/** A payment of `statuses.length` tickets of `source`, each paid at the tax-included price. */
export function addTicketPayment(
  server: AppServer,
  source: TicketSourceRow,
  statuses: TicketRow['status'][] = ['enabled', 'enabled', 'enabled'],
  overrides: Partial<TicketPaymentRow> = {},
): { payment: TicketPaymentRow; tickets: TicketRow[] } {
  const t = ticketTables(server.db);
  const price = taxIncluded(source.price);
  const owner = { nickname: 'モカママ', prefecture: '東京都' };
  const payment = t.payments.insert({
    corporationId: source.corporationId,
    sourceId: source.id,
    sourceName: source.name,
    facility: source.facility,
    owner,
    paidAt: minutesFromNow(-60 * 24 * 3),
    quantity: statuses.length,
    amount: price * statuses.length,
    refundedAmount: 0,
    ticketIds: [],
    ...overrides,
  });
  const tickets = t.tickets.insert(
    statuses.map((status, index) => ({
      corporationId: source.corporationId,
      code: `T${payment.id}-${index + 1}`,
      sourceId: source.id,
      sourceName: source.name,
      paymentId: payment.id,
      status,
      price,
      refundedAmount: 0,
      owner,
      issuedAt: payment.paidAt,
      validUntil: minutesFromNow(60 * 24 * 27),
      consumedAt: status === 'consumed' ? minutesFromNow(-60) : null,
      cancelRequestedAt: null,
    })),
  );
  t.sources.update(source.id, { soldCount: source.soldCount + statuses.length });
  return { payment: t.payments.update(payment.id, { ticketIds: tickets.map((ticket) => ticket.id) }), tickets };
}
