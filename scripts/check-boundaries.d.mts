// Types of scripts/check-boundaries.mjs for the test of its rules (apps/web/src/boundaries.test.ts).
export const ROOTS: string[];
export function featureCycles(modules: { source: string; dependencies: { resolved: string }[] }[]): string[];
export function violations(options?: { baseDir?: string; roots?: string[]; configFile?: string }): Promise<string[]>;
