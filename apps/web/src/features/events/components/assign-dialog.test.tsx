import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { candidate, EVENT_ID, event, ORG_ID, org } from "../../../test/fixtures";
import { type Answer, FakeApi, nl, OpenDialog, ok, refusal, renderScreen } from "../../../test/render";
import { AssignDialog } from "./assign-dialog";

const CANDIDATES = org(`/events/${EVENT_ID}/candidates`);
const ASSIGN = org(`/events/${EVENT_ID}/assignments`);
const TOM = candidate();
const LEEN = candidate({
  userId: "0b6f3c7e-1d2a-4c5b-9e8f-0000000000c2",
  firstName: "Leen",
  lastName: "Wouters",
  interested: true,
  overlapping: [{ id: null, name: null, startsAt: "2026-07-17T09:00:00.000Z" }],
});

/** What the server answers to an assignment of Tom as a nurse, with any overlapping events. */
const assigned = (overlapping: { id: string; name: string; startsAt: string }[] = []): Answer =>
  ok(
    {
      assignment: {
        userId: TOM.userId,
        firstName: TOM.firstName,
        lastName: TOM.lastName,
        phone: TOM.phone,
        email: "tom@example.be",
        qualification: "nurse",
        teamId: null,
        postLeader: false,
        noShow: false,
        assignedAt: "2026-07-10T10:00:00.000Z",
      },
      overlapping,
    },
    201,
  );

/** The dialog opened from the nurses' row of the event's staffing, its candidates answered in turn. */
function renderAssign(api: FakeApi, ...candidates: Answer[]) {
  api.on("GET", CANDIDATES, ...candidates);
  const view = renderScreen(
    <OpenDialog>
      {(open, setOpen) => (
        <AssignDialog orgId={ORG_ID} event={event()} initialQualification="nurse" open={open} onOpenChange={setOpen} />
      )}
    </OpenDialog>,
    { api },
  );
  /** A candidate's row in the dialog (a toast may name them too). */
  const row = async (name: string) =>
    (await within(await screen.findByRole("dialog")).findByText(new RegExp(name))).closest("li") as HTMLElement;
  return { ...view, row };
}

