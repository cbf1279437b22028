import type { RealtimeNotice } from "@hulppost/shared/realtime";
import type { NoticeRow } from "../../platform/realtime/notice-rows";

/** Who a stream belongs to, as far as its notices are concerned. */
export interface StreamViewer {
  userId: string;
  /** Admins and super admins receive every notice of the organisation. */
  seesAll: boolean;
  /** A super admin keeps the stream when their own membership ends (they reach every organisation). */
  superAdmin: boolean;
  /** The events a caregiver is assigned to; kept current from their own assignment notices. */
  assignedEvents: Set<string>;
}

export interface Verdict {
  /** What to send, or null to send nothing. */
  send: RealtimeNotice | null;
  /** "end": the person's membership ended; "recheck": their membership changed, look it up again. */
  next: "continue" | "end" | "recheck";
}

// The same object for every stream that gets a notice whole, so its frame is encoded once
// (stream.ts): 2,000 streams must not mean 2,000 JSON.stringify calls per notice.
const stripped = new WeakMap<NoticeRow, RealtimeNotice>();
function strip(row: NoticeRow): RealtimeNotice {
  let notice = stripped.get(row);
  if (!notice) {
    const { organizationId: _, ...rest } = row;
    notice = rest;
    stripped.set(row, notice);
  }
  return notice;
}
const only = (send: RealtimeNotice | null): Verdict => ({ send, next: "continue" });

/**
 * What a notice tells this stream (decision 028). Admins get every notice. A caregiver gets what
 * their pages show (decisions 014 and 022): patients and measurements of the events they are
 * assigned to, and no others (an incident and its casualties too); their own raised hands and membership, not other people's (who raised
 * a hand is for admins); teams of their events; assignments everywhere (staffing counts are the
 * organisation's), but who was assigned only at their own events; events, settings, assets, chat
 * and locations of the organisation (those features decide what their pages then show); SMS notices to admins only.
 */
export function judgeNotice(viewer: StreamViewer, notice: NoticeRow): Verdict {
  const own = notice.userId === viewer.userId;
  if (notice.kind === "assignment" && own && notice.eventId) {
    if (notice.op === "delete") viewer.assignedEvents.delete(notice.eventId);
    else viewer.assignedEvents.add(notice.eventId);
  }
  if (notice.kind === "membership" && own) {
    const next = notice.op === "delete" && !viewer.superAdmin ? "end" : notice.op === "insert" ? "continue" : "recheck";
    return { send: strip(notice), next };
  }
  // A person's alerts are theirs alone: not even an admin's stream hears of a colleague's.
  if (notice.kind === "notification") return only(own ? strip(notice) : null);
  if (viewer.seesAll) return only(strip(notice));

  const atMyEvent = notice.eventId !== null && viewer.assignedEvents.has(notice.eventId);
  switch (notice.kind) {
    case "patient":
    case "vitals":
    case "incident":
    case "casualty":
      return only(atMyEvent ? strip(notice) : null);
    case "interest":
    case "membership":
      return only(own ? strip(notice) : null);
    case "team":
      return only(atMyEvent || own ? strip(notice) : null);
    case "assignment":
      return only(own || atMyEvent ? strip(notice) : { ...strip(notice), userId: null });
    case "sms":
      // The SMS center is for admins (who and what was texted); caregivers are told nothing.
      return only(null);
    default:
      return only(strip(notice));
  }
}
