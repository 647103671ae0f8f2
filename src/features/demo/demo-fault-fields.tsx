import { useId, useState } from 'react';
import type { DemoControls, DemoFaults } from '@/lib/demo-controls';
import { demoMessages } from '@/messages/demo';

const t = demoMessages.panel;

const whole = (text: string, max: number): number | undefined => {
  if (text.trim() === '') return 0;
  const value = Number(text);
  return Number.isInteger(value) && value >= 0 && value <= max ? value : undefined;
};

/** 「通信障害」: latency and failure rate, applied as they are typed and saved with the data. */
export function DemoFaultFields({ faults, controls }: { faults: Readonly<DemoFaults>; controls: DemoControls }) {
  const { maxLatencyMs: MAX_LATENCY_MS, updateSettings: updateDemoSettings } = controls;
  const id = useId();
  const [latency, setLatency] = useState(String(faults.latencyMs));
  const [percent, setPercent] = useState(String(Math.round(faults.failureRate * 100)));

  const changeLatency = (text: string) => {
    setLatency(text);
    const value = whole(text, MAX_LATENCY_MS);
    if (value !== undefined) updateDemoSettings({ latencyMs: value });
  };
  const changePercent = (text: string) => {
    setPercent(text);
    const value = whole(text, 100);
    if (value !== undefined) updateDemoSettings({ failureRate: value / 100 });
  };
  const clear = () => {
    setLatency('0');
    setPercent('0');
    updateDemoSettings({ latencyMs: 0, failureRate: 0 });
  };

  return (
    <fieldset className="demo-panel-section demo-faults" aria-describedby={`${id}-hint`}>
      <legend>{t.faults}</legend>
      <p className="demo-hint" id={`${id}-hint`}>
        {t.faultsHint}
      </p>
      <div className="demo-fault-row">
        <div className="field">
          <label htmlFor={`${id}-latency`}>{t.latency}</label>
          <input id={`${id}-latency`} type="number" inputMode="numeric" min={0} max={MAX_LATENCY_MS} step={100} value={latency} onChange={(event) => changeLatency(event.target.value)} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-failure`}>{t.failureRate}</label>
          <input id={`${id}-failure`} type="number" inputMode="numeric" min={0} max={100} step={5} value={percent} onChange={(event) => changePercent(event.target.value)} />
        </div>
      </div>
      <button type="button" className="button button-secondary button-small" onClick={clear} disabled={faults.latencyMs === 0 && faults.failureRate === 0}>
        {t.faultsClear}
      </button>
    </fieldset>
  );
}
