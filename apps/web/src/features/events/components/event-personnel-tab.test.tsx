import type { AssignmentView } from "@hulppost/shared/events";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { EVENT_ID, eventDetail, ORG_ID, org } from "../../../test/fixtures";
import { FakeApi, nl, ok, refusal, renderScreen } from "../../../test/render";
import { EventPersonnelTab } from "./event-personnel-tab";

const TOM: AssignmentView = {
  userId: "0b6f3c7e-1d2a-4c5b-9e8f-0000000000c1",
  firstName: "Tom",
  lastName: "Janssens",
  phone: null,
  email: "tom@example.be",
  qualification: "nurse",
  teamId: null,
  postLeader: false,
  noShow: false,
  assignedAt: "2026-07-10T10:00:00.000Z",
};
const LEAD = org(`/events/${EVENT_ID}/assignments/${TOM.userId}/post-leader`);

function renderTab(api: FakeApi, person: AssignmentView) {
  const view = renderScreen(<EventPersonnelTab orgId={ORG_ID} event={eventDetail({ assignments: [person] })} />, {
    api,
  });
  return { ...view, row: () => screen.getByTestId(`assignment-${person.userId}`) };
}

describe("the post leader in the staff list", () => {
  it("marks an assigned caregiver as post leader", async () => {
    const api = new FakeApi().on("PUT", LEAD, ok({ ...TOM, postLeader: true }));
    const { user, row } = renderTab(api, TOM);
    expect(within(row()).queryByText(nl("events:personnel.postLeader"))).not.toBeInTheDocument();
    const toggle = within(row()).getByRole("button", {
      name: nl("events:personnel.markPostLeader", { name: "Tom Janssens" }),
    });
    expect(toggle).toHaveAttribute("aria-pressed", "false");
    await user.click(toggle);

    expect((await api.next("PUT", LEAD)).body).toEqual({ postLeader: true });
    expect(await screen.findByText(nl("events:toasts.postLeaderMarked", { name: "Tom Janssens" }))).toBeInTheDocument();
  });

  it("shows the badge by a post leader's name and takes the mark off", async () => {
    const api = new FakeApi().on("PUT", LEAD, ok(TOM));
    const { user, row } = renderTab(api, { ...TOM, postLeader: true });
    expect(within(row()).getByText(nl("events:personnel.postLeader"))).toBeInTheDocument();
    const toggle = within(row()).getByRole("button", {
      name: nl("events:personnel.unmarkPostLeader", { name: "Tom Janssens" }),
    });
    expect(toggle).toHaveAttribute("aria-pressed", "true");
    await user.click(toggle);
    expect((await api.next("PUT", LEAD)).body).toEqual({ postLeader: false });
  });

  it("says why the mark was refused", async () => {
    const api = new FakeApi().on("PUT", LEAD, refusal(404, "NOT_ASSIGNED"));
    const { user, row } = renderTab(api, TOM);
    await user.click(
      within(row()).getByRole("button", { name: nl("events:personnel.markPostLeader", { name: "Tom Janssens" }) }),
    );
    expect(await screen.findByText(nl("events:toasts.postLeaderFailed"))).toBeInTheDocument();
    expect(screen.getByText(nl("errors:NOT_ASSIGNED"))).toBeInTheDocument();
  });
});

describe("no-shows in the staff list", () => {
  const NO_SHOW = org(`/events/${EVENT_ID}/assignments/${TOM.userId}/no-show`);
  const renderLive = (api: FakeApi, person: AssignmentView) =>
    renderScreen(<EventPersonnelTab orgId={ORG_ID} event={eventDetail({ phase: "live", assignments: [person] })} />, {
      api,
    });

  it("offers no mark before the event has started", () => {
    renderTab(new FakeApi(), TOM);
    expect(
      screen.queryByRole("button", { name: nl("events:personnel.markNoShow", { name: "Tom Janssens" }) }),
    ).not.toBeInTheDocument();
  });

  it("marks who did not come once the event has started, and shows it by the name", async () => {
    const api = new FakeApi().on("PUT", NO_SHOW, ok({ ...TOM, noShow: true }));
    const { user } = renderLive(api, TOM);
    const toggle = screen.getByRole("button", { name: nl("events:personnel.markNoShow", { name: "Tom Janssens" }) });
    expect(toggle).toHaveAttribute("aria-pressed", "false");
    await user.click(toggle);
    expect((await api.next("PUT", NO_SHOW)).body).toEqual({ noShow: true });
    expect(await screen.findByText(nl("events:toasts.noShowMarked", { name: "Tom Janssens" }))).toBeInTheDocument();
  });

  it("takes the mark off a person who came after all", async () => {
    const api = new FakeApi().on("PUT", NO_SHOW, ok(TOM));
    const { user } = renderLive(api, { ...TOM, noShow: true });
    const row = screen.getByTestId(`assignment-${TOM.userId}`);
    expect(within(row).getByText(nl("events:personnel.noShow"))).toBeInTheDocument();
    await user.click(
      within(row).getByRole("button", { name: nl("events:personnel.unmarkNoShow", { name: "Tom Janssens" }) }),
    );
    expect((await api.next("PUT", NO_SHOW)).body).toEqual({ noShow: false });
  });
});
