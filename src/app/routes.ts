import type { ComponentType } from 'react';
import { apiReferenceMessages } from '@/messages/api-reference';
import { ja } from '@/messages/ja';
import { patterns, type RouteName } from '@/paths';

export type LayoutKind = 'main' | 'auth' | 'bare';

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
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each screen has props of its own
export type ScreenLoader = () => Promise<{ default: ComponentType<any> }>;

const PRIVATE = ['auth', 'corporation'] as const;
const TICKETS = ['auth', 'corporation', 'ability:canEditTicketSource'] as const;

type Extra = Pick<RouteDef, 'requiredParams'> & { title?: string };

const def = (name: RouteName, middleware: readonly string[], layout: LayoutKind, load: ScreenLoader, extra: Extra = {}): RouteDef => ({
  name,
  pattern: patterns[name],
  title: extra.title ?? (ja.titles as Record<string, string>)[name] ?? name,
  middleware,
  layout,
  load,
  ...extra,
});

/** The route table (docs/architecture.md), in match order; each screen its own chunk. Free of React: src/boot.ts reads it before React arrives. */
export const routes: RouteDef[] = [
  // In the main layout: the breadcrumb's トップページ (/) passes through it without unmounting the shell.
  def('index', PRIVATE, 'main', () => import('@/features/system/index-redirect'), { title: ja.titles.dashboard }),
  def('dashboard', PRIVATE, 'main', () => import('@/features/dashboard/dashboard-page')),
  def('facilityNew', PRIVATE, 'main', () => import('@/features/facilities/facility-new-page')),
  def('facility', PRIVATE, 'main', () => import('@/features/facilities/facility-detail-page')),
  def('facilities', PRIVATE, 'main', () => import('@/features/facilities/facility-list-page')),
  def('checkInSummary', PRIVATE, 'main', () => import('@/features/check-ins/check-in-summary-page')),
  def('checkInHistory', PRIVATE, 'main', () => import('@/features/check-ins/check-in-history-page')),
  def('couponNew', [...PRIVATE, 'ability:canEditCoupon'], 'main', () => import('@/features/coupons/coupon-new-page')),
  def('coupon', PRIVATE, 'main', () => import('@/features/coupons/coupon-detail-page')),
  def('coupons', PRIVATE, 'main', () => import('@/features/coupons/coupon-list-page')),
  def('ticketSourceNew', TICKETS, 'main', () => import('@/features/tickets/ticket-source-new-page')),
  def('summaryConsumes', TICKETS, 'main', () => import('@/features/tickets/summary-consumes-page')),
  def('summaryPayments', TICKETS, 'main', () => import('@/features/tickets/summary-payments-page')),
  def('summaryRefunds', TICKETS, 'main', () => import('@/features/tickets/summary-refunds-page')),
  // The path writes the id as optional; without one there is nothing to edit: the 404 page.
  def('ticketSourceEdit', TICKETS, 'main', () => import('@/features/tickets/ticket-source-edit-page'), { requiredParams: ['sourceId'] }),
  def('ticketSource', TICKETS, 'main', () => import('@/features/tickets/ticket-source-detail-page')),
  def('ticketSources', TICKETS, 'main', () => import('@/features/tickets/ticket-source-list-page')),
  def('ticketPayment', TICKETS, 'main', () => import('@/features/tickets/ticket-payment-page')),
  def('settingsCorporation', [...PRIVATE, 'ability:canEditCorporation'], 'main', () => import('@/features/settings/corporation-page')),
  def('settingsMembersEdit', [...PRIVATE, 'ability:canEditMembers'], 'main', () => import('@/features/settings/member-edit-page')),
  def('settingsMembers', [...PRIVATE, 'ability:canEditMembers'], 'main', () => import('@/features/settings/members-page')),
  def('settingsServices', PRIVATE, 'main', () => import('@/features/settings/services-page')),
  def('settingsHelp', PRIVATE, 'main', () => import('@/features/settings/help-page')),
  def('settings', PRIVATE, 'main', () => import('@/features/settings/settings-index-page')),
  def('signIn', ['public', 'guest'], 'auth', () => import('@/features/auth/sign-in-page')),
  def('signInToken', ['public', 'guest'], 'auth', () => import('@/features/auth/sign-in-token-page')),
  // Open while a corporation must be chosen; once one is, only with canSelectCorporations (src/app/route-guard.ts).
  // Preloaded as a sign-in starts (src/app/sign-in-preload.ts), like the dashboard: the choice appears at once.
  def('selectCorporation', ['auth', 'corporationChoice', 'ability:canSelectCorporations'], 'auth', () => import('@/features/auth/select-corporation-page')),
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

/** Each route by its name (the sidebar's entries name theirs). */
export const routeNamed = Object.fromEntries(routes.map((route) => [route.name, route])) as Record<RouteName, RouteDef>;
