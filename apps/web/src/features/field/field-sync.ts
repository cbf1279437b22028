import type { PatientView } from "@hulppost/shared/patients";
import { onlineManager, type QueryClient } from "@tanstack/react-query";
import { ME_QUERY_KEY } from "../../app/session";
import { ApiError, api } from "../../lib/api-client";
import { patientKeys } from "../patients/patients-api";
import { type PendingWrite, type QueuedWrite, type WriteProblem, writeQueue } from "./pending-writes";

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
  }
}

/** Lost on the way (no network, a server having a bad moment): try again later. */
export const isTransient = (error: unknown) =>
  !(error instanceof ApiError) || error.status === 0 || error.status >= 500 || [408, 429].includes(error.status);

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
  private ownerId: string | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private failures = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private state: SyncState = { syncing: false, lastSyncedAt: null, retryAt: null };
  private listeners = new Set<() => void>();
  private unsubscribeOnline: (() => void) | null = null;

  start(client: QueryClient, ownerId: string) {
    this.client = client;
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
    const ownerId = this.ownerId;
    if (!client || !ownerId) return;
    // Another tab may have sent or added changes since: read the queue as the device has it.
    await writeQueue.reload();
    const waiting = writeQueue.all().filter((w) => w.ownerId === ownerId);
    if (!waiting.some((w) => !w.problem)) return;
    if (!onlineManager.isOnline()) return;
    await oneTabAtATime(async () => {
      this.set({ syncing: true, retryAt: null });
      const sent: QueuedWrite[] = [];
      const held = new Set<string>();
      let retry = false;
      try {
        for (const write of waiting) {
          // Stopped (sign-out, another person) or sent/discarded meanwhile: not sent again.
          if (this.client !== client || !writeQueue.has(write.seq)) break;
          // A change behind one that needs a person waits: it may depend on it (a measurement of
          // a patient whose registration was refused).
          if (write.problem || held.has(write.patientId)) {
            held.add(write.patientId);
            continue;
          }
          try {
            const answer = await sendWrite(write);
            if (write.kind !== "addVitals" && answer)
              client.setQueryData(patientKeys.detail(write.orgId, write.patientId), answer);
            sent.push(write);
          } catch (error) {
            if (error instanceof ApiError && error.status === 401) {
              // The session ended: the changes wait for this person to sign in again, and the
              // app takes them to the sign-in page.
              void client.invalidateQueries({ queryKey: ME_QUERY_KEY });
              break;
            }
            if (isTransient(error)) {
              // Never a person's problem: the network or the server will be back. A lost
              // connection stops the round; a server error holds this patient and goes on.
              await writeQueue.update(write.seq, { attempts: write.attempts + 1 });
              retry = true;
              if (!(error instanceof ApiError) || error.status === 0) break;
              held.add(write.patientId);
              continue;
            }
            await writeQueue.update(write.seq, { attempts: write.attempts + 1, problem: problemOf(error) });
            held.add(write.patientId);
          }
        }
        if (retry) this.planRetry();
        else this.failures = 0;
      } finally {
        if (sent.length) {
          // The pages show the server's version before the queue lets go of the changes (no
          // flicker of a patient disappearing between the two), but never wait long for it: a
          // refetch that meets a lost connection pauses until it returns.
          const orgs = new Set(sent.map((w) => w.orgId));
          await Promise.race([
            Promise.all([...orgs].map((orgId) => client.invalidateQueries({ queryKey: patientKeys.all(orgId) }))).catch(
              () => {},
            ),
            new Promise((resolve) => setTimeout(resolve, REFRESH_WAIT_MS)),
          ]);
          for (const write of sent) await writeQueue.remove(write.seq);
        }
        this.set({ syncing: false, ...(sent.length ? { lastSyncedAt: Date.now() } : {}) });
      }
    });
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
