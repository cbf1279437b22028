import { createPatientBody, PATIENT_FIELD_NAMES, updatePatientBody } from "@hulppost/shared/patients";
import { describe, expect, it } from "vitest";
import { changedFields, toFormValues, toPayload } from "./patient-form-values";

const record = {
  firstName: "Anna",
  lastName: null,
  birthDate: "2015-05-01",
  estimatedAge: null,
  sex: "female",
  type: null,
  urgency: "high",
  complaint: "Valpartij",
  mechanism: null,
  injury: null,
  bodyParts: ["head"],
  allergies: null,
  medication: null,
  medicalHistory: null,
  pain: 0,
  heightCm: null,
  weightKg: 62.5,
  gcsEye: 4,
  gcsVerbal: 5,
  gcsMotor: 6,
  treatment: null,
  treatmentTemplateId: null,
  treatmentTemplateName: null,
  arrivedAt: "2026-11-23T10:00:00.000Z",
  dischargedAt: null,
  outcome: null,
  destinationHospital: null,
  notes: null,
  spo2Scale2: false,
  pregnant: false,
} as const;
// The form reads only the record's own fields; the view's other fields do not matter here.
const view = record as unknown as Parameters<typeof toFormValues>[0];

describe("the patient form's values, derived from the contract", () => {
  it("holds every field of the contract, typed numbers as text and choices not made as empty", () => {
    const values = toFormValues(view);
    for (const field of PATIENT_FIELD_NAMES) expect(values).toHaveProperty(field);
    expect(values).toMatchObject({ pain: "0", weightKg: "62.5", lastName: "", sex: "female", type: "" });
    expect(values.treatmentTemplateName).toBe("");
  });

  it("a new form starts as unknown urgency, arrived now, nothing else given", () => {
    const values = toFormValues(null);
    expect(values.urgency).toBe("unknown");
    expect(values.arrivedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    expect(values.bodyParts).toEqual([]);
    expect(values.firstName).toBe("");
  });

  it("sends back what it read, which the contract accepts", () => {
    const payload = toPayload(toFormValues(view));
    expect(payload).toMatchObject({ pain: 0, weightKg: 62.5, lastName: null, sex: "female", type: null });
    expect(payload).not.toHaveProperty("treatmentTemplateName");
    const checked = createPatientBody.safeParse({ ...payload, id: crypto.randomUUID() });
    expect(checked.success).toBe(true);
  });

  it("sends a number that is not one as typed, so the contract names the field", () => {
    const values = { ...toFormValues(view), pain: "veel" };
    const checked = updatePatientBody.safeParse(changedFields(toFormValues(view), values));
    expect(checked.success).toBe(false);
    expect(checked.error?.issues[0]?.path).toEqual(["pain"]);
  });

  it("names only the fields that changed, and a decimal comma counts as a point", () => {
    const before = toFormValues(view);
    const after = { ...before, weightKg: "70,5", notes: "Opgevolgd", complaint: "Valpartij" };
    expect(changedFields(before, after)).toEqual({ weightKg: 70.5, notes: "Opgevolgd" });
    expect(changedFields(before, { ...before, notes: "   " })).toEqual({});
  });
});
