import { useState } from 'react';
import { checkInMutations, type FacilityCount } from '@/api/check-ins';
import { saveBlob } from '@/lib/download';
import { checkInMessages } from '@/messages/check-ins';
import { useAppMutation } from '@/ui/use-app-mutation';
import { ToolbarSelect } from '@/ui/toolbar-select';

const m = checkInMessages.csv;

/**
 * The yearly CSV: pick a year and optionally a facility; the file is saved exactly as the
 * server sent it. The button is busy while it runs; success and failure are told once, by the
 * action's toast ('失敗しました： ' + the server's reason).
 */
export function CsvDownload({
  corporationId,
  years,
  facilities,
  initialFacility,
}: {
  corporationId: string;
  years: number[];
  facilities: FacilityCount[];
  initialFacility: string;
}) {
  const [year, setYear] = useState(years[0] ?? new Date().getFullYear());
  const [facilityId, setFacilityId] = useState(initialFacility);
  const download = useAppMutation(checkInMutations.downloadCsv(corporationId), { success: m.success });

  const start = () => download.mutate({ year, facilityId }, { onSuccess: ({ blob, filename }) => saveBlob(blob, filename) });

  return (
    <section className="card" aria-labelledby="check-in-csv-heading">
      <h2 id="check-in-csv-heading" className="check-ins-subheading">
        {m.heading}
      </h2>
      <p className="check-ins-lead">{m.lead}</p>
      <div className="toolbar">
        <ToolbarSelect
          id="check-in-csv-year"
          label={m.year}
          value={String(year)}
          choices={years.map((option) => ({ value: String(option), label: m.yearOption(option) }))}
          onChange={(option) => setYear(Number(option))}
        />
        <ToolbarSelect
          id="check-in-csv-facility"
          label={m.facility}
          value={facilityId}
          choices={[
            { value: '', label: checkInMessages.summary.allFacilities },
            ...facilities.map((facility) => ({ value: facility.facilityId, label: facility.facilityName })),
          ]}
          onChange={setFacilityId}
        />
        <button type="button" className="button" onClick={start} disabled={download.isPending} aria-busy={download.isPending || undefined}>
          {download.isPending ? m.downloading : m.download}
        </button>
      </div>
    </section>
  );
}
