import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import type { DemoControls } from '@/lib/demo-controls';
import { useMaintenance, useSession } from '@/session/session-context';
import { demoMessages } from '@/messages/demo';
import { Badge } from '@/ui/badge';
import { activeDemoBadges } from './demo-badges';
import { DemoCheckInFields } from './demo-check-in-fields';
import { DemoFaultFields } from './demo-fault-fields';
import { DemoReset } from './demo-reset';
import './demo.css';

const t = demoMessages.panel;

/**
 * The demo panel (デモ設定, docs/demo.md): a floating button on every screen of the demo build,
 * opening a modal dialog with the data reset, maintenance, session expiry, the check-ins that
 * arrive on their own, and faults.
 */
export default function DemoPanel({ controls }: { controls: DemoControls }) {
  const session = useSession();
  const maintenance = useMaintenance();
  const faults = useSyncExternalStore(controls.subscribeFaults, controls.faults);
  const liveCheckIns = useSyncExternalStore(controls.subscribeSettings, controls.liveCheckIns);
  const [open, setOpen] = useState(false);
  // The dialog's content mounts at its first opening and then stays (with what was typed in it):
  // the closed panel on every screen costs the first render only its button.
  const [opened, setOpened] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const headingId = useId();
  const maintenanceHintId = useId();
  const sessionHintId = useId();
  const badges = activeDemoBadges(faults, maintenance, liveCheckIns);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  const setMaintenance = (on: boolean) => {
    session.send({ type: 'session.maintenanceChanged', on });
    controls.updateSettings({ maintenance: on });
  };

  return (
    <div className="demo-root">
      <button
        type="button"
        className="demo-fab"
        aria-haspopup="dialog"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        <span className="demo-fab-label">{t.open}</span>
        {badges.map((badge) => (
          <Badge key={badge.key} tone={badge.tone}>
            {badge.label}
          </Badge>
        ))}
      </button>
      <dialog ref={dialog} className="demo-panel" aria-labelledby={headingId} onClose={() => setOpen(false)}>
        {opened && (
          <>
            <div className="demo-panel-header">
              <h2 id={headingId}>{t.heading}</h2>
              <button type="button" className="button button-secondary button-small" onClick={() => setOpen(false)}>
                {t.close}
              </button>
            </div>
            <p className="demo-panel-intro">{t.intro}</p>

            <section className="demo-panel-section" aria-label={t.maintenance}>
              <label className="demo-switch">
                <input
                  type="checkbox"
                  role="switch"
                  checked={maintenance}
                  aria-describedby={maintenanceHintId}
                  onChange={(event) => setMaintenance(event.target.checked)}
                />
                <span>{t.maintenance}</span>
              </label>
              <p className="demo-hint" id={maintenanceHintId}>
                {t.maintenanceHint}
              </p>
            </section>

            <section className="demo-panel-section" aria-labelledby={`${sessionHintId}-heading`}>
              <h3 id={`${sessionHintId}-heading`}>{t.session}</h3>
              <p className="demo-hint" id={sessionHintId}>
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
