import type { RealtimeKind } from "@hulppost/shared/realtime";
import type { RealtimeHub, RealtimeSubscriber } from "../../platform/realtime/hub";

/**
 * The versions a patient list is cached under in this process (decision 058): per event, raised by
 * the notices of that event (its patients and measurements, the event itself, its staff), and per
 * organisation, raised by the notices of no event that can change a list (a member, the settings),
 * so that a measurement at one post leaves the lists of the others cached. A list reads its own
 * event's patients and the organisation's settings only, so a notice of another event cannot
 * change it. The notices reach every server process through LISTEN/NOTIFY (decision 028); a
 * database trigger writes one with every such change, in its transaction, whoever makes it.
 *
 * Consistency as the incident board's cache (board-cache.ts): a key is taken before the list is
 * read, and only once the hub has handed on every notice of the event and of no event announced to
 * this process when the request came (hub.caughtUp; the other posts' notices need not be waited
 * for, they change nothing in the key); writes in this process count at once (touch). What
 * is left is the time between a commit in another process and its announcement here, one NOTIFY
 * over the local connection. When the hub does not catch up in time, or is not listening, the
 * caller falls back to the organisation's data version (decision 040), which is always current.
 */
interface OrgVersions extends RealtimeSubscriber {
  ready: boolean;
  /** Distinguishes this watch from an earlier one of the organisation (its counts started anew). */
  serial: number;
  shared: number;
  events: Map<string, number>;
}

/** Notices that change no patient list: nothing to raise. */
const UNRELATED = new Set<RealtimeKind>([
  "chat",
  "location",
  "sms",
  "notification",
  "incident",
  "casualty",
  "interest",
]);

/** How long a request waits at most for the hub to hand on what it has heard (a query or two). */
const CATCH_UP_MS = 25;
/** Events counted per organisation; beyond it the organisation's version stands for the rest. */
const MAX_EVENTS = 512;

export function createListVersions(hub: RealtimeHub) {
  const watches = new Map<string, OrgVersions>();
  let serials = 0;

  const raise = (w: OrgVersions, eventId: string | null) => {
    if (eventId === null) {
      w.shared++;
      return;
    }
    w.events.set(eventId, (w.events.get(eventId) ?? 0) + 1);
    if (w.events.size > MAX_EVENTS) {
      // Forgetting counts would reuse old keys: start the organisation's keys anew instead.
      w.events.clear();
      w.shared++;
    }
  };

  function watch(organizationId: string): OrgVersions {
    const known = watches.get(organizationId);
    if (known) return known;
    const created: OrgVersions = {
      organizationId,
      ready: false,
      serial: ++serials,
      shared: 0,
      events: new Map(),
      receive(notice) {
        if (UNRELATED.has(notice.kind)) return;
        raise(created, notice.eventId);
      },
      heartbeat() {},
      close() {
        created.ready = false;
        if (watches.get(organizationId) === created) watches.delete(organizationId);
      },
    };
    watches.set(organizationId, created);
    // A read the hub had started before this joined may skip the organisation's notices: trusted
    // from the next read on (as the board's cache).
    hub
      .subscribe(created)
      .then(() => hub.idle())
      .then(() => {
        if (watches.get(organizationId) === created) created.ready = true;
      })
      .catch(() => created.close());
    return created;
  }

  return {
    /**
     * The part of a cached list's key that says which changes it has seen, or null when this
     * process cannot tell now (then key by the organisation's data version). Taken before the
     * list is read.
     */
    async key(organizationId: string, eventId: string): Promise<string | null> {
      const w = watch(organizationId);
      if (!w.ready) return null;
      const generation = hub.generation;
      if (!(await hub.caughtUp(organizationId, CATCH_UP_MS, eventId))) return null;
      if (!w.ready || watches.get(organizationId) !== w || hub.generation !== generation) return null;
      return `e${w.serial}.${generation}.${w.shared}.${w.events.get(eventId) ?? 0}`;
    },
    /**
     * A write in this process committed: the event's lists (every list of the organisation for
     * `null`) are old now, before its notice comes back.
     */
    touch(organizationId: string, eventId: string | null) {
      const w = watches.get(organizationId);
      if (w) raise(w, eventId);
    },
  };
}

export type ListVersions = ReturnType<typeof createListVersions>;

/** Per realtime hub (one per process; tests make several). */
const perHub = new WeakMap<RealtimeHub, ListVersions>();
export function listVersions(hub: RealtimeHub): ListVersions {
  let versions = perHub.get(hub);
  if (!versions) {
    versions = createListVersions(hub);
    perHub.set(hub, versions);
  }
  return versions;
}
