/** Types for ensure-system.mjs (imported by playwright.config.ts and its test). */
type Machine = { root: boolean; sudo: boolean; apt: boolean };
export declare function findChromium(): string | null;
export declare function plan(missing: string[], machine: Machine): { run: string[][]; stop?: string };
type Options = { probes?: Record<string, () => boolean>; machine?: () => Machine; run?: (step: string[]) => boolean; log?: (line: string) => void };
export declare function ensureSystem(names?: string[], options?: Options): void;
type Tools = { version: string; dir: string };
type Npm = (command: string, args: string[], options: { cwd: string }) => { status: number | null };
export declare const FIREBASE_TOOLS: Tools;
export declare function ensureFirebaseTools(tools?: Tools, options?: { log?: (line: string) => void; run?: Npm }): string;
