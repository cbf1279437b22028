import {
  PATIENT_CHANGES_MAX,
  type PatientChange,
  type PatientChangeResult,
  type PatientChangesView,
} from "@hulppost/shared/patient-changes";
import type { PatientView } from "@hulppost/shared/patients";
import { onlineManager, type QueryClient, type QueryKey } from "@tanstack/react-query";
import { ApiError, api } from "../api-client";
import { ME_QUERY_KEY } from "../session";
import { isIncidentWrite, type PendingWrite, type QueuedWrite, type WriteProblem, writeQueue } from "./pending-writes";

/** After a lost connection: 2 s, doubling, at most a minute between attempts. */
const RETRY_BASE_MS = 2_000;
const RETRY_MAX_MS = 60_000;
/** How long sent changes wait for the pages' fresh data before leaving the queue. */
const REFRESH_WAIT_MS = 3_000;

/**
 * One tab sends at a time (Web Locks): two tabs of the app would otherwise send the same change
 * twice. A tab that finds the lock taken leaves the round to the other.
 */
function oneTabAtATime(round: () => Promise<void>): Promise<void> {
  if (typeof navigator === "undefined" || !navigator.locks) return round();
  return navigator.locks
    .request("hulppost-field-sync", { ifAvailable: true }, (lock) => (lock ? round() : undefined))
    .then(() => undefined);
}

const org = (orgId: string) => `/api/orgs/${encodeURIComponent(orgId)}`;
const patientPath = (orgId: string, patientId: string) => `${org(orgId)}/patients/${encodeURIComponent(patientId)}`;
const incidentPath = (orgId: string, incidentId: string) => `${org(orgId)}/incidents/${encodeURIComponent(incidentId)}`;

/** A write that has not been answered by then is treated as lost (sent again later, safely). */
const WRITE_TIMEOUT_MS = 10_000;

/** Sends one change as the API takes it; every one of them may be sent twice without harm. */
export function sendWrite(write: PendingWrite & { orgId: string; patientId: string }): Promise<unknown> {
  const signal = AbortSignal.timeout(WRITE_TIMEOUT_MS);
  switch (write.kind) {
    case "createPatient":
      return api<PatientView>(`${org(write.orgId)}/events/${encodeURIComponent(write.eventId)}/patients`, {
        method: "POST",
        body: write.body,
        signal,
      });
    case "updatePatient":
      return api<PatientView>(patientPath(write.orgId, write.patientId), {
        method: "PATCH",
        body: write.body,
        signal,
      });
    case "addVitals":
      return api(`${patientPath(write.orgId, write.patientId)}/vitals`, { method: "POST", body: write.body, signal });
    case "changeStatus":
      return api<PatientView>(`${patientPath(write.orgId, write.patientId)}/status`, {
        method: "POST",
        body: write.body,
        signal,
      });
    // Incident mode's own routes, idempotent by the phone's clientId (decision 044).
    case "triage":
      return api(`${incidentPath(write.orgId, write.incidentId)}/triages`, {
        method: "POST",
        body: write.body,
        signal,
      });
    case "moveCasualty":
      return api(
        `${incidentPath(write.orgId, write.incidentId)}/casualties/${encodeURIComponent(write.casualtyId)}/place`,
        { method: "PUT", body: write.body, signal },
      );
  }
}

/** Lost on the way (no network, a server having a bad moment): try again later. */
export const isTransient = (error: unknown) =>
  !(error instanceof ApiError) || error.status === 0 || error.status >= 500 || [408, 429].includes(error.status);

/**
 * Where the pages keep patients and incidents in the query cache: the features' keys, handed in by
 * field mode when it starts, since lib/ knows no feature (decision 038).
 */
export interface PatientQueries {
  /** Every list, record and history of an organisation's patients. */
  all: (orgId: string) => QueryKey;
  /** One patient's record. */
  detail: (orgId: string, patientId: string) => QueryKey;
  /** Every incident's board, list and casualty of an organisation. */
  incidents: (orgId: string) => QueryKey;
}

/** What a round of sending has done so far. */
interface Round {
  client: QueryClient;
  patientKeys: PatientQueries;
  sent: QueuedWrite[];
  /** Patients whose later changes wait behind one that needs a person. */
  held: Set<string>;
  retry: boolean;
}

/** A batch on a slow network: 50 changes up, their records down (about 150 KB at most). */
const BATCH_TIMEOUT_MS = 30_000;

