/**
 * The headers a host sends with the built console, in one place, and the two host files written
 * from it (docs/security.md, README "Deploying"): `_headers` for Netlify and Cloudflare Pages, and
 * the nginx include that deploy/nginx.conf reads. Both come from the same list, so they cannot
 * drift apart; the e2e tests through nginx compare what it sends with `_headers`.
 */

/** What the console uses of the browser's powerful features: the map picker's fullscreen button, nothing else. */
const PERMISSIONS = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'display-capture=()',
  'encrypted-media=()',
  'fullscreen=(self)',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'idle-detection=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'picture-in-picture=()',
  'publickey-credentials-get=()',
  'screen-wake-lock=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
];

/** HTTPS only, for two years (Mozilla's guideline): in `_headers`; nginx sends it from its HTTPS server (deploy/nginx.conf). */
export const HSTS = 'max-age=63072000; includeSubDomains';

/** Hashed file names change with their content: a year without asking again. */
export const ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * Sent with every answer, errors included. `csp` is the policy of the built pages' meta tag; the
 * header adds what a meta tag cannot carry: `frame-ancestors 'none'` (no site may frame the console),
 * and with monitoring (`reportTo`, the Sentry project's security endpoint) where the browser sends
 * its reports of violations: `report-to` with `Reporting-Endpoints`, and `report-uri` for browsers
 * without the Reporting API. The opener policy keeps the identity provider's sign-in popup able to
 * answer its opener.
 */
export function securityHeaders(csp: string, reportTo?: string): Record<string, string> {
  const reporting = reportTo ? `; report-uri ${reportTo}; report-to csp-endpoint` : '';
  return {
    'Content-Security-Policy': `${csp}; frame-ancestors 'none'${reporting}`,
    ...(reportTo ? { 'Reporting-Endpoints': `csp-endpoint="${reportTo}"` } : {}),
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': PERMISSIONS.join(', '),
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
  };
}

const GENERATED = '# Written by the build (scripts/security-headers.ts): edit that file, not this one.';

/**
 * `_headers` (Netlify, Cloudflare Pages): the security headers and HSTS on every path, the year-long cache on
 * `/assets/*`. Everything else keeps the host's default, which already revalidates
 * (`max-age=0, must-revalidate`); a `Cache-Control` on `/*` would be merged into the assets' one.
 */
export function headersFile(headers: Record<string, string>): string {
  const lines = (entries: [string, string][]) => entries.map(([name, value]) => `  ${name}: ${value}`);
  return [
    GENERATED,
    '/*',
    ...lines([...Object.entries(headers), ['Strict-Transport-Security', HSTS]]),
    '/assets/*',
    ...lines([['Cache-Control', ASSET_CACHE_CONTROL]]),
    '',
  ].join('\n');
}

/** The nginx include (server level): `always`, so that errors carry the headers too; a value with `"` goes in single quotes. */
export function nginxInclude(headers: Record<string, string>): string {
  const unsafe = Object.values(headers).filter((value) => /[$\\\n]/.test(value) || (value.includes('"') && value.includes("'")));
  if (unsafe.length > 0) throw new Error(`security headers: a value nginx would misread: ${unsafe.join(' | ')}`);
  const quoted = (value: string) => (value.includes('"') ? `'${value}'` : `"${value}"`);
  return [GENERATED, ...Object.entries(headers).map(([name, value]) => `add_header ${name} ${quoted(value)} always;`), ''].join('\n');
}
