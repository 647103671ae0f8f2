/** Changing it changes every demo screen: keep it fixed. Apart, so the demo's boot needs no seeder. */
export const DEMO_SEED = 'petpass-demo-2026';
