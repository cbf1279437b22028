import type { MiddlewareHandler } from "hono";
import { compress } from "hono/compress";
import type { AppEnv } from "./context";

/**
 * Answers that are always a few hundred bytes and asked for all the time: compressing them costs
 * the server more than it saves the network.
 */
const ALWAYS_SMALL = [/^\/api\/auth\//, /^\/api\/me$/, /^\/api\/health$/, /\/vacancies\/count$/];

/** The realtime stream: gzip would hold each notice back until its buffer fills. */
const STREAMED = [/^\/api\/orgs\/[^/]+\/stream$/];
const UNCOMPRESSED = [...ALWAYS_SMALL, ...STREAMED];

const gzipAnswer = compress({ encoding: "gzip" });

/**
 * Lists (members, candidates, schedules, history, audit log, calendar feeds) go out gzipped to a
 * client that accepts it: a coordinator's phone on a festival field's weak network downloads a
 * tenth of the bytes. Answers that are already encoded (the cached dashboard and event list, see
 * platform/cached-answer.ts) and binary ones (the PDF sheet) are left as they are.
 */
export function compressLargeAnswers(): MiddlewareHandler<AppEnv> {
  return (c, next) =>
    c.req.method === "GET" && !UNCOMPRESSED.some((pattern) => pattern.test(c.req.path)) ? gzipAnswer(c, next) : next();
}
