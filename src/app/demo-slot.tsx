import { lazy, Suspense } from 'react';
import { demoControls } from '@/lib/demo-controls';

/**
 * The demo panel, composed in by the app so that no feature imports the demo feature. Null unless
 * VITE_DEMO is 'true', written out statically so that a production build drops it; its controls
 * come from the entry point (src/lib/demo-controls.ts).
 */
const DemoPanel =
  import.meta.env.VITE_DEMO === 'true'
    ? lazy(async () => {
        const [module, controls] = await Promise.all([import('@/features/demo/demo-panel'), demoControls()]);
        const Panel = module.default;
        return { default: () => (controls ? <Panel controls={controls} /> : null) };
      })
    : null;

/** The floating デモ設定 button and its panel, on every screen. */
export function DemoPanelSlot() {
  if (!DemoPanel) return null;
  return (
    <Suspense fallback={null}>
      <DemoPanel />
    </Suspense>
  );
}
