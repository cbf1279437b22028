import {
  type IncomingMessage,
  type OutgoingHttpHeader,
  type OutgoingHttpHeaders,
  type ServerOptions,
  ServerResponse,
} from "node:http";
import type { Context } from "hono";

/**
 * The answer's own fixed headers, written by Node's response in the one `writeHead` the Node
 * adapter makes (decision 059's addendum). Setting them on the answer's `Headers` after the handler
 * turned every answer's header record into an undici `Headers` object (each name and value checked
 * by WebIDL, sorted, then copied out again for Node), the largest part of what the middleware cost
 * the session lookup (docs/performance.md). Here they are merged into the record the adapter hands
 * over, each checked once, by Node.
 *
 * The middleware decides what an answer carries (`requestContext`); this class only writes it.
 */
export class CarryingResponse<Request extends IncomingMessage = IncomingMessage> extends ServerResponse<Request> {
  #carried: FixedHeaders | undefined;
  #requestId = "";
  #noStore = false;

  /**
   * `fixed` win over an answer's own header of the same name; `noStore`: `Cache-Control: no-store`
   * unless the answer sets its own.
   */
  carry(fixed: FixedHeaders, requestId: string, noStore: boolean) {
    this.#carried = fixed;
    this.#requestId = requestId;
    this.#noStore = noStore;
  }

  override writeHead(
    statusCode: number,
    reasonOrHeaders?: string | OutgoingHttpHeaders | OutgoingHttpHeader[],
    maybeHeaders?: OutgoingHttpHeaders | OutgoingHttpHeader[],
  ): this {
    const reason = typeof reasonOrHeaders === "string" ? reasonOrHeaders : undefined;
    const given = typeof reasonOrHeaders === "string" ? maybeHeaders : reasonOrHeaders;
    const carried = this.#carried;
    if (!carried) return super.writeHead(statusCode, reason, given);
    if (given === undefined || Array.isArray(given)) {
      // Node's own forms (an implicit `end()`, raw pairs): through `setHeader`, the answer's after.
      for (const [name, value] of carried.pairs) this.setHeader(name, value);
      this.setHeader("x-request-id", this.#requestId);
      if (this.#noStore && !this.hasHeader("cache-control") && !hasName(given, "cache-control"))
        this.setHeader("cache-control", "no-store");
      return super.writeHead(statusCode, reason, given);
    }
    const headers: OutgoingHttpHeaders = {};
    let cacheControl = false;
    for (const name in given) {
      const lower = name.toLowerCase();
      if (lower === "cache-control") cacheControl = true;
      if (!carried.names.has(lower) && lower !== "x-request-id") headers[name] = given[name];
    }
    for (const [name, value] of carried.pairs) headers[name] = value;
    headers["x-request-id"] = this.#requestId;
    if (this.#noStore && !cacheControl && !this.hasHeader("cache-control")) headers["cache-control"] = "no-store";
    return super.writeHead(statusCode, reason, headers);
  }
}

/** Headers every answer carries, made once: lower-case names. */
export interface FixedHeaders {
  pairs: readonly (readonly [string, string])[];
  names: ReadonlySet<string>;
}

export function fixedHeaders(list: readonly (readonly [string, string])[]): FixedHeaders {
  const pairs = list.map(([name, value]) => [name.toLowerCase(), value] as const);
  return { pairs, names: new Set(pairs.map(([name]) => name)) };
}

/** Whether raw pairs (`[name, value, …]` or `[[name, value], …]`) name a header. */
function hasName(pairs: OutgoingHttpHeader[] | undefined, name: string): boolean {
  if (!pairs) return false;
  const nested = Array.isArray(pairs[0]);
  for (let i = 0; i < pairs.length; i += nested ? 1 : 2) {
    const entry = pairs[i];
    if (String(Array.isArray(entry) ? entry[0] : entry).toLowerCase() === name) return true;
  }
  return false;
}

/** The HTTP server's options: answers that write their fixed headers themselves. */
export const httpServerOptions: ServerOptions = { ServerResponse: CarryingResponse };

/** What the Node adapter passes with each request; the tests' agents pass only a socket's address. */
interface NodeBindings {
  incoming?: Partial<IncomingMessage>;
  outgoing?: unknown;
}

/** A request's headers as the session lookup and the request context read them: `get` only. */
export type HeaderReader = Pick<Headers, "get">;

/**
 * The request's headers straight from Node's parsed record when it came through the Node server,
 * else Hono's (`app.request` in tests): reading `c.req.raw.headers` makes the adapter build an
 * undici `Headers` from every raw header of the request.
 */
export function requestHeaders(c: Context): HeaderReader {
  const headers = (c.env as NodeBindings | undefined)?.incoming?.headers;
  if (!headers) return c.req.raw.headers;
  return {
    get(name) {
      const value = headers[name.toLowerCase()];
      if (value === undefined) return null;
      return Array.isArray(value) ? value.join(", ") : value;
    },
  };
}

/** Node's response when it can carry the fixed headers (the app served by `httpServerOptions`). */
export function carryingResponse(c: Context): CarryingResponse | undefined {
  const outgoing = (c.env as NodeBindings | undefined)?.outgoing;
  return outgoing instanceof CarryingResponse ? outgoing : undefined;
}

/** The address the request's connection came from. */
export function remoteAddress(c: Context): string | undefined {
  return (c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress;
}
