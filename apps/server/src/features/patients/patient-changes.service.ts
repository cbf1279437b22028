import type { PatientChangeResult, patientChange } from "@hulppost/shared/patient-changes";
import type { z } from "zod";
import type { AppDeps } from "../../app-deps";
import type { OrgAccess } from "../../http/context";
import { AppError } from "../../http/errors";
import { loggableError } from "../../platform/logger";
import { changeStatus } from "./patient-status.service";
import { createPatient, updatePatient } from "./patients.service";
import { addVitalSigns } from "./vital-signs.service";

type Change = z.output<typeof patientChange>;

const patientOf = (change: Change) => (change.kind === "createPatient" ? change.body.id : change.patientId);

/** One change through its own service: the same checks, history and audit as its own route. */
async function apply(deps: AppDeps, access: OrgAccess, change: Change, ip: string) {
  switch (change.kind) {
    case "createPatient": {
      const { created, patient } = await createPatient(deps.db, access, change.eventId, change.body, ip);
      return { status: created ? 201 : 200, patient };
    }
    case "updatePatient":
      return { status: 200, patient: await updatePatient(deps.db, access, change.patientId, change.body, ip) };
    case "addVitals": {
      const { created } = await addVitalSigns(deps.db, deps.jobs, access, change.patientId, change.body, ip);
      return { status: created ? 201 : 200, patient: null };
    }
    case "changeStatus":
      return {
        status: 200,
        patient: await changeStatus(deps.db, access, change.patientId, change.body.status, ip, change.body),
      };
  }
}

/**
 * A device's kept changes, in the order it made them, each in its own transaction (one refused
 * change never undoes the others). A refusal holds the patient's later changes in the batch, as the
 * device holds them; a fault that is not the change's (the database, say) stops the batch there,
 * and the device sends the rest again later. Every change is idempotent, so a batch whose answer
 * was lost can be sent again whole.
 */
export async function applyPatientChanges(
  deps: AppDeps,
  access: OrgAccess,
  changes: Change[],
  ip: string,
): Promise<PatientChangeResult[]> {
  const results: PatientChangeResult[] = [];
  const held = new Set<string>();
  let stopped = false;
  for (const change of changes) {
    const patientId = patientOf(change);
    if (stopped) {
      results.push({ outcome: "notDone", status: 503, patient: null, error: null });
      continue;
    }
    if (held.has(patientId)) {
      results.push({ outcome: "held", status: 409, patient: null, error: null });
      continue;
    }
    try {
      const { status, patient } = await apply(deps, access, change, ip);
      results.push({ outcome: "applied", status, patient, error: null });
    } catch (error) {
      if (error instanceof AppError && error.status < 500 && error.status !== 429) {
        held.add(patientId);
        results.push({
          outcome: "refused",
          status: error.status,
          patient: null,
          error: { code: error.code, message: error.message, ...(error.fields ? { fields: error.fields } : {}) },
        });
        continue;
      }
      // A failed statement's error holds its parameters (a patient's name): only its kind is logged.
      deps.logger.error({ err: loggableError(error), kind: change.kind }, "a field change failed; the rest waits");
      stopped = true;
      results.push({ outcome: "notDone", status: 503, patient: null, error: null });
    }
  }
  return results;
}
