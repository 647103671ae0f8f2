import { useState } from 'react';
import type { DemoControls } from '@/lib/demo-controls';
import { forgetPersonalData } from '@/lib/personal-storage';
import { sessionStorageKeys } from '@/session/session-storage';
import { demoMessages } from '@/messages/demo';
import { paths } from '@/paths';
import { demoEnvironment } from './demo-environment';

const t = demoMessages.panel;

/** 「データを初期化」: forgets the saved changes and settings, signs out, and loads the page afresh (Mirage reseeds). */
export function DemoReset({ controls }: { controls: DemoControls }) {
  const [step, setStep] = useState<'idle' | 'confirm' | 'busy'>('idle');
  const [error, setError] = useState<string>();

  const reset = async () => {
    setStep('busy');
    setError(undefined);
    try {
      await controls.reset();
      // The seed has no sessions: a kept bearer would only meet a 401 after the reload. Drafts and
      // the screen to go back to speak of records the seed may not have: a reset starts afresh.
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
      <p className="demo-hint">{t.resetHint}</p>
      <p className="demo-hint">{t.changedRows(controls.changedRows())}</p>
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
