/**
 * A Content-Disposition header for a download, RFC 6266 style: an ASCII `filename` for old clients
 * and `filename*` in UTF-8 for the real name. A header value must be Latin-1, so "Święto Łodzi"
 * written as it is made Node refuse the whole answer.
 */
export function attachment(filename: string): string {
  const ascii = filename
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^\x20-\x7e]/g, "_")
    .replace(/["\\]/g, "_");
  const encoded = encodeURIComponent(filename).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
