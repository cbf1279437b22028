import type { RosterItemView, RosterProposalView } from "@hulppost/shared/roster";
import { DEFAULT_STAFFING_RULES } from "@hulppost/shared/staffing/rules";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { EVENT_ID, ORG_ID, org } from "../../../../test/fixtures";
import { FakeApi, nl, ok, refusal, renderScreen } from "../../../../test/render";
import { eventKeys } from "../../api/keys";
import { ProposeRosterButton } from "./propose-roster-button";

const PROPOSE = org("/roster-proposals");
const ACCEPT = org("/roster-proposals/accept");
const OTHER_EVENT = "0b6f3c7e-1d2a-4c5b-9e8f-0000000000e2";

const item = (overrides: Partial<RosterItemView>): RosterItemView => ({
  eventId: EVENT_ID,
  eventName: "Marathon van Brugge",
  eventDate: "2026-12-01",
  startTime: "08:00",
  endTime: "15:00",
  userId: "0b6f3c7e-1d2a-4c5b-9e8f-0000000000c1",
  name: "Tom Janssens",
  qualification: "nurse",
  reasons: ["raisedHand", "fewestHours"],
  hoursInPeriod: 7,
  pastEvents: 12,
  ...overrides,
});
const TOM = item({});
const LEEN = item({
  userId: "0b6f3c7e-1d2a-4c5b-9e8f-0000000000c2",
  name: "Leen Wouters",
  qualification: "doctor",
  reasons: ["available", "experienced"],
  hoursInPeriod: 14.5,
  pastEvents: 3,
});
const JONAS = item({
  eventId: OTHER_EVENT,
  eventName: "Stadsfeest Leuven",
  eventDate: "2026-12-06",
  startTime: "16:00",
  endTime: "23:59",
  userId: "0b6f3c7e-1d2a-4c5b-9e8f-0000000000c3",
  name: "Jonas Peeters",
  qualification: "first_aider",
  reasons: ["firstTimer"],
  hoursInPeriod: 8,
  pastEvents: 0,
});

const proposal = (items: RosterItemView[], overrides: Partial<RosterProposalView["proposal"]> = {}) =>
  ok({
    proposal: {
      items,
      unfilled: [
        {
          eventId: EVENT_ID,
          eventName: "Marathon van Brugge",
          eventDate: "2026-12-01",
          qualification: "doctor",
          count: 1,
          reasons: [
            { code: "absent", people: 3 },
            { code: "busy", people: 2 },
          ],
        },
      ],
      stats: { events: 2, places: 4, filled: items.length, greedyFilled: 2, solveMs: 1234, status: "optimal" },
      rules: DEFAULT_STAFFING_RULES,
      ...overrides,
    },
  } satisfies RosterProposalView);

/** The button as the personnel tab shows it, for one event. */
function renderButton(api: FakeApi, scope: { eventId: string } | { month: string } = { eventId: EVENT_ID }) {
  const view = renderScreen(
    <ProposeRosterButton
      orgId={ORG_ID}
      scope={scope}
      label={nl("events:roster.propose")}
      description="Marathon van Brugge"
      testId="propose-roster"
    />,
    { api },
  );
  const open = async () => {
    await view.user.click(screen.getByRole("button", { name: nl("events:roster.propose") }));
    return screen.findByTestId("roster-proposal");
  };
  return { ...view, open };
}

const box = (name: string) => screen.getByRole("checkbox", { name });
const itemBox = (person: RosterItemView) =>
  box(nl("events:roster.selectItem", { name: person.name, post: nl(`common:qualifications.${person.qualification}`) }));

