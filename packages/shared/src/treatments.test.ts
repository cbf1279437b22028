import { describe, expect, it } from "vitest";
import { appendTreatmentText, templateUpdateBody, treatmentTextFromTemplate } from "./treatments";

describe("treatmentTextFromTemplate", () => {
  it("puts the template's text first, then the steps numbered in order, then the medications", () => {
    const text = treatmentTextFromTemplate(
      {
        templateText: " Ottawa-regels toegepast. ",
        steps: ["Rust", "IJs", "Drukverband"],
        medications: [
          { name: "Paracetamol", dosage: "1 g", frequency: null, route: "oraal" },
          { name: "Ibuprofen", dosage: null, frequency: null, route: null },
        ],
      },
      { medications: "Medicatie" },
    );
    expect(text).toBe(
      "Ottawa-regels toegepast.\n\n1. Rust\n2. IJs\n3. Drukverband\n\nMedicatie:\n- Paracetamol – 1 g – oraal\n- Ibuprofen",
    );
  });

  it("leaves out what the template does not have", () => {
    const bare = { templateText: null, steps: [], medications: [] };
    expect(treatmentTextFromTemplate(bare, { medications: "Medication" })).toBe("");
    expect(treatmentTextFromTemplate({ ...bare, steps: ["Koelen"] }, { medications: "Medication" })).toBe("1. Koelen");
  });
});

describe("appendTreatmentText", () => {
  it("adds below what is written, never over it", () => {
    expect(appendTreatmentText("", "1. Rust")).toBe("1. Rust");
    expect(appendTreatmentText("Wonde gespoeld.\n", "1. Rust")).toBe("Wonde gespoeld.\n\n1. Rust");
    expect(appendTreatmentText("Wonde gespoeld.", "")).toBe("Wonde gespoeld.");
  });
});

describe("templateUpdateBody", () => {
  it("has no defaults: a rename names only the name", () => {
    expect(templateUpdateBody.parse({ name: "Enkel" })).toEqual({ name: "Enkel" });
  });
});
