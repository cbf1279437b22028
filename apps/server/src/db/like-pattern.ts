/**
 * An ILIKE pattern that finds `search` anywhere in a value, with the person's own `%`, `_` and `\`
 * matched as themselves instead of acting as wildcards.
 */
export function containsPattern(search: string): string {
  return `%${search.replace(/[%_\\]/g, (ch) => `\\${ch}`)}%`;
}
