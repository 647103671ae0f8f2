import type { ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { Ability, AbilityName } from '@/api/ability';
import { apiReferenceMessages } from '@/messages/api-reference';
import { ja } from '@/messages/ja';
import { loadOnce } from '@/lib/load-once';
import { patterns, type RouteName } from '@/paths';

export type LayoutKind = 'main' | 'auth' | 'bare';

/** What a route's `prefetch` gets when a link to it is hovered or focused (src/app/layout/prefetch-on-intent.ts). */
export type PrefetchContext = {
  queryClient: QueryClient;
  corporationId: string;
  /** From the last /api/me answer: a screen's parts for an ability are prefetched only with it. */
  ability: Ability | undefined;
  params: Record<string, string | undefined>;
  search: URLSearchParams;
  /**
   * A hover or focus: the click it announces may come this much later, so data that will be stale
   * by then is asked for again now (0 at the press and the navigation itself).
   */
  leadMs: number;
};

export type RouteDef = {
  name: RouteName;
  pattern: string;
  title: string;
  middleware: readonly string[];
  layout: LayoutKind;
  /** The screen's code (a chunk of its own); src/app/preload.ts makes the lazy component of it. */
  load: ScreenLoader;
  /** Parameters the pattern marks optional but the screen cannot do without: absent, the path is a 404. */
  requiredParams?: readonly string[];
  /**
   * Loads the screen's first data ahead of a navigation (the query the screen will read), so a
   * hovered menu entry opens with its data. Imports its API module lazily: arktype stays out of
   * the entry chunk.
   */
  prefetch?: (context: PrefetchContext) => Promise<unknown>;
  /**
   * The GETs the screen makes as it opens at its plain address (no search), exactly as its API
   * modules write them: a cold start sends them with the session's own first calls, while the
   * code loads (src/app/first-calls.ts; tests/integration/foundation/first-calls.test.tsx checks
   * that the screen asks for exactly these).
   */
  firstCalls?: (corporation: string, params: Record<string, string | undefined>) => FirstCall[];
};

/** The signed-in shell's code, which every route of the 'main' layout needs beside its screen. */
export const loadMainLayout = () => import('./layout/main-layout');

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each screen has props of its own
export type ScreenLoader = () => Promise<{ default: ComponentType<any> }>;

/** A GET of a screen's first data; `ability`: made only for a user who has it. */
export type FirstCall = { path: string; ability?: AbilityName };

// The prefetchers load with the signed-in code, not with the entry chunk; once here, a prefetch
// asks for its data in the same task as the hover or press that wants it.
type Prefetchers = typeof import('./route-prefetch');
export const routePrefetchers = loadOnce(() => import('./route-prefetch'));
const prefetchWith =
  (name: keyof Prefetchers): RouteDef['prefetch'] =>
  async (context) =>
    (await routePrefetchers())[name](context);

const PRIVATE = ['auth', 'corporation'] as const;
const TICKETS = ['auth', 'corporation', 'ability:canEditTicketSource'] as const;

type Extra = Pick<RouteDef, 'requiredParams' | 'prefetch' | 'firstCalls'> & { title?: string };

const def = (name: RouteName, middleware: readonly string[], layout: LayoutKind, load: ScreenLoader, extra: Extra = {}): RouteDef => ({
  name,
  pattern: patterns[name],
  title: extra.title ?? (ja.titles as Record<string, string>)[name] ?? name,
  middleware,
  layout,
  load,
  ...(extra.requiredParams ? { requiredParams: extra.requiredParams } : {}),
  ...(extra.prefetch ? { prefetch: extra.prefetch } : {}),
  ...(extra.firstCalls ? { firstCalls: extra.firstCalls } : {}),
});

const api = (corporation: string, path: string, ability?: AbilityName): FirstCall => ({
  path: `/api/corporations/${encodeURIComponent(corporation)}/${path}`,
  ...(ability ? { ability } : {}),
});
const firstCalls = {
  dashboard: (c: string) => [
    api(c, 'check-in-histories/check-in-summary'),
    api(c, 'facilities/'),
    api(c, 'coupons/'),
    api(c, 'ticket-summaries/payments', 'canEditTicketSource'),
    api(c, 'ticket-summaries/cancel-waitings/', 'canEditTicketSource'),
  ],
  facilities: (c: string) => [api(c, 'facilities/')],
  checkInSummary: (c: string) => [api(c, 'check-in-histories/check-in-summary')],
  checkInHistory: (c: string, { checkInId }: Record<string, string | undefined>) =>
    checkInId ? [] : [api(c, 'check-in-histories/check-in-summary'), api(c, 'check-in-histories/check-in-pets?page=0&limit=10&order=desc&facility=&owner=')],
  coupons: (c: string) => [api(c, 'coupons/')],
  ticketSources: (c: string) => [api(c, 'ticket-summaries/cancel-waitings/'), api(c, 'ticket-sources/?page=0&limit=300')],
  settingsCorporation: (c: string) => [{ path: `/api/corporations/${encodeURIComponent(c)}` }],
  settingsMembers: (c: string) => [api(c, 'members/')],
};

/**
 * The route table (SPEC §2): order matters where two patterns could match one path.
 * Every screen is lazy-loaded, so each route's code is its own chunk. Plain data, free of React:
 * the start-up (src/boot.ts) reads it before React has arrived.
 */
export const routes: RouteDef[] = [
  // In the main layout: the breadcrumb's トップページ (/) passes through it without unmounting the shell.
  def('index', PRIVATE, 'main', () => import('@/features/system/index-redirect'), { title: ja.titles.dashboard }),
  def('dashboard', PRIVATE, 'main', () => import('@/features/dashboard/dashboard-page'), {
    prefetch: prefetchWith('prefetchDashboard'),
    firstCalls: firstCalls.dashboard,
  }),
  def('facilityNew', PRIVATE, 'main', () => import('@/features/facilities/facility-new-page')),
  def('facility', PRIVATE, 'main', () => import('@/features/facilities/facility-detail-page')),
  def('facilities', PRIVATE, 'main', () => import('@/features/facilities/facility-list-page'), {
    prefetch: prefetchWith('prefetchFacilities'),
    firstCalls: firstCalls.facilities,
  }),
  def('checkInSummary', PRIVATE, 'main', () => import('@/features/check-ins/check-in-summary-page'), {
    prefetch: prefetchWith('prefetchCheckInSummary'),
    firstCalls: firstCalls.checkInSummary,
  }),
  def('checkInHistory', PRIVATE, 'main', () => import('@/features/check-ins/check-in-history-page'), { firstCalls: firstCalls.checkInHistory }),
  def('couponNew', [...PRIVATE, 'ability:canEditCoupon'], 'main', () => import('@/features/coupons/coupon-new-page')),
  def('coupon', PRIVATE, 'main', () => import('@/features/coupons/coupon-detail-page'), { prefetch: prefetchWith('prefetchCoupon') }),
  def('coupons', PRIVATE, 'main', () => import('@/features/coupons/coupon-list-page'), {
    prefetch: prefetchWith('prefetchCoupons'),
    firstCalls: firstCalls.coupons,
  }),
  def('ticketSourceNew', TICKETS, 'main', () => import('@/features/tickets/ticket-source-new-page')),
  def('summaryConsumes', TICKETS, 'main', () => import('@/features/tickets/summary-consumes-page')),
  def('summaryPayments', TICKETS, 'main', () => import('@/features/tickets/summary-payments-page')),
  def('summaryRefunds', TICKETS, 'main', () => import('@/features/tickets/summary-refunds-page')),
  // SPEC §2 writes the id as optional; without one there is nothing to edit: the 404 page.
  def('ticketSourceEdit', TICKETS, 'main', () => import('@/features/tickets/ticket-source-edit-page'), { requiredParams: ['sourceId'] }),
  def('ticketSource', TICKETS, 'main', () => import('@/features/tickets/ticket-source-detail-page')),
  def('ticketSources', TICKETS, 'main', () => import('@/features/tickets/ticket-source-list-page'), {
    prefetch: prefetchWith('prefetchTicketSources'),
    firstCalls: firstCalls.ticketSources,
  }),
  def('ticketPayment', TICKETS, 'main', () => import('@/features/tickets/ticket-payment-page')),
  def('settingsCorporation', [...PRIVATE, 'ability:canEditCorporation'], 'main', () => import('@/features/settings/corporation-page'), {
    prefetch: prefetchWith('prefetchCorporation'),
    firstCalls: firstCalls.settingsCorporation,
  }),
  def('settingsMembersEdit', [...PRIVATE, 'ability:canEditMembers'], 'main', () => import('@/features/settings/member-edit-page')),
  def('settingsMembers', [...PRIVATE, 'ability:canEditMembers'], 'main', () => import('@/features/settings/members-page'), {
    prefetch: prefetchWith('prefetchMembers'),
    firstCalls: firstCalls.settingsMembers,
  }),
  def('settingsServices', PRIVATE, 'main', () => import('@/features/settings/services-page')),
  def('settingsHelp', PRIVATE, 'main', () => import('@/features/settings/help-page')),
  def('settings', PRIVATE, 'main', () => import('@/features/settings/settings-index-page')),
  def('signIn', ['public', 'guest'], 'auth', () => import('@/features/auth/sign-in-page')),
  def('signInToken', ['public', 'guest'], 'auth', () => import('@/features/auth/sign-in-token-page')),
  // Preloaded as a sign-in starts (src/app/sign-in-preload.ts), like the dashboard: the choice appears at once.
  def('selectCorporation', ['auth', 'corporationChoice'], 'auth', () => import('@/features/auth/select-corporation-page')),
  def('noRegist', ['public'], 'auth', () => import('@/features/auth/no-regist-page')),
  def('maintenance', ['public'], 'bare', () => import('@/features/system/maintenance-page')),
  def('health', ['public'], 'bare', () => import('@/features/system/health-page')),
  def('error', ['auth'], 'bare', () => import('@/features/system/error-page')),
  ...(import.meta.env.VITE_DEMO === 'true' || import.meta.env.DEV
    ? [
        def('visualizer', ['public'], 'bare', () => import('@/features/visualizer/visualizer-page')),
        def('apiReference', ['public'], 'bare', () => import('@/features/api-reference/api-reference-page'), { title: apiReferenceMessages.title }),
      ]
    : []),
];
