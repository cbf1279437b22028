import { z } from "@hono/zod-openapi";
import type { AppDeps } from "../../app-deps";
import { fieldError } from "../../http/errors";
import { orgParams } from "../../http/openapi-shared";
import { defineRoute } from "../../http/route";
import { createRouter } from "../../http/router";
import { openNoticeStream, RETRY_MS } from "./stream";
import { recheckSoon, recheckStreams } from "./stream-checks";

/** A notice id: digits only, below 2^53 so it stays an exact number. */
const CURSOR = /^\d{1,15}$/;

const streamQuery = z.object({
  after: z
    .string()
    .regex(CURSOR)
    .optional()
    .openapi({ description: "Resume after this notice id (when the Last-Event-ID header is absent)" }),
});

const DESCRIPTION = `Server-Sent Events, one per change in the organisation: \`id: <notice id>\`,
\`event: notice\`, \`data: <notice JSON>\` (what changed, never its data; refetch what you show). A
caregiver receives patient and measurement notices only of the events they are assigned to (decision
028). Resume with the \`Last-Event-ID\` header (EventSource sends it itself) or \`?after=<id>\`: every
missed notice comes first, in order, then live ones. \`event: ready\` carries the id to resume from;
\`event: reset\` means the cursor is older than the notices kept (a day), or more than 2,000 were
missed: refetch everything;
\`event: closed\` means the membership or session ended: do not reconnect. A comment line every 25 s
keeps proxies from closing the connection; \`retry: ${RETRY_MS}\`.`;

/** The organisation's change stream (decision 028). */
export function realtimeRoutes(deps: AppDeps) {
  const router = createRouter();
  deps.realtime.onHeartbeat((subscribers) => recheckStreams(deps, subscribers));
  const recheck = recheckSoon(deps);

  router.openapi(
    defineRoute(deps, {
      method: "get",
      path: "/orgs/{orgId}/stream",
      tags: ["Realtime"],
      summary: "The organisation's change notices as a stream (Server-Sent Events)",
      description: DESCRIPTION,
      permission: "realtime.stream",
      request: { params: orgParams, query: streamQuery },
      responses: {
        200: {
          description: "An endless text/event-stream of change notices",
          content: { "text/event-stream": { schema: z.string() } },
        },
      },
    }),
    async (c) => {
      const header = c.req.header("last-event-id")?.trim();
      if (header !== undefined && header !== "" && !CURSOR.test(header)) throw fieldError("Last-Event-ID", "invalid");
      const raw = header || c.req.valid("query").after;
      const body = await openNoticeStream(deps, c.get("access"), raw ? Number(raw) : null, recheck);
      return c.body(body, 200, {
        "content-type": "text/event-stream; charset=utf-8",
        // Never stored, never transformed (gzipped) by anything between here and the browser, and
        // not buffered by nginx: each notice must leave at once.
        "cache-control": "no-store, no-transform",
        "x-accel-buffering": "no",
      });
    },
  );
  return router;
}
