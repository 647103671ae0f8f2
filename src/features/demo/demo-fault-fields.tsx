import { useId, useState } from 'react';
import type { DemoControls, DemoFaults, DemoSettingsPatch } from '@/lib/demo-controls';
import { demoMessages } from '@/messages/demo';

const t = demoMessages.panel;

/** A whole number in 0..max ('' counts as 0), or undefined. */
const whole = (text: string, max: number): number | undefined => {
  if (text.trim() === '') return 0;
  if (!/^\d+$/.test(text.trim())) return undefined;
  const value = Number(text);
  return value <= max ? value : undefined;
};

type FieldName = 'latency' | 'percent' | 'seed';

/**
 * 「通信障害」: latency, failure rate and the seed of the failures, applied as they are typed and
 * kept in this browser. Each field shows the setting in force (the settings may take effect after
 * the panel mounted); only while the user is typing, or when
 * what they typed is not a valid value, does it show their text instead, with the reason.
 */
export function DemoFaultFields({ faults, controls }: { faults: Readonly<DemoFaults>; controls: DemoControls }) {
  const id = useId();
  const [drafts, setDrafts] = useState<Partial<Record<FieldName, string>>>({});
  const fields: Record<FieldName, { inForce: number; max: number; invalid: string; patch: (value: number) => DemoSettingsPatch }> = {
    latency: {
      inForce: faults.latencyMs,
      max: controls.maxLatencyMs,
      invalid: t.latencyInvalid(controls.maxLatencyMs),
      patch: (value) => ({ latencyMs: value }),
    },
    percent: { inForce: Math.round(faults.failureRate * 100), max: 100, invalid: t.failureRateInvalid, patch: (value) => ({ failureRate: value / 100 }) },
    seed: { inForce: faults.seed, max: controls.maxFaultSeed, invalid: t.faultSeedInvalid(controls.maxFaultSeed), patch: (value) => ({ faultSeed: value }) },
  };

  const shown = (name: FieldName) => drafts[name] ?? String(fields[name].inForce);
  const errorOf = (name: FieldName) => (drafts[name] !== undefined && whole(drafts[name], fields[name].max) === undefined ? fields[name].invalid : undefined);
  const change = (name: FieldName, text: string) => {
    setDrafts((current) => ({ ...current, [name]: text }));
    const value = whole(text, fields[name].max);
    if (value !== undefined) controls.updateSettings(fields[name].patch(value));
  };
  // Leaving a valid field shows the setting in force again ('' becomes 0); an invalid text stays, with its message.
  const settle = (name: FieldName) =>
    setDrafts((current) => {
      const text = current[name];
      if (text === undefined || whole(text, fields[name].max) === undefined) return current;
      const { [name]: _settled, ...rest } = current;
      return rest;
    });
  const clear = () => {
    setDrafts({});
    controls.updateSettings({ latencyMs: 0, failureRate: 0 });
  };

  const input = (name: FieldName, label: string, step: number, hint?: string) => {
    const error = errorOf(name);
    const describedBy = [hint ? `${id}-${name}-hint` : '', error ? `${id}-${name}-error` : ''].filter(Boolean).join(' ') || undefined;
    return (
      <div className="field">
        <label htmlFor={`${id}-${name}`}>{label}</label>
        {hint ? (
          <span className="hint" id={`${id}-${name}-hint`}>
            {hint}
          </span>
        ) : null}
        <input
          id={`${id}-${name}`}
          type="number"
          inputMode="numeric"
          min={0}
          max={fields[name].max}
          step={step}
          value={shown(name)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => change(name, event.target.value)}
          onBlur={() => settle(name)}
        />
        {error ? (
          <span className="error" id={`${id}-${name}-error`} role="alert">
            {error}
          </span>
        ) : null}
      </div>
    );
  };

  return (
    <fieldset className="demo-panel-section demo-faults" aria-describedby={`${id}-hint`}>
      <legend>{t.faults}</legend>
      <p className="demo-hint" id={`${id}-hint`}>
        {t.faultsHint}
      </p>
      <div className="demo-fault-row">
        {input('latency', t.latency, 100)}
        {input('percent', t.failureRate, 5)}
      </div>
      <div className="demo-fault-row">{input('seed', t.faultSeed, 1, t.faultSeedHint)}</div>
      <button type="button" className="button button-secondary button-small" onClick={clear} disabled={faults.latencyMs === 0 && faults.failureRate === 0}>
        {t.faultsClear}
      </button>
    </fieldset>
  );
}
