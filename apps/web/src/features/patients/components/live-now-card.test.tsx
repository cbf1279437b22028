import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { EVENT_ID, ORG_ID, org, patientPage, patientRow } from "../../../test/fixtures";
import { FakeApi, nl, ok, renderScreen } from "../../../test/render";
import { LiveNowCard } from "./live-now-card";

const LIST = org(`/events/${EVENT_ID}/patients`);

describe("the live event's card on a dashboard", () => {
  it("shows who is at the post, per urgency, the highest NEWS2 and referrals, with quick input one tap away", async () => {
    const page = patientPage(
      [
        patientRow({ id: "p-1", urgency: "high", latestNews2Total: 9, latestNews2Risk: "high" }),
        patientRow({ id: "p-2", latestNews2Total: 2, latestNews2Risk: "low" }),
      ],
      {
        post: {
          present: 14,
          byUrgency: { unknown: 0, low: 6, medium: 5, high: 3 },
          referralsUnderway: 2,
          arrivalsLastHour: 4,
          total: 80,
        },
      },
    );
    const { api } = renderScreen(
      <LiveNowCard orgId={ORG_ID} event={{ id: EVENT_ID, name: "Festival Vijverpark" }} to="/post" />,
      { api: new FakeApi().on("GET", LIST, ok(page)) },
    );
    const card = await screen.findByRole("region", { name: nl("patients:now.title", { name: "Festival Vijverpark" }) });
    expect(await within(card).findByTestId("now-present")).toHaveTextContent("14");
    expect(card).toHaveTextContent(`${nl("patients:urgency.high")}: 3`);
    expect(within(card).getByTestId("now-highest")).toHaveTextContent("9");
    expect(card).toHaveTextContent(nl("patients:post.referrals", { count: page.post.referralsUnderway }));
    expect(within(card).getByRole("link", { name: nl("patients:list.quickInput") })).toHaveAttribute(
      "href",
      `/dashboard/patients/new?event=${EVENT_ID}&mode=quick`,
    );
    // The post's own first page: the list and field mode's ahead-fetch share its answer.
    const [request] = api.sent("GET", LIST);
    expect(request?.query.get("scope")).toBe("at_post");
    expect(request?.query.get("sort")).toBe("priority");
  });
});