/** A kept change to a patient as the batch route takes it: the body its own route takes. */
function toChange(write: QueuedWrite): PatientChange {
  if (isIncidentWrite(write)) throw new Error("An incident's change is sent through its own route");
  switch (write.kind) {
    case "createPatient":
      return { kind: write.kind, eventId: write.eventId, body: write.body };
    case "updatePatient":
      return { kind: write.kind, patientId: write.patientId, body: write.body };
    case "addVitals":
      return { kind: write.kind, patientId: write.patientId, body: write.body };
    case "changeStatus":
      return { kind: write.kind, patientId: write.patientId, body: write.body };
  }
}

export interface SyncState {
  syncing: boolean;
  lastSyncedAt: number | null;
  /** When the next attempt is due after a failed one (null: none planned). */
  retryAt: number | null;
}

/**
 * Sends the queue, oldest first, one at a time: the server sees the changes in the order they were
 * made. A lost connection stops the round and tries again with back-off (and at once when the
 * browser says the network is back, or the app starts). A refusal the server will repeat (the
 * record was deleted, a status step no longer allowed) is kept with its reason for a person; later
 * changes of that patient wait behind it, other patients' changes go on.
 */
class FieldSync {
  private client: QueryClient | null = null;
  private patientKeys: PatientQueries | null = null;
  private ownerId: string | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private failures = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private state: SyncState = { syncing: false, lastSyncedAt: null, retryAt: null };
  private listeners = new Set<() => void>();
  private unsubscribeOnline: (() => void) | null = null;

  start(client: QueryClient, ownerId: string, patientKeys: PatientQueries) {
    this.client = client;
    this.patientKeys = patientKeys;
    this.ownerId = ownerId;
    this.unsubscribeOnline?.();
    this.unsubscribeOnline = onlineManager.subscribe((online) => {
      if (online) void this.syncNow();
    });
    void this.syncNow();
  }

