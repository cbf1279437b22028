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
export function createLogger(level: string, destination = logDestination()): Logger {
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
