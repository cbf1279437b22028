import type { CasualtyPlaceInput, TriageInput } from "@hulppost/shared/incidents";
import type { CreatePatientInput, PatientStatus, UpdatePatientInput } from "@hulppost/shared/patients";
import type { VitalSignsInput } from "@hulppost/shared/vital-signs";
import { idbClear, idbDelete, idbDeleteMany, idbEntries, idbGet, idbPut, QUEUE_STORE } from "./idb";

/** A change to a patient or to an incident's casualty made on this device, waiting to reach the server. */
export type PendingWrite =
  | { kind: "createPatient"; eventId: string; body: CreatePatientInput & { id: string; arrivedAt: string } }
  | {
      kind: "updatePatient";
      body: UpdatePatientInput & { editedAt: string };
      /** The record's version the form was loaded from: checked when sent at once, not when kept offline. */
      version?: number;
    }
  | { kind: "addVitals"; body: VitalSignsInput & { id: string; measuredAt: string } }
  | { kind: "changeStatus"; body: { status: PatientStatus; changedAt: string; reason?: string } }
  | { kind: "triage"; incidentId: string; body: TriageInput & { at: string } }
  | {
      kind: "moveCasualty";
      incidentId: string;
      casualtyId: string;
      body: CasualtyPlaceInput & { clientId: string; at: string };
    };

/** The incident mode's kinds: sent through their own routes, not the patients' batch. */
export type IncidentWrite = Extract<PendingWrite, { incidentId: string }>;
export const isIncidentWrite = <W extends PendingWrite>(write: W): write is W & IncidentWrite =>
  write.kind === "triage" || write.kind === "moveCasualty";

/** Why the server refused a change: a person has to look at it (sending it again will not help). */
export interface WriteProblem {
  status: number;
  code: string;
  message: string;
}

export type QueuedWrite = PendingWrite & {
  /** Order of making; the changes are sent in this order. */
  seq: number;
  /** Whose change it is: only they send it, and another person signing in does not see it. */
  ownerId: string;
  orgId: string;
  /**
   * Whom the change is about: the patient, or for incident mode the casualty (its id, or
   * `tag:` and its label's code for one triaged offline): a change waits behind a refused one
   * about the same.
   */
  patientId: string;
  queuedAt: string;
  attempts: number;
  problem?: WriteProblem;
};

type Listener = () => void;

/**
 * The queue, mirrored in memory so pages read it synchronously (useSyncExternalStore) and every
 * change written through to IndexedDB first, so a reload or a dead battery loses nothing.
 */
class WriteQueue {
  private items: QueuedWrite[] = [];
  private listeners = new Set<Listener>();
  private loaded: Promise<void> | null = null;
  private readOnce = false;

  load(): Promise<void> {
    this.loaded ??= this.read();
    return this.loaded;
  }

  /** Whether the queue has been read from the device in this page: load() would not wait. */
  isLoaded(): boolean {
    return this.readOnce;
  }

  /** Reads the queue again from the device (another tab of the app may have changed it). */
  reload(): Promise<void> {
    this.loaded = this.read();
    return this.loaded;
  }

  private read(): Promise<void> {
    return idbEntries<Omit<QueuedWrite, "seq">>(QUEUE_STORE)
      .then((entries) => {
        this.items = entries.map(({ key, value }) => ({ ...value, seq: key as number }) as QueuedWrite);
        this.emit(false);
      })
      .catch(() => {
        // No IndexedDB (a private window of an old browser): the queue lives in memory only.
      })
      .finally(() => {
        this.readOnce = true;
      });
  }

  has(seq: number): boolean {
    return this.items.some((i) => i.seq === seq);
  }

  all(): readonly QueuedWrite[] {
    return this.items;
  }

  subscribe = (listener: Listener) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = () => this.items;

  async add(write: Omit<QueuedWrite, "seq" | "attempts" | "queuedAt">): Promise<QueuedWrite> {
    await this.load();
    // Ask the browser not to evict the device's store under storage pressure (a lost queue is lost work).
    void navigator.storage?.persist?.().catch(() => {});
    const value = { ...write, attempts: 0, queuedAt: new Date().toISOString() };
    let seq: number;
    try {
      seq = (await idbPut(QUEUE_STORE, value)) as number;
    } catch {
      seq = (this.items.at(-1)?.seq ?? 0) + 1;
    }
    const queued = { ...value, seq } as QueuedWrite;
    this.items = [...this.items, queued];
    this.emit();
    return queued;
  }

  async update(seq: number, patch: Partial<Pick<QueuedWrite, "attempts" | "problem">>) {
    const item = this.items.find((i) => i.seq === seq);
    if (!item) return;
    // Sent by another tab or wiped by a sign-out meanwhile: not written back.
    if (!(await idbGet(QUEUE_STORE, seq).catch(() => item))) {
      this.items = this.items.filter((i) => i.seq !== seq);
      this.emit();
      return;
    }
    const next = { ...item, ...patch } as QueuedWrite;
    if ("problem" in patch && !patch.problem) delete next.problem;
    const { seq: _key, ...stored } = next;
    await idbPut(QUEUE_STORE, stored, seq).catch(() => {});
    this.items = this.items.map((i) => (i.seq === seq ? next : i));
    this.emit();
  }

  async remove(seq: number) {
    await idbDelete(QUEUE_STORE, seq).catch(() => {});
    this.items = this.items.filter((i) => i.seq !== seq);
    this.emit();
  }

  /** The changes a round sent, in one go (one transaction, one re-render). */
  async removeMany(seqs: readonly number[]) {
    if (!seqs.length) return;
    await idbDeleteMany(QUEUE_STORE, seqs).catch(() => {});
    const gone = new Set(seqs);
    this.items = this.items.filter((i) => !gone.has(i.seq));
    this.emit();
  }

  /** Everything goes: sign-out, or another person signing in on this device. */
  async clear() {
    await idbClear(QUEUE_STORE).catch(() => {});
    this.items = [];
    this.emit();
  }

  /** Tells this tab's pages, and (`broadcast`) the app's other tabs, that the queue changed. */
  private emit(broadcast = true) {
    for (const listener of this.listeners) listener();
    if (broadcast) channel?.postMessage("changed");
  }
}

export const writeQueue = new WriteQueue();

// The app's tabs share the device's queue: a change in one is read again by the others.
const channel = typeof BroadcastChannel === "undefined" ? null : new BroadcastChannel("hulppost-field-queue");
if (channel) channel.onmessage = () => void writeQueue.reload();

/** The changes waiting for one patient, oldest first. */
export const writesFor = (items: readonly QueuedWrite[], patientId: string) =>
  items.filter((i) => i.patientId === patientId);
