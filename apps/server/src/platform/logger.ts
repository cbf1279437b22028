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
