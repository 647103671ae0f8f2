import { lazy, Suspense, type ReactNode } from 'react';
import { demoControls } from '@/lib/demo-controls';

/**
 * The demo panel, composed in by the app so that no feature imports the demo feature. Null unless
 * VITE_DEMO is 'true', written out statically so that a production build drops it; its controls
 * come from the entry point (src/lib/demo-controls.ts).
 */
let notBefore: Promise<unknown> = Promise.resolve();
/** Called once, by `lazy`, when the slot first renders. */
const loadPanel = (): Promise<{ default: () => ReactNode }> =>
  notBefore
    .then(() => Promise.all([import('@/features/demo/demo-panel'), demoControls()]))
    .then(
      ([module, controls]) => {
        const Panel = module.default;
        return { default: () => (controls ? <Panel controls={controls} /> : null) };
      },
      // Its code gone with a deploy (it may load seconds into a signed-in page): the page goes on
      // without the panel; the next screen's chunk failure reloads into the new version (SPEC §8).
      (error: unknown) => {
        console.warn('[demo] デモ設定を読み込めませんでした', error);
        return { default: () => null };
      },
    );
const DemoPanel = import.meta.env.VITE_DEMO === 'true' ? lazy(loadPanel) : null;

/**
 * The panel's code is not asked for until `settleMs` after `until` has settled (either way), or
 * `latestMs` after this call, whichever comes first. A signed-in demo start (src/main.tsx) holds
 * it until a moment after the in-page server has started: the panel is a secondary control, and
 * its requests (four files) would otherwise queue beside the first screen's code and data on the
 * browser's six connections (issue 15). `latestMs` keeps the panel (and its データを初期化) for a
 * demo whose server never starts. Public pages do not hold it.
 */
export function deferDemoPanel(until: Promise<unknown>, timing: PanelTiming = {}) {
  notBefore = panelGate(until, timing);
}

type PanelTiming = { settleMs?: number; latestMs?: number };

/** Resolves `settleMs` after `until` settles (either way), or at `latestMs`, whichever is first. */
export function panelGate(until: Promise<unknown>, { settleMs = 0, latestMs }: PanelTiming = {}): Promise<void> {
  const after = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
  const settled = until.then(
    () => after(settleMs),
    () => undefined,
  );
  return latestMs === undefined ? settled : Promise.race([settled, after(latestMs)]);
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
