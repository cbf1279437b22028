import type { HandoverView } from "@hulppost/shared/papers";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PATIENT_ID } from "../../../test/fixtures";
import { nl, renderScreen } from "../../../test/render";
import { HandoverSheet } from "./handover-sheet";

const SHEET: HandoverView = {
  patientId: PATIENT_ID,
  organization: "Demo Hulpdienst",
  event: { name: "Festival Vijverpark", date: "2026-11-23", location: "Vijverpark" },
  name: "Lies Peeters",
  status: "hospital_referral",
  urgency: "high",
  age: { years: 24, estimated: false, birthDate: "2002-03-15" },
  sex: "female",
  time: { arrivedAt: "2026-11-23T20:29:00.000Z", statusChangedAt: "2026-11-23T21:05:00.000Z", dischargedAt: null },
  mechanism: null,
  injuries: { complaint: "Flauwgevallen", injury: null, bodyParts: [] },
  signs: {
    first: null,
    latest: null,
    count: 0,
    gcs: { total: null, band: null, eye: null, verbal: null, motor: null },
    pain: null,
    news2Warnings: [],
  },
  treatment: { text: null, templateName: null },
  allergies: null,
  medication: "Insuline",
  medicalHistory: null,
  destination: null,
  timeZone: "Europe/Brussels",
};

describe("the handover sheet", () => {
  it("always says the allergies and the medication, 'none known' when nothing was noted", () => {
    renderScreen(<HandoverSheet sheet={SHEET} />);
    const alerts = screen.getByTestId("handover-alerts");
    expect(alerts).toHaveTextContent(`${nl("patients:fields.allergies")}:${nl("patients:papers.noneKnown")}`);
    expect(alerts).toHaveTextContent(`${nl("patients:fields.medication")}:Insuline`);
    expect(within(alerts).queryByText(`${nl("patients:fields.medicalHistory")}:`)).not.toBeInTheDocument();
  });

  it("keeps the arrival's date on one line: no hyphen it could break at", () => {
    renderScreen(<HandoverSheet sheet={SHEET} />);
    const time = screen.getByRole("region", { name: nl("patients:papers.atmist.time") });
    expect(time.textContent).toMatch(/23\u201111\u20112026/);
    expect(time.textContent).not.toMatch(/\d-\d/);
  });
});
