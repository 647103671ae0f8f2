import { describe, expect, it } from 'vitest';
import type { CheckInList } from '@/api/check-ins';
import { arrivalsWaiting, nextShown } from './held-list';

const page = (total: number, first = `ci-${total}`): CheckInList => ({
  checkIns: [
    { id: first, checkedInAt: '2026-05-10T10:00:00+09:00', facility: { id: 'f', name: '施設' }, pet: { id: 'p', name: 'モカ', breed: '柴犬', size: 'medium' } },
  ],
  page: 1,
  limit: 10,
  total,
  totalPages: Math.ceil(total / 10),
});

describe('the list on screen and the check-ins that wait', () => {
  it('shows a first answer, and another query’s answer, at once', () => {
    const first = nextShown(undefined, 'page 1', page(20), true);
    expect(first.list.total).toBe(20);
    const other = nextShown(first, 'page 2', page(25), true);
    expect(other).toEqual({ key: 'page 2', list: page(25) });
  });

  it('holds a live view while a refresh brings more check-ins, and counts them', () => {
    const shown = nextShown(undefined, 'live', page(20), true);
    const latest = page(22);
    expect(nextShown(shown, 'live', latest, true)).toBe(shown);
    expect(arrivalsWaiting(shown, 'live', latest, true)).toBe(2);
  });

  it('takes a refresh that brings none in place (same count, or fewer)', () => {
    const shown = nextShown(undefined, 'live', page(20), true);
    expect(nextShown(shown, 'live', page(20, 'ci-renamed'), true).list.checkIns[0]!.id).toBe('ci-renamed');
    expect(nextShown(shown, 'live', page(19), true).list.total).toBe(19);
    expect(arrivalsWaiting(shown, 'live', page(19), true)).toBe(0);
  });

  it('holds nothing back outside a live view', () => {
    const shown = nextShown(undefined, 'page 3', page(20), false);
    expect(nextShown(shown, 'page 3', page(22), false).list.total).toBe(22);
    expect(arrivalsWaiting(shown, 'page 3', page(22), false)).toBe(0);
  });

  it('counts only against the same query', () => {
    const shown = nextShown(undefined, 'live', page(20), true);
    expect(arrivalsWaiting(shown, 'another', page(30), true)).toBe(0);
    expect(arrivalsWaiting(undefined, 'live', page(30), true)).toBe(0);
  });
});
