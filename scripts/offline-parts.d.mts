// Types of scripts/offline-parts.mjs for the service worker's precache (apps/web/vite.config.ts).
export const ROLE_PAGES: Record<string, string[]>;
export function precacheCore(dist: string): Set<string>;
export function offlineParts(
  dist: string,
  options?: { role?: string; lang?: string },
): { core: string[]; rest: string[] };
export function offlineList(dist: string): {
  core: string[];
  shell: { url: string; revision: string }[];
  locales: Record<string, string[]>;
  rest: string[];
};
export function sizeOf(dist: string, files: string[]): { files: number; bytes: number; gzip: number };
