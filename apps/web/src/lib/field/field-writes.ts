import type { CasualtyPlace, CasualtyView, TriageInput } from "@hulppost/shared/incidents";
import type { CreatePatientInput, PatientStatus, PatientView, UpdatePatientInput } from "@hulppost/shared/patients";
import type { VitalSignsInput, VitalSignsView } from "@hulppost/shared/vital-signs";
import { onlineManager } from "@tanstack/react-query";
import { fieldSync, isTransient, sendWrite } from "./field-sync";
import { type PendingWrite, writeQueue } from "./pending-writes";

/** Who makes a change: kept with it, and shown on the pages until the server has it. */
export interface Me {
  id: string;
  name: string;
}

let signedIn: Me | null = null;

/** Who makes the changes on this device now (set by the field mode provider). */
export function setFieldPerson(person: Me | null) {
  signedIn = person;
}
export const fieldPerson = () => signedIn;

/** Sent at once, or kept on this device to be sent when the network allows. */
export type WriteOutcome<T> = { queued: false; answer: T } | { queued: true };

/**
 * A change to a patient. With a network and nothing waiting before it, it goes straight to the
 * server and the page hears the answer (and a refusal, with its field errors) as always. Without a
 * network, or if the answer is lost, or while earlier changes still wait (they must arrive first),
 * it joins the queue and the page goes on at once: nothing blocks the post.
 */
async function submit<T>(write: PendingWrite & { orgId: string; patientId: string }): Promise<WriteOutcome<T>> {
  const person = signedIn;
  if (!person) return { queued: false, answer: (await sendWrite(write)) as T };
  await writeQueue.load();
  const ahead = writeQueue
    .all()
    .some((w) => w.ownerId === person.id && (!w.problem || w.patientId === write.patientId));
  if (!ahead && onlineManager.isOnline()) {
    try {
      return { queued: false, answer: (await sendWrite(direct(write))) as T };
    } catch (error) {
      if (!isTransient(error)) throw error;
      // The answer was lost or never came: send it again later, the server takes it once.
    }
  }
  await writeQueue.add({ ...write, ownerId: person.id });
  void fieldSync.syncNow();
  return { queued: true };
}

const now = () => new Date().toISOString();

/**
 * Sent at once, an edit or a status step is "now" by the server's clock, not the phone's: a phone
 * whose clock is a few minutes off must not lose (or win) against a colleague's edit for that.
 */
function direct<W extends PendingWrite & { orgId: string; patientId: string }>(write: W): W {
  if (write.kind === "updatePatient") {
    // Sent at once, a save from a stale form is a conflict the person resolves (decision 036);
    // kept offline, the later edit wins field by field (decision 034).
    const { editedAt: _device, ...body } = write.body;
    return { ...write, body: write.version ? { ...body, version: write.version } : body };
  }
  if (write.kind === "changeStatus") {
    const { changedAt: _device, ...body } = write.body;
    return { ...write, body };
  }
  if (write.kind === "triage" || write.kind === "moveCasualty") {
    const { at: _device, ...body } = write.body;
    return { ...write, body };
  }
  return write;
}

export function registerPatient(orgId: string, eventId: string, body: CreatePatientInput & { id: string }) {
  return submit<PatientView>({
    kind: "createPatient",
    orgId,
    eventId,
    patientId: body.id,
    // The arrival is when the patient came in, not when the network came back.
    body: { ...body, arrivedAt: body.arrivedAt ?? now(), registeredAt: now() },
  });
}

export function editPatient(orgId: string, patientId: string, body: UpdatePatientInput, version?: number) {
  // When the edit was made: the later of two edits of one field wins, even if it arrives first.
  const { version: _inBody, ...fields } = body;
  return submit<PatientView>({
    kind: "updatePatient",
    orgId,
    patientId,
    body: { ...fields, editedAt: now() },
    ...(version ? { version } : {}),
  });
}

export function recordVitals(orgId: string, patientId: string, body: VitalSignsInput & { id: string }) {
  return submit<VitalSignsView>({
    kind: "addVitals",
    orgId,
    patientId,
    body: { ...body, measuredAt: body.measuredAt ?? now(), recordedAt: now() },
  });
}

export function setPatientStatus(orgId: string, patientId: string, { status, reason }: StatusStep) {
  return submit<PatientView>({
    kind: "changeStatus",
    orgId,
    patientId,
    body: { status, changedAt: now(), ...(reason ? { reason } : {}) },
  });
}

/** A status step, with the reason a record whose NEWS2 is urgent needs to be closed (leavingNeedsReason). */
export type StatusStep = { status: PatientStatus; reason?: string };

/**
 * A triage at an incident (decision 044): a new casualty, by label or not, or a re-triage. Kept on
 * the phone like a patient's change when the network is gone; its clientId makes a triage sent
 * twice count once, and its time (`at`) lets a later triage of another phone win.
 */
export function recordTriage(orgId: string, incidentId: string, body: TriageInput) {
  return submit<CasualtyView>({
    kind: "triage",
    orgId,
    incidentId,
    // Changes about one casualty wait behind a refused one about it: the same label, or the same id.
    patientId: body.casualtyId ?? (body.tagCode ? `tag:${body.tagCode}` : body.clientId),
    body: { ...body, at: body.at ?? now() },
  });
}

/** A casualty moves (to the post, on the way, home): kept offline too, the later move wins. */
export function moveCasualty(orgId: string, incidentId: string, casualtyId: string, place: CasualtyPlace) {
  return submit<CasualtyView>({
    kind: "moveCasualty",
    orgId,
    incidentId,
    casualtyId,
    patientId: casualtyId,
    body: { place, clientId: crypto.randomUUID(), at: now() },
  });
}
