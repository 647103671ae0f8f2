import { couponMessages } from '@/messages/coupons';
import { checkCouponTransition, isCouponStatus, isStoredCouponStatus } from '@machines/coupon-status/coupon-status';
import { failure } from '../lib/http';
import { nowIso } from '../lib/time';
import { randomToken } from '../lib/tokens';
import { requireOwnRow } from './auth-guard';
import { couponInput, couponTable, toCoupon } from './coupons-table';
import { defineRoutes, type AppServer } from './define-routes';

const s = couponMessages.server;

/** Coupons (docs/coupons.md): list, get, create, update and status, scoped to `:cid`. */
export function registerCouponRoutes(server: AppServer): void {
  const routes = defineRoutes(server);
  const editing = defineRoutes(server, { ability: 'canEditCoupon' });
  const base = '/api/corporations/:cid/coupons';

  const requireCoupon = (corporationId: string, id: string | undefined) => requireOwnRow(couponTable(server.db), corporationId, id, s.notFound);

  routes.get(`${base}/`, ({ corporation, request }) => {
    const now = new Date();
    const wanted = request.queryParams?.status;
    const status = typeof wanted === 'string' && wanted !== '' ? wanted : undefined;
    if (status !== undefined && !isCouponStatus(status)) throw failure(422, s.statusInvalid);
    const data = couponTable(server.db)
      .where({ corporationId: corporation().id })
      .map((row) => toCoupon(row, now))
      .filter((coupon) => status === undefined || coupon.status === status)
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id));
    return { data };
  });

  routes.get(`${base}/:id`, ({ corporation, params }) => ({ data: toCoupon(requireCoupon(corporation().id, params.id)) }));

  editing.post(`${base}/`, ({ corporation, json }) => {
    const corporationId = corporation().id;
    const input = couponInput(server.db, corporationId, json());
    const now = nowIso();
    // Own ids: Mirage's auto ids could repeat one persisted before a demo reload.
    const id = `coupon-${randomToken(8)}`;
    const row = couponTable(server.db).insert({ id, ...input, corporationId, status: 'draft', publishedAt: null, createdAt: now, updatedAt: now });
    return { data: toCoupon(row) };
  });

  editing.post(`${base}/:id`, ({ corporation, params, json }) => {
    const corporationId = corporation().id;
    const row = requireCoupon(corporationId, params.id);
    const input = couponInput(server.db, corporationId, json());
    return { data: toCoupon(couponTable(server.db).update(row.id, { ...input, updatedAt: nowIso() })) };
  });

  editing.post(`${base}/:id/status`, ({ corporation, params, json }) => {
    const row = requireCoupon(corporation().id, params.id);
    const { status } = json();
    if (!isStoredCouponStatus(status)) throw failure(422, s.statusInvalid);
    const now = new Date();
    const result = checkCouponTransition(row, status, now);
    if (!result.ok) {
      if (result.reason === 'periodEnded') throw failure(422, s.periodEnded);
      const from = toCoupon(row, now).status;
      throw failure(409, s.transitionNotAllowed(couponMessages.status[from], couponMessages.status[status]));
    }
    const at = nowIso();
    const changes = { status: result.status, updatedAt: at, ...(result.status === 'published' && !row.publishedAt ? { publishedAt: at } : {}) };
    return { data: toCoupon(couponTable(server.db).update(row.id, changes)) };
  });
}