  stop() {
    this.unsubscribeOnline?.();
    this.unsubscribeOnline = null;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.client = null;
    this.patientKeys = null;
    this.ownerId = null;
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = () => this.state;

  /** Sends what waits now; a call during a round makes one more round after it. */
  syncNow(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      try {
        do {
          this.again = false;
          await this.round();
        } while (this.again);
      } finally {
        this.running = null;
      }
    })();
    return this.running;
  }

  private async round() {
    const client = this.client;
    const patientKeys = this.patientKeys;
    const ownerId = this.ownerId;
    if (!client || !patientKeys || !ownerId) return;
    // Another tab may have sent or added changes since: read the queue as the device has it.
    await writeQueue.reload();
    const waiting = writeQueue.all().filter((w) => w.ownerId === ownerId);
    if (!waiting.some((w) => !w.problem)) return;
    if (!onlineManager.isOnline()) return;
    await oneTabAtATime(async () => {
      this.set({ syncing: true, retryAt: null });
      const round: Round = { client, patientKeys, sent: [], held: new Set(), retry: false };
      try {
        for (let next = 0; next < waiting.length; ) {
          // Stopped (sign-out, another person): nothing more is sent.
          if (this.client !== client) break;
          const batch: QueuedWrite[] = [];
          for (; next < waiting.length && batch.length < PATIENT_CHANGES_MAX; next++) {
            const write = waiting[next] as QueuedWrite;
            // Sent or discarded meanwhile (another tab, the panel): not sent again.
            if (!writeQueue.has(write.seq)) continue;
            // A change behind one that needs a person waits: it may depend on it (a measurement
            // of a patient whose registration was refused).
            if (write.problem || round.held.has(write.patientId)) {
              round.held.add(write.patientId);
              continue;
            }
            const first = batch[0];
            if (first && (write.orgId !== first.orgId || isIncidentWrite(write) || isIncidentWrite(first))) break;
            batch.push(write);
          }
          if (!batch.length) break;
          // A triage or a move goes alone through its own route, in its place in the order.
          const incident = batch[0] && isIncidentWrite(batch[0]);
          const outcome = incident
            ? (await this.sendOneByOne(round, batch))
              ? "go on"
              : "stop"
            : await this.sendBatch(round, batch);
          if (outcome === "stop") break;
        }
        if (round.retry) this.planRetry();
        else this.failures = 0;
      } finally {
        const { sent } = round;
        if (sent.length) {
          // The pages show the server's version before the queue lets go of the changes (no
          // flicker of a patient disappearing between the two), but never wait long for it: a
          // refetch that meets a lost connection pauses until it returns.
          const keys = new Map<string, QueryKey>();
          for (const write of sent) {
            const key = isIncidentWrite(write) ? patientKeys.incidents(write.orgId) : patientKeys.all(write.orgId);
            keys.set(JSON.stringify(key), key);
          }
          await Promise.race([
            Promise.all([...keys.values()].map((queryKey) => client.invalidateQueries({ queryKey }))).catch(() => {}),
            new Promise((resolve) => setTimeout(resolve, REFRESH_WAIT_MS)),
          ]);
          await writeQueue.removeMany(sent.map((w) => w.seq));
        }
        this.set({ syncing: false, ...(sent.length ? { lastSyncedAt: Date.now() } : {}) });
      }
    });
  }

  /**
   * Up to 50 changes in one request (decision 035): on a festival network a round trip costs half
   * a second, and a night's changes one by one would take many minutes. "stop": the round ends
   * here (no network, the session ended, the server asked to wait).
   */
  private async sendBatch(round: Round, batch: QueuedWrite[]): Promise<"go on" | "stop"> {
    const orgId = batch[0]?.orgId as string;
    let results: PatientChangeResult[];
    try {
      ({ results } = await api<PatientChangesView>(`${org(orgId)}/patient-changes`, {
        method: "POST",
        body: { changes: batch.map(toChange) },
        signal: AbortSignal.timeout(BATCH_TIMEOUT_MS),
      }));
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        // The session ended: the changes wait for this person to sign in again, and the app
        // takes them to the sign-in page.
        void round.client.invalidateQueries({ queryKey: ME_QUERY_KEY });
        return "stop";
      }
      if (isTransient(error)) {
        // Never a person's problem: the network or the server will be back.
        round.retry = true;
        return "stop";
      }
      // The batch itself was refused (a change the server no longer takes in this shape, a
      // server without the batch route): one at a time, so only the change at fault is held.
      return (await this.sendOneByOne(round, batch)) ? "go on" : "stop";
    }
    for (const [i, write] of batch.entries()) {
      const result = results[i];
      if (!result || result.outcome === "notDone") {
        round.retry = true;
        return "stop";
      }
      if (result.outcome === "applied") {
        if (result.patient)
          round.client.setQueryData(round.patientKeys.detail(write.orgId, write.patientId), result.patient);
        round.sent.push(write);
      } else if (result.outcome === "refused") {
        const problem = result.error
          ? { status: result.status, code: result.error.code, message: result.error.message }
          : { status: result.status, code: "UNKNOWN", message: "" };
        await writeQueue.update(write.seq, { attempts: write.attempts + 1, problem });
        round.held.add(write.patientId);
      } else round.held.add(write.patientId);
    }
    return "go on";
  }

  /** Each change through its own route; false when the round has to stop. */
  private async sendOneByOne(round: Round, batch: QueuedWrite[]): Promise<boolean> {
    for (const write of batch) {
      if (round.held.has(write.patientId)) continue;
      try {
        const answer = await sendWrite(write);
        if (write.kind !== "addVitals" && !isIncidentWrite(write) && answer)
          round.client.setQueryData(round.patientKeys.detail(write.orgId, write.patientId), answer);
        round.sent.push(write);
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) {
          void round.client.invalidateQueries({ queryKey: ME_QUERY_KEY });
          return false;
        }
        if (isTransient(error)) {
          round.retry = true;
          return false;
        }
        await writeQueue.update(write.seq, { attempts: write.attempts + 1, problem: problemOf(error) });
        round.held.add(write.patientId);
      }
    }
    return true;
  }

  private planRetry() {
    this.failures += 1;
    const delay = Math.min(RETRY_BASE_MS * 2 ** (this.failures - 1), RETRY_MAX_MS);
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.syncNow();
    }, delay);
    this.set({ retryAt: Date.now() + delay });
  }

  private set(patch: Partial<SyncState>) {
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener();
  }
}

function problemOf(error: unknown): WriteProblem {
  if (error instanceof ApiError) return { status: error.status, code: error.code, message: error.message };
  return { status: 0, code: "UNKNOWN", message: String(error) };
}

export const fieldSync = new FieldSync();
