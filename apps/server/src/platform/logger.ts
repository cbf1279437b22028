import pino from "pino";

export type Logger = pino.Logger;

/**
 * Where the lines go: asynchronous writes (a log line per request must not block the event loop on
 * stdout), gathered into writes of 4 KB or a quarter of a second, whichever comes first. Each write
 * is a trip through libuv's thread pool; one per request or two cost the session lookup about a
 * tenth of its requests a second (decision 059's addendum). On exit, a crash included, pino writes
 * what is left at once; only a process killed outright loses the last quarter second.
 */
export function logDestination(dest: string | number = 1) {
  return pino.destination({ dest, sync: false, minLength: 4096, periodicFlush: 250 });
}

/** Structured JSON logs; every line of a request carries its request id. */
export function createLogger(level: string, destination: pino.DestinationStream = logDestination()): Logger {
  return pino(
    {
      level,
      base: { service: "hulppost" },
      timestamp: pino.stdTimeFunctions.isoTime,
      // Session cookies and passwords must never reach a log line.
      redact: {
        paths: ["req.headers.cookie", "req.headers.authorization", "password", "newPassword", "*.password"],
        censor: "[redacted]",
      },
    },
    destination,
  );
}

/** The fields of a request's access line. */
export interface AccessLine {
  reqId: string;
  method: string;
  path: string;
  status: number;
  ms: number;
  userId: string | undefined;
}

/**
 * Writes a request's access line as the logger itself would (its level, time, bindings, these fields
 * and the message "request"), straight to its destination. Through `logger.info` pino walks each
 * field through the redaction paths (the wildcard one checks every value) and its generic
 * serialiser: measured, a tenth of the session lookup's CPU time per request (decision 059's
 * addendum). These fields are fixed and carry nothing to redact; `logger.test.ts` holds the line
 * equal to pino's own. A logger whose internals are not as expected gets its lines from pino.
 */
export function accessLineWriter(logger: Logger): (line: AccessLine) => void {
  const stream: unknown = Reflect.get(logger, pino.symbols.streamSym);
  const time: unknown = Reflect.get(logger, pino.symbols.timeSym);
  const bindings: unknown = Reflect.get(logger, pino.symbols.chindingsSym);
  const level = logger.levels.values.info;
  if (!hasWrite(stream) || typeof time !== "function" || typeof bindings !== "string")
    return (line) => logger.info(line, "request");
  return ({ reqId, method, path, status, ms, userId }) =>
    stream.write(
      `{"level":${level}${time()}${bindings},"reqId":${JSON.stringify(reqId)},"method":${JSON.stringify(method)},"path":${JSON.stringify(path)},"status":${status},"ms":${ms}${userId === undefined ? "" : `,"userId":${JSON.stringify(userId)}`},"msg":"request"}\n`,
    );
}

function hasWrite(stream: unknown): stream is { write(line: string): unknown } {
  return typeof (stream as { write?: unknown } | null)?.write === "function";
}

/**
 * An error as it may appear in a log line: its kind, message, database code and stack, without the
 * values it carried. A failed query's error holds the query's parameters (a patient's name, a
 * complaint) and PostgreSQL's `detail` repeats values; none of that belongs in a log.
 */
export function loggableError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error) };
  const cause = (error as { cause?: unknown }).cause;
  const dbCode = (value: unknown) => (value as { code?: unknown } | undefined)?.code;
  const strip = (text: string | undefined) => text?.replace(/\nparams:[\s\S]*$/, "\nparams: [not logged]");
  return {
    type: error.name,
    message: strip(error.message),
    code: dbCode(error) ?? dbCode(cause),
    constraint: (cause as { constraint?: unknown } | undefined)?.constraint,
    cause: cause instanceof Error ? { type: cause.name, message: strip(cause.message) } : undefined,
    stack: error.stack
      ?.split("\n")
      .filter((line) => line.trimStart().startsWith("at "))
      .slice(0, 12)
      .join("\n"),
  };
}
