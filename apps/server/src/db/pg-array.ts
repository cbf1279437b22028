/**
 * A PostgreSQL text[] (or uuid[]) as a JS array. node-postgres parses arrays itself; PGlite may
 * hand back the literal `{a,b}` for an array built in SQL. The values here (roles, ids) never
 * hold commas, quotes or braces, so the literal splits plainly.
 */
export function pgArray(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  if (value == null) return [];
  const inner = String(value).replace(/^\{|\}$/g, "");
  return inner ? inner.split(",") : [];
}
