import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ORG_ID, org, PATIENT_ID } from "../../../test/fixtures";
import { type Answer, FakeApi, nl, ok, refusal, renderScreen } from "../../../test/render";
import { VitalSignsForm } from "./vital-signs-form";

const VITALS = org(`/patients/${PATIENT_ID}/vitals`);

/** The "new measurement" form of one patient; `onSaved` tells whether it reported a save. */
function renderForm(...answers: Answer[]) {
  return renderOn(false, ...answers);
}

function renderOn(spo2Scale2: boolean, ...answers: Answer[]) {
  const onSaved = vi.fn();
  const view = renderScreen(
    <VitalSignsForm orgId={ORG_ID} patientId={PATIENT_ID} spo2Scale2={spo2Scale2} onSaved={onSaved} />,
    { api: new FakeApi().on("POST", VITALS, ...answers) },
  );
  /** The box of a vital sign, by its label and unit as the form shows them ("Polsslag (/min)"). */
  const box = (name: string) =>
    screen.getByLabelText(`${nl(`patients:vitals.fields.${name}`)} (${nl(`patients:vitals.units.${name}`)})`);
  const fill = async (values: Record<string, string>) => {
    for (const [name, value] of Object.entries(values)) await view.user.type(box(name), value);
  };
  const save = () => view.user.click(screen.getByRole("button", { name: nl("patients:vitals.save") }));
  return { ...view, onSaved, box, fill, save };
}

describe("the vital signs form", () => {
  it("sends a measurement with numbers as numbers (a decimal comma too), then clears for the next one", async () => {
    const { api, user, fill, save, box, onSaved } = renderForm(ok({}, 201));
    await fill({ systolic: "120", diastolic: "80", heartRate: "72", spo2: "97", temperature: "37,2" });
    await user.selectOptions(
      screen.getByLabelText(nl("patients:vitals.fields.consciousness")),
      nl("patients:acvpu.confusion"),
    );
    await save();

    const { body } = await api.next("POST", VITALS);
    expect(body).toMatchObject({
      systolic: 120,
      diastolic: 80,
      heartRate: 72,
      respiratoryRate: null,
      spo2: 97,
      temperature: 37.2,
      onOxygen: false,
      consciousness: "confusion",
      pain: null,
      glucose: null,
    });
    expect(await screen.findByText(nl("patients:vitals.saved"))).toBeInTheDocument();
    expect(onSaved).toHaveBeenCalledOnce();
    expect(box("heartRate")).toHaveValue("");
  });

  it("shows the NEWS2 as the values are typed: what is missing first, then the score on the record's scale", async () => {
    const { user, fill } = renderForm();
    const preview = screen.getByTestId("vitals-news2-preview");
    expect(preview).toHaveTextContent(nl("patients:news2.incomplete"));
    // SpO2 91 % on air: 3 points on scale 1; pulse 115: 2; the rest normal.
    await fill({ respiratoryRate: "16", spo2: "91", systolic: "120", heartRate: "115", temperature: "37" });
    expect(preview).toHaveTextContent(nl("patients:news2.incomplete"));
    await user.selectOptions(
      screen.getByLabelText(nl("patients:vitals.fields.consciousness")),
      nl("patients:acvpu.alert"),
    );
    expect(preview).toHaveTextContent("5");
    expect(preview).toHaveTextContent(nl("patients:news2.risk.medium"));
  });

  it("scores SpO2 on scale 2 when the record says so, and leaves a value out of range unscored", async () => {
    const { user, fill, box } = renderOn(true);
    await fill({ respiratoryRate: "16", spo2: "91", systolic: "120", heartRate: "70", temperature: "37" });
    await user.selectOptions(
      screen.getByLabelText(nl("patients:vitals.fields.consciousness")),
      nl("patients:acvpu.alert"),
    );
    const preview = screen.getByTestId("vitals-news2-preview");
    // 88–92 % scores 0 on scale 2.
    expect(preview.querySelector('[data-testid="news2-badge"]')).toHaveTextContent(
      new RegExp(`^${nl("patients:news2.label")} 0 ${nl("patients:news2.risk.low")}$`),
    );
    await user.clear(box("heartRate"));
    await user.type(box("heartRate"), "400");
    expect(preview).toHaveTextContent(nl("patients:news2.incomplete"));
  });

  it("refuses a heart rate out of range with the field's message and sends nothing", async () => {
    const { api, fill, save, box, onSaved } = renderForm(ok({}, 201));
    await fill({ heartRate: "720" });
    await save();

    expect(await screen.findByText(nl("validation:tooBig", { n: 250 }))).toBeInTheDocument();
    expect(box("heartRate")).toHaveAttribute("aria-invalid", "true");
    expect(box("heartRate")).toHaveValue("720");
    expect(api.requests).toEqual([]);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it("refuses a diastolic pressure above the systolic one at the diastolic field", async () => {
    const { api, fill, save, box } = renderForm(ok({}, 201));
    await fill({ systolic: "80", diastolic: "120" });
    await save();

    expect(await screen.findByText(nl("validation:diastolicAboveSystolic"))).toBeInTheDocument();
    expect(box("diastolic")).toHaveAttribute("aria-invalid", "true");
    expect(box("systolic")).toHaveAttribute("aria-invalid", "false");
    expect(api.requests).toEqual([]);
  });

  it("asks for at least one value when the form is saved empty", async () => {
    const { api, save } = renderForm(ok({}, 201));
    await save();
    expect(await screen.findByText(nl("patients:vitals.noValues"))).toBeInTheDocument();
    expect(api.requests).toEqual([]);
  });

  it("puts the server's refusal of a field at that field and keeps what was typed", async () => {
    const { api, fill, save, box, onSaved } = renderForm(
      refusal(422, "VALIDATION_ERROR", { fields: { glucose: "invalidNumber" } }),
    );
    await fill({ glucose: "5.4" });
    await save();

    await api.next("POST", VITALS);
    expect(await screen.findByText(nl("validation:invalidNumber"))).toBeInTheDocument();
    expect(box("glucose")).toHaveAttribute("aria-invalid", "true");
    expect(box("glucose")).toHaveValue("5.4");
    expect(screen.getByText(nl("common:toasts.saveFailed"))).toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
  });
});
