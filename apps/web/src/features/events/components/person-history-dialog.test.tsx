import type { TrackRecordView } from "@hulppost/shared/staffing/track-record";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ORG_ID, org } from "../../../test/fixtures";
import { FakeApi, nl, ok, renderScreen } from "../../../test/render";
import { PersonHistoryDialog } from "./person-history-dialog";

const USER = "0b6f3c7e-1d2a-4c5b-9e8f-0000000000c1";
const event = (over: Partial<TrackRecordView["events"][number]>): TrackRecordView["events"][number] => ({
  eventId: "e1",
  name: "Stadsfeest",
  startsAt: "2026-06-10T08:00:00.000Z",
  endsAt: "2026-06-10T16:00:00.000Z",
  location: "Grote Markt",
  qualification: "nurse",
  cancelled: false,
  phase: "past",
  noShow: false,
  hoursWorked: 8,
  interested: true,
  ...over,
});
const RECORD: TrackRecordView = {
  userId: USER,
  firstName: "Tom",
  lastName: "Janssens",
  firstEventAt: "2025-03-01T08:00:00.000Z",
  worked: { eventsAllTime: 5, eventsThisYear: 2, hoursAllTime: 40.5, hoursThisYear: 12 },
  posts: { doctor: 0, nurse: 4, first_aider: 1 },
  noShows: 1,
  upcoming: 1,
  hands: { raised: 6, offered: 10, level: "often" },
  events: [
    event({ eventId: "e3", name: "Jaarmarkt", phase: "planned", hoursWorked: 0, interested: false }),
    event({}),
    event({ eventId: "e2", name: "Wielerkoers", noShow: true, hoursWorked: 0, interested: false }),
  ],
};

describe("a person's track record", () => {
  it("shows hours, no-shows and which, posts and raised hands, and each event's hours", async () => {
    const api = new FakeApi().on("GET", org(`/members/${USER}/track-record`), ok(RECORD));
    renderScreen(
      <PersonHistoryDialog orgId={ORG_ID} person={{ userId: USER, name: "Tom Janssens" }} onClose={() => {}} />,
      {
        api,
      },
    );
    const year = await screen.findByTestId("track-record-hours-year");
    expect(year).toHaveTextContent(nl("events:trackRecord.hours", { hours: "12" }));
    expect(year).toHaveTextContent(nl("events:trackRecord.events", { count: 2 }));
    expect(screen.getByTestId("track-record-hours-all")).toHaveTextContent(
      nl("events:trackRecord.hours", { hours: "40,5" }),
    );
    expect(screen.getByTestId("track-record-no-shows")).toHaveTextContent("1");
    expect(screen.getByRole("note")).toHaveTextContent("Wielerkoers");
    expect(screen.getByTestId("track-record-posts")).toHaveTextContent(
      nl("events:trackRecord.postCount", { count: 4, post: nl("common:qualifications.nurse") }),
    );
    expect(screen.getByTestId("track-record-hands")).toHaveTextContent(nl("events:trackRecord.handLevel.often"));
    const missed = screen.getByTestId("track-record-e2");
    expect(within(missed).getByText(nl("events:trackRecord.noShow"))).toBeInTheDocument();
    expect(
      within(screen.getByTestId("track-record-e1")).getByText(nl("events:trackRecord.hours", { hours: "8" })),
    ).toBeInTheDocument();
  });
});
