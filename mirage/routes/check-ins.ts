import type { Request } from 'miragejs';
import type { CheckInPage, CheckInSummary, FacilityCount, MonthCount } from '@/api/check-ins';
import { CheckInCsvParams, CheckInListParams } from '@/api/check-in-params';
import { toCsv } from '@/lib/download';
import { checkInMessages } from '@/messages/check-ins';
import { csvFile } from '../lib/http';
import { fold, validInput } from '../lib/input';
import { toTokyoIso } from '../lib/time';
import { catchUpCheckIns } from '../scenarios/check-in-live';
import { checkInTable, toCheckInDetail, toCheckInItem, type CheckInRow } from './check-ins-rows';
import { requireOwnRow } from './auth-guard';
import { defineRoutes, type AppServer } from './define-routes';

const m = checkInMessages.server;
const DEFAULT_LIMIT = 10;
/** The summary's monthly series: this month and the twelve before it. */
export const SUMMARY_MONTHS = 13;

/** The query as a server reads it: the first value of each name, trimmed; empty ones left out. */
function queryOf(request: Request): Record<string, string> {
  const entries = Object.entries(request.queryParams ?? {}).map(([name, value]) => {
    const first: unknown = Array.isArray(value) ? value[0] : value;
    return [name, typeof first === 'string' ? first.trim() : ''] as const;
  });
  return Object.fromEntries(entries.filter(([, value]) => value !== ''));
}

type ListFilter = { facility: string; owner: string; startDate?: string; endDate?: string };

function matches(row: CheckInRow, filter: ListFilter): boolean {
  if (filter.facility && row.facilityId !== filter.facility) return false;
  if (filter.owner && !fold(row.ownerNickname ?? '').includes(filter.owner)) return false;
  const day = row.checkedInAt.slice(0, 10);
  if (filter.startDate && day < filter.startDate) return false;
  if (filter.endDate && day > filter.endDate) return false;
  return true;
}

function monthsBack(thisMonth: string, count: number): string[] {
  const [year, month] = thisMonth.split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, index) => new Date(Date.UTC(year, month - count + index, 1)).toISOString().slice(0, 7));
}

/** `YYYY-MM…` → months since year 0, read from the digits (no slicing: it runs for every stored check-in). */
const digit = (text: string, at: number) => text.charCodeAt(at) - 48;
const yearOf = (text: string) => digit(text, 0) * 1000 + digit(text, 1) * 100 + digit(text, 2) * 10 + digit(text, 3);
const monthIndexOf = (text: string) => yearOf(text) * 12 + digit(text, 5) * 10 + digit(text, 6) - 1;

/** Totals relative to today in Tokyo: it reads every check-in of the company on each top page load, so a row costs a few prefix checks. */
export function summarize(rows: CheckInRow[], facilityId: string, now: Date = new Date()): CheckInSummary {
  const today = toTokyoIso(now).slice(0, 10);
  const thisMonth = today.slice(0, 7);
  const thisYear = today.slice(0, 4);
  const months = monthsBack(thisMonth, SUMMARY_MONTHS);
  const firstMonth = monthIndexOf(months[0]!);
  const monthly = months.map(() => 0);
  const facilities = new Map<string, FacilityCount>();
  const years = new Set<number>([Number(thisYear)]);
  const totals = { today: 0, thisMonth: 0, thisYear: 0, total: 0 };
  for (const row of rows) {
    const at = row.checkedInAt;
    const inYear = at.startsWith(thisYear);
    const inMonth = inYear && at.startsWith(thisMonth);
    const isToday = inMonth && at.startsWith(today);
    if (!inYear) years.add(yearOf(at));
    let facility = facilities.get(row.facilityId);
    if (!facility) {
      facility = { facilityId: row.facilityId, facilityName: row.facilityName, today: 0, thisMonth: 0, thisYear: 0, total: 0 };
      facilities.set(row.facilityId, facility);
    }
    facility.total += 1;
    if (isToday) facility.today += 1;
    if (inMonth) facility.thisMonth += 1;
    if (inYear) facility.thisYear += 1;
    if (facilityId && row.facilityId !== facilityId) continue;
    totals.total += 1;
    if (isToday) totals.today += 1;
    if (inMonth) totals.thisMonth += 1;
    if (inYear) totals.thisYear += 1;
    const month = monthIndexOf(at) - firstMonth;
    if (month >= 0 && month < SUMMARY_MONTHS) monthly[month]! += 1;
  }
  return {
    ...totals,
    monthly: months.map((month, index): MonthCount => ({ month, count: monthly[index]! })),
    facilities: [...facilities.values()].sort((a, b) => a.facilityId.localeCompare(b.facilityId, 'ja', { numeric: true })),
    years: [...years].sort((a, b) => b - a),
  };
}

