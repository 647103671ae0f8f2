import type { PendingRefund } from '@machines/refund/refund.machine';
import { personalKey, storePersonal } from '@/lib/personal-storage';

/**
 * The refund sent and not yet answered, per payment, in sessionStorage: it survives a reload of
 * the tab (so the same Idempotency-Key is sent again) and is dropped once the server answers, or
 * when the person signs out (src/lib/personal-storage.ts).
 */
const storageKey = (cid: string, paymentId: string) => personalKey('pendingRefund', cid, paymentId);

export function readPendingRefund(cid: string, paymentId: string): PendingRefund | null {
  try {
    const raw = sessionStorage.getItem(storageKey(cid, paymentId));
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<PendingRefund>;
    if (typeof value.key !== 'string' || !Array.isArray(value.targets) || typeof value.refundPercent !== 'number') return null;
    return { key: value.key, targets: value.targets.filter((id): id is string => typeof id === 'string'), refundPercent: value.refundPercent };
  } catch {
    return null;
  }
}

export function writePendingRefund(cid: string, paymentId: string, pending: PendingRefund): void {
  storePersonal(sessionStorage, storageKey(cid, paymentId), JSON.stringify(pending));
}

export function clearPendingRefund(cid: string, paymentId: string): void {
  sessionStorage.removeItem(storageKey(cid, paymentId));
}
