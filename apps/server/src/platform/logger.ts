import pino from "pino";

export type Logger = pino.Logger;

/** Structured JSON logs; every line of a request carries its request id. */
export function createLogger(level: string): Logger {
  // Asynchronous writes: a log line per request must not block the event loop on stdout.
  const destination = pino.destination({ sync: false });
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
