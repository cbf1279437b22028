import { z } from "zod";
import { createPatientBody, patientStatusBody, patientView, updatePatientBody } from "./patients";
import { vitalSignsBody } from "./vital-signs";

/**
 * A device that worked without a network sends what it kept in batches, in the order it was
 * made: on a festival network every request costs a round trip of half a second or more, and a
 * night's 1,000 changes one by one take many minutes. Each change is the body its own route takes
 * (and is idempotent there: client ids, device times), so a batch sent twice changes nothing twice.
 */
export const PATIENT_CHANGES_MAX = 50;

export const patientChange = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("createPatient"), eventId: z.uuid(), body: createPatientBody }),
  z.object({ kind: z.literal("updatePatient"), patientId: z.uuid(), body: updatePatientBody }),
  z.object({ kind: z.literal("addVitals"), patientId: z.uuid(), body: vitalSignsBody }),
  z.object({ kind: z.literal("changeStatus"), patientId: z.uuid(), body: patientStatusBody }),
]);
export type PatientChange = z.input<typeof patientChange>;

export const patientChangesBody = z.object({
  changes: z.array(patientChange).min(1).max(PATIENT_CHANGES_MAX),
});

/**
 * What became of each change, in the order sent:
 * - applied: done now, or already done by the same change before (`patient`: the record after it,
 *   except for a measurement);
 * - refused: the server will refuse it again (the record is gone, a step no longer allowed, bad
 *   data), with the error its own route would answer;
 * - held: not tried, because an earlier change of the same patient in this batch was refused (it
 *   may depend on it: a measurement of a registration that was refused);
 * - notDone: not tried, because the server could not go on (a passing fault): send it again later.
 */
export const PATIENT_CHANGE_OUTCOMES = ["applied", "refused", "held", "notDone"] as const;
export const patientChangeResult = z.object({
  outcome: z.enum(PATIENT_CHANGE_OUTCOMES),
  status: z.number().meta({ description: "The HTTP status the change's own route would have answered" }),
  patient: patientView.nullable(),
  error: z
    .object({
      code: z.string(),
      message: z.string(),
      fields: z.record(z.string(), z.string()).optional(),
    })
    .nullable(),
});
export type PatientChangeResult = z.infer<typeof patientChangeResult>;

export const patientChangesView = z.object({ results: z.array(patientChangeResult) });
export type PatientChangesView = z.infer<typeof patientChangesView>;
