import type { Db } from 'miragejs/db';
import type { Pause } from '../lib/yield';
import { corporationOfCall, drawWhile, lazyDataOf, registerLazyData, timedSlice, type LazyData } from './lazy-data';

/**
 * The demo's ticket sales (~380 sources, ~900 payments, ~2 000 tickets) are not drawn at start
 * (issue 15): the first ticket call draws them (the demo holds it until then: the dashboard's
 * figures, say), or idle time does before. One company per slice, the largest in slices of 200
 * payments, from the same seed and steps as the synchronous seed, so the rows are the same.
 */
export class LazyTickets implements LazyData {
  readonly collections = ['ticketSources', 'ticketPayments', 'tickets', 'ticketRefunds'];
  readonly cost = { workMs: 0, longestSliceMs: 0 };
  private complete = false;
  private running: Promise<void> | undefined;
  onDrawn?: LazyData['onDrawn'];

  constructor(private readonly steps: Iterator<void>) {}

  /** Every company's sales are drawn together: the companies share one random sequence. */
  needs(url: string): string | undefined {
    return corporationOfCall(url, /^ticket-(?:sources|payments|summaries)$/) === undefined ? undefined : 'all';
  }

  /** Draws the next step; false once every step is drawn. */
  private drawNext(): boolean {
    if (this.complete) return false;
    if (!timedSlice(this.cost, () => this.steps.next().done)) return true;
    this.complete = true;
    this.onDrawn?.(() => true);
    return false;
  }

  ensure(_key: string, pause?: Pause): Promise<void> | undefined {
    if (this.complete) return undefined;
    this.running ??= drawWhile(() => this.drawNext(), pause);
    return this.running;
  }

  ensureAll(pause?: Pause): Promise<void> {
    return drawWhile(() => this.drawNext(), pause);
  }
}

export const registerLazyTickets = (db: Db, steps: Iterable<void>): LazyTickets => registerLazyData(db, new LazyTickets(steps[Symbol.iterator]()));

/** The demo's lazy ticket sales of this db, if its start registered them. */
export const lazyTicketsOf = (db: Db): LazyTickets | undefined => lazyDataOf(db).find((part): part is LazyTickets => part instanceof LazyTickets);
