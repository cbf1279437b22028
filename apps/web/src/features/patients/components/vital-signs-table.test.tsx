import { scoreNews2 } from "@hulppost/shared/clinical/news2";
import type { VitalSignsView } from "@hulppost/shared/vital-signs";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PATIENT_ID } from "../../../test/fixtures";
import { nl, renderScreen } from "../../../test/render";
import { VitalSignsTable } from "./vital-signs-table";

function measurement(values: Partial<VitalSignsView>): VitalSignsView {
  const base = {
    id: "v-1",
    patientId: PATIENT_ID,
    measuredAt: "2026-11-23T20:29:00.000Z",
    systolic: 98,
    diastolic: 60,
    heartRate: 124,
    respiratoryRate: 24,
    temperature: 37.2,
    spo2: 93,
    onOxygen: false,
    consciousness: "alert" as const,
    pain: 8,
    glucose: 5.4,
    recordedBy: { id: "u-1", name: "Lotte Janssens" },
    ...values,
  };
  return { ...base, news2: scoreNews2(base) };
}

describe("the measurements on a phone", () => {
  it("are cards with each value and its unit on one line, coloured and said in words by their NEWS2 points", () => {
    renderScreen(<VitalSignsTable vitals={[measurement({})]} />);
    const [card] = within(screen.getByTestId("vitals-cards")).getAllByTestId("vitals-card");
    const value = (key: string) => within(card as HTMLElement).getByTestId(`card-${key}`);
    expect(value("bloodPressure")).toHaveTextContent("98/60 mmHg");
    expect(value("heartRate")).toHaveTextContent("124 /min");
    expect(value("temperature")).toHaveTextContent("37,2 °C");
    expect(value("glucose")).toHaveTextContent("5,4 mmol/l");
    // Pulse 124 scores 2 NEWS2 points; pain 8 is off by its own limit.
    expect(value("heartRate")).toHaveTextContent(nl("patients:vitals.flag.news2", { count: 2 }));
    expect(value("pain")).toHaveTextContent(nl("patients:vitals.flag.mild"));
    expect(value("consciousness")).not.toHaveTextContent(nl("patients:vitals.flag.news2", { count: 1 }));
    // RR 24 → 2, SpO2 93 → 2, systolic 98 → 2, pulse 124 → 2: 8, with who measured it.
    expect(card).toHaveTextContent("8");
    expect(card).toHaveTextContent("Lotte Janssens");
  });
});
