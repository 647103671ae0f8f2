import { useState } from 'react';
import { downloadCheckInCsv, type FacilityCount } from '@/api/check-ins';
import { errorDetail } from '@/api/api-error';
import { saveBlob } from '@/lib/download';
import { checkInMessages } from '@/messages/check-ins';
import { withLoading } from '@/ui/loading/with-loading';

const m = checkInMessages.csv;

/**
 * The yearly CSV: pick a year and optionally a facility; the file is saved exactly as the
 * server sent it. The button is busy while it runs; a failure stays on screen until the next try.
 */
export function CsvDownload({ corporationId, years, facilities, initialFacility }: { corporationId: string; years: number[]; facilities: FacilityCount[]; initialFacility: string }) {
  const [year, setYear] = useState(years[0] ?? new Date().getFullYear());
  const [facilityId, setFacilityId] = useState(initialFacility);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const download = async () => {
    setBusy(true);
    setError(null);
    try {
      const { blob, filename } = await withLoading(() => downloadCheckInCsv(corporationId, year, facilityId || undefined), { success: m.success, failure: m.failure });
      saveBlob(blob, filename);
    } catch (failure) {
      setError(`${m.failure}（${errorDetail(failure)}）`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="card" aria-labelledby="check-in-csv-heading">
      <h2 id="check-in-csv-heading" className="check-ins-subheading">
        {m.heading}
      </h2>
      <p className="check-ins-lead">{m.lead}</p>
      <div className="toolbar">
        <div className="field">
          <label htmlFor="check-in-csv-year">{m.year}</label>
          <select id="check-in-csv-year" value={year} onChange={(event) => setYear(Number(event.target.value))}>
            {years.map((option) => (
              <option key={option} value={option}>
                {m.yearOption(option)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="check-in-csv-facility">{m.facility}</label>
          <select id="check-in-csv-facility" value={facilityId} onChange={(event) => setFacilityId(event.target.value)}>
            <option value="">{checkInMessages.summary.allFacilities}</option>
            {facilities.map((facility) => (
              <option key={facility.facilityId} value={facility.facilityId}>
                {facility.facilityName}
              </option>
            ))}
          </select>
        </div>
        <button type="button" className="button" onClick={() => void download()} disabled={busy} aria-busy={busy || undefined}>
          {busy ? m.downloading : m.download}
        </button>
      </div>
      {error ? (
        <p className="notice notice-danger" role="alert">
          {error}
        </p>
      ) : null}
    </section>
  );
}
