import { Response, type Request } from 'miragejs';
import type { CheckInPage, CheckInSummary, FacilityCount, MonthCount } from '@/api/check-ins';
import { toCsv } from '@/lib/download';
import { checkInMessages } from '@/messages/check-ins';
import { failure } from '../lib/http';
import { toTokyoIso } from '../lib/time';
import { checkInTable, toCheckInDetail, toCheckInItem, type CheckInRow } from './check-ins-rows';
import { defineRoutes, type AppServer } from './define-routes';

const m = checkInMessages.server;
const MAX_LIMIT = 100;
const DEFAULT_LIMIT = 10;
/** The summary's monthly series: this month and the twelve before it. */
export const SUMMARY_MONTHS = 13;

const param = (request: Request, name: string): string => {
  const value: unknown = request.queryParams?.[name];
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first.trim() : '';
};

function integerParam(request: Request, name: string, fallback: number, min: number, max: number, message: string): number {
  const text = param(request, name);
  if (text === '') return fallback;
  if (!/^\d+$/.test(text)) throw failure(422, message);
  const value = Number(text);
  if (value < min || value > max) throw failure(422, message);
  return value;
}

function dateParam(request: Request, name: string): string | undefined {
  const text = param(request, name);
  if (text === '') return undefined;
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(text) && new Date(`${text}T00:00:00Z`).toISOString().slice(0, 10) === text;
  if (!valid) throw failure(422, m.badDate);
  return text;
}

const fold = (text: string) => text.normalize('NFKC').toLowerCase();
const tokyoDay = (row: CheckInRow) => row.checkedInAt.slice(0, 10);

type ListFilter = { facility: string; owner: string; startDate?: string; endDate?: string };

function matches(row: CheckInRow, filter: ListFilter): boolean {
  if (filter.facility && row.facilityId !== filter.facility) return false;
  if (filter.owner && !fold(row.ownerNickname ?? '').includes(filter.owner)) return false;
  const day = tokyoDay(row);
  if (filter.startDate && day < filter.startDate) return false;
  if (filter.endDate && day > filter.endDate) return false;
  return true;
}

function monthsBack(thisMonth: string, count: number): string[] {
  const [year, month] = thisMonth.split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, index) => {
    const date = new Date(Date.UTC(year, month - 1 - (count - 1 - index), 1));
    return date.toISOString().slice(0, 7);
  });
}

/** Totals relative to the server's today in Tokyo. */
export function summarize(rows: CheckInRow[], facilityId: string, now: Date = new Date()): CheckInSummary {
  const today = toTokyoIso(now).slice(0, 10);
  const thisMonth = today.slice(0, 7);
  const thisYear = today.slice(0, 4);
  const months = monthsBack(thisMonth, SUMMARY_MONTHS);
  const monthly = new Map(months.map((month) => [month, 0]));
  const facilities = new Map<string, FacilityCount>();
  const years = new Set<number>([Number(thisYear)]);
  const totals = { today: 0, thisMonth: 0, thisYear: 0, total: 0 };
  for (const row of rows) {
    const day = tokyoDay(row);
    const isToday = day === today;
    const inMonth = day.startsWith(thisMonth);
    const inYear = day.startsWith(thisYear);
    years.add(Number(day.slice(0, 4)));
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
    const month = day.slice(0, 7);
    const current = monthly.get(month);
    if (current !== undefined) monthly.set(month, current + 1);
  }
  return {
    ...totals,
    monthly: [...monthly].map(([month, count]): MonthCount => ({ month, count })),
    facilities: [...facilities.values()].sort((a, b) => a.facilityId.localeCompare(b.facilityId, 'ja', { numeric: true })),
    years: [...years].sort((a, b) => b - a),
  };
}

function csvFor(rows: CheckInRow[]): string {
  const sizes = checkInMessages.sizes;
  return toCsv([
    m.csvHeader,
    ...rows.map((row) => [
      row.checkedInAt.slice(0, 16).replace('T', ' '),
      row.facilityName,
      row.activityName ?? '',
      row.petName,
      row.breed,
      sizes[row.size],
      row.ownerNickname ?? '',
      row.ownerPrefecture ?? '',
      row.rabiesVaccinatedOn ?? '',
      row.vaccineVaccinatedOn ?? '',
      row.vaccineKinds ?? '',
      row.antibodyTestedOn ?? '',
    ]),
  ]);
}

/** SPEC §7 "Check-in": list (zero-based page), detail, summary and the yearly CSV, scoped to `:cid`. */
export function registerCheckInRoutes(server: AppServer): void {
  const routes = defineRoutes(server);
  const base = '/api/corporations/:cid/check-in-histories';
  const rowsOf = (cid: string, keep: (row: CheckInRow) => boolean = () => true) =>
    checkInTable(server.db).scan((row) => row.corporationId === cid && keep(row));

  routes.get(`${base}/check-in-pets`, ({ request, params }) => {
    const page = integerParam(request, 'page', 0, 0, Number.MAX_SAFE_INTEGER, m.badPage);
    const limit = integerParam(request, 'limit', DEFAULT_LIMIT, 1, MAX_LIMIT, m.badLimit);
    const order = param(request, 'order') || 'desc';
    if (order !== 'desc' && order !== 'asc') throw failure(422, m.badOrder);
    const filter: ListFilter = {
      facility: param(request, 'facility'),
      owner: fold(param(request, 'owner')),
      startDate: dateParam(request, 'startDate'),
      endDate: dateParam(request, 'endDate'),
    };
    if (filter.startDate && filter.endDate && filter.startDate > filter.endDate) throw failure(422, m.badRange);
    const found = rowsOf(params.cid!, (row) => matches(row, filter));
    found.sort((a, b) => (order === 'asc' ? a.at - b.at || a.id.localeCompare(b.id) : b.at - a.at || b.id.localeCompare(a.id)));
    const answer: CheckInPage = {
      checkIns: found.slice(page * limit, page * limit + limit).map(toCheckInItem),
      paginate: { page, limit, total: found.length, totalPages: Math.ceil(found.length / limit) },
    };
    return answer;
  });

  routes.get(`${base}/check-in-pets/:id`, ({ params }) => {
    const row = checkInTable(server.db).find(params.id!);
    if (!row || row.corporationId !== params.cid) throw failure(404, m.notFound);
    return { checkIn: toCheckInDetail(row) };
  });

  routes.get(`${base}/check-in-summary`, ({ request, params }) => ({
    summary: summarize(rowsOf(params.cid!), param(request, 'facilityId')),
  }));

  routes.get(`${base}/csv/download`, ({ request, params }) => {
    const yearText = param(request, 'year');
    if (!/^\d{4}$/.test(yearText)) throw failure(422, m.badYear);
    const facilityId = param(request, 'facilityId');
    const rows = rowsOf(params.cid!, (row) => row.checkedInAt.startsWith(yearText) && (!facilityId || row.facilityId === facilityId));
    rows.sort((a, b) => a.at - b.at);
    return new Response(
      200,
      {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="check-in-history-${yearText}.csv"`,
      },
      csvFor(rows),
    );
  });
}
