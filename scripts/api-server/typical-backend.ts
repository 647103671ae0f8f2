/**
 * `API_STYLE=typical-backend`: the fake's JSON answers rewritten the way a backend written from
 * docs/api.md alone (a Rails app, say) would send them, all within the contract: GET /api/me without
 * this project's `profile`, empty optional text as null, coordinates as decimal strings
 * ("35.648600"). The contract journeys run against this style.
 */
const NULLABLE_TEXT = new Set([
  'tel',
  'url',
  'catchphrase',
  'introduction',
  'caution',
  'memoForCheckIn',
  'addressee',
  'description',
  'breed',
  'memo',
  'photoUrl',
  'birthDate',
]);
const DECIMAL = new Set(['latitude', 'longitude']);

function restyle(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(restyle);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => {
      if (NULLABLE_TEXT.has(key) && item === '') return [key, null];
      if (DECIMAL.has(key) && typeof item === 'number') return [key, item.toFixed(6)];
      return [key, restyle(item)];
    }),
  );
}

/** The answer body (JSON text) as a typical backend would write it. */
export function typicalBackendBody(method: string, pathname: string, body: string): string {
  let data: unknown;
  try {
    data = JSON.parse(body);
  } catch {
    return body;
  }
  if (method === 'GET' && pathname === '/api/me' && data && typeof data === 'object') {
    const { profile: _profile, ...spec } = data as Record<string, unknown>;
    data = spec;
  }
  return JSON.stringify(restyle(data));
}
