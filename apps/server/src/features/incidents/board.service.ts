import { type CasualtyView, type IncidentBoardView, incidentBoardView } from "@hulppost/shared/incidents";
import { type Database, type Db, queryJsonText } from "../../db/client";
import type { OrgAccess } from "../../http/context";
import { encodeJson } from "../../platform/cached-answer";
import type { RealtimeHub } from "../../platform/realtime/hub";
import { type BoardCache, createBoardCache } from "./board-cache";
import { boardJsonQuery, boardStateQuery } from "./board-json";
import { casualtyRows } from "./casualty-rows";
import { incidentNotFound } from "./incidents.service";

/** The board's state key (board-json.ts), or 404 for an incident the person may not see. */
async function boardState(db: Db, access: OrgAccess, incidentId: string): Promise<string> {
  const [state] = (await db.execute<{ key: string }>(boardStateQuery(access, incidentId))).rows;
  if (!state) throw incidentNotFound();
  return `${access.organizationId}:${incidentId}:${state.key}`;
}

interface BuiltBoard {
  text: Promise<string>;
  plain?: Promise<Uint8Array<ArrayBuffer>>;
  gzipped?: Promise<Uint8Array<ArrayBuffer>>;
}

/**
 * Boards built lately, by state. Every change is a new state, and at 20 triages a second a state
 * lives for 50 ms; only the latest few are ever asked for again (a board that read the state
 * before the last change), so a handful of entries is enough and bounds the memory: a board of
 * 1,000 casualties is about 600 KB of text.
 */
const built = new Map<string, BuiltBoard>();
const KEPT_STATES = 16;

function remember(key: string, entry: BuiltBoard) {
  built.set(key, entry);
  entry.text.catch(() => built.delete(key));
  while (built.size > KEPT_STATES) {
    const oldest = built.keys().next().value;
    if (oldest === undefined) break;
    built.delete(oldest);
  }
}

/** Per realtime hub (one per process; tests make several): the boards known current (board-cache.ts). */
const caches = new WeakMap<RealtimeHub, BoardCache<BuiltBoard>>();
const cacheOf = (hub: RealtimeHub) => {
  let cache = caches.get(hub);
  if (!cache) {
    cache = createBoardCache<BuiltBoard>(hub);
    caches.set(hub, cache);
  }
  return cache;
};

/** A write to the organisation's incidents committed in this process: no kept board is current now. */
export const touchBoards = (hub: RealtimeHub, organizationId: string) => cacheOf(hub).touch(organizationId);

/**
 * The board as the bytes of its answer (docs/decisions/044): built once per state of the incident
 * by PostgreSQL as JSON text, gzipped once per state for the clients that take it, and sent as it
 * is to every board asking for that state (ten tablets refetch on the same notice). Two queries
 * when the state is new, one when it is not, whatever the number of casualties; none when no
 * notice has come since this process read the state (board-cache.ts). That shortcut is for those
 * who see every incident of the organisation (their sign-in check says so): a caregiver's reach
 * depends on their assignments, which the state query checks each time.
 */
export async function boardAnswer(
  database: Database,
  hub: RealtimeHub,
  access: OrgAccess,
  incidentId: string,
  gzipped: boolean,
): Promise<Uint8Array<ArrayBuffer>> {
  const cache = access.role !== "hulpverlener" ? cacheOf(hub) : null;
  let entry = cache?.get(access.organizationId, incidentId);
  if (!entry) {
    // Before the state is read: a notice that comes during the read makes the result old.
    const stamp = (await cache?.stamp(access.organizationId)) ?? null;
    const key = await boardState(database.db, access, incidentId);
    entry = built.get(key);
    if (!entry) {
      // A prepared statement on PostgreSQL: planned once per connection, not 20 times a second.
      entry = {
        text: queryJsonText(database, boardJsonQuery(access.organizationId, incidentId), "hulppost_incident_board"),
      };
      remember(key, entry);
    }
    cache?.remember(access.organizationId, incidentId, stamp, entry);
  }
  const current = entry;
  if (gzipped) {
    current.gzipped ??= current.text.then((text) => encodeJson(text, true));
    return current.gzipped;
  }
  current.plain ??= current.text.then((text) => encodeJson(text, false));
  return current.plain;
}

/** The board with every casualty's whole triage history: for the papers (report, CSV, FHIR), not the screen. */
export type IncidentRecordBoard = Omit<IncidentBoardView, "casualties"> & { casualties: CasualtyView[] };

/**
 * The board as the papers need it: the board itself (the same query, parsed with its contract)
 * and the histories of all casualties in one more query.
 */
export async function getBoardWithHistories(
  db: Db,
  access: OrgAccess,
  incidentId: string,
): Promise<IncidentRecordBoard> {
  await boardState(db, access, incidentId);
  const [row] = (await db.execute<{ json: string }>(boardJsonQuery(access.organizationId, incidentId))).rows;
  if (!row) throw incidentNotFound();
  const board = incidentBoardView.parse(JSON.parse(row.json));
  const histories = new Map((await casualtyRows(db, incidentId)).map((c) => [c.id, c.history]));
  return { ...board, casualties: board.casualties.map((c) => ({ ...c, history: histories.get(c.id) ?? [] })) };
}
