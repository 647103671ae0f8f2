import { lazy, Suspense, type ReactNode } from 'react';
import { demoControls } from '@/lib/demo-controls';

/**
 * The demo panel, composed in by the app so that no feature imports the demo feature. Null unless
 * VITE_DEMO is 'true', written out statically so that a production build drops it; its controls
 * come from the entry point (src/lib/demo-controls.ts).
 */
let loading: Promise<{ default: () => ReactNode }> | undefined;
const loadPanel = () =>
  (loading ??= Promise.all([import('@/features/demo/demo-panel'), demoControls()]).then(([module, controls]) => {
    const Panel = module.default;
    return { default: () => (controls ? <Panel controls={controls} /> : null) };
  }));
const DemoPanel = import.meta.env.VITE_DEMO === 'true' ? lazy(loadPanel) : null;

/**
 * Loads the panel's code now (a signed-in demo start, src/main.tsx), with the demo's boot rather
 * than once React has rendered: the first screen's paint does not wait for one more round trip.
 */
export function preloadDemoPanel() {
  if (DemoPanel) void loadPanel().catch(() => undefined);
}

/** The floating デモ設定 button and its panel, on every screen. */
export function DemoPanelSlot() {
  if (!DemoPanel) return null;
  return (
    <Suspense fallback={null}>
      <DemoPanel />
    </Suspense>
  );
}
