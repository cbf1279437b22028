import pg from "pg";
import { apartFromRequest, type Database } from "../../db/client";
import { type Logger, loggableError } from "../logger";

/** The channel the trigger `record_realtime_notice()` announces notices on (0010_live.sql). */
export const REALTIME_CHANNEL = "hulppost_realtime";

export interface ListenerHandlers {
  /** A payload `<noticeId>:<organizationId>`. */
  onNotify(payload: string): void;
  /** Listening (again): notices may have been missed while not listening, so look. */
  onListening(): void;
  /** Not listening any more (the connection dropped): notices may be missed until onListening. */
  onLost?(): void;
}

export interface NoticeListener {
  close(): Promise<void>;
}

const MAX_BACKOFF_MS = 30_000;

/**
 * One LISTEN per process. On PostgreSQL a dedicated connection outside the pool (a pooled one would
 * be handed to other work and miss notifications); when it drops it comes back with a doubling
 * back-off, and `onListening` lets the hub read what was committed meanwhile. On PGlite its own
 * listen(), which only registers a callback: notifications come back with the answers to other
 * statements, so nothing waits on the one serialised connection.
 */
export async function listenForNotices(
  database: Database,
  logger: Logger,
  handlers: ListenerHandlers,
): Promise<NoticeListener> {
  const driver = database.driver;
  if (driver.kind === "pglite") {
    // PGlite hands a notification back with the answer to whichever statement runs next, in that
    // statement's async context: a request's, perhaps inside its transaction. What the hub reads
    // about it is not that request's work.
    const unlisten = await driver.client.listen(REALTIME_CHANNEL, (payload) =>
      apartFromRequest(() => handlers.onNotify(payload)),
    );
    handlers.onListening();
    return {
      close: async () => {
        if (!driver.client.closed) await unlisten().catch(() => {});
      },
    };
  }

  const url = driver.url;
  let closed = false;
  let current: pg.Client | null = null;
  let attempt = 0;
  let timer: NodeJS.Timeout | undefined;

  const schedule = () => {
    if (closed || timer) return;
    const delay = Math.min(MAX_BACKOFF_MS, 500 * 2 ** attempt++);
    timer = setTimeout(() => {
      timer = undefined;
      void connect();
    }, delay);
    timer.unref();
  };

  async function connect() {
    const client = new pg.Client({ connectionString: url, keepAlive: true, application_name: "hulppost-listen" });
    let dropped = false;
    const drop = (error?: unknown) => {
      if (dropped) return;
      dropped = true;
      if (current === client) current = null;
      handlers.onLost?.();
      client.end().catch(() => {});
      if (!closed) {
        logger.warn(
          { err: error ? loggableError(error) : undefined },
          "realtime: LISTEN connection lost, reconnecting",
        );
        schedule();
      }
    };
    client.on("notification", (message) => {
      if (message.channel === REALTIME_CHANNEL && message.payload) handlers.onNotify(message.payload);
    });
    client.on("error", drop);
    client.on("end", () => drop());
    try {
      await client.connect();
      await client.query(`LISTEN ${REALTIME_CHANNEL}`);
    } catch (error) {
      drop(error);
      return;
    }
    if (closed) {
      dropped = true;
      await client.end().catch(() => {});
      return;
    }
    current = client;
    attempt = 0;
    handlers.onListening();
  }

  await connect();
  return {
    async close() {
      closed = true;
      clearTimeout(timer);
      const client = current;
      current = null;
      await client?.end().catch(() => {});
    },
  };
}
