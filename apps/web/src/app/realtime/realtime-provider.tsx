import type { RealtimeKind, RealtimeNotice } from "@hulppost/shared/realtime";
import { useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useCallback, useEffect, useRef } from "react";
import { reportReachable } from "../../lib/connectivity";
import { useOrganization } from "../../lib/organization-context";
import { RealtimeContext, type SubscribeToNotices } from "../../lib/realtime/realtime-context";
import { ME_QUERY_KEY } from "../../lib/session";
import { createCoalescer } from "./coalesce";
import { refreshEverything, refreshesFor } from "./refreshes";

interface Listener {
  kinds: ReadonlySet<RealtimeKind>;
  onNotice(notice: RealtimeNotice): void;
}

/** A burst of notices refreshes each list at most this often (the bench's open boards: the same). */
const COALESCE_MS = 500;
/** After the browser gave up on the stream (a non-200 answer, e.g. a proxy's 502 during a deploy). */
const REOPEN_MS = [2_000, 5_000, 15_000, 30_000, 60_000];

function parseNotice(data: string): RealtimeNotice | null {
  try {
    const notice = JSON.parse(data) as RealtimeNotice;
    return typeof notice?.id === "number" && typeof notice.kind === "string" ? notice : null;
  } catch {
    return null;
  }
}

/**
 * Keeps one EventSource open to the selected organisation's change stream while someone is signed
 * in (mounted in the protected layout: signing out or switching organisation closes it). Every
 * notice refreshes the TanStack Query caches it makes out of date and reaches the features that
 * listen through useRealtimeNotice. EventSource reconnects by itself and sends Last-Event-ID, so
 * the server replays what was missed; when it gives up for good, a new one resumes with ?after=.
 */
export function RealtimeProvider({ userId, children }: { userId: string; children: ReactNode }) {
  const { selected } = useOrganization();
  const organizationId = selected?.id ?? null;
  const client = useQueryClient();
  const listeners = useRef(new Set<Listener>());

  const subscribe = useCallback<SubscribeToNotices>((kinds, onNotice) => {
    const listener = { kinds, onNotice };
    listeners.current.add(listener);
    return () => listeners.current.delete(listener);
  }, []);

  useEffect(() => {
    if (!organizationId || typeof EventSource === "undefined") return;
    const coalescer = createCoalescer(COALESCE_MS);
    let source: EventSource | null = null;
    let lastId: string | null = null;
    let attempt = 0;
    let reopen: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;

    const stop = () => {
      stopped = true;
      clearTimeout(reopen);
      source?.close();
      coalescer.dispose();
    };

    const onNotice = (event: MessageEvent<string>) => {
      // A notice that committed late comes without an id, and leaves the cursor where it was.
      if (event.lastEventId) lastId = event.lastEventId;
      const notice = parseNotice(event.data);
      if (!notice) return;
      for (const refresh of refreshesFor(notice, organizationId, userId))
        coalescer.run(refresh.group, () => refresh.run(client), refresh.jitterMs);
      for (const listener of listeners.current) {
        if (!listener.kinds.has(notice.kind)) continue;
        try {
          listener.onNotice(notice);
        } catch (error) {
          console.error(error);
        }
      }
    };

    const open = () => {
      const query = lastId ? `?after=${encodeURIComponent(lastId)}` : "";
      const current = new EventSource(`/api/orgs/${encodeURIComponent(organizationId)}/stream${query}`);
      source = current;
      current.addEventListener("notice", onNotice);
      current.addEventListener("ready", (event) => {
        lastId = event.lastEventId || lastId;
        attempt = 0;
        // The stream opened: the server is reachable again (field mode sends what waits).
        reportReachable();
      });
      current.addEventListener("reset", (event) => {
        lastId = event.lastEventId || null;
        refreshEverything(client, organizationId);
      });
      // The membership or the session ended: reconnecting would only be refused. Who is signed in,
      // and in which organisations, is asked again (the app then shows what follows from it).
      current.addEventListener("closed", () => {
        stop();
        void client.invalidateQueries({ queryKey: ME_QUERY_KEY });
      });
      current.onerror = () => {
        if (stopped || current.readyState !== EventSource.CLOSED) return;
        const delay = REOPEN_MS[Math.min(attempt++, REOPEN_MS.length - 1)];
        reopen = setTimeout(open, delay);
      };
    };

    open();
    return stop;
  }, [organizationId, userId, client]);

  return <RealtimeContext.Provider value={subscribe}>{children}</RealtimeContext.Provider>;
}
