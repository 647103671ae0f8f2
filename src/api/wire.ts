import { scope } from 'arktype';
import { isDateTime, isFullDate } from '@/lib/iso-formats';

/**
 * What a typical backend sends for values that may come in more than one form, read into one value each for
 * the screens (strict in what we send, liberal in what we accept: docs/api.md "Types").
 * The contract (openapi.json) shows the accepted wire forms: these types' input side, with the
 * description of each liberal reading and the `format` of each date.
 */

declare global {
  interface ArkEnv {
    /**
     * For the contract's JSON Schema only (scripts/openapi/json-schema.ts): `format` as it is, and
     * `note` as the description of a liberal reading (arktype's own `description` would also
     * rewrite its error texts in the logs).
     */
    meta(): { format?: 'date' | 'date-time'; note?: string };
  }
}

/**
 * The schemas that read answers are built here, not in arktype's default scope. Before a morph
 * writes into its input, arktype copies the input; its own copy keeps every property descriptor
 * and prototype (for class instances), a large share of what reading a list costs. An answer
 * is parsed JSON that nothing else holds, and the platform's structuredClone copies that exactly.
 * Form values keep arktype's own copy (their schemas use arktype's `type`). (arktype calls the
 * copy as a method of its config, a `this` the browser's structuredClone refuses: hence the arrow.)
 */
const answers = scope({}, { clone: (answer) => structuredClone(answer) });
export const type = answers.type;

/** The lazy schemas of the modules loaded so far that nothing has used yet. */
const unbuilt = new Set<() => unknown>();

/**
 * A schema (or a set of rules) built on its first use rather than when its module loads: the
 * sign-in page loads the dashboard's API code before the click, and arktype building every schema
 * there would hold the page in one long task. Call it wherever the schema is used, `Coupon()`, in
 * another schema's definition too; the first call builds, later ones reuse.
 */
export function lazySchema<T>(build: () => T): () => T {
  let built: T | undefined;
  const schema = () => {
    if (built === undefined) {
      unbuilt.delete(schema);
      built = build();
    }
    return built;
  };
  unbuilt.add(schema);
  return schema;
}

type IdleCallback = (deadline: { timeRemaining: () => number }) => void;
/** `requestIdleCallback` where the browser has it (Safari does not): else soon after. */
const whenIdle = (callback: IdleCallback) =>
  typeof requestIdleCallback === 'function' ? requestIdleCallback(callback) : setTimeout(() => callback({ timeRemaining: () => 8 }), 50);

/**
 * Builds the schemas not used yet, one by one while the browser has nothing else to do (the
 * sign-in page waiting for its click), so that the answers that follow are read at once and no
 * task grows long. A schema used before its turn is built then, as always.
 */
export function buildSchemasWhenIdle(): void {
  const step: IdleCallback = (deadline) => {
    for (const schema of unbuilt) {
      if (deadline.timeRemaining() < 4) break;
      schema();
    }
    if (unbuilt.size > 0) whenIdle(step);
  };
  whenIdle(step);
}

/** What a lazy schema reads a value into, and what it accepts. */
export type Infer<S extends () => { infer: unknown }> = ReturnType<S>['infer'];
export type InferIn<S extends () => { inferIn: unknown }> = ReturnType<S>['inferIn'];

/** Optional text: an empty column comes as null or ''; screens get ''. */
export const text = type('string | null')
  .configure({ note: 'null は空文字として読む' })
  .pipe((value): string => value ?? '');

/** Text where "none" means something (a URL): null or '' both read as null. */
export const textOrNull = type('string | null')
  .configure({ note: 'null と空文字はどちらも「なし」' })
  .pipe((value): string | null => (value === '' ? null : value));

/** An id the console puts in paths and links: never empty. */
export const id = type('string > 0');

/** How many of something: a whole number, never negative. */
export const count = type('number.integer >= 0');

/** A whole number in an inclusive range (a select's options, a year). */
export const wholeIn = (min: number, max: number) => type('number.integer').atLeast(min).atMost(max);

/** An instant, RFC 3339 with its offset (`2026-11-22T09:30:00+09:00`). */
export const dateTime = type('string')
  .narrow((value, ctx) => isDateTime(value) || ctx.mustBe('an RFC 3339 date-time'))
  .configure({ format: 'date-time' });

/** A calendar date (`2026-11-22`). */
export const calendarDate = type('string')
  .narrow((value, ctx) => isFullDate(value) || ctx.mustBe('an RFC 3339 full-date'))
  .configure({ format: 'date' });

const none = type("null | ''").pipe((): null => null);

/** An instant that may be absent: null or '' both read as null. */
export const dateTimeOrNull = dateTime.or(none).configure({ note: '日時（RFC 3339）、または null / 空文字（なし）' });

/** A calendar date that may be unknown: null or '' both read as null. */
export const calendarDateOrNull = calendarDate.or(none).configure({ note: '日付（YYYY-MM-DD）、または null / 空文字（不明）' });

/** A month, `2026-11` (Asia/Tokyo). */
export const yearMonth = type(/^\d{4}-(0[1-9]|1[0-2])$/);
