import type { Db } from 'miragejs/db';
import { bulkLoad } from '../lib/db';
import type { Pause } from '../lib/yield';
import { buildCheckInDay, historySlices, type CheckInPlan } from './check-ins';
import { corporationOfCall, drawWhile, lazyDataOf, registerLazyData, timedSlice, type LazyData } from './lazy-data';

/**
 * The demo's check-ins (~23 000 rows) are not drawn at start (issue 15: the first screen must
 * not wait for them). Each company's history is drawn ten days at a time, one slice of work
 * each, when its check-ins are first asked for (the demo holds such a request until then), or
 * in idle time. A day is drawn from the fixed seed alone, so every reload shows the same data.
 */
export class LazyCheckIns implements LazyData {
  readonly collections = ['checkIns'];
  readonly cost = { workMs: 0, longestSliceMs: 0 };
  private readonly plans = new Map<string, { plan: CheckInPlan; slices: string[][]; next: number }>();
  private readonly complete = new Set<string>();
  private readonly running = new Map<string, Promise<void>>();
  onDrawn?: LazyData['onDrawn'];

  constructor(
    private readonly db: Db,
    plans: CheckInPlan[],
  ) {
    for (const plan of plans) this.plans.set(plan.corporationId, { plan, slices: historySlices(plan), next: 0 });
  }

  needs(url: string): string | undefined {
    return checkInCallCorporation(url);
  }

  private isComplete(corporationId: string): boolean {
    return this.complete.has(corporationId) || !this.plans.has(corporationId);
  }

  /** Draws the next ten days not drawn yet; false when the company's history is complete. */
  private drawNext(corporationId: string): boolean {
    const entry = this.plans.get(corporationId);
    if (!entry) return false;
    const days = entry.slices[entry.next];
    if (days === undefined) {
      if (!this.complete.has(corporationId)) {
        this.complete.add(corporationId);
        this.onDrawn?.((row) => row.corporationId === corporationId);
      }
      return false;
    }
    entry.next += 1;
    timedSlice(this.cost, () => bulkLoad(this.db, 'checkIns', days.flatMap((day) => buildCheckInDay(entry.plan, day))));
    return true;
  }

  /**
   * Resolves when the company's whole history is in the db, drawing what is missing ten days
   * per slice with `pause` in between; undefined when nothing is missing (answer at once).
   */
  ensure(corporationId: string, pause?: Pause): Promise<void> | undefined {
    if (this.isComplete(corporationId)) return undefined;
    let running = this.running.get(corporationId);
    if (!running) {
      running = drawWhile(() => this.drawNext(corporationId), pause);
      this.running.set(corporationId, running);
    }
    return running;
  }

  /** Draws every company's history, ten days per slice (idle time in the browser). */
  async ensureAll(pause?: Pause): Promise<void> {
    for (const corporationId of this.plans.keys()) await drawWhile(() => this.drawNext(corporationId), pause);
  }
}

export function registerLazyCheckIns(db: Db, plans: CheckInPlan[]): LazyCheckIns {
  return registerLazyData(db, new LazyCheckIns(db, plans));
}

/** The demo's lazy check-ins of this db, if its start registered them. */
export const lazyCheckInsOf = (db: Db): LazyCheckIns | undefined => lazyDataOf(db).find((part): part is LazyCheckIns => part instanceof LazyCheckIns);

/** Which company a check-in call is about: `/api/corporations/<cid>/check-in-histories/…`. */
export const checkInCallCorporation = (url: string): string | undefined => corporationOfCall(url, /^check-in-histories$/);
