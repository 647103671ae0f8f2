import type { ComponentType } from 'react';
import SelectCorporationPage from '@/features/auth/select-corporation-page';
import { ja } from '@/messages/ja';
import { patterns, type RouteName } from '@/paths';
import { lazyScreen } from './lazy-screen';

export type LayoutKind = 'main' | 'auth' | 'bare';

export type RouteDef = {
  name: RouteName;
  pattern: string;
  title: string;
  middleware: readonly string[];
  layout: LayoutKind;
  screen: ComponentType & { preload?: () => Promise<unknown> };
};

const PRIVATE = ['auth', 'corporation'] as const;
const TICKETS = ['auth', 'corporation', 'ability:canEditTicketSource'] as const;

const def = (name: RouteName, middleware: readonly string[], layout: LayoutKind, screen: RouteDef['screen'], title?: string): RouteDef => ({
  name,
  pattern: patterns[name],
  title: title ?? (ja.titles as Record<string, string>)[name] ?? name,
  middleware,
  layout,
  screen,
});

/**
 * The route table (SPEC §2): order matters where two patterns could match one path.
 * Every screen is lazy-loaded, so each route's code is its own chunk.
 */
export const routes: RouteDef[] = [
  def('index', PRIVATE, 'bare', lazyScreen(() => import('@/features/system/index-redirect')), ja.titles.dashboard),
  def('dashboard', PRIVATE, 'main', lazyScreen(() => import('@/features/dashboard/dashboard-page'))),
  def('facilityNew', PRIVATE, 'main', lazyScreen(() => import('@/features/facilities/facility-new-page'))),
  def('facility', PRIVATE, 'main', lazyScreen(() => import('@/features/facilities/facility-detail-page'))),
  def('facilities', PRIVATE, 'main', lazyScreen(() => import('@/features/facilities/facility-list-page'))),
  def('checkInSummary', PRIVATE, 'main', lazyScreen(() => import('@/features/check-ins/check-in-summary-page'))),
  def('checkInHistory', PRIVATE, 'main', lazyScreen(() => import('@/features/check-ins/check-in-history-page'))),
  def('couponNew', [...PRIVATE, 'ability:canEditCoupon'], 'main', lazyScreen(() => import('@/features/coupons/coupon-new-page'))),
  def('coupon', PRIVATE, 'main', lazyScreen(() => import('@/features/coupons/coupon-detail-page'))),
  def('coupons', PRIVATE, 'main', lazyScreen(() => import('@/features/coupons/coupon-list-page'))),
  def('ticketSourceNew', TICKETS, 'main', lazyScreen(() => import('@/features/tickets/ticket-source-new-page'))),
  def('summaryConsumes', TICKETS, 'main', lazyScreen(() => import('@/features/tickets/summary-consumes-page'))),
  def('summaryPayments', TICKETS, 'main', lazyScreen(() => import('@/features/tickets/summary-payments-page'))),
  def('summaryRefunds', TICKETS, 'main', lazyScreen(() => import('@/features/tickets/summary-refunds-page'))),
  def('ticketSourceEdit', TICKETS, 'main', lazyScreen(() => import('@/features/tickets/ticket-source-edit-page'))),
  def('ticketSource', TICKETS, 'main', lazyScreen(() => import('@/features/tickets/ticket-source-detail-page'))),
  def('ticketSources', TICKETS, 'main', lazyScreen(() => import('@/features/tickets/ticket-source-list-page'))),
  def('ticketPayment', TICKETS, 'main', lazyScreen(() => import('@/features/tickets/ticket-payment-page'))),
  def('settingsCorporation', [...PRIVATE, 'ability:canEditCorporation'], 'main', lazyScreen(() => import('@/features/settings/corporation-page'))),
  def('settingsMembersEdit', [...PRIVATE, 'ability:canEditMembers'], 'main', lazyScreen(() => import('@/features/settings/member-edit-page'))),
  def('settingsMembers', [...PRIVATE, 'ability:canEditMembers'], 'main', lazyScreen(() => import('@/features/settings/members-page'))),
  def('settingsServices', PRIVATE, 'main', lazyScreen(() => import('@/features/settings/services-page'))),
  def('settingsHelp', PRIVATE, 'main', lazyScreen(() => import('@/features/settings/help-page'))),
  def('settings', PRIVATE, 'main', lazyScreen(() => import('@/features/settings/settings-index-page'))),
  def('signIn', ['public', 'guest'], 'auth', lazyScreen(() => import('@/features/auth/sign-in-page'))),
  def('signInToken', ['public', 'guest'], 'auth', lazyScreen(() => import('@/features/auth/sign-in-token-page'))),
  // Eager (0.6 kB): right after sign-in the choice must appear at once, with no chunk to wait for.
  def('selectCorporation', ['auth'], 'auth', SelectCorporationPage),
  def('noRegist', ['public'], 'auth', lazyScreen(() => import('@/features/auth/no-regist-page'))),
  def('maintenance', ['public'], 'bare', lazyScreen(() => import('@/features/system/maintenance-page'))),
  def('health', ['public'], 'bare', lazyScreen(() => import('@/features/system/health-page'))),
  def('error', ['auth'], 'bare', lazyScreen(() => import('@/features/system/error-page'))),
  ...(import.meta.env.VITE_DEMO === 'true' || import.meta.env.DEV
    ? [def('visualizer', ['public'], 'bare', lazyScreen(() => import('@/features/visualizer/visualizer-page')))]
    : []),
];
