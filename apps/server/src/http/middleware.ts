import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import { hasControlCharacters } from "@hulppost/shared/validation";
import type { MiddlewareHandler } from "hono";
import { isTrustedOrigin } from "../auth/origins";
import type { Config } from "../config";
import type { Logger } from "../platform/logger";
import type { AppEnv } from "./context";
import { AppError } from "./errors";

const REQUEST_ID = /^[\w.-]{1,64}$/;

function clientIpOf(env: unknown, headers: Headers, trustProxy: boolean): string {
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
  const incoming = (env as { incoming?: IncomingMessage } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress ?? "unknown";
}

/** Request id, client address, a child logger and one access-log line per request. */
export function requestContext(logger: Logger, config: Config): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const incomingId = c.req.header("x-request-id");
    const requestId = incomingId && REQUEST_ID.test(incomingId) ? incomingId : randomUUID();
    const log = logger.child({ reqId: requestId });
    c.set("requestId", requestId);
    c.set("logger", log);
    c.set("clientIp", clientIpOf(c.env, c.req.raw.headers, config.TRUST_PROXY));
    c.header("X-Request-Id", requestId);
    const started = performance.now();
    await next();
    if (c.req.path.startsWith("/api/")) {
      const viewer = c.get("viewer");
      log.info(
        {
          method: c.req.method,
          path: c.req.path,
          status: c.res.status,
          ms: Math.round((performance.now() - started) * 10) / 10,
          userId: viewer?.userId,
        },
        "request",
      );
    }
  };
}

const UNSAFE = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Refuses state-changing API requests a browser sent from another site. Browsers always send
 * Origin on such requests; API clients without a browser send none and authenticate with a
 * bearer token or cookie they hold themselves.
 */
export function originCheck(config: Config): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (UNSAFE.has(c.req.method)) {
      const origin = c.req.header("origin");
      const site = c.req.header("sec-fetch-site");
      const crossSite = origin
        ? !isTrustedOrigin(config, origin, c.req.header("host"))
        : site === "cross-site" || site === "same-site";
      if (crossSite) throw new AppError(403, "FORBIDDEN", "Cross-site request refused");
    }
    await next();
  };
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

// Percent-encoded control characters (the same set the shared `text()` refuses); a raw one cannot
// reach us, Node's HTTP parser refuses it.
const ENCODED_CONTROL_CHARACTER = /%(?:0[0-8bcef]|1[0-9a-f]|7f)/i;

/**
 * Refuses a URL whose path or query carries a control character (`%00` …) with a field error,
 * before any route sees it. The shared contracts refuse them in the parameters they know; this
 * covers the rest (Better Auth's own query parameters, a path segment no contract reads) so that
 * PostgreSQL, which refuses U+0000 in text, is never asked.
 */
export function refuseControlCharactersInUrl(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const url = c.req.url;
    if (!ENCODED_CONTROL_CHARACTER.test(url)) return next();
    const { pathname, searchParams } = new URL(url);
    const fields: Record<string, string> = {};
    if (ENCODED_CONTROL_CHARACTER.test(pathname)) fields.path = "invalidCharacters";
    for (const [name, value] of searchParams) {
      if (hasControlCharacters(name) || hasControlCharacters(value))
        fields[hasControlCharacters(name) ? "query" : name] = "invalidCharacters";
    }
    throw new AppError(400, "VALIDATION_ERROR", "Control characters are not allowed in the address", fields);
  };
}
