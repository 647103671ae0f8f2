/** Unguessable tokens for bearers, sign-in links and asset ids (not the seeded PRNG: these must differ per run). */
export function randomToken(bytes = 24): string {
  const buffer = new Uint8Array(bytes);
  globalThis.crypto.getRandomValues(buffer);
  return Array.from(buffer, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
