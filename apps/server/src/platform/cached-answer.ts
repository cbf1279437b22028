import { promisify } from "node:util";
import { gzip as gzipCallback } from "node:zlib";
import type { z } from "@hono/zod-openapi";
import type { Context, TypedResponse } from "hono";
import type { JSONParsed } from "hono/utils/types";
import type { AppDeps } from "../app-deps";
import type { AppEnv, OrgAccess } from "../http/context";

const gzip = promisify(gzipCallback);

/** Below this size gzip saves too little to be worth a header and a round through zlib. */
export const GZIP_MIN_BYTES = 1024;

/** Whether the client takes gzip (`Accept-Encoding: gzip`, not refused with `q=0`). */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  return header.split(",").some((part) => {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    if (name !== "gzip" && name !== "*") return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/** JSON text as the bytes of an answer: gzipped when the client takes it and it is worth it. */
export async function encodeJson(json: string, gzipped: boolean): Promise<Uint8Array<ArrayBuffer>> {
  const plain = Buffer.from(json);
  if (!gzipped || plain.byteLength < GZIP_MIN_BYTES) return new Uint8Array(plain);
  // zlib runs in the thread pool: the event loop goes on serving others meanwhile.
  return new Uint8Array(await gzip(plain));
}

/**
 * A JSON answer typed as the JSON of the route's contract, as c.json would type it. Hono types
 * JSON only through c.json, which serialises a value; a cached answer is text made earlier (by the
 * database, or by an earlier request), maybe gzipped, so there is no value to check. The contract
 * is the route's own 200 schema, so the handler is checked against its route; the text is checked
 * by the routes' tests, which parse the answers with the same contract.
 */
export type JsonAnswer<Contract extends z.ZodType> = Response &
  TypedResponse<JSONParsed<z.output<Contract>>, 200, "json">;

/**
 * An organisation-scoped JSON answer, from the cache when the organisation's data has not changed
 * since it was computed (same data_version) and it is less than a time bucket old; computed and
 * kept otherwise. Without a known data version it is always computed.
 *
 * Large answers go out gzipped to clients that accept it (every browser): the event list of a big
 * organisation shrinks about tenfold, which matters on a festival field's weak network. The
 * gzipped bytes are cached under their own key, so compression costs once per change.
 */
export async function cachedJson<Contract extends z.ZodType>(
  c: Context<AppEnv>,
  deps: AppDeps,
  access: OrgAccess,
  key: string,
  _contract: Contract,
  compute: () => Promise<string>,
): Promise<JsonAnswer<Contract>> {
  const fullKey =
    access.dataVersion === null
      ? null
      : `${access.organizationId}:${access.dataVersion}:${deps.responseCache.bucket()}:${key}`;
  // Narrows a plain Response to the contract's JSON (see JsonAnswer), as encodedJson does below.
  return (await cachedAnswer(c, deps, fullKey, compute)) as JsonAnswer<Contract>;
}

/**
 * The same under a key the caller made with a version of its own (a patient list's event version,
 * decision 058), typed as the route's contract.
 */
export async function cachedJsonAt<Contract extends z.ZodType>(
  c: Context<AppEnv>,
  deps: AppDeps,
  fullKey: string,
  _contract: Contract,
  compute: () => Promise<string>,
): Promise<JsonAnswer<Contract>> {
  return (await cachedAnswer(c, deps, fullKey, compute)) as JsonAnswer<Contract>;
}

/**
 * The same for an answer with a version of its own in the key (a patient list keyed by its event's
 * patient version); `null` computes it every time.
 */
export async function cachedAnswer(
  c: Context<AppEnv>,
  deps: AppDeps,
  fullKey: string | null,
  compute: () => Promise<string>,
): Promise<Response> {
  const gzipped = acceptsGzip(c.req.header("accept-encoding"));
  const encoding = gzipped ? "gzip" : "identity";
  let body: Uint8Array<ArrayBuffer>;
  if (fullKey === null) {
    body = await encodeJson(await compute(), gzipped);
  } else {
    body = (await deps.responseCache.getOrCompute(`${fullKey}:${encoding}`, async () =>
      encodeJson(await compute(), gzipped),
    )) as Uint8Array<ArrayBuffer>;
  }
  return encodedAnswer(c, body, gzipped);
}

/**
 * JSON bytes encoded earlier (encodeJson) and kept by a cache of the feature's own (the incident
 * board keeps its latest states, board.service.ts), typed as the route's contract (see JsonAnswer).
 */
export function encodedJson<Contract extends z.ZodType>(
  c: Context<AppEnv>,
  body: Uint8Array<ArrayBuffer>,
  gzipped: boolean,
  _contract: Contract,
): JsonAnswer<Contract> {
  return encodedAnswer(c, body, gzipped) as JsonAnswer<Contract>;
}

function encodedAnswer(c: Context<AppEnv>, body: Uint8Array<ArrayBuffer>, gzipped: boolean): Response {
  // The length also tells the general compression (http/compression.ts) that a small answer is
  // not worth it.
  const headers: Record<string, string> = {
    "content-type": "application/json",
    "content-length": String(body.byteLength),
    vary: "Accept-Encoding",
  };
  // A small answer stays plain even for a gzip client (see encodeJson); JSON text never starts with
  // gzip's magic bytes, so they tell which it is.
  if (gzipped && body[0] === 0x1f && body[1] === 0x8b) headers["content-encoding"] = "gzip";
  return c.body(body, 200, headers);
}
