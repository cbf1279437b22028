import type { RealtimeHub, RealtimeSubscriber } from "../../platform/realtime/hub";

/**
 * Which incident boards this process may answer without asking PostgreSQL for their state
 * (docs/decisions/044, addendum): the board built for an incident stays current until a notice of
 * an incident or casualty of its organisation arrives (decision 028), since every change of a
 * board makes one (a triage, a move, a transport, a record, a close, a hospital's capacity: each
 * writes its casualty's or its incident's row, and the trigger writes the notice in the same
 * transaction). The notices reach every server process through LISTEN/NOTIFY, so each process
 * drops what it kept when a change is committed in any of them.
 *
 * The race between a commit and its notice: PostgreSQL announces the notice when the change
 * commits, and from the moment the announcement reaches this process the organisation counts as
 * unsettled (the hub's settled()) until the hub has read and handed on that notice; meanwhile
 * every board read asks PostgreSQL. What is left is the time between the commit and the
 * announcement's arrival here, the time one NOTIFY takes over the local connection: a board that
 * learns of the change (its own stream's notice, passed on by its process after two more queries,
 * or the answer to its own write) asks after that. Writes in this process count at once (touch),
 * and while the process is not listening, or was not when a board was kept, nothing is used.
 *
 * Versions count per organisation, not per incident: notices name the event, not the incident,
 * and one organisation rarely has two incidents open at once.
 */
interface OrgWatch extends RealtimeSubscriber {
  /** Subscribed, and every read the hub had under way when it joined is done. */
  ready: boolean;
  version: number;
}

export interface BoardStamp {
  watch: OrgWatch;
  version: number;
  generation: number;
}

/** How many incidents' boards are kept as current (each is one built board, also in board.service.ts's map). */
const KEPT_INCIDENTS = 32;
/**
 * A stamp taken while a notice is on its way through the hub would be outdated by it at once:
 * waiting this long at most for the hub's read (a few milliseconds) keeps the board it stamps.
 */
const SETTLE_WAIT_MS = 25;

export function createBoardCache<T extends { text: Promise<unknown> }>(hub: RealtimeHub) {
  const watches = new Map<string, OrgWatch>();
  const current = new Map<string, { stamp: BoardStamp; value: T }>();

  function watch(organizationId: string): OrgWatch {
    const known = watches.get(organizationId);
    if (known) return known;
    const created: OrgWatch = {
      organizationId,
      ready: false,
      version: 0,
      receive(notice) {
        if (notice.kind === "incident" || notice.kind === "casualty") created.version++;
      },
      heartbeat() {},
      close() {
        created.ready = false;
        if (watches.get(organizationId) === created) watches.delete(organizationId);
      },
    };
    watches.set(organizationId, created);
    // A read the hub had started before this joined may skip the organisation's notices (it reads
    // those of the organisations it had subscribers for): trusted from the next read on.
    hub
      .subscribe(created)
      .then(() => hub.idle())
      .then(() => {
        if (watches.get(organizationId) === created) created.ready = true;
      })
      .catch(() => created.close());
    return created;
  }

  const valid = (stamp: BoardStamp) =>
    stamp.watch.ready &&
    watches.get(stamp.watch.organizationId) === stamp.watch &&
    stamp.watch.version === stamp.version &&
    hub.generation === stamp.generation &&
    hub.settled(stamp.watch.organizationId);

  return {
    /** The kept board of the incident, if no change can have happened since it was read. */
    get(organizationId: string, incidentId: string): T | undefined {
      const entry = current.get(`${organizationId}:${incidentId}`);
      return entry && valid(entry.stamp) ? entry.value : undefined;
    },
    /**
     * Taken before the state is read: a board read after it is current until the next notice.
     * Taken while a notice is still unread it is safe too, only outdated when that notice comes.
     */
    async stamp(organizationId: string): Promise<BoardStamp | null> {
      const w = watch(organizationId);
      if (!w.ready) return null;
      if (!hub.settled(organizationId)) {
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([hub.idle(), new Promise((resolve) => (timer = setTimeout(resolve, SETTLE_WAIT_MS)))]);
        clearTimeout(timer);
      }
      return { watch: w, version: w.version, generation: hub.generation };
    },
    remember(organizationId: string, incidentId: string, stamp: BoardStamp | null, value: T) {
      if (!stamp) return;
      const key = `${organizationId}:${incidentId}`;
      current.delete(key);
      current.set(key, { stamp, value });
      value.text.catch(() => {
        if (current.get(key)?.value === value) current.delete(key);
      });
      while (current.size > KEPT_INCIDENTS) {
        const oldest = current.keys().next().value;
        if (oldest === undefined) break;
        current.delete(oldest);
      }
    },
    /** A write in this process committed: what was kept for the organisation is old now. */
    touch(organizationId: string) {
      const w = watches.get(organizationId);
      if (w) w.version++;
    },
  };
}

export type BoardCache<T extends { text: Promise<unknown> }> = ReturnType<typeof createBoardCache<T>>;
