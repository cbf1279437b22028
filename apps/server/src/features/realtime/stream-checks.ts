import type { Role } from "@hulppost/shared/constants";
import { effectiveOrgRole, isAllowed } from "@hulppost/shared/permissions";
import { mayEnter, membershipColumns, membershipOf } from "../../access/org-access";
import type { AppDeps } from "../../app-deps";
import { IMPERSONATION_MAX_MS } from "../../auth/impersonation-plugin";
import { rolesColumn } from "../../auth/session-lookup";
import { pgArray } from "../../db/pg-array";
import type { RealtimeSubscriber } from "../../platform/realtime/hub";
import { isNoticeStream, type NoticeStream } from "./stream";

/**
 * Authorisation again, for open streams: the session still exists (not signed out, revoked or
 * expired; an impersonation not over its hour), and the membership still gives the same role. One
 * query for all streams of the process, at every heartbeat, and for one stream when its person's
 * membership changed. A stream that fails ends: for good when the session or membership is gone,
 * to reconnect (and be authorised afresh) when only the role changed.
 */
export async function recheckStreams(deps: AppDeps, subscribers: RealtimeSubscriber[]) {
  const streams = subscribers.filter(isNoticeStream);
  if (!streams.length) return;
  const rows = await deps.database.query<Record<string, unknown> & { i: number; session_ok: boolean; roles: unknown }>(
    `select t.i,
       exists (select 1 from sessions s where s.id = t.session_id and s.user_id = t.user_id and s.expires_at > now()
               and (s.impersonated_by is null or s.created_at > now() - make_interval(secs => $5))) as session_ok,
       ${membershipColumns("t.org_id", "t.user_id")},
       ${rolesColumn("t.user_id")}
     from unnest($1::int[], $2::uuid[], $3::uuid[], $4::uuid[]) as t(i, session_id, user_id, org_id)`,
    [
      streams.map((_, i) => i),
      streams.map((s) => s.sessionId),
      streams.map((s) => s.userId),
      streams.map((s) => s.organizationId),
      IMPERSONATION_MAX_MS / 1000,
    ],
    "hulppost_realtime_recheck",
  );
  for (const row of rows) {
    const stream = streams[Number(row.i)] as NoticeStream;
    if (!row.session_ok) {
      stream.end("session");
      continue;
    }
    const membership = membershipOf(row);
    const subject = { roles: pgArray(row.roles) as Role[], memberRole: membership.memberRole };
    if (!mayEnter(membership, subject.roles) || !isAllowed("realtime.stream", subject)) stream.end("membership");
    else if (effectiveOrgRole(subject) !== stream.role) stream.end();
  }
}

/** The same check for one stream, soon after its person's membership changed. */
export function recheckSoon(deps: AppDeps) {
  return (stream: NoticeStream) => {
    setImmediate(() => {
      recheckStreams(deps, [stream]).catch((error) =>
        deps.logger.warn({ err: String(error) }, "realtime: membership re-check failed"),
      );
    });
  };
}
