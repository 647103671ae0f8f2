import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/**
 * What the build needs to know of monitoring (docs/security.md "Monitoring"): the release name it
 * stamps on every report, and where a Sentry DSN (`https://<key>@<host>[/<path>]/<project>`, the
 * same for self-hosted Sentry and GlitchTip) takes reports: its origin for the CSP's connect-src,
 * and the project's security endpoint for the browser's CSP reports.
 */
const DSN = /^(https?:\/\/)([\w-]+)(?::[\w-]*)?@([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*(?::\d{1,5})?)((?:\/[\w.~-]+)*?)\/([\w-]+)\/?$/;

export type SentryEndpoints = { origin: string; security: string };

/** Undefined without a DSN; a value that is not one stops the build, as a typo would send nothing. */
export function sentryEndpoints(dsn: string | undefined, release: string, environment: string): SentryEndpoints | undefined {
  if (!dsn) return undefined;
  const found = DSN.exec(dsn);
  if (!found) throw new Error(`VITE_SENTRY_DSN: not a DSN (https://<key>@<host>[/<path>]/<project>): ${dsn}`);
  const [, scheme, key, host, path, project] = found as unknown as [string, string, string, string, string, string];
  const origin = `${scheme}${host.toLowerCase()}`;
  const query = new URLSearchParams({ sentry_key: key, sentry_release: release, sentry_environment: environment });
  return { origin, security: `${origin}${path}/api/${project}/security/?${query}` };
}

/** `<package>@<version>+<commit>`, Sentry's form for a release; the version alone outside a git checkout. */
export function releaseName(): string {
  const { name, version } = JSON.parse(readFileSync('package.json', 'utf8')) as { name: string; version: string };
  try {
    const commit = execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    return `${name}@${version}+${commit}`;
  } catch {
    return `${name}@${version}`;
  }
}
