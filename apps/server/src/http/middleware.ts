import { randomUUID } from "node:crypto";
import { hasControlCharacters } from "@hulppost/shared/validation";
import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { isTrustedOrigin } from "../auth/origins";
import type { Config } from "../config";
import { accessLineWriter, type Logger } from "../platform/logger";
import type { AppEnv } from "./context";
import { AppError } from "./errors";
import { carryingResponse, fixedHeaders, type HeaderReader, remoteAddress, requestHeaders } from "./node-exchange";

const REQUEST_ID = /^[\w.-]{1,64}$/;

function clientIpOf(c: Context, headers: HeaderReader, trustProxy: boolean): string {
  if (trustProxy) {
    // The proxy in front appends the address it saw; that last entry is the one to believe.
    const forwarded = headers
      .get("x-forwarded-for")
      ?.split(",")
      .map((s) => s.trim())
      .filter(Boolean);
    const last = forwarded?.at(-1);
    if (last) return last;
  }
  return remoteAddress(c) ?? "unknown";
}

/**
 * Request id, client address, the fixed headers and one access-log line per request, at as little
 * cost per request as the session lookup allows (decision 059): no child logger (the id is a field
 * of the line; a handler that logs asks `requestLogger`), the line built only when info is logged,
 * the request's headers read from Node's own record, and the answer's fixed headers written by
 * Node's response from a list made once (http/node-exchange.ts). API answers get
 * `Cache-Control: no-store` unless they set their own: answers about people and patients must
 * never sit in a shared cache.
 */
export function requestContext(
  logger: Logger,
  config: Config,
  fixedHeaderList: readonly (readonly [string, string])[],
): MiddlewareHandler<AppEnv> {
  const logsRequests = () => logger.isLevelEnabled("info");
  const fixed = fixedHeaders(fixedHeaderList);
  const writeAccessLine = accessLineWriter(logger);
  return async (c, next) => {
    const headers = requestHeaders(c);
    const incomingId = headers.get("x-request-id");
    const requestId = incomingId && REQUEST_ID.test(incomingId) ? incomingId : randomUUID();
    c.set("requestId", requestId);
    c.set("clientIp", clientIpOf(c, headers, config.TRUST_PROXY));
    const path = c.req.path;
    const api = path.startsWith("/api/");
    const node = carryingResponse(c);
    node?.carry(fixed, requestId, api);
    const logs = logsRequests();
    const started = logs ? performance.now() : 0;
    await next();
    if (!node) {
      // Called without Node's server (the tests' `app.request`): onto the answer's own headers,
      // not through `c.header`, which after the handler would rebuild the answer around its body
      // as a stream.
      const answer = c.res.headers;
      answer.set("X-Request-Id", requestId);
      for (const [name, value] of fixed.pairs) answer.set(name, value);
      if (api && !answer.has("cache-control")) answer.set("Cache-Control", "no-store");
    }
    if (logs && api)
      writeAccessLine({
        reqId: requestId,
        method: c.req.method,
        path,
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
        userId: c.get("viewer")?.userId,
      });
  };
}

/** The logger for lines a handler writes about its request: they carry the request's id. */
export function requestLogger(c: Context<AppEnv>, root: Logger): Logger {
  let log = c.get("logger");
  if (!log) {
    log = root.child({ reqId: c.get("requestId") });
    c.set("logger", log);
  }
  return log;
}

/**
 * What every API request goes through before its route, in one step (decision 059's addendum: each
 * middleware of its own cost every request a turn of Hono's chain): an address without control
 * characters; then a GET's answer compressed when it is large (`compressAnswer`); a request that
 * changes something refused when another site sent it, and its body's size limited.
 */
