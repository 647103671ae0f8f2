/** Types for find-chromium.mjs (imported by playwright.config.ts). */
export declare function installHint(): string;
export declare function findChromium(options?: { install?: boolean }): string | null;
