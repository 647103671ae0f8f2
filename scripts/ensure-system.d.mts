/** Types for ensure-system.mjs (imported by playwright.config.ts and its test). */
type Machine = { root: boolean; sudo: boolean; apt: boolean };
export declare const BROTLI_MODULE: string;
export declare const PACKAGES: Record<string, () => boolean>;
export declare function findChromium(): string | null;
export declare function findNginx(): string | null;
export declare function plan(missing: string[], machine: Machine): { run: string[][]; stop?: undefined } | { stop: string; run?: undefined };
export declare function ensureSystem(
  names?: string[],
  options?: { probes?: Record<string, () => boolean>; machine?: () => Machine; run?: (step: string[]) => boolean; log?: (line: string) => void },
): void;
