import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { EVENT_ID, org, patient } from "../../../test/fixtures";
import { type Answer, FakeApi, nl, ok, refusal, renderScreen } from "../../../test/render";
import { NewPatientPage } from "./new-patient-page";

const CREATE = org(`/events/${EVENT_ID}/patients`);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** Quick input of a post, as the list's "Snelle invoer" button opens it. */
function renderQuickInput(...answers: Answer[]) {
  const view = renderScreen(<NewPatientPage />, {
    api: new FakeApi().on("POST", CREATE, ...answers),
    route: "/dashboard/patients/new",
    at: `/dashboard/patients/new?event=${EVENT_ID}&mode=quick`,
  });
  const field = (label: string) => screen.getByLabelText(label);
  const save = () => view.user.click(screen.getByRole("button", { name: nl("patients:quick.save") }));
  return { ...view, field, save };
}

describe("quick input", () => {
  it("registers the patient with the name split, the complaint and the urgency, then opens the record", async () => {
    const { api, user, field, save, location } = renderQuickInput(ok(patient(), 201));
    expect(screen.getByRole("heading", { name: nl("patients:quick.title") })).toBeInTheDocument();
    await user.type(field(nl("patients:quick.name")), "Lies Van den Broeck");
    await user.type(field(nl("patients:fields.complaint")), "Wespensteek");
    await user.click(screen.getByRole("button", { name: nl("patients:urgency.high") }));
    await save();

    const request = await api.next("POST", CREATE);
    expect(request.body).toMatchObject({
      source: "quick",
      firstName: "Lies",
      lastName: "Van den Broeck",
      complaint: "Wespensteek",
      urgency: "high",
      id: expect.stringMatching(UUID),
    });
    const { id } = request.body as { id: string };
    expect(await screen.findByText(nl("patients:quick.saved"))).toBeInTheDocument();
    expect(location()).toBe(`/dashboard/patient?id=${id}`);
  });

  it("registers someone who cannot say their name as unknown, urgency unknown", async () => {
    const { api, save } = renderQuickInput(ok(patient(), 201));
    expect(screen.getByRole("button", { name: nl("patients:urgency.unknown") })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await save();
    expect((await api.next("POST", CREATE)).body).toMatchObject({
      firstName: null,
      lastName: null,
      complaint: null,
      urgency: "unknown",
    });
  });

  it("refuses a complaint over 1000 characters at the field and sends nothing", async () => {
    const { api, user, field, save, location } = renderQuickInput(ok(patient(), 201));
    await user.click(field(nl("patients:fields.complaint")));
    await user.paste("x".repeat(1001));
    await save();

    const message = await screen.findByText(nl("validation:tooLong", { count: 1000 }));
    expect(message.parentElement).toContainElement(field(nl("patients:fields.complaint")));
    expect(api.sent("POST")).toEqual([]);
    expect(location()).toContain("/dashboard/patients/new");
  });

  it("shows the server's field refusal at the field, and a retry sends the same registration id", async () => {
    const { api, user, field, save, location } = renderQuickInput(
      refusal(422, "VALIDATION_ERROR", { fields: { complaint: "invalidCharacters" } }),
      ok(patient(), 201),
    );
    await user.type(field(nl("patients:fields.complaint")), "Val van podium");
    await save();

    expect(await screen.findByText(nl("validation:invalidCharacters"))).toBeInTheDocument();
    expect(screen.getByText(nl("patients:quick.failed"))).toBeInTheDocument();
    expect(location()).toContain("/dashboard/patients/new");

    await save();
    await screen.findByText(nl("patients:quick.saved"));
    const [first, second] = api.sent("POST", CREATE).map((r) => (r.body as { id: string }).id);
    expect(second).toBe(first);
  });
});
