import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import type { Context } from "hono";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".txt": "text/plain; charset=utf-8",
};
const COMPRESSIBLE = new Set([".html", ".js", ".css", ".json", ".svg", ".webmanifest", ".txt"]);

interface CachedFile {
  body: Buffer;
  gzipped: Buffer | null;
  type: string;
}

/** The request path with escapes resolved; a malformed escape is a path no file has. */
function decodedPath(url: string): string {
  const raw = new URL(url).pathname;
  try {
    return decodeURIComponent(raw);
  } catch {
    return "/";
  }
}

/**
 * Serves the built web app. Hashed files under /assets are cached for a year; every other path
 * gets index.html so the browser's router can take over. Files are read and gzipped once.
 */
export function createStaticHandler(root: string) {
  const cache = new Map<string, CachedFile>();
  const resolvedRoot = path.resolve(root);
  const available = existsSync(path.join(resolvedRoot, "index.html"));

  function load(file: string): CachedFile {
    const hit = cache.get(file);
    if (hit) return hit;
    const ext = path.extname(file);
    const body = readFileSync(file);
    const entry = {
      body,
      gzipped: COMPRESSIBLE.has(ext) && body.length > 1024 ? gzipSync(body) : null,
      type: TYPES[ext] ?? "application/octet-stream",
    };
    cache.set(file, entry);
    return entry;
  }

  return {
    available,
    serve(c: Context): Response {
      const requested = decodedPath(c.req.url);
      const candidate = path.resolve(resolvedRoot, `.${requested}`);
      const inside = candidate.startsWith(resolvedRoot + path.sep);
      const isFile = inside && existsSync(candidate) && statSync(candidate).isFile();
      const file = isFile ? candidate : path.join(resolvedRoot, "index.html");
      const entry = load(file);
      const headers = new Headers({ "content-type": entry.type, vary: "accept-encoding" });
      headers.set(
        "cache-control",
        isFile && requested.startsWith("/assets/") ? "public, max-age=31536000, immutable" : "no-cache",
      );
      const acceptsGzip = c.req.header("accept-encoding")?.includes("gzip") ?? false;
      if (entry.gzipped && acceptsGzip) {
        headers.set("content-encoding", "gzip");
        return new Response(c.req.method === "HEAD" ? null : new Uint8Array(entry.gzipped), { headers });
      }
      return new Response(c.req.method === "HEAD" ? null : new Uint8Array(entry.body), { headers });
    },
  };
}
