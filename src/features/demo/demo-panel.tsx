import { useId, useState, useSyncExternalStore } from 'react';
import type { DemoControls, DemoFaults, DemoSettingsPatch } from '@/lib/demo-controls';
import { forgetPersonalData } from '@/lib/personal-storage';
import { useCorporation, useMaintenance, useSession } from '@/session/session-context';
import { sessionStorageKeys } from '@/session/session-storage';
import { demoMessages } from '@/messages/demo';
import { paths } from '@/paths';
import { Badge } from '@/ui/badge';
import { useModal } from '@/ui/confirm-dialog';
import { describedBy, FieldShell } from '@/ui/form/field-shell';
import { demoEnvironment } from './demo-environment';
import './demo.css';

const t = demoMessages.panel;
const b = demoMessages.badge;

function DemoSwitch({ label, hint, checked, onChange }: { label: string; hint: string; checked: boolean; onChange: (on: boolean) => void }) {
  const hintId = useId();
  return (
    <>
      <label className="demo-switch">
        <input type="checkbox" role="switch" checked={checked} aria-describedby={hintId} onChange={(event) => onChange(event.target.checked)} />
        <span>{label}</span>
      </label>
      <p className="fine-print demo-hint" id={hintId}>
        {hint}
      </p>
    </>
  );
}

/** 「チェックインの発生」: the fake's check-ins of opening hours (the switch pauses them), and one of the chosen company now, to show the live front desk. */
function DemoCheckInFields({ controls, live }: { controls: DemoControls; live: boolean }) {
  const id = useId();
  const corporation = useCorporation();
  const [produced, setProduced] = useState(0);
  const produce = () => {
    if (!corporation) return;
    controls.produceCheckIn(corporation.id);
    setProduced((count) => count + 1);
  };
  return (
    <section className="demo-panel-section" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{t.checkIns}</h3>
      <DemoSwitch label={t.liveCheckIns} hint={t.liveCheckInsHint} checked={live} onChange={(on) => controls.updateSettings({ liveCheckIns: on })} />
      <p className="fine-print demo-hint" id={`${id}-produce-hint`}>
        {corporation ? t.produceCheckInHint : t.produceCheckInNoCorporation}
      </p>
      <button type="button" className="button button-secondary button-small" aria-describedby={`${id}-produce-hint`} disabled={!corporation} onClick={produce}>
        {t.produceCheckIn}
      </button>
      <p aria-live="polite" className="demo-note">
        {produced > 0 ? t.produced(produced) : ''}
      </p>
    </section>
  );
}

/** A whole number in 0..max ('' counts as 0), or undefined. */
const whole = (text: string, max: number): number | undefined => (/^\d*$/.test(text.trim()) && Number(text) <= max ? Number(text) : undefined);

type FieldName = 'latency' | 'percent' | 'seed';

