import type { PendingRefund } from '@machines/refund/refund.machine';
import { personalKey, readPersonal, storePersonal } from '@/lib/personal-storage';

/**
 * The refund sent and not yet answered, per payment, in sessionStorage: a reload of the tab sends the same Idempotency-Key again.
 * Dropped once the server answers, or on a sign-out (src/lib/personal-storage.ts).
 */
const storageKey = (cid: string, paymentId: string) => personalKey('pendingRefund', cid, paymentId);

export function readPendingRefund(cid: string, paymentId: string): PendingRefund | null {
  const value = readPersonal<Partial<PendingRefund>>(storageKey(cid, paymentId), 'sessionStorage');
  if (typeof value?.key !== 'string' || !Array.isArray(value.targets) || typeof value.refundPercent !== 'number') return null;
  return { key: value.key, targets: value.targets.filter((id): id is string => typeof id === 'string'), refundPercent: value.refundPercent };
}

export const writePendingRefund = (cid: string, paymentId: string, pending: PendingRefund | undefined) =>
  storePersonal(storageKey(cid, paymentId), pending, 'sessionStorage');
