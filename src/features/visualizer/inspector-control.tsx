import { useEffect, useState } from 'react';
import type { AnyActorRef, InspectionEvent, Observer } from 'xstate';
import { demoMessages } from '@/messages/demo';

const t = demoMessages.visualizer;

/** `@statelyai/inspect` is no dependency (docs/demo.md): a glob finds it at build time, and is empty when it is absent. */
type InspectModule = { createBrowserInspector(): { inspect: Observer<InspectionEvent>; actor(actorRef: AnyActorRef, snapshot?: unknown): void } };

const candidates: Record<string, () => Promise<unknown>> = import.meta.env.DEV ? import.meta.glob('/node_modules/@statelyai/inspect/dist/index.mjs') : {};

type InspectorResult = { status: 'connected' } | { status: 'missing' } | { status: 'devOnly' } | { status: 'failed'; error: string };

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

let connected: Promise<InspectorResult> | undefined;
/** Connects once per page; later calls answer the first result. */
const connectInspector = (actor: AnyActorRef) => (connected ??= connect(actor));

const resultText = (result: InspectorResult): string =>
  result.status === 'failed'
    ? t.inspectFailed + result.error
    : { connected: t.inspectConnected, missing: t.inspectMissing, devOnly: t.inspectDevOnly }[result.status];

/** The opt-in Stately inspector: a button on the dev server, automatic with VITE_INSPECT=1. */
export function InspectorControl({ actor }: { actor: AnyActorRef }) {
  const [result, setResult] = useState<InspectorResult>();
  const start = () => void connectInspector(actor).then(setResult);

  useEffect(() => {
    // `VITE_INSPECT=1 npm run dev` connects as soon as the visualizer opens.
    if (import.meta.env.DEV && import.meta.env.VITE_INSPECT === '1') void connectInspector(actor).then(setResult);
  }, [actor]);

  return (
    <section className="machine-inspector" aria-labelledby="inspector-heading">
      <h2 id="inspector-heading">{t.inspectHeading}</h2>
      <p className="fine-print demo-hint">{t.inspectHint}</p>
      {import.meta.env.DEV ? (
        <button type="button" className="button button-secondary button-small" onClick={start} disabled={result?.status === 'connected'}>
          {t.inspectConnect}
        </button>
      ) : (
        <p>{t.inspectDevOnly}</p>
      )}
      <p aria-live="polite" className={result && result.status !== 'connected' ? 'notice notice-warning' : undefined}>
        {result ? resultText(result) : ''}
      </p>
    </section>
  );
}