export function apiRequestSteps(config: Config, compressAnswer: MiddlewareHandler<AppEnv>): MiddlewareHandler<AppEnv> {
  const limitBody = bodyLimit({
    maxSize: config.BODY_LIMIT_BYTES,
    onError: () => {
      throw new AppError(413, "PAYLOAD_TOO_LARGE", "The request body is too large");
    },
  });
  return (c, next) => {
    refuseControlCharactersInUrl(c.req.url);
    const method = c.req.method;
    // Only requests that may carry a body are measured: looking at a GET's body would make the
    // Node adapter build a full Request object for nothing, on the hottest paths.
    if (method === "GET") return compressAnswer(c, next);
    if (method === "HEAD") return next();
    refuseCrossSite(c, config);
    // Photos carry their own, larger limit (patients.routes.ts).
    if (method === "PUT" && c.req.path.endsWith("/photo")) return next();
    return limitBody(c, next);
  };
}

const UNSAFE = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Refuses state-changing API requests a browser sent from another site. Browsers always send
 * Origin on such requests; API clients without a browser send none and authenticate with a
 * bearer token or cookie they hold themselves.
 */
function refuseCrossSite(c: Context, config: Config) {
  if (!UNSAFE.has(c.req.method)) return;
  const origin = c.req.header("origin");
  const site = c.req.header("sec-fetch-site");
  const crossSite = origin
    ? !isTrustedOrigin(config, origin, c.req.header("host"))
    : site === "cross-site" || site === "same-site";
  if (crossSite) throw new AppError(403, "FORBIDDEN", "Cross-site request refused");
}

export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  // Radix and Sonner set inline style attributes for positioning and animation.
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", "data:", "blob:", "https:"],
  fontSrc: ["'self'", "data:"],
  connectSrc: ["'self'"],
  // The triage label scanner (qr-scanner) decodes in a worker it starts from a blob of its own
  // bundled code; scripts still load from this origin only (decision 044).
  workerSrc: ["'self'", "blob:"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/**
 * The security headers of every answer, computed once: the same set hono/secure-headers sent with
 * these options (its defaults, `X-Frame-Options: DENY`, this referrer policy, no COEP, HSTS only on
 * an https origin).
 */
export function securityHeaders(config: Config): [string, string][] {
  const policy = Object.entries(CONTENT_SECURITY_POLICY)
    .map(([directive, values]) => [directive.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`), ...values].join(" "))
    .join("; ");
  return [
    ["Cross-Origin-Resource-Policy", "same-origin"],
    ["Cross-Origin-Opener-Policy", "same-origin"],
    ["Origin-Agent-Cluster", "?1"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    // HSTS only means something on an https origin; on a laptop's http://localhost it is noise.
    ...(config.APP_URL?.startsWith("https://")
      ? [["Strict-Transport-Security", "max-age=31536000; includeSubDomains"] as [string, string]]
      : []),
    ["X-Content-Type-Options", "nosniff"],
    ["X-DNS-Prefetch-Control", "off"],
    ["X-Download-Options", "noopen"],
    ["X-Frame-Options", "DENY"],
    ["X-Permitted-Cross-Domain-Policies", "none"],
    ["X-XSS-Protection", "0"],
    ["Content-Security-Policy", policy],
  ];
}

// Percent-encoded control characters (the same set the shared `text()` refuses); a raw one cannot
// reach us, Node's HTTP parser refuses it.
const ENCODED_CONTROL_CHARACTER = /%(?:0[0-8bcef]|1[0-9a-f]|7f)/i;

/**
 * Refuses a URL whose path or query carries a control character (`%00` …) with a field error,
 * before any route sees it. The shared contracts refuse them in the parameters they know; this
 * covers the rest (Better Auth's own query parameters, a path segment no contract reads) so that
 * PostgreSQL, which refuses U+0000 in text, is never asked.
 */
function refuseControlCharactersInUrl(url: string) {
  if (!ENCODED_CONTROL_CHARACTER.test(url)) return;
  const { pathname, searchParams } = new URL(url);
  const fields: Record<string, string> = {};
  if (ENCODED_CONTROL_CHARACTER.test(pathname)) fields.path = "invalidCharacters";
  for (const [name, value] of searchParams) {
    if (hasControlCharacters(name) || hasControlCharacters(value))
      fields[hasControlCharacters(name) ? "query" : name] = "invalidCharacters";
  }
  throw new AppError(400, "VALIDATION_ERROR", "Control characters are not allowed in the address", fields);
}
