/** Types for check-documented-scripts.mjs (tested by check-documented-scripts.test.ts). */
export declare function missingScripts(text: string, scripts: Record<string, string>): { name: string; line: number }[];
export declare function documents(root: string): string[];
