import { useId, useState } from 'react';
import type { DemoControls } from '@/lib/demo-controls';
import { useCorporation } from '@/session/session-context';
import { demoMessages } from '@/messages/demo';

const t = demoMessages.panel;

/**
 * 「チェックインの発生」: the fake's check-ins that arrive on their own in opening hours (on by
 * default; the switch pauses them, kept with the data), and one check-in of the chosen company
 * now, for showing the live front desk without waiting.
 */
export function DemoCheckInFields({ controls, live }: { controls: DemoControls; live: boolean }) {
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
      <label className="demo-switch">
        <input
          type="checkbox"
          role="switch"
          checked={live}
          aria-describedby={`${id}-live-hint`}
          onChange={(event) => controls.updateSettings({ liveCheckIns: event.target.checked })}
        />
        <span>{t.liveCheckIns}</span>
      </label>
      <p className="demo-hint" id={`${id}-live-hint`}>
        {t.liveCheckInsHint}
      </p>
      <p className="demo-hint" id={`${id}-produce-hint`}>
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
