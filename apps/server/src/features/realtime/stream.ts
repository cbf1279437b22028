import type { RealtimeNotice } from "@hulppost/shared/realtime";
import type { AppDeps } from "../../app-deps";
import type { OrgAccess } from "../../http/context";
import { AppError } from "../../http/errors";
import type { RealtimeSubscriber } from "../../platform/realtime/hub";
import { type NoticeRow, readForOrganization, retainedWindow } from "../../platform/realtime/notice-rows";
import { judgeNotice, type StreamViewer } from "./delivery-rules";

/** How long a browser waits before reconnecting (the SSE `retry:` hint). */
export const RETRY_MS = 3000;
/**
 * A browser that missed more than this (a phone asleep for hours while positions streamed in) is
 * told to refetch everything: a few list requests cost less than thousands of notices.
 */
const MAX_REPLAY = 2000;
/** A client that lets this much pile up unread is dropped; it reconnects and resumes. */
const MAX_QUEUED_BYTES = 1024 * 1024;

/** Why a stream was ended for good: the browser should not reconnect. */
export type EndReason = "membership" | "session";

/** A stream as the heartbeat check sees it (stream-checks.ts). */
export interface NoticeStream extends RealtimeSubscriber {
  userId: string;
  sessionId: string;
  role: OrgAccess["role"];
  /** Ends the stream; with a reason, it first tells the browser not to come back. */
  end(reason?: EndReason): void;
}

export const isNoticeStream = (subscriber: RealtimeSubscriber): subscriber is NoticeStream =>
  "sessionId" in subscriber && "end" in subscriber;

const encoder = new TextEncoder();
const frame = (event: string, data: unknown, id?: number) =>
  `${id === undefined ? "" : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/** A notice's frame, encoded once for all the streams that get it unchanged (delivery-rules.ts). */
const encodedNotices = new WeakMap<RealtimeNotice, Uint8Array>();
function noticeFrame(notice: RealtimeNotice): Uint8Array {
  let bytes = encodedNotices.get(notice);
  if (!bytes) {
    bytes = encoder.encode(frame("notice", notice, notice.id));
    encodedNotices.set(notice, bytes);
  }
  return bytes;
}

async function assignedEvents(deps: AppDeps, access: OrgAccess): Promise<Set<string>> {
  const rows = await deps.database.query<{ event_id: string }>(
    "select event_id from event_assignments where organization_id = $1 and user_id = $2",
    [access.organizationId, access.viewer.userId],
    "hulppost_realtime_assigned",
  );
  return new Set(rows.map((r) => r.event_id));
}

/**
 * Opens the organisation's notice stream for the person in `access`. With a cursor (the last id
 * the browser received) it first sends every notice after it from the table, in order, then live
 * ones from the hub; a cursor the sweep has overtaken gets a `reset` event instead (refetch
 * everything). Either way a `ready` event carries the id the browser should resume from.
 */
export async function openNoticeStream(
  deps: AppDeps,
  access: OrgAccess,
  cursor: number | null,
  recheck: (stream: NoticeStream) => void,
): Promise<ReadableStream<Uint8Array>> {
  const viewer: StreamViewer = {
    userId: access.viewer.userId,
    seesAll: access.role !== "hulpverlener",
    superAdmin: access.role === "super_admin",
    assignedEvents: new Set(),
  };
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  let buffered: { notice: NoticeRow; late: boolean }[] | null = [];
  let lastSent = 0;
  let ended = false;
  // Replayed notices only inform: the person was authorised just now, so an old membership change
  // in the replay must not end the stream.
  let replaying = false;

  const write = (chunk: string | Uint8Array) => {
    if (ended) return;
    try {
      controller.enqueue(typeof chunk === "string" ? encoder.encode(chunk) : chunk);
      if ((controller.desiredSize ?? 0) < -MAX_QUEUED_BYTES) stream.end();
    } catch {
      stream.end();
    }
  };

  function handle(notice: NoticeRow, late: boolean) {
    if (!late && notice.id <= lastSent) return;
    const verdict = judgeNotice(viewer, notice);
    // A late notice leaves the id line out, so the browser's cursor never moves backwards.
    if (verdict.send) write(late ? frame("notice", verdict.send) : noticeFrame(verdict.send));
    if (!late) lastSent = notice.id;
    if (replaying) return;
    if (verdict.next === "end") stream.end("membership");
    else if (verdict.next === "recheck") recheck(stream);
  }

  const stream: NoticeStream = {
    organizationId: access.organizationId,
    userId: access.viewer.userId,
    sessionId: access.viewer.sessionId,
    role: access.role,
    receive(notice, late) {
      if (buffered) buffered.push({ notice, late });
      else handle(notice, late);
    },
    heartbeat: () => write(": heartbeat\n\n"),
    close: () => stream.end(),
    end(reason) {
      if (ended) return;
      if (reason) write(frame("closed", { reason }));
      ended = true;
      deps.realtime.unsubscribe(stream);
      try {
        controller.close();
      } catch {
        // Already closed or cancelled by the client.
      }
    },
  };

  const body = new ReadableStream<Uint8Array>(
    {
      start: (c) => {
        controller = c;
      },
      // The browser went away (or the test stopped reading).
      cancel: () => {
        ended = true;
        deps.realtime.unsubscribe(stream);
      },
    },
    new ByteLengthQueuingStrategy({ highWaterMark: 64 * 1024 }),
  );

  let delivered: number;
  try {
    // Joined first, so nothing falls between what the table gives and what the hub sends.
    ({ delivered } = await deps.realtime.subscribe(stream));
  } catch {
    throw new AppError(503, "INTERNAL_ERROR", "The server is shutting down; try again");
  }
  try {
    if (!viewer.seesAll) viewer.assignedEvents = await assignedEvents(deps, access);
    write(`retry: ${RETRY_MS}\n\n`);
    if (cursor === null) {
      lastSent = delivered;
    } else {
      const window = await retainedWindow(deps.database);
      const expired = cursor > window.last || cursor + 1 < (window.oldest ?? window.last + 1);
      const missed =
        !expired && cursor < delivered
          ? await readForOrganization(deps.database, access.organizationId, cursor, delivered, MAX_REPLAY + 1)
          : [];
      if (expired || missed.length > MAX_REPLAY) {
        lastSent = delivered;
        write(frame("reset", { reason: expired ? "expired" : "too-many" }, lastSent));
      } else {
        lastSent = cursor;
        replaying = true;
        for (const notice of missed) handle(notice, false);
        replaying = false;
        lastSent = Math.max(cursor, delivered);
      }
    }
    write(frame("ready", { after: lastSent }, lastSent));
  } catch (error) {
    stream.end();
    throw error;
  }
  const waiting = buffered;
  buffered = null;
  for (const { notice, late } of waiting) if (!ended) handle(notice, late);
  return body;
}
