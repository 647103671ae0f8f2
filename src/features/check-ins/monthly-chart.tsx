import type { MonthCount } from '@/api/check-ins';
import { checkInMessages } from '@/messages/check-ins';
import { formatMonthTick, formatYearMonth } from './months';
import { DataTable } from '@/ui/data-table';

const m = checkInMessages.summary;

/**
 * The monthly check-ins as plain CSS bars, each with its number written on it, so a manager
 * reads it at a glance; the bars are decoration for assistive technology, which gets the table.
 */
export function MonthlyChart({ monthly }: { monthly: MonthCount[] }) {
  const max = Math.max(1, ...monthly.map((entry) => entry.count));
  const first = monthly[0]?.month;
  const last = monthly.at(-1)?.month;
  return (
    <section className="card" aria-labelledby="check-in-chart-heading">
      <h2 id="check-in-chart-heading" className="check-ins-subheading">
        {m.chartHeading}
      </h2>
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
        <figcaption className="check-ins-chart-caption">{m.chartCaption(formatYearMonth(first), formatYearMonth(last))}</figcaption>
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
    </section>
  );
}
