/** Runtime settings from /config.json, so an operator can switch maintenance on without a rebuild. */
export type RuntimeConfig = { maintenance: boolean };

export async function loadRuntimeConfig(timeoutMs = 1500): Promise<RuntimeConfig> {
  try {
    const response = await fetch('/config.json', { cache: 'no-store', signal: AbortSignal.timeout(timeoutMs) });
    // Anything but `"maintenance": true` (no file, an error page, other JSON) leaves it off.
    return { maintenance: response.ok && ((await response.json()) as { maintenance?: unknown } | null)?.maintenance === true };
  } catch {
    return { maintenance: false };
  }
}

let asked: Promise<RuntimeConfig> | undefined;
/** /config.json once per page: src/boot.ts asks the moment it runs, and the first render waits for that same answer. */
export const askRuntimeConfig = () => (asked ??= loadRuntimeConfig());
