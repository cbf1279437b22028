import type { AlertRecordView } from "@hulppost/shared/notifications";
import { fireEvent, render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { EVENT_ID, ORG_ID, org, PATIENT_ID, patientPage, patientRow } from "../../../test/fixtures";
import { FakeApi, nl, ok, refusal, renderScreen } from "../../../test/render";
import { ObservationDue } from "./observation-due";
import { ObservationIntervalsCard } from "./observation-intervals-card";
import { PatientAlertsCard } from "./patient-alerts-card";
import { PatientList } from "./patient-list";

const NOW = Date.parse("2026-11-23T10:00:00.000Z");
const at = (minutes: number) => new Date(NOW + minutes * 60_000).toISOString();

describe("the next observation on a patient's card", () => {
  it("counts down to it, says in red how late it is, and shows nothing without one", () => {
    const { rerender } = render(<ObservationDue at={at(12)} now={NOW} />);
    expect(screen.getByTestId("observation-due")).toHaveTextContent(
      nl("patients:observation.due", { time: nl("patients:since.minutes", { count: 12 }) }),
    );
    expect(screen.getByTestId("observation-due")).toHaveTextContent("volgende controle over 12 min");
    // The boundary: a minute ahead still counts down; under a minute it is due now, not "over 0 min".
    rerender(<ObservationDue at={at(1)} now={NOW} />);
    expect(screen.getByTestId("observation-due")).toHaveTextContent("volgende controle over 1 min");
    rerender(<ObservationDue at={new Date(NOW + 59_999).toISOString()} now={NOW} />);
    expect(screen.getByTestId("observation-due")).toHaveTextContent("volgende controle nu");
    rerender(<ObservationDue at={new Date(NOW + 1).toISOString()} now={NOW} />);
    expect(screen.getByTestId("observation-due")).toHaveTextContent("volgende controle nu");
    rerender(<ObservationDue at={at(0)} now={NOW} />);
    expect(screen.getByTestId("observation-overdue")).toBeInTheDocument();
    rerender(<ObservationDue at={at(-4)} now={NOW} />);
    expect(screen.getByTestId("observation-overdue")).toHaveTextContent("controle te laat · 4 min");
    expect(screen.getByTestId("observation-overdue").className).toContain("bg-red-600");
    rerender(<ObservationDue at={null} now={NOW} />);
    expect(screen.queryByTestId("observation-due")).toBeNull();
    expect(screen.queryByTestId("observation-overdue")).toBeNull();
  });
});

const ALERTS = org(`/patients/${PATIENT_ID}/alerts`);
const OPENED = org(`/patients/${PATIENT_ID}/alerts/opened`);
const alert = (overrides: Partial<AlertRecordView> = {}): AlertRecordView => ({
  id: "a1",
  kind: "clinical",
  userId: "u1",
  userName: "Dokter Janssens",
  params: { post: "Zomerfestival", score: 7 },
  createdAt: at(-5),
  openedAt: null,
  deliveries: [
    { channel: "push", status: "sent", error: null, at: at(-5) },
    { channel: "push", status: "sent", error: null, at: at(-5) },
    { channel: "sms", status: "skipped", error: "escalation: no SMS", at: at(-2) },
  ],
  ...overrides,
});

describe("the patient list", () => {
  it("shows each patient's next observation on its card and row, overdue in red", async () => {
    const late = new Date(Date.now() - 4 * 60_000 - 1000).toISOString();
    const api = new FakeApi().on(
      "GET",
      org(`/events/${EVENT_ID}/patients`),
      ok(patientPage([patientRow({ nextObservationAt: late })])),
    );
    renderScreen(<PatientList orgId={ORG_ID} eventId={EVENT_ID} live />, { api });
    const shown = await screen.findAllByTestId("observation-overdue");
    // The card on a phone and the row on a desk screen.
    expect(shown).toHaveLength(2);
    expect(shown[0]).toHaveTextContent("controle te laat · 4 min");
  });
});

describe("the record's alerts", () => {
  it("marks my alerts about the patient opened, and lists who was alerted, how, and who opened it", async () => {
    const api = new FakeApi()
      .on("POST", OPENED, ok({ opened: 1 }))
      .on(
        "GET",
        ALERTS,
        ok([alert(), alert({ id: "a2", userName: "Leider Peeters", openedAt: at(-3), deliveries: [] })]),
      );
    renderScreen(<PatientAlertsCard orgId={ORG_ID} patientId={PATIENT_ID} />, { api });
    await api.next("POST", OPENED);
    const rows = await screen.findAllByTestId("patient-alert");
    expect(rows[0]).toHaveTextContent("Dokter Janssens");
    expect(rows[0]).toHaveTextContent(nl("patients:alerts.clinical", { score: 7 }));
    expect(rows[0]).toHaveTextContent(nl("patients:alerts.notOpened"));
    expect(rows[0]).toHaveTextContent(`${nl("patients:alerts.channel.push")}: ${nl("patients:alerts.status.sent")} ×2`);
    expect(within(rows[0] as HTMLElement).getByTitle("escalation: no SMS")).toHaveTextContent(
      nl("patients:alerts.status.skipped"),
    );
    expect(rows[1]).toHaveTextContent("Leider Peeters");
    expect(rows[1]?.textContent).toMatch(/geopend om \d\d:\d\d/);
  });

  it("shows no card for a patient nobody was alerted about", async () => {
    const api = new FakeApi().on("POST", OPENED, ok({ opened: 0 })).on("GET", ALERTS, ok([]));
    renderScreen(<PatientAlertsCard orgId={ORG_ID} patientId={PATIENT_ID} />, { api });
    await api.next("GET", ALERTS);
    await api.next("POST", OPENED);
    expect(screen.queryByTestId("patient-alerts")).toBeNull();
  });
});

describe("the observation intervals in Options", () => {
  const PATH = org("/observation-intervals");

  it("saves the four intervals, and puts the server's refusals on their fields", async () => {
    const api = new FakeApi()
      .on("GET", PATH, ok({ none: 60, low: 30, medium: 15, high: 5 }))
      .on(
        "PUT",
        PATH,
        refusal(400, "VALIDATION_FAILED", { fields: { high: "tooBig:60" } }),
        ok({ none: 60, low: 20, medium: 15, high: 5 }),
      );
    renderScreen(<ObservationIntervalsCard orgId={ORG_ID} />, { api });
    const low = await screen.findByLabelText(nl("patients:intervals.low"));
    expect(low).toHaveValue(30);
    fireEvent.change(low, { target: { value: "20" } });
    fireEvent.click(screen.getByTestId("intervals-save"));
    const sent = await api.next("PUT", PATH);
    expect(sent.body).toEqual({ none: 60, low: 20, medium: 15, high: 5 });
    expect(await screen.findByText(nl("validation:tooBig", { n: "60" }))).toBeInTheDocument();
  });

  it("refuses a value out of range on its field and sends nothing", async () => {
    const api = new FakeApi().on("GET", PATH, ok({ none: 60, low: 30, medium: 15, high: 5 }));
    renderScreen(<ObservationIntervalsCard orgId={ORG_ID} />, { api });
    const high = await screen.findByLabelText(nl("patients:intervals.high"));
    fireEvent.change(high, { target: { value: "61" } });
    fireEvent.change(await screen.findByLabelText(nl("patients:intervals.none")), { target: { value: "" } });
    fireEvent.click(screen.getByTestId("intervals-save"));
    expect(await screen.findByText(nl("validation:tooBig", { n: "60" }))).toBeInTheDocument();
    expect(api.sent("PUT", PATH)).toEqual([]);
  });
});
