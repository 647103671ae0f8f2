import { facilityTable } from '../routes/facilities-data';
import { couponTable } from '../routes/coupons-table';
import type { AppServer } from '../routes/define-routes';
import { seedDefault } from './default';

const CORPORATION = 'corp-pochitama';

/** `rows` made `total` long with numbered copies of its rows (their ids and `label` field told apart). */
function numbered<R extends { id: string }>(rows: R[], total: number, label: (row: R, n: number) => Partial<R>): R[] {
  return Array.from({ length: Math.max(0, total - rows.length) }, (_, n) => {
    const row = rows[n % rows.length]!;
    return { ...row, id: `${row.id}-${n + 1}`, ...label(row, n + 1) };
  });
}

/** The demo with a large company's lists for the search bench (docs/performance.md "How to measure"): 1 000 facilities, 300 coupons. */
export function seedLargeLists(server: AppServer): void {
  seedDefault(server);
  const facilities = facilityTable(server);
  facilities.insert(
    numbered(facilities.where({ corporationId: CORPORATION }), 1000, (row, n) => ({
      name: `${row.name} ${n}号館`,
      qrCodeId: row.qrCodeId && `${row.qrCodeId}-${n}`,
    })),
  );
  const coupons = couponTable(server.db);
  coupons.insert(numbered(coupons.where({ corporationId: CORPORATION }), 300, (row, n) => ({ title: `${row.title} その${n}` })));
}
