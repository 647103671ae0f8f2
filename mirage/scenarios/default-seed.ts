/** Changing it changes every demo screen: keep it fixed (DECISIONS §7). Apart, so the demo's boot needs no seeder. */
export const DEMO_SEED = 'petpass-demo-2026';
