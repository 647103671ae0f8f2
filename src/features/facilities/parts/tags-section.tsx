import { useId, useState } from 'react';
import { updateFacilityTags, type Facility, type Tag } from '@/api/facilities';
import { errorDetail } from '@/api/api-error';
import { facilitiesMessages as m } from '@/messages/facilities';
import { withLoading } from '@/ui/loading/with-loading';
import { useUnsavedChanges } from '@/ui/navigation-guard';
import { TagPicker } from './tag-picker';
import { FailureNotice } from '@/ui/failure-notice';

const sameTags = (a: readonly Tag[], b: readonly Tag[]) => JSON.stringify(a) === JSON.stringify(b);

/** Tags are saved with their own call (tags/update). */
export function TagsSection({ corporationId, facility, canEditSpecial, onSaved }: {
  corporationId: string;
  facility: Facility;
  canEditSpecial: boolean;
  onSaved: (tags: Tag[]) => void;
}) {
  const id = useId();
  const [tags, setTags] = useState<Tag[]>(facility.tags);
  const [error, setError] = useState('');
  const dirty = !sameTags(tags, facility.tags);
  useUnsavedChanges(dirty);
  const save = async () => {
    setError('');
    try {
      const saved = await withLoading(() => updateFacilityTags(corporationId, facility.id, tags), { success: m.tags.saved });
      setTags(saved);
      onSaved(saved);
    } catch (failure) {
      setError(errorDetail(failure));
    }
  };
  return (
    <section className="card" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{m.sections.tags}</h2>
      <TagPicker value={tags} onChange={setTags} canEditSpecial={canEditSpecial} />
      <FailureNotice error={error} />
      <p className="actions">
        <button type="button" className="button" onClick={() => void save()} disabled={!dirty}>
          {m.tags.save}
        </button>
      </p>
    </section>
  );
}
