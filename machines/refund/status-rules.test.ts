import { describe, expect, it } from 'vitest';
import { ALLOWED_STATUS_CHANGES, canChangeStatus, commonNextStatuses } from './status-rules';

describe('ticket status changes (docs/tickets.md)', () => {
  it('allows enabled ↔ ignored and cancelling either; the rest are final', () => {
    expect(canChangeStatus('enabled', 'ignored')).toBe(true);
    expect(canChangeStatus('ignored', 'enabled')).toBe(true);
    expect(canChangeStatus('enabled', 'canceled')).toBe(true);
    expect(canChangeStatus('consumed', 'enabled')).toBe(false);
    expect(canChangeStatus('canceled', 'enabled')).toBe(false);
    expect(canChangeStatus('enabled', 'consumed')).toBe(false);
    for (const [from, tos] of Object.entries(ALLOWED_STATUS_CHANGES)) expect(tos).not.toContain(from);
  });

  it('offers for a selection only what every selected ticket can become', () => {
    expect(commonNextStatuses(['enabled', 'ignored'])).toEqual(['canceled']);
    expect(commonNextStatuses(['enabled', 'consumed'])).toEqual([]);
    expect(commonNextStatuses([])).toEqual([]);
  });
});
