import { useId, useState } from 'react';
import { updateFacilityActivities, type Activity, type Facility } from '@/api/facilities';
import { errorDetail } from '@/api/api-error';
import { facilitiesMessages as m } from '@/messages/facilities';
import { withLoading } from '@/ui/loading/with-loading';
import { useUnsavedChanges } from '@/ui/navigation-guard';
import { activitiesValid, activityInput, draftActivityFrom, type DraftActivity } from '../draft';
import { ActivitiesEditor } from './activities-editor';
import { FailureNotice } from '@/ui/failure-notice';

const snapshot = (activities: readonly DraftActivity[]) => JSON.stringify(activities.map(activityInput));

/** Activities (new ones sent with syncStatus 'new') and each one's enabled/disabled status. */
export function ActivitiesSection({ corporationId, facility, onSaved }: {
  corporationId: string;
  facility: Facility;
  onSaved: (activities: Activity[]) => void;
}) {
  const id = useId();
  const [saved, setSaved] = useState(() => facility.activities.map(draftActivityFrom));
  const [activities, setActivities] = useState(saved);
  const [error, setError] = useState('');
  const [showErrors, setShowErrors] = useState(false);
  const dirty = snapshot(activities) !== snapshot(saved);
  useUnsavedChanges(dirty);
  const save = async () => {
    setShowErrors(true);
    if (!activitiesValid(activities)) return;
    setError('');
    try {
      const result = await withLoading(() => updateFacilityActivities(corporationId, facility.id, activities.map(activityInput)), { success: m.activities.saved });
      const next = result.map(draftActivityFrom);
      setSaved(next);
      setActivities(next);
      setShowErrors(false);
      onSaved(result);
    } catch (failure) {
      setError(errorDetail(failure));
    }
  };
  return (
    <section className="card" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{m.sections.activities}</h2>
      <ActivitiesEditor value={activities} onChange={setActivities} showStatus showErrors={showErrors} />
      <FailureNotice error={error} />
      <p className="actions">
        <button type="button" className="button" onClick={() => void save()} disabled={!dirty}>
          {m.activities.save}
        </button>
      </p>
    </section>
  );
}
