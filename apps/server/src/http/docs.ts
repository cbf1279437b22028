import type { OpenAPIHono } from "@hono/zod-openapi";

const escapeHtml = (value: unknown) =>
  String(value ?? "").replace(/[&<>"]/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[ch] ?? ch);

/** The document as the router builds it (OpenAPI 3.1). */
type OpenApiDocument = ReturnType<OpenAPIHono["getOpenAPI31Document"]>;
type PathItem = NonNullable<OpenApiDocument["paths"]>[string];
const METHODS = ["get", "post", "put", "patch", "delete"] as const;

/**
 * A readable reference of /api/openapi.json, rendered on the server: no script and no CDN, so it
 * works offline and under the strict content security policy.
 */
export function renderApiReference(doc: OpenApiDocument) {
  const byTag = new Map<string, string[]>();
  const paths: [string, PathItem][] = Object.entries(doc.paths ?? {});
  for (const [path, item] of paths) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const tag = op.tags?.[0] ?? "Other";
      // A parameter or body given as a reference ($ref) has nothing to show here.
      const params = (op.parameters ?? [])
        .map((p) =>
          "$ref" in p
            ? ""
            : `<li><code>${escapeHtml(p.name)}</code> in ${escapeHtml(p.in)}${p.required ? " (required)" : ""}</li>`,
        )
        .join("");
      const body =
        op.requestBody && !("$ref" in op.requestBody) ? op.requestBody.content["application/json"]?.schema : undefined;
      const responses = Object.entries(op.responses ?? {})
        .filter(([status]) => status.startsWith("2"))
        .map(([status, r]) => {
          const schema = r.content?.["application/json"]?.schema;
          return `<div><strong>${escapeHtml(status)}</strong> ${escapeHtml(r.description)}${schema ? `<pre>${escapeHtml(JSON.stringify(schema, null, 2))}</pre>` : ""}</div>`;
        })
        .join("");
      const html = `<section class="op"><h3><span class="m ${escapeHtml(method)}">${escapeHtml(method.toUpperCase())}</span> <code>${escapeHtml(path)}</code></h3>
<p>${escapeHtml(op.summary)}</p>${op.description ? `<p>${escapeHtml(op.description)}</p>` : ""}
<p class="perm">Permission: <code>${escapeHtml(op["x-permission"] ?? "none")}</code>${op["x-permission-description"] ? ` · ${escapeHtml(op["x-permission-description"])}` : ""}</p>
${params ? `<h4>Parameters</h4><ul>${params}</ul>` : ""}
${body ? `<h4>Request body</h4><pre>${escapeHtml(JSON.stringify(body, null, 2))}</pre>` : ""}
<h4>Responses</h4>${responses}</section>`;
      byTag.set(tag, [...(byTag.get(tag) ?? []), html]);
    }
  }
  const tags = [...byTag.keys()].sort();
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(doc.info.title)} API reference</title><style>
body{font-family:system-ui,sans-serif;margin:0;color:#1f2933;background:#f8fafc}main{max-width:960px;margin:auto;padding:24px}
h1{color:#4338ca}h2{border-bottom:2px solid #e2e8f0;padding-bottom:4px;margin-top:40px}
.op{background:#fff;border:1px solid #e2e8f0;border-radius:8px;padding:12px 16px;margin:12px 0}
.op h3{margin:0 0 8px;font-size:16px}.m{display:inline-block;min-width:64px;text-align:center;border-radius:4px;color:#fff;padding:2px 6px;font-size:13px}
.get{background:#2563eb}.post{background:#16a34a}.patch,.put{background:#d97706}.delete{background:#dc2626}
pre{background:#0f172a;color:#e2e8f0;padding:12px;border-radius:6px;overflow:auto;font-size:12px}.perm{color:#52606d}
nav a{margin-right:12px}</style></head><body><main>
<h1>${escapeHtml(doc.info.title)} API</h1><p>Version ${escapeHtml(doc.info.version)}. Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a>.
Authentication endpoints live under <code>/api/auth</code> (Better Auth). Errors are <code>{ "error": { "code", "message", "fields" } }</code>.</p>
<nav>${tags.map((t) => `<a href="#${escapeHtml(t)}">${escapeHtml(t)}</a>`).join("")}</nav>
${tags.map((t) => `<h2 id="${escapeHtml(t)}">${escapeHtml(t)}</h2>${(byTag.get(t) ?? []).join("")}`).join("")}
</main></body></html>`;
}
