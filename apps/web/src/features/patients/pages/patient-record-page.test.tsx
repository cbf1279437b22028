import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { EVENT_ID, eventDetail, ME_ID, org, PATIENT_ID, patient } from "../../../test/fixtures";
import { FakeApi, nl, ok, refusal, renderScreen } from "../../../test/render";
import { PatientRecordPage } from "./patient-record-page";

const RECORD = org(`/patients/${PATIENT_ID}`);

/** The record page of one patient, with the server's other answers (its event, its history) in place. */
function renderRecord(api: FakeApi) {
  api.on("GET", org(`/events/${EVENT_ID}`), ok(eventDetail())).on("GET", `${RECORD}/history`, ok([]));
  const view = renderScreen(<PatientRecordPage />, {
    api,
    route: "/dashboard/patient",
    at: `/dashboard/patient?id=${PATIENT_ID}`,
  });
  const complaint = () => screen.getByLabelText(nl("patients:fields.complaint"));
  /** Replaces the complaint and saves the record. */
  const saveComplaint = async (text: string) => {
    await view.user.clear(complaint());
    await view.user.paste(text);
    await view.user.click(screen.getByRole("button", { name: nl("patients:record.save") }));
  };
  return { ...view, complaint, saveComplaint };
}

describe("the patient record", () => {
  it("shows the patient the server answers, with the record in the form", async () => {
    const { api, complaint } = renderRecord(new FakeApi().on("GET", RECORD, ok(patient())));
    expect(await screen.findByRole("heading", { name: "Lies Peeters" })).toBeInTheDocument();
    expect(screen.getByTestId("patient-status")).toHaveTextContent(nl("patients:status.under_treatment"));
    expect(complaint()).toHaveValue("Enkel verstuikt");
    expect(api.sent("GET", RECORD)).toHaveLength(1);
  });

  it("saves only the changed field, with the version the form was loaded from", async () => {
    const api = new FakeApi()
      .on("GET", RECORD, ok(patient()))
      .on("PATCH", RECORD, ok(patient({ version: 3, complaint: "Enkel gebroken" })));
    const { saveComplaint } = renderRecord(api);
    await screen.findByRole("heading", { name: "Lies Peeters" });
    await saveComplaint("Enkel gebroken");

    expect((await api.next("PATCH", RECORD)).body).toEqual({ complaint: "Enkel gebroken", version: 2 });
    expect(await screen.findByText(nl("patients:record.saved"))).toBeInTheDocument();
  });

  it("after a save, a colleague's later save of the same field shows in it, and no draft stays on the device", async () => {
    const theirs = patient({ version: 4, complaint: "Enkel gekneusd", updatedBy: { id: null, name: "Tom" } });
    const api = new FakeApi()
      .on("GET", RECORD, ok(patient()), ok(theirs))
      .on("PATCH", RECORD, ok(patient({ version: 3, complaint: "Enkel gebroken" })));
    const { saveComplaint, complaint, client } = renderRecord(api);
    await screen.findByRole("heading", { name: "Lies Peeters" });
    await saveComplaint("Enkel gebroken");
    expect(await screen.findByText(nl("patients:record.saved"))).toBeInTheDocument();

    // The colleague's save reaches this device (a notice, a refetch): the saved field follows it.
    await client.invalidateQueries();
    await expect.poll(() => (complaint() as HTMLInputElement).value).toBe("Enkel gekneusd");
    // Half a second after the last change a draft would be written: none, nothing is being typed.
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(Object.keys(localStorage).filter((key) => key.startsWith("hulppost-draft:"))).toEqual([]);
  });

  /** A draft on the device, as the form keeps it while the person types (`useFormDraft`). */
  const DRAFT = `hulppost-draft:${ME_ID}:patient:${PATIENT_ID}`;
  const keepDraft = (values: Record<string, unknown>) =>
    localStorage.setItem(DRAFT, JSON.stringify({ values, savedAt: "2026-07-12T14:03:00.000Z" }));

  it("puts back a draft that differs from the record as unsaved changes, and a save clears it", async () => {
    keepDraft({ complaint: "Enkel gebroken", firstName: "Lies" });
    const api = new FakeApi()
      .on("GET", RECORD, ok(patient()))
      .on("PATCH", RECORD, ok(patient({ version: 3, complaint: "Enkel gebroken" })));
    const { complaint, user } = renderRecord(api);
    expect(await screen.findByTestId("draft-restored")).toHaveTextContent(nl("forms:unsaved.restoredTitle"));
    expect(complaint()).toHaveValue("Enkel gebroken");
    expect(localStorage.getItem(DRAFT)).toContain("Enkel gebroken");

    await user.click(screen.getByRole("button", { name: nl("patients:record.save") }));
    expect((await api.next("PATCH", RECORD)).body).toEqual({ complaint: "Enkel gebroken", version: 2 });
    await expect.poll(() => localStorage.getItem(DRAFT)).toBeNull();
    expect(screen.queryByTestId("draft-restored")).toBeNull();
  });

  it("drops a draft the record already holds (saved, reloaded before the answer came): no notice, nothing unsaved", async () => {
    keepDraft({ complaint: "Enkel verstuikt" });
    const { complaint } = renderRecord(new FakeApi().on("GET", RECORD, ok(patient())));
    await screen.findByRole("heading", { name: "Lies Peeters" });
    await expect.poll(() => localStorage.getItem(DRAFT)).toBeNull();
    expect(complaint()).toHaveValue("Enkel verstuikt");
    expect(screen.queryByTestId("draft-restored")).toBeNull();
  });

  it("asks whose value to keep when a colleague saved the same field (409), then saves from their version", async () => {
    const theirs = patient({ version: 3, complaint: "Enkel gekneusd", updatedBy: { id: null, name: "Tom" } });
    const api = new FakeApi()
      .on("GET", RECORD, ok(patient()), ok(theirs))
      .on(
        "PATCH",
        RECORD,
        refusal(409, "EDIT_CONFLICT", { details: { fields: ["complaint"], version: 3 } }),
        ok({ ...theirs, version: 4, complaint: "Enkel gebroken" }),
      );
    const { user, saveComplaint } = renderRecord(api);
    await screen.findByRole("heading", { name: "Lies Peeters" });
    await saveComplaint("Enkel gebroken");

    const dialog = await screen.findByRole("alertdialog", { name: nl("forms:conflict.title") });
    const row = within(dialog).getByRole("group", { name: nl("patients:fields.complaint") });
    expect(within(row).getByTestId("conflict-theirs")).toHaveTextContent("Enkel gekneusd");
    expect(within(row).getByTestId("conflict-mine")).toHaveTextContent("Enkel gebroken");
    await user.click(within(dialog).getByRole("radio", { name: nl("forms:conflict.keep.mine") }));
    await user.click(within(dialog).getByRole("button", { name: nl("forms:conflict.save") }));

    await expect
      .poll(() => api.sent("PATCH", RECORD).map((r) => r.body))
      .toEqual([
        { complaint: "Enkel gebroken", version: 2 },
        { complaint: "Enkel gebroken", version: 3 },
      ]);
    expect(await screen.findByText(nl("patients:record.saved"))).toBeInTheDocument();
  });

  it("shows the server's refusal of a field (422) translated at that field", async () => {
    const api = new FakeApi()
      .on("GET", RECORD, ok(patient()))
      .on("PATCH", RECORD, refusal(422, "VALIDATION_ERROR", { fields: { complaint: "invalidCharacters" } }));
    const { saveComplaint, complaint } = renderRecord(api);
    await screen.findByRole("heading", { name: "Lies Peeters" });
    await saveComplaint("Enkel gebroken");

    const message = await screen.findByText(nl("validation:invalidCharacters"));
    expect(complaint()).toHaveAttribute("aria-describedby", message.id);
    expect(complaint()).toHaveValue("Enkel gebroken");
    expect(screen.getByText(nl("common:toasts.saveFailed"))).toBeInTheDocument();
    expect(screen.getByText(nl("errors:VALIDATION_ERROR"))).toBeInTheDocument();
  });

  it("refuses an implausible height before sending anything", async () => {
    const api = new FakeApi().on("GET", RECORD, ok(patient()));
    const { user } = renderRecord(api);
    await screen.findByRole("heading", { name: "Lies Peeters" });
    await user.type(screen.getByLabelText(nl("patients:fields.heightCm")), "900");
    await user.click(screen.getByRole("button", { name: nl("patients:record.save") }));

    expect(await screen.findByText(nl("validation:tooBig", { n: 250 }))).toBeInTheDocument();
    expect(api.sent("PATCH")).toEqual([]);
  });

  it("moves the status on with the step's button", async () => {
    const api = new FakeApi()
      .on("GET", RECORD, ok(patient()))
      .on("POST", `${RECORD}/status`, ok(patient({ status: "completed", nextStatuses: ["under_treatment"] })));
    const { user } = renderRecord(api);
    await user.click(await screen.findByRole("button", { name: nl("patients:statusAction.completed") }));

    expect((await api.next("POST", `${RECORD}/status`)).body).toEqual({ status: "completed" });
    expect(await screen.findByTestId("patient-status")).toHaveTextContent(nl("patients:status.completed"));
    expect(screen.getByRole("button", { name: nl("patients:statusAction.under_treatment") })).toBeInTheDocument();
  });

  describe("a record whose NEWS2 is urgent", () => {
    const news2 = (total: number) => ({
      total,
      risk: total >= 7 ? ("high" as const) : ("medium" as const),
      missing: [],
      parts: {},
      singleThree: false,
      scale: 1 as const,
    });
    const urgent = (total: number, overrides = {}) =>
      patient({ urgency: "low", latestNews2: news2(total), ...overrides });

    it.each([
      [4, "low", false],
      [5, "low", true],
      [7, "medium", true],
      [7, "high", false],
    ] as const)("NEWS2 %s with urgency %s shows the banner: %s", async (total, urgency, shown) => {
      renderRecord(new FakeApi().on("GET", RECORD, ok(urgent(total, { urgency }))));
      await screen.findByRole("heading", { name: "Lies Peeters" });
      expect(screen.queryByTestId("urgency-banner") !== null).toBe(shown);
    });

    it("raises the urgency to high with one tap, leaving the form alone", async () => {
      const api = new FakeApi()
        .on("GET", RECORD, ok(urgent(7)))
        .on("PATCH", RECORD, ok(urgent(7, { urgency: "high", version: 3 })));
      const { user } = renderRecord(api);
      const banner = await screen.findByTestId("urgency-banner");
      expect(banner).toHaveTextContent(nl("patients:contradiction.title", { news2: 7 }));
      await user.click(within(banner).getByRole("button", { name: nl("patients:contradiction.raise") }));
      expect((await api.next("PATCH", RECORD)).body).toEqual({ urgency: "high" });
      await expect.poll(() => screen.queryByTestId("urgency-banner")).toBeNull();
    });

    it("asks for a reason before closing it, sends nothing without one, and sends the reason", async () => {
      const api = new FakeApi()
        .on("GET", RECORD, ok(urgent(6)))
        .on("POST", `${RECORD}/status`, ok(urgent(6, { status: "completed", nextStatuses: ["under_treatment"] })));
      const { user } = renderRecord(api);
      await user.click(await screen.findByRole("button", { name: nl("patients:statusAction.completed") }));
      const dialog = await screen.findByRole("dialog", { name: nl("patients:leaving.title") });
      await user.click(within(dialog).getByTestId("leaving-confirm"));
      expect(await within(dialog).findByText(nl("validation:reasonRequired"))).toBeInTheDocument();
      expect(api.sent("POST", `${RECORD}/status`)).toEqual([]);
      await user.type(
        within(dialog).getByLabelText(new RegExp(nl("patients:fields.statusReason"))),
        " Beter, gaat naar huis ",
      );
      await user.click(within(dialog).getByTestId("leaving-confirm"));
      expect((await api.next("POST", `${RECORD}/status`)).body).toEqual({
        status: "completed",
        reason: "Beter, gaat naar huis",
      });
    });
  });

  it("says so when the patient does not exist (404)", async () => {
    renderRecord(new FakeApi().on("GET", RECORD, refusal(404, "PATIENT_NOT_FOUND")));
    expect(await screen.findByText(nl("patients:notFound.title"))).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: nl("patients:record.save") })).not.toBeInTheDocument();
  });
});
