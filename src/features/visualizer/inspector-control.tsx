import { useEffect, useState } from 'react';
import type { AnyActorRef } from 'xstate';
import { demoMessages } from '@/messages/demo';
import { connectInspector, inspectRequested, type InspectorResult } from './inspector';

const t = demoMessages.visualizer;

const resultText = (result: InspectorResult): string => {
  if (result.status === 'connected') return t.inspectConnected;
  if (result.status === 'missing') return t.inspectMissing;
  if (result.status === 'devOnly') return t.inspectDevOnly;
  return t.inspectFailed + result.error;
};

/** The opt-in Stately inspector: a button on the dev server, automatic with VITE_INSPECT=1. */
export function InspectorControl({ actor }: { actor: AnyActorRef }) {
  const [result, setResult] = useState<InspectorResult>();
  const connect = () => void connectInspector(actor).then(setResult);

  useEffect(() => {
    if (inspectRequested()) void connectInspector(actor).then(setResult);
  }, [actor]);

  return (
    <section className="machine-inspector" aria-labelledby="inspector-heading">
      <h2 id="inspector-heading">{t.inspectHeading}</h2>
      <p className="demo-hint">{t.inspectHint}</p>
      {import.meta.env.DEV ? (
        <button type="button" className="button button-secondary button-small" onClick={connect} disabled={result?.status === 'connected'}>
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