/** 「通信障害」, applied as typed: each field shows the setting in force, except while typing or when the text is invalid. */
function DemoFaultFields({ faults, controls }: { faults: Readonly<DemoFaults>; controls: DemoControls }) {
  const id = useId();
  const [drafts, setDrafts] = useState<Partial<Record<FieldName, string>>>({});
  const { maxLatencyMs, maxFaultSeed } = controls;
  const fields: Record<FieldName, { inForce: number; max: number; invalid: string; patch: (value: number) => DemoSettingsPatch }> = {
    latency: { inForce: faults.latencyMs, max: maxLatencyMs, invalid: t.latencyInvalid(maxLatencyMs), patch: (value) => ({ latencyMs: value }) },
    percent: { inForce: Math.round(faults.failureRate * 100), max: 100, invalid: t.failureRateInvalid, patch: (value) => ({ failureRate: value / 100 }) },
    seed: { inForce: faults.seed, max: maxFaultSeed, invalid: t.faultSeedInvalid(maxFaultSeed), patch: (value) => ({ faultSeed: value }) },
  };

  const shown = (name: FieldName) => drafts[name] ?? String(fields[name].inForce);
  const errorsOf = (name: FieldName) => (drafts[name] !== undefined && whole(drafts[name], fields[name].max) === undefined ? [fields[name].invalid] : []);
  const change = (name: FieldName, text: string) => {
    setDrafts((current) => ({ ...current, [name]: text }));
    const value = whole(text, fields[name].max);
    if (value !== undefined) controls.updateSettings(fields[name].patch(value));
  };
  // Leaving a valid field shows the setting in force again ('' becomes 0); an invalid text stays, with its message.
  const settle = (name: FieldName) =>
    setDrafts((current) => {
      const { [name]: text, ...rest } = current;
      return text === undefined || whole(text, fields[name].max) === undefined ? current : rest;
    });
  const clear = () => {
    setDrafts({});
    controls.updateSettings({ latencyMs: 0, failureRate: 0 });
  };

  const input = (name: FieldName, label: string, step: number, hint?: string) => {
    const errors = errorsOf(name);
    return (
      <FieldShell id={`${id}-${name}`} label={label} hint={hint} errors={errors}>
        <input
          id={`${id}-${name}`}
          type="number"
          inputMode="numeric"
          min={0}
          max={fields[name].max}
          step={step}
          value={shown(name)}
          aria-invalid={errors.length ? true : undefined}
          aria-describedby={describedBy(`${id}-${name}`, { hint, errors })}
          onChange={(event) => change(name, event.target.value)}
          onBlur={() => settle(name)}
        />
      </FieldShell>
    );
  };

  return (
    <fieldset className="demo-panel-section demo-faults" aria-describedby={`${id}-hint`}>
      <legend>{t.faults}</legend>
      <p className="fine-print demo-hint" id={`${id}-hint`}>
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

/** 「データを初期化」: forgets the saved changes and settings, signs out, and loads the page afresh (Mirage reseeds). */
function DemoReset({ controls }: { controls: DemoControls }) {
  const [step, setStep] = useState<'idle' | 'confirm' | 'busy'>('idle');
  const [error, setError] = useState<string>();

  const reset = async () => {
    setStep('busy');
    setError(undefined);
    try {
      await controls.reset();
      // The seed has no sessions (a kept bearer meets a 401), and drafts may speak of records it lacks: a reset starts afresh.
      localStorage.removeItem(sessionStorageKeys.bearer);
      localStorage.removeItem(sessionStorageKeys.corporationId);
      forgetPersonalData();
      demoEnvironment.reloadTo(paths.signIn);
    } catch (failure) {
      setError(t.resetFailed + (failure instanceof Error ? failure.message : String(failure)));
      setStep('idle');
    }
  };

  return (
    <section className="demo-panel-section" aria-labelledby="demo-reset-heading">
      <h3 id="demo-reset-heading">{t.resetHeading}</h3>
      <p className="fine-print demo-hint">{t.resetHint}</p>
      <p className="fine-print demo-hint">{t.changedRows(controls.changedRows())}</p>
      {step === 'idle' ? (
        <button type="button" className="button button-danger button-small" onClick={() => setStep('confirm')}>
          {t.reset}
        </button>
      ) : (
        <div className="demo-confirm" role="group" aria-labelledby="demo-reset-confirm">
          <p id="demo-reset-confirm">{t.resetConfirm}</p>
          <p className="actions">
            <button type="button" className="button button-danger button-small" disabled={step === 'busy'} onClick={() => void reset()}>
              {step === 'busy' ? t.resetting : t.resetYes}
            </button>
            <button type="button" className="button button-secondary button-small" disabled={step === 'busy'} onClick={() => setStep('idle')}>
              {t.resetNo}
            </button>
          </p>
        </div>
      )}
      {error ? (
        <p className="notice notice-danger" role="alert">
          {error}
        </p>
      ) : null}
    </section>
  );
}

/** The demo panel (デモ設定, docs/demo.md): a floating button on every screen of the demo build, opening a modal dialog. */
export default function DemoPanel({ controls }: { controls: DemoControls }) {
  const session = useSession();
  const maintenance = useMaintenance();
  const faults = useSyncExternalStore(controls.subscribeFaults, controls.faults);
  const liveCheckIns = useSyncExternalStore(controls.subscribeSettings, controls.liveCheckIns);
  const [open, setOpen] = useState(false);
  // The content mounts at the first opening, then stays with what was typed: the closed panel costs each screen only its button.
  const [opened, setOpened] = useState(false);
  const dialog = useModal(open);
  const headingId = useId();
  const sessionHintId = useId();

  const openPanel = () => {
    setOpened(true);
    setOpen(true);
  };
  const setMaintenance = (on: boolean) => {
    session.send({ type: 'session.maintenanceChanged', on });
    controls.updateSettings({ maintenance: on });
  };

  return (
    <div className="demo-root">
      <button type="button" className="demo-fab" aria-haspopup="dialog" onClick={openPanel}>
        <span className="demo-fab-label">{t.open}</span>
        {/* What the demo settings in force are, visible at a glance. */}
        {maintenance ? <Badge tone="warning">{b.maintenance}</Badge> : null}
        {liveCheckIns ? null : <Badge tone="info">{b.checkInsPaused}</Badge>}
        {faults.failureRate > 0 ? <Badge tone="danger">{b.failure(Math.round(faults.failureRate * 100), faults.seed)}</Badge> : null}
        {faults.latencyMs > 0 ? <Badge tone="info">{b.latency(faults.latencyMs)}</Badge> : null}
        {faults.expireSession ? <Badge tone="danger">{b.sessionArmed}</Badge> : null}
      </button>
      <dialog ref={dialog} className="demo-panel" aria-labelledby={headingId} onClose={() => setOpen(false)}>
        {opened && (
          <>
            <div className="heading-row demo-panel-header">
              <h2 id={headingId}>{t.heading}</h2>
              <button type="button" className="button button-secondary button-small" onClick={() => setOpen(false)}>
                {t.close}
              </button>
            </div>
            <p className="muted-text">{t.intro}</p>

            <section className="demo-panel-section" aria-label={t.maintenance}>
              <DemoSwitch label={t.maintenance} hint={t.maintenanceHint} checked={maintenance} onChange={setMaintenance} />
            </section>

            <section className="demo-panel-section" aria-labelledby={`${sessionHintId}-heading`}>
              <h3 id={`${sessionHintId}-heading`}>{t.session}</h3>
              <p className="fine-print demo-hint" id={sessionHintId}>
                {t.sessionHint}
              </p>
              <button
                type="button"
                className="button button-secondary button-small"
                aria-describedby={sessionHintId}
                disabled={faults.expireSession}
                onClick={controls.expireSession}
              >
                {t.sessionExpire}
              </button>
              <p aria-live="polite" className="demo-status">
                {faults.expireSession ? t.sessionArmed : ''}
              </p>
            </section>

            <DemoCheckInFields controls={controls} live={liveCheckIns} />
            <DemoFaultFields faults={faults} controls={controls} />
            <DemoReset controls={controls} />
          </>
        )}
      </dialog>
      {/* Room for the button at the end of the page, so it never stays over a row or a link. */}
      <div className="demo-fab-spacer" aria-hidden="true" />
    </div>
  );
}
