import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ORG_ID, org } from "../../../test/fixtures";
import { FakeApi, nl, ok, refusal, renderScreen } from "../../../test/render";
import { RetentionPeriodsCard } from "./retention-periods-card";

const PATH = org("/retention");
const PATIENTS = org("/patient-retention");
const defaults = { locationHours: 24, chatDays: null, version: 2 };

describe("the retention periods in Options", () => {
  it("shows the defaults, and sends only what changed to each endpoint", async () => {
    const api = new FakeApi()
      .on("GET", PATH, ok(defaults))
      .on("GET", PATIENTS, ok({ months: null }))
      .on("PUT", PATH, ok({ locationHours: 48, chatDays: 30, version: 3 }));
    renderScreen(<RetentionPeriodsCard orgId={ORG_ID} />, { api });
    const hours = await screen.findByLabelText(nl("admin:retention.locations"));
    expect(hours).toHaveValue(24);
    expect(screen.getByTestId("retention-chat")).toHaveValue("keep");
    expect(screen.getByTestId("retention-patients")).toHaveValue("keep");
    expect(screen.queryByTestId("retention-chat-days")).toBeNull();
    fireEvent.change(hours, { target: { value: "48" } });
    fireEvent.change(screen.getByTestId("retention-chat"), { target: { value: "days" } });
    fireEvent.change(await screen.findByTestId("retention-chat-days"), { target: { value: "30" } });
    fireEvent.click(screen.getByTestId("retention-save"));
    expect((await api.next("PUT", PATH)).body).toEqual({ locationHours: 48, chatDays: 30, version: 2 });
    // The patient records' period did not change: its endpoint is left alone.
    expect(api.sent("PUT", PATIENTS)).toEqual([]);
  });

  it("refuses a bad value on its field without sending, and puts the server's refusal on its field", async () => {
    const api = new FakeApi()
      .on("GET", PATH, ok(defaults))
      .on("GET", PATIENTS, ok({ months: 12 }))
      .on("PUT", PATH, refusal(400, "VALIDATION_ERROR", { fields: { locationHours: "tooBig:720" } }));
    renderScreen(<RetentionPeriodsCard orgId={ORG_ID} />, { api });
    const hours = await screen.findByLabelText(nl("admin:retention.locations"));
    expect(screen.getByTestId("retention-patients")).toHaveValue("12");
    fireEvent.change(hours, { target: { value: "0" } });
    fireEvent.click(screen.getByTestId("retention-save"));
    expect(await screen.findByText(nl("validation:tooSmall", { n: "1" }))).toBeInTheDocument();
    expect(api.sent("PUT", PATH)).toEqual([]);
    fireEvent.change(hours, { target: { value: "700" } });
    fireEvent.click(screen.getByTestId("retention-save"));
    await api.next("PUT", PATH);
    expect(await screen.findByText(nl("validation:tooBig", { n: "720" }))).toBeInTheDocument();
  });
});
