import type { AppServer } from '@mirage/routes/define-routes';
import type { CheckInRow } from '@mirage/routes/check-ins-rows';
import { insertCheckIns } from '@mirage/scenarios/check-ins';
import { makeCheckInRow } from '@tests/harness/check-in-rows';

/**
 * `count` check-ins of one corporation, one a day in May 2026 at 10:00 (row i on day i+1),
 * alternating between two facilities; the owner of row 3 is ハナママ（大阪府）.
 */
export function seedCheckIns(
  server: AppServer,
  corporationId: string,
  count: number,
  overrides: (index: number) => Partial<CheckInRow> = () => ({}),
): CheckInRow[] {
  const rows = Array.from({ length: count }, (_, index) =>
    makeCheckInRow(corporationId, {
      checkedInAt: `2026-05-${String(index + 1).padStart(2, '0')}T10:00:00+09:00`,
      facilityId: index % 2 === 0 ? 'fac-a' : 'fac-b',
      facilityName: index % 2 === 0 ? '那須ドッグラン' : '代官山カフェ',
      petName: `ペット${String(index + 1).padStart(2, '0')}`,
      ownerNickname: index === 3 ? 'ハナママ' : `飼い主${index + 1}`,
      ownerPrefecture: index === 3 ? '大阪府' : '東京都',
      ...overrides(index),
    }),
  );
  insertCheckIns(server, rows);
  return rows;
}

/** The URL of every request Mirage answered, for asserting what reached the handler. */
export function recordRequests(server: AppServer): { urls: string[]; matching: (fragment: string) => URL[] } {
  const urls: string[] = [];
  const pretender = server.pretender as unknown as { handledRequest: (verb: string, path: string, request: { url: string }) => void };
  pretender.handledRequest = (_verb, _path, request) => void urls.push(request.url);
  return {
    urls,
    matching: (fragment) => urls.filter((url) => url.includes(fragment)).map((url) => new URL(url, 'http://localhost')),
  };
}
