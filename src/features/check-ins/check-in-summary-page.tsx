import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useLocation, useSearch } from 'wouter';
import type { CheckInSummary } from '@/api/check-ins';
import { queryOf } from '@/api/queries';
import { useCorporationId } from '@/session/session-context';
import { liveRefresh } from '@/lib/live-refresh';
import { checkInMessages } from '@/messages/check-ins';
import { paths } from '@/paths';
import { QueryState } from '@/ui/query-state';
import { DataTable } from '@/ui/data-table';
import { ToolbarSelect } from '@/ui/toolbar-select';
import { useLoader } from '@/ui/use-loader';
import { CsvDownload } from './csv-download';
import { defaultListState, listSearch } from './list-query';
import { checkInSummaryLoader } from './loaders';
import { MonthlyChart } from './monthly-chart';
import { readSummaryUrl, summaryHref } from './summary-url';
import './check-ins.css';

const m = checkInMessages.summary;

function Totals({ summary }: { summary: CheckInSummary }) {
  const stats = [
    [m.today, summary.today],
    [m.thisMonth, summary.thisMonth],
    [m.thisYear, summary.thisYear],
    [m.total, summary.total],
  ] as const;
  return (
    <section aria-labelledby="check-in-totals-heading">
      <h2 id="check-in-totals-heading" className="check-ins-subheading">
        {m.totalsHeading}
      </h2>
      <dl className="stat-grid check-ins-stats">
        {stats.map(([label, value]) => (
          <div className="stat" key={label}>
            <dt className="stat-label">{label}</dt>
            <dd className="stat-value">{m.count(value)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function FacilityTable({ summary }: { summary: CheckInSummary }) {
  return (
    <section className="card" aria-labelledby="check-in-facilities-heading">
      <h2 id="check-in-facilities-heading" className="check-ins-subheading">
        {m.perFacilityHeading}
      </h2>
      {summary.facilities.length === 0 ? (
        <p className="empty-state">{m.noFacilities}</p>
      ) : (
        <DataTable
          caption={m.perFacilityHeading}
          columns={[
            { label: m.facilityColumn },
            { label: m.today, num: true },
            { label: m.thisMonth, num: true },
            { label: m.thisYear, num: true },
            { label: m.total, num: true },
          ]}
        >
          {summary.facilities.map((facility) => (
            <tr key={facility.facilityId}>
              <th scope="row">
                <Link href={`${paths.checkInHistory}${listSearch({ ...defaultListState, facility: facility.facilityId })}`}>{facility.facilityName}</Link>
              </th>
              <td className="num">{m.count(facility.today)}</td>
              <td className="num">{m.count(facility.thisMonth)}</td>
              <td className="num">{m.count(facility.thisYear)}</td>
              <td className="num">{m.count(facility.total)}</td>
            </tr>
          ))}
        </DataTable>
      )}
    </section>
  );
}

/** /check-in-history/summary: totals, the monthly chart, per-facility counts and the yearly CSV. */
export default function CheckInSummaryPage() {
  const corporationId = useCorporationId();
  const { facilityId } = readSummaryUrl(useSearch());
  const [, navigate] = useLocation();
  // Another facility's totals replace these once loaded; until then these stay, dimmed. The
  // figures keep themselves current (the CSV form below keeps what the user chose).
  const summary = useQuery({ ...queryOf(useLoader(checkInSummaryLoader).summary), ...liveRefresh, placeholderData: keepPreviousData });
  const selectFacility = (id: string) => navigate(summaryHref({ facilityId: id }));

  return (
    <div className="check-ins">
      <p className="actions check-ins-links">
        <Link href={`${paths.checkInHistory}${listSearch({ ...defaultListState, facility: facilityId })}`} className="button button-secondary">
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
                choices={[
                  { value: '', label: m.allFacilities },
                  ...data.facilities.map((facility) => ({ value: facility.facilityId, label: facility.facilityName })),
                ]}
                onChange={selectFacility}
              />
            </div>
            <Totals summary={data} />
            <MonthlyChart monthly={data.monthly} />
            <FacilityTable summary={data} />
            <CsvDownload key={facilityId} corporationId={corporationId} years={data.years} facilities={data.facilities} initialFacility={facilityId} />
          </>
        )}
      </QueryState>
    </div>
  );
}