describe("the assign dialog", () => {
  it("lists the candidates for the post, with a raised hand and a clash elsewhere said", async () => {
    const { api, row } = renderAssign(new FakeApi(), ok([LEEN, TOM]));
    const leen = await row("Leen Wouters");
    expect(within(leen).getByText(nl("events:assign.interested"))).toBeInTheDocument();
    expect(within(leen).getByText(new RegExp(nl("events:assign.otherOrganization")))).toBeInTheDocument();
    expect(await row("Tom Janssens")).toHaveTextContent(nl("common:qualifications.nurse"));
    expect(api.sent("GET", CANDIDATES)[0]?.query.get("qualification")).toBe("nurse");
  });

  it("assigns a candidate as the chosen post and shows them assigned, the dialog open for the next", async () => {
    const api = new FakeApi().on("POST", ASSIGN, assigned());
    const { user, row } = renderAssign(api, ok([TOM]), ok([{ ...TOM, assigned: true }]));
    await user.click(within(await row("Tom Janssens")).getByRole("button", { name: nl("events:assign.assign") }));

    expect((await api.next("POST", ASSIGN)).body).toEqual({ userId: TOM.userId, qualification: "nurse" });
    expect(await screen.findByText(nl("events:toasts.assigned", { name: "Tom Janssens" }))).toBeInTheDocument();
    expect(await within(await row("Tom Janssens")).findByText(nl("events:assign.assigned"))).toBeInTheDocument();
    expect(screen.getByRole("dialog")).toBeInTheDocument();
  });

  it("warns when the person works elsewhere at the same time", async () => {
    const api = new FakeApi().on(
      "POST",
      ASSIGN,
      assigned([{ id: "e-2", name: "Lichtfestival", startsAt: "2026-07-17T09:00:00.000Z" }]),
    );
    const { user, row } = renderAssign(api, ok([TOM]));
    await user.click(within(await row("Tom Janssens")).getByRole("button", { name: nl("events:assign.assign") }));
    expect(await screen.findByText(nl("events:toasts.overlap", { name: "Tom Janssens" }))).toBeInTheDocument();
    expect(screen.getByText(/Lichtfestival/)).toBeInTheDocument();
  });

  it("says why an assignment was refused", async () => {
    const api = new FakeApi().on(
      "POST",
      ASSIGN,
      refusal(422, "VALIDATION_ERROR", { fields: { qualification: "notQualified" } }),
    );
    const { user, row } = renderAssign(api, ok([TOM]));
    await user.click(within(await row("Tom Janssens")).getByRole("button", { name: nl("events:assign.assign") }));
    expect(await screen.findByText(nl("events:toasts.assignFailed", { name: "Tom Janssens" }))).toBeInTheDocument();
    expect(screen.getByText(nl("validation:notQualified"))).toBeInTheDocument();
  });

  it("asks for every post when none is chosen, and assigns without naming one", async () => {
    const api = new FakeApi().on("POST", ASSIGN, assigned());
    const { user, row } = renderAssign(api, ok([TOM]));
    await row("Tom Janssens");
    await user.selectOptions(screen.getByRole("combobox", { name: nl("events:assign.post") }), "");
    expect(await screen.findByText(nl("events:assign.anyPostHint"))).toBeInTheDocument();
    await user.click(within(await row("Tom Janssens")).getByRole("button", { name: nl("events:assign.assign") }));

    expect(api.sent("GET", CANDIDATES).at(-1)?.query.has("qualification")).toBe(false);
    expect((await api.next("POST", ASSIGN)).body).toEqual({ userId: TOM.userId });
  });

  it("warns of an absence (with its reason) and of a full month, and still assigns", async () => {
    const away = candidate({
      unavailable: [{ startsAt: "2026-07-17T06:00:00.000Z", endsAt: "2026-07-17T20:00:00.000Z", reason: "Huwelijk" }],
      eventsThisMonth: 2,
      maxEventsPerMonth: 2,
    });
    const api = new FakeApi().on("POST", ASSIGN, assigned());
    const { user, row } = renderAssign(api, ok([away]));
    const tom = await row("Tom Janssens");
    expect(within(tom).getByTestId("unavailable-warning")).toHaveTextContent("Huwelijk");
    expect(within(tom).getByTestId("month-cap-warning")).toHaveTextContent(
      nl("events:assign.monthCap", { count: 2, max: 2 }),
    );
    await user.click(within(tom).getByRole("button", { name: nl("events:assign.assign") }));
    expect((await api.next("POST", ASSIGN)).body).toEqual({ userId: TOM.userId, qualification: "nurse" });
  });

  it("names the staffing rules an assignment would break and a weekday avoided, and still assigns", async () => {
    const tired = candidate({
      ruleWarnings: [
        {
          rule: "rest",
          value: 10 + 59 / 60,
          age: null,
          other: { id: "e2", name: "Ochtendmarkt", startsAt: "2026-07-17T06:00:00.000Z" },
        },
        { rule: "minorNight", value: 17, age: 17, other: null },
        { rule: "buddy", value: null, age: null, other: null },
        { rule: "overfilled", value: 3, age: null, other: null },
      ],
      avoidsWeekday: true,
    });
    const api = new FakeApi().on("POST", ASSIGN, assigned());
    const { user, row } = renderAssign(api, ok([tired]));
    const tom = await row("Tom Janssens");
    expect(within(tom).getByTestId("rule-warning-rest")).toHaveTextContent(/Ochtendmarkt/);
    expect(within(tom).getByTestId("rule-warning-rest")).toHaveTextContent(
      nl("events:assign.rules.hoursMinutes", { h: 10, m: 59 }),
    );
    expect(within(tom).getByTestId("rule-warning-minorNight")).toHaveTextContent(
      nl("events:assign.rules.minorNight", { age: 17 }),
    );
    expect(within(tom).getByTestId("rule-warning-buddy")).toHaveTextContent(nl("events:assign.rules.buddy"));
    expect(within(tom).queryByTestId("rule-warning-overfilled")).toBeNull();
    expect(within(tom).getByTestId("weekday-warning")).toHaveTextContent(nl("events:assign.rules.avoidsWeekday"));
    await user.click(within(tom).getByRole("button", { name: nl("events:assign.assign") }));
    expect((await api.next("POST", ASSIGN)).body).toEqual({ userId: TOM.userId, qualification: "nurse" });
  });

  it("narrows the list by name as the admin types, and closes", async () => {
    const { user, row } = renderAssign(new FakeApi(), ok([LEEN, TOM]));
    await row("Tom Janssens");
    await user.type(screen.getByRole("searchbox", { name: nl("events:assign.search") }), "leen");
    expect(screen.queryByText(/Tom Janssens/)).not.toBeInTheDocument();
    expect(screen.getByText(/Leen Wouters/)).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: nl("common:actions.close") }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});
