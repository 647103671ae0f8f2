import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildCsp } from './vite-csp-plugin';
import { ASSET_CACHE_CONTROL, headersFile, HSTS, nginxInclude, securityHeaders } from './security-headers';

const directives = (csp: string) => csp.split('; ');
const configured = {
  VITE_API_BASE_URL: 'https://api.example.jp/',
  VITE_ASSET_ORIGINS: 'https://assets.example.jp http://127.0.0.1:4174',
  VITE_ANALYTICS_ID: 'G-1',
};

describe('the security headers', () => {
  it("send the meta's policy, every directive of it, plus frame-ancestors 'none'", () => {
    const meta = buildCsp(configured);
    const header = securityHeaders(meta)['Content-Security-Policy']!;
    expect(directives(header)).toEqual([...directives(meta), "frame-ancestors 'none'"]);
    expect(header).not.toContain('unsafe-eval');
  });

  it("with monitoring, send the browser's CSP reports to the Sentry project (report-to, and report-uri for older browsers); without, nowhere", () => {
    const endpoint = 'https://o42.ingest.sentry.io/api/4501/security/?sentry_key=0123abcd&sentry_release=petpass-console%401.0.0&sentry_environment=production';
    const meta = buildCsp(configured);
    const headers = securityHeaders(meta, endpoint);
    expect(directives(headers['Content-Security-Policy']!)).toEqual([
      ...directives(meta),
      "frame-ancestors 'none'",
      `report-uri ${endpoint}`,
      'report-to csp-endpoint',
    ]);
    expect(headers['Reporting-Endpoints']).toBe(`csp-endpoint="${endpoint}"`);
    expect(JSON.stringify(securityHeaders(meta))).not.toMatch(/report|Reporting/);
  });

  it('forbid framing, sniffing and powerful features; let the sign-in popup answer', () => {
    const headers = securityHeaders(buildCsp({}));
    expect(headers).toMatchObject({
      'X-Frame-Options': 'DENY',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
    });
    const permissions = headers['Permissions-Policy']!.split(', ');
    expect(permissions).toEqual(expect.arrayContaining(['camera=()', 'microphone=()', 'geolocation=()', 'payment=()', 'usb=()']));
    // Only the map's fullscreen button is allowed, and only for the console itself.
    expect(permissions.filter((permission) => !permission.endsWith('=()'))).toEqual(['fullscreen=(self)']);
  });
});

describe('the host files say the same', () => {
  const headers = securityHeaders(buildCsp(configured));

  it('_headers: the security headers and HSTS on every path, the year-long cache on the hashed assets only', () => {
    const rules = headersFile(headers)
      .split(/\n(?=\/)/)
      .slice(1)
      .map((rule) => rule.trim().split('\n'));
    expect(rules).toEqual([
      ['/*', ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`), `  Strict-Transport-Security: ${HSTS}`],
      ['/assets/*', `  Cache-Control: ${ASSET_CACHE_CONTROL}`],
    ]);
  });

  it("nginx: each header once, on every answer (`always`), quoted as nginx reads it; HSTS is the HTTPS server's own", () => {
    const lines = nginxInclude(headers)
      .split('\n')
      .filter((line) => line.startsWith('add_header'));
    expect(lines).toEqual(Object.entries(headers).map(([name, value]) => `add_header ${name} "${value}" always;`));
    expect(readFileSync('deploy/nginx.conf', 'utf8')).toContain(`add_header Strict-Transport-Security "${HSTS}" always;`);
    expect(readFileSync('deploy/nginx-behind-load-balancer.conf', 'utf8')).toMatch(new RegExp(`^ +https +"${HSTS}";$`, 'm'));
  });

  it('nginx: a value with double quotes (Reporting-Endpoints) in single quotes', () => {
    expect(nginxInclude({ 'Reporting-Endpoints': 'csp-endpoint="https://sentry.example.jp/api/1/security/?sentry_key=k"' })).toContain(
      `add_header Reporting-Endpoints 'csp-endpoint="https://sentry.example.jp/api/1/security/?sentry_key=k"' always;`,
    );
  });

  it('nginx: refuses a value it would read as a variable or a string end', () => {
    expect(() => nginxInclude({ 'X-Test': 'a$b' })).toThrow(/nginx would misread/);
    expect(() => nginxInclude({ 'X-Test': `a"b'c` })).toThrow(/nginx would misread/);
  });
});
