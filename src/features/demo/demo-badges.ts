import type { DemoFaults } from '@/lib/demo-controls';
import type { BadgeTone } from '@/ui/badge';
import { demoMessages } from '@/messages/demo';

export type DemoBadge = { key: string; tone: BadgeTone; label: string };

/** What the floating button shows while a demo setting is active, so it is visible at a glance. */
export function activeDemoBadges(faults: Readonly<DemoFaults>, maintenance: boolean, liveCheckIns = true): DemoBadge[] {
  const badges: DemoBadge[] = [];
  if (maintenance) badges.push({ key: 'maintenance', tone: 'warning', label: demoMessages.badge.maintenance });
  if (!liveCheckIns) badges.push({ key: 'check-ins', tone: 'info', label: demoMessages.badge.checkInsPaused });
  if (faults.failureRate > 0)
    badges.push({ key: 'failure', tone: 'danger', label: demoMessages.badge.failure(Math.round(faults.failureRate * 100), faults.seed) });
  if (faults.latencyMs > 0) badges.push({ key: 'latency', tone: 'info', label: demoMessages.badge.latency(faults.latencyMs) });
  if (faults.expireSession) badges.push({ key: 'session', tone: 'danger', label: demoMessages.badge.sessionArmed });
  return badges;
}
