/** Runtime settings from /config.json, so an operator can switch maintenance on without a rebuild. */
export type RuntimeConfig = { maintenance: boolean };

export async function loadRuntimeConfig(timeoutMs = 1500): Promise<RuntimeConfig> {
  try {
    const response = await fetch('/config.json', { cache: 'no-store', signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) return { maintenance: false };
    const data: unknown = await response.json();
    const maintenance = !!data && typeof data === 'object' && 'maintenance' in data && data.maintenance === true;
    return { maintenance };
  } catch {
    return { maintenance: false };
  }
}
