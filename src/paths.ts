/**
 * Every path of the product, in one table (docs/product.md "Screens and routes"). The route table (src/app/routes.ts)
 * matches with `patterns`; screens link with the `paths` builders made from the same patterns;
 * the session machine lands on `paths.dashboard`, `paths.signIn`… from here too.
 */
export const patterns = {
  index: '/',
  dashboard: '/dashboard',
  facilities: '/facilities',
  facilityNew: '/facilities/new',
  facility: '/facilities/:facilityId',
  checkInSummary: '/check-in-history/summary',
  checkInHistory: '/check-in-history/:checkInId?',
  coupons: '/coupons',
  couponNew: '/coupons/new',
  coupon: '/coupons/:couponId',
  ticketSources: '/ticket-sources',
  ticketSourceNew: '/ticket-sources/new',
  summaryConsumes: '/ticket-sources/summary-consumes',
  summaryPayments: '/ticket-sources/summary-payments',
  summaryRefunds: '/ticket-sources/summary-refunds',
  ticketSourceEdit: '/ticket-sources/:sourceId?/edit',
  ticketSource: '/ticket-sources/:sourceId',
  ticketPayment: '/ticket-payments/:paymentId',
  settings: '/settings',
  settingsCorporation: '/settings/corporation',
  settingsMembers: '/settings/members',
  settingsMembersEdit: '/settings/members/edit',
  settingsServices: '/settings/services',
  settingsHelp: '/settings/help',
  signIn: '/sign_in',
  signInToken: '/sign_in_token/:token?',
  selectCorporation: '/select_corporation',
  noRegist: '/no_regist',
  maintenance: '/maintenance',
  health: '/health',
  error: '/error',
  visualizer: '/__machines',
  apiReference: '/__api',
} as const;

export type RouteName = keyof typeof patterns;

type Patterns = typeof patterns;
type HasParam<P extends string> = P extends `${string}:${string}` ? true : false;
type OptionalOnly<P extends string> = P extends `${string}:${string}?${string}` ? (P extends `${string}:${string}?${string}:${string}` ? false : true) : false;
type Value = string | number;

/** A builder per pattern: a string for a fixed path, a function of its parameter otherwise (one parameter at most). */
type Builders = {
  [K in keyof Patterns]: HasParam<Patterns[K]> extends false
    ? Patterns[K]
    : OptionalOnly<Patterns[K]> extends true
      ? (value?: Value) => string
      : (value: Value) => string;
};

/** Fills the pattern's one parameter; an absent optional one drops its segment. */
export function fillPattern(pattern: string, value?: Value): string {
  const filled = pattern.replace(/\/:[A-Za-z]+(\?)?/, (_, optional: string | undefined) => {
    if (value === undefined || value === '') {
      if (optional) return '';
      throw new Error(`paths: ${pattern} needs a value`);
    }
    return `/${encodeURIComponent(String(value))}`;
  });
  return filled === '' ? '/' : filled;
}

const built = Object.fromEntries(
  Object.entries(patterns).map(([name, pattern]) => [name, pattern.includes(':') ? (value?: Value) => fillPattern(pattern, value) : pattern]),
) as Builders;

export const paths = {
  ...built,
  /** The check-in list (the optional id left out) and one check-in's detail. */
  checkInHistory: built.checkInHistory(),
  checkIn: (checkInId: Value) => built.checkInHistory(checkInId),
};
