/** Types for find-chromium.mjs (imported by playwright.config.ts). */
export declare const DEBIAN_CHROMIUM: string;
export interface ChromiumCandidate {
  source: string;
  path: string | null;
  ok: boolean;
}
export declare function chromiumCandidates(): ChromiumCandidate[];
export declare function installHint(): string;
export declare function findChromium(options?: { install?: boolean }): string | null;
