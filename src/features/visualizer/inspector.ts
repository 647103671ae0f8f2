import type { AnyActorRef, InspectionEvent, Observer } from 'xstate';

/**
 * The opt-in connection to the Stately inspector (dev server only, online). `@statelyai/inspect`
 * is not a dependency: install it yourself (docs/demo.md); this module finds it at build time
 * through a glob that is empty when it is absent, so nothing breaks without it.
 */
type BrowserInspector = {
  inspect: Observer<InspectionEvent>;
  actor(actorRef: AnyActorRef, snapshot?: unknown): void;
};
type InspectModule = { createBrowserInspector(options?: { autoStart?: boolean }): BrowserInspector & { start(): void } };

const candidates: Record<string, () => Promise<unknown>> = import.meta.env.DEV ? import.meta.glob('/node_modules/@statelyai/inspect/dist/index.mjs') : {};

export type InspectorResult = { status: 'connected' } | { status: 'missing' } | { status: 'devOnly' } | { status: 'failed'; error: string };

let connected: Promise<InspectorResult> | undefined;

async function connect(actor: AnyActorRef): Promise<InspectorResult> {
  if (!import.meta.env.DEV) return { status: 'devOnly' };
  const load = Object.values(candidates)[0];
  if (!load) return { status: 'missing' };
  try {
    const { createBrowserInspector } = (await load()) as InspectModule;
    const inspector = createBrowserInspector();
    // The actor already runs: introduce it, then stream everything its system does from now on.
    inspector.actor(actor, actor.getSnapshot());
    actor.system.inspect(inspector.inspect);
    return { status: 'connected' };
  } catch (error) {
    return { status: 'failed', error: error instanceof Error ? error.message : String(error) };
  }
}

/** Connects once per page; later calls answer the first result. */
export function connectInspector(actor: AnyActorRef): Promise<InspectorResult> {
  connected ??= connect(actor);
  return connected;
}

/** `VITE_INSPECT=1 npm run dev` connects as soon as the visualizer opens. */
export const inspectRequested = () => import.meta.env.DEV && import.meta.env.VITE_INSPECT === '1';
