import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useLocation, useSearch } from 'wouter';
import { checkInMutations, type CheckInSummary, type FacilityCount, type MonthCount } from '@/api/check-ins';
import { queryOf } from '@/api/queries';
import { formatYearMonth } from '@/lib/dates';
import { saveBlob } from '@/lib/download';
import { liveRefresh } from '@/lib/live-refresh';
import { useCorporationId } from '@/session/session-context';
import { checkInMessages } from '@/messages/check-ins';
import { paths } from '@/paths';
import { QueryState } from '@/ui/query-state';
import { DataTable } from '@/ui/data-table';
import { ToolbarSelect } from '@/ui/toolbar-select';
import { useAppMutation } from '@/ui/use-app-mutation';
import { useLoader } from '@/ui/use-loader';
import { defaultListState, listHref } from './list-query';
import { checkInSummaryLoader, readSummaryUrl } from './loaders';
import { formatMonthTick } from './months';
import { CheckInCard } from './check-in-card';
import './check-ins.css';

const m = checkInMessages.summary;
const c = checkInMessages.csv;
const periods = ['today', 'thisMonth', 'thisYear', 'total'] as const;
const historyOf = (facility: string) => listHref({ ...defaultListState, facility });
const facilityChoice = ({ facilityId, facilityName }: FacilityCount) => ({ value: facilityId, label: facilityName });

function Totals({ summary }: { summary: CheckInSummary }) {
  return (
    <CheckInCard id="check-in-totals-heading" heading={m.totalsHeading}>
      <dl className="stat-grid check-ins-stats">
        {periods.map((period) => (
          <div className="stat" key={period}>
            <dt className="stat-label">{m[period]}</dt>
            <dd className="stat-value">{m.count(summary[period])}</dd>
          </div>
        ))}
      </dl>
    </CheckInCard>
  );
}

/** Plain CSS bars, each with its number on it; assistive technology gets the table instead of the bars. */
function MonthlyChart({ monthly }: { monthly: MonthCount[] }) {
  const max = Math.max(1, ...monthly.map((entry) => entry.count));
  return (
    <CheckInCard id="check-in-chart-heading" className="card" heading={m.chartHeading}>
      <figure className="check-ins-chart-figure">
        <div className="check-ins-chart" aria-hidden="true">
          {monthly.map((entry) => (
            <div className="check-ins-chart-column" key={entry.month}>
              <span className="check-ins-chart-value">{entry.count.toLocaleString('ja-JP')}</span>
              <span className="check-ins-chart-track">
                <span className="check-ins-chart-bar" style={{ height: `${(entry.count / max) * 100}%` }} />
              </span>
              <span className="check-ins-chart-tick">{formatMonthTick(entry.month)}</span>
            </div>
          ))}
        </div>
        <figcaption className="fine-print check-ins-chart-caption">
          {m.chartCaption(formatYearMonth(monthly[0]?.month), formatYearMonth(monthly.at(-1)?.month))}
        </figcaption>
      </figure>
      <details className="check-ins-chart-table">
        <summary>{m.chartTable}</summary>
        <DataTable caption={m.chartHeading} columns={[{ label: m.monthColumn }, { label: m.countColumn, num: true }]}>
          {monthly.map((entry) => (
            <tr key={entry.month}>
              <th scope="row">{formatYearMonth(entry.month)}</th>
              <td className="num">{m.count(entry.count)}</td>
            </tr>
          ))}
        </DataTable>
      </details>
    </CheckInCard>
  );
}

function FacilityTable({ summary }: { summary: CheckInSummary }) {
  return (
    <CheckInCard id="check-in-facilities-heading" className="card" heading={m.perFacilityHeading}>
      {summary.facilities.length === 0 ? (
        <p className="empty-state">{m.noFacilities}</p>
      ) : (
        <DataTable caption={m.perFacilityHeading} columns={[{ label: m.facilityColumn }, ...periods.map((period) => ({ label: m[period], num: true }))]}>
          {summary.facilities.map((facility) => (
            <tr key={facility.facilityId}>
              <th scope="row">
                <Link href={historyOf(facility.facilityId)}>{facility.facilityName}</Link>
              </th>
              {periods.map((period) => (
                <td className="num" key={period}>
                  {m.count(facility[period])}
                </td>
              ))}
            </tr>
          ))}
        </DataTable>
      )}
    </CheckInCard>
  );
}

/** The yearly CSV, saved exactly as the server sent it; success and failure are told once, by the action's toast. */
function CsvDownload({ years, facilities, initialFacility }: { years: number[]; facilities: FacilityCount[]; initialFacility: string }) {
  const corporationId = useCorporationId();
  const [year, setYear] = useState(years[0] ?? new Date().getFullYear());
  const [facilityId, setFacilityId] = useState(initialFacility);
  const download = useAppMutation(checkInMutations.downloadCsv(corporationId), { success: c.success });

  const start = () => download.mutate({ year, facilityId }, { onSuccess: ({ blob, filename }) => saveBlob(blob, filename) });

  return (
    <CheckInCard id="check-in-csv-heading" className="card" heading={c.heading}>
      <p className="lead check-ins-lead">{c.lead}</p>
      <div className="toolbar">
        <ToolbarSelect
          id="check-in-csv-year"
          label={c.year}
          value={String(year)}
          choices={years.map((option) => ({ value: String(option), label: c.yearOption(option) }))}
          onChange={(option) => setYear(Number(option))}
        />
        <ToolbarSelect
          id="check-in-csv-facility"
          label={c.facility}
          value={facilityId}
          choices={[{ value: '', label: m.allFacilities }, ...facilities.map(facilityChoice)]}
          onChange={setFacilityId}
        />
        <button type="button" className="button" onClick={start} disabled={download.isPending} aria-busy={download.isPending || undefined}>
          {download.isPending ? c.downloading : c.download}
        </button>
      </div>
    </CheckInCard>
  );
}

/** /check-in-history/summary: totals, the monthly chart, per-facility counts and the yearly CSV. */
export default function CheckInSummaryPage() {
  const { facilityId } = readSummaryUrl(useSearch());
  const [, navigate] = useLocation();
  // Another facility's totals replace these, dimmed meanwhile, once loaded; the figures keep themselves current.
  const summary = useQuery({ ...queryOf(useLoader(checkInSummaryLoader).summary), ...liveRefresh, placeholderData: keepPreviousData });
  const selectFacility = (id: string) => navigate(id ? `${paths.checkInSummary}?${new URLSearchParams({ facilityId: id }).toString()}` : paths.checkInSummary);

  return (
    <div className="check-ins">
      <p className="actions check-ins-links">
        <Link href={historyOf(facilityId)} className="button button-secondary">
          {checkInMessages.toList}
        </Link>
      </p>
      <QueryState query={summary}>
        {(data) => (
          <>
            <div className="toolbar">
              <ToolbarSelect
                id="check-in-summary-facility"
                label={m.facilityFilter}
                value={facilityId}
                choices={[{ value: '', label: m.allFacilities }, ...data.facilities.map(facilityChoice)]}
                onChange={selectFacility}
              />
            </div>
            <Totals summary={data} />
            <MonthlyChart monthly={data.monthly} />
            <FacilityTable summary={data} />
            <CsvDownload key={facilityId} years={data.years} facilities={data.facilities} initialFacility={facilityId} />
          </>
        )}
      </QueryState>
    </div>
  );
}
