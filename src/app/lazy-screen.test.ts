import { describe, expect, it } from 'vitest';
import { claimChunkReload, isChunkLoadError, RELOAD_GUARD_MS } from './lazy-screen';

function memoryStorage() {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
}

describe('chunk reload guard (SPEC §8)', () => {
  it('recognises chunk load errors', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true);
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
  });

  it('reloads at most once per 60 seconds', () => {
    const storage = memoryStorage();
    expect(claimChunkReload(1_000_000, storage)).toBe(true);
    expect(claimChunkReload(1_000_000 + RELOAD_GUARD_MS - 1, storage)).toBe(false);
    expect(claimChunkReload(1_000_000 + RELOAD_GUARD_MS, storage)).toBe(true);
  });
});