describe("the proposed roster", () => {
  it("shows each person with their post, the reasons in words, their hours, what stays open and why, and the stats", async () => {
    const api = new FakeApi().on("POST", PROPOSE, proposal([TOM, LEEN, JONAS]));
    const { open } = renderButton(api);
    await open();
    expect((await api.next("POST", PROPOSE)).body).toEqual({ eventId: EVENT_ID });

    const tom = screen.getByTestId(`roster-item-${EVENT_ID}-${TOM.userId}`);
    expect(
      within(tom).getByRole("button", { name: nl("events:trackRecord.openLabel", { name: "Tom Janssens" }) }),
    ).toBeInTheDocument();
    expect(tom).toHaveTextContent(nl("events:roster.reasons.raisedHand"));
    expect(tom).toHaveTextContent(nl("events:roster.reasons.fewestHours"));
    expect(tom).toHaveTextContent(nl("events:roster.hours", { hours: "7" }));
    const leen = screen.getByTestId(`roster-item-${EVENT_ID}-${LEEN.userId}`);
    expect(leen).toHaveTextContent(nl("events:roster.reasons.experienced", { count: 3 }));
    expect(leen).toHaveTextContent(nl("events:roster.hours", { hours: "14,5" }));
    expect(screen.getByTestId(`roster-item-${OTHER_EVENT}-${JONAS.userId}`)).toHaveTextContent(
      nl("events:roster.reasons.firstTimer"),
    );

    const doctors = screen.getByTestId(`roster-unfilled-${EVENT_ID}-doctor`);
    expect(doctors).toHaveTextContent(nl("events:roster.unfilled.places", { count: 1 }));
    expect(within(doctors).getByTestId("unfilled-reason-absent")).toHaveTextContent(
      `${nl("events:roster.unfilled.reasons.absent")} · ${nl("events:roster.unfilled.people", { count: 3 })}`,
    );
    expect(within(doctors).getByTestId("unfilled-reason-busy")).toHaveTextContent(
      nl("events:roster.unfilled.people", { count: 2 }),
    );
    expect(screen.getByTestId("roster-stat-filled")).toHaveTextContent("3/4");
    expect(screen.getByTestId("roster-stat-time")).toHaveTextContent("1,2 s");
    // Events in their order, each with its people per post, the open places under their post.
    const events = screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent);
    expect(events).toEqual(["Marathon van Brugge", "Stadsfeest Leuven"]);
    const marathon = within(screen.getByTestId(`roster-event-${EVENT_ID}`));
    expect(marathon.getAllByRole("heading", { level: 4 }).map((h) => h.textContent)).toEqual([
      nl("common:qualifications.doctor"),
      nl("common:qualifications.nurse"),
    ]);
  });

  it("accepts only the ticked people, and shows who was assigned and who was refused and why", async () => {
    const api = new FakeApi().on("POST", PROPOSE, proposal([TOM, LEEN, JONAS])).on(
      "POST",
      ACCEPT,
      ok({
        assigned: [{ eventId: EVENT_ID, userId: TOM.userId, qualification: "nurse" }],
        refused: [{ eventId: OTHER_EVENT, userId: JONAS.userId, reason: "full" }],
      }),
    );
    const { user, open, client } = renderButton(api);
    const staffing = eventKeys.detail(ORG_ID, EVENT_ID);
    client.setQueryData(staffing, { id: EVENT_ID });
    await open();
    await user.click(itemBox(LEEN));
    expect(screen.getByTestId("roster-selected-count")).toHaveTextContent(
      nl("events:roster.selected", { count: 2, total: 3 }),
    );
    expect(box(nl("events:roster.selectEvent", { event: "Marathon van Brugge" }))).toHaveAttribute(
      "data-state",
      "indeterminate",
    );
    await user.click(screen.getByRole("button", { name: nl("events:roster.acceptSelection") }));

    expect((await api.next("POST", ACCEPT)).body).toEqual({
      items: [
        { eventId: EVENT_ID, userId: TOM.userId, qualification: "nurse" },
        { eventId: OTHER_EVENT, userId: JONAS.userId, qualification: "first_aider" },
      ],
    });
    const result = await screen.findByTestId("roster-result");
    expect(within(result).getByTestId("roster-assigned-count")).toHaveTextContent(
      nl("events:roster.result.assigned", { count: 1 }),
    );
    expect(within(result).getByTestId("roster-assigned")).toHaveTextContent("Tom Janssens");
    const refused = within(result).getByTestId("roster-refused");
    expect(refused).toHaveTextContent("Jonas Peeters");
    expect(refused).toHaveTextContent(nl("events:roster.refusals.full"));
    expect(result).not.toHaveTextContent("Leen Wouters");
    // The event's personnel and staffing are asked again.
    expect(client.getQueryState(staffing)?.isInvalidated).toBe(true);

    await user.click(within(result).getByRole("button", { name: nl("common:actions.close") }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("ticks and unticks an event's people together and everyone at once; accept all sends every item", async () => {
    const api = new FakeApi()
      .on("POST", PROPOSE, proposal([TOM, LEEN, JONAS]))
      .on("POST", ACCEPT, ok({ assigned: [], refused: [] }));
    const { user, open } = renderButton(api);
    await open();
    const marathon = box(nl("events:roster.selectEvent", { event: "Marathon van Brugge" }));
    await user.click(marathon);
    expect(itemBox(TOM)).toHaveAttribute("data-state", "unchecked");
    expect(itemBox(LEEN)).toHaveAttribute("data-state", "unchecked");
    expect(itemBox(JONAS)).toHaveAttribute("data-state", "checked");
    await user.click(screen.getByTestId("roster-check-all"));
    expect(itemBox(TOM)).toHaveAttribute("data-state", "checked");
    await user.click(screen.getByTestId("roster-check-all"));
    expect(itemBox(JONAS)).toHaveAttribute("data-state", "unchecked");
    expect(screen.getByRole("button", { name: nl("events:roster.acceptSelection") })).toBeDisabled();

    await user.click(screen.getByRole("button", { name: nl("events:roster.acceptAll") }));
    expect((await api.next("POST", ACCEPT)).body).toEqual({
      items: [TOM, LEEN, JONAS].map(({ eventId, userId, qualification }) => ({ eventId, userId, qualification })),
    });
  });

  it("asks for the shown month, and says so when every place is filled", async () => {
    const api = new FakeApi().on(
      "POST",
      PROPOSE,
      proposal([], {
        unfilled: [],
        stats: { events: 0, places: 0, filled: 0, greedyFilled: 0, solveMs: 0, status: "nothingToFill" },
      }),
    );
    const { user } = renderButton(api, { month: "2026-12" });
    await user.click(screen.getByRole("button", { name: nl("events:roster.propose") }));
    expect(await screen.findByText(nl("events:roster.nothing"))).toBeInTheDocument();
    expect((await api.next("POST", PROPOSE)).body).toEqual({ month: "2026-12" });
  });

  it("says when the roster could not be worked out, and asks again", async () => {
    const api = new FakeApi().on("POST", PROPOSE, refusal(500, "INTERNAL_ERROR"), proposal([TOM]));
    const { user } = renderButton(api);
    await user.click(screen.getByRole("button", { name: nl("events:roster.propose") }));
    expect(await screen.findByText(nl("events:roster.loadFailed"))).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: nl("common:actions.retry") }));
    expect(await screen.findByTestId("roster-proposal")).toHaveTextContent("Tom Janssens");
    expect(api.sent("POST", PROPOSE)).toHaveLength(2);
  });

  it("says when nobody fits, without accept buttons, and why each place stays open", async () => {
    const api = new FakeApi().on("POST", PROPOSE, proposal([]));
    const { open } = renderButton(api);
    await open();
    expect(screen.getByText(nl("events:roster.nobodyFits"))).toBeInTheDocument();
    expect(screen.getByTestId(`roster-unfilled-${EVENT_ID}-doctor`)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: nl("events:roster.acceptAll") })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: nl("events:roster.none") })).toBeInTheDocument();
  });

  it("says when the event was cancelled or ended meanwhile, without a retry", async () => {
    const api = new FakeApi().on("POST", PROPOSE, refusal(409, "EVENT_CLOSED"));
    const { user } = renderButton(api);
    await user.click(screen.getByRole("button", { name: nl("events:roster.propose") }));
    expect(await screen.findByText(nl("events:roster.closed"))).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: nl("common:actions.retry") })).not.toBeInTheDocument();
  });

  it("keeps the proposal and says so when accepting fails", async () => {
    const api = new FakeApi().on("POST", PROPOSE, proposal([TOM])).on("POST", ACCEPT, refusal(500, "INTERNAL_ERROR"));
    const { user, open } = renderButton(api);
    await open();
    await user.click(screen.getByRole("button", { name: nl("events:roster.acceptAll") }));
    expect(await screen.findByText(nl("events:roster.acceptFailed"))).toBeInTheDocument();
    expect(screen.getByTestId("roster-proposal")).toHaveTextContent("Tom Janssens");
  });
});
