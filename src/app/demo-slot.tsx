import { lazy, Suspense } from 'react';

/**
 * The demo's pieces, composed in by the app so that no feature imports the demo feature. Each is
 * null unless VITE_DEMO is 'true', written out statically so that a production build drops them
 * (and Mirage with them).
 */
const DemoPanel = import.meta.env.VITE_DEMO === 'true' ? lazy(() => import('@/features/demo/demo-panel')) : null;
const DemoOutbox = import.meta.env.VITE_DEMO === 'true' ? lazy(() => import('@/features/demo/demo-outbox')) : null;

/** The floating デモ設定 button and its panel, on every screen. */
export function DemoPanelSlot() {
  if (!DemoPanel) return null;
  return (
    <Suspense fallback={null}>
      <DemoPanel />
    </Suspense>
  );
}

/** Under the mail-link form's 「送信しました」: the mail the demo would have sent, with its link. */
export function DemoOutboxSlot({ to }: { to: string }) {
  if (!DemoOutbox) return null;
  return (
    <Suspense fallback={null}>
      <DemoOutbox to={to} />
    </Suspense>
  );
}