/** The CSV's columns after the check-in time, in the order of its header. */
const csvColumns = [
  'facilityName',
  'activityName',
  'petName',
  'breed',
  'size',
  'ownerNickname',
  'ownerPrefecture',
  'rabiesVaccinatedOn',
  'vaccineVaccinatedOn',
  'vaccineKinds',
  'antibodyTestedOn',
] as const;

function csvFor(rows: CheckInRow[]): string {
  const cell = (row: CheckInRow, column: (typeof csvColumns)[number]) => (column === 'size' ? checkInMessages.sizes[row.size] : (row[column] ?? ''));
  return toCsv([m.csvHeader, ...rows.map((row) => [row.checkedInAt.slice(0, 16).replace('T', ' '), ...csvColumns.map((column) => cell(row, column))])]);
}

/** Check-ins (docs/check-ins.md): list (zero-based page), detail, summary and the yearly CSV, scoped to `:cid`. */
export function registerCheckInRoutes(server: AppServer): void {
  const routes = defineRoutes(server);
  const base = '/api/corporations/:cid/check-in-histories';
  // Every check-in call first takes in what arrived since the company's last (scenarios/check-in-live.ts), so all screens agree.
  const rowsOf = (cid: string, keep: (row: CheckInRow) => boolean = () => true) => {
    catchUpCheckIns(server.db, cid);
    return checkInTable(server.db).scan((row) => row.corporationId === cid && keep(row));
  };

  routes.get(`${base}/check-in-pets`, ({ request, params }): CheckInPage => {
    // The contract's query type (src/api/check-ins.ts) checks it and gives the Japanese 422s.
    const query = validInput(CheckInListParams(), queryOf(request), () => m.badPage);
    const page = query.page ?? 0;
    const limit = query.limit ?? DEFAULT_LIMIT;
    const order = query.order ?? 'desc';
    const filter: ListFilter = { facility: query.facility ?? '', owner: fold(query.owner ?? ''), startDate: query.startDate, endDate: query.endDate };
    const found = rowsOf(params.cid!, (row) => matches(row, filter));
    found.sort((a, b) => (order === 'asc' ? a.at - b.at || a.id.localeCompare(b.id) : b.at - a.at || b.id.localeCompare(a.id)));
    return {
      checkIns: found.slice(page * limit, page * limit + limit).map(toCheckInItem),
      paginate: { page, limit, total: found.length, totalPages: Math.ceil(found.length / limit) },
    };
  });

  routes.get(`${base}/check-in-pets/:id`, ({ params }) => {
    catchUpCheckIns(server.db, params.cid!);
    return { checkIn: toCheckInDetail(requireOwnRow(checkInTable(server.db), params.cid!, params.id, m.notFound)) };
  });

  routes.get(`${base}/check-in-summary`, ({ request, params }) => ({
    summary: summarize(rowsOf(params.cid!), queryOf(request).facilityId ?? ''),
  }));

  routes.get(`${base}/csv/download`, ({ request, params }) => {
    const query = validInput(CheckInCsvParams(), queryOf(request), () => m.badYear);
    const yearText = query.year;
    const facilityId = query.facilityId ?? '';
    const rows = rowsOf(params.cid!, (row) => row.checkedInAt.startsWith(yearText) && (!facilityId || row.facilityId === facilityId));
    rows.sort((a, b) => a.at - b.at);
    return csvFile(`check-in-history-${yearText}.csv`, csvFor(rows));
  });
}
