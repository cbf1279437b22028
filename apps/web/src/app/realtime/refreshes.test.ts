import type { RealtimeNotice } from "@hulppost/shared/realtime";
import { QueryClient, QueryObserver } from "@tanstack/react-query";
import { describe, expect, it, vi } from "vitest";
import { eventKeys } from "../../features/events";
import { refreshesFor } from "./refreshes";

const ORG = "org-1";
const ME = "user-1";
const notice = (overrides: Partial<RealtimeNotice>): RealtimeNotice => ({
  id: 1,
  kind: "event",
  op: "update",
  eventId: null,
  subjectId: null,
  userId: null,
  at: new Date(0).toISOString(),
  ...overrides,
});

/** The query keys a notice marks stale, among some the app holds. */
function staleAfter(n: RealtimeNotice) {
  const client = new QueryClient();
  const keys = [
    ["me"],
    eventKeys.vacancyCount(ORG),
    ["org", ORG, "events", { filter: "upcoming" }],
    ["org", ORG, "my-events"],
    ["org", ORG, "dashboard"],
    ["org", ORG, "event", "ev-1"],
    ["org", ORG, "patients", "event", "ev-1", { page: 1 }],
    ["org", ORG, "patients", "event", "ev-2", { page: 1 }],
    ["org", ORG, "patients", "record", "pat-1"],
    ["org", ORG, "infrastructure", "list", {}],
    ["org", ORG, "settings"],
    ["org", ORG, "members", {}],
  ];
  for (const queryKey of keys) client.setQueryData(queryKey, { cached: true });
  for (const refresh of refreshesFor(n, ORG, ME)) refresh.run(client);
  return keys
    .filter((queryKey) => client.getQueryState(queryKey)?.isInvalidated)
    .map((k) => k.filter((part) => typeof part === "string").join("/"));
}

describe("what a notice refreshes", () => {
  it("staffing: the vacancy badge, my events, all events, the dashboard and the event's detail", () => {
    const stale = staleAfter(notice({ kind: "assignment", eventId: "ev-1" }));
    expect(stale).toEqual([
      "vacancies/org-1/count",
      "org/org-1/events",
      "org/org-1/my-events",
      "org/org-1/dashboard",
      "org/org-1/event/ev-1",
    ]);
  });

  it("a measurement: its event's patient list and the record, not another event's list", () => {
    const stale = staleAfter(notice({ kind: "vitals", eventId: "ev-1", subjectId: "pat-1" }));
    expect(stale).toEqual(["org/org-1/patients/event/ev-1", "org/org-1/patients/record/pat-1"]);
  });

  it("settings: the menu (from /api/me) and the settings page", () => {
    expect(staleAfter(notice({ kind: "settings" }))).toEqual(["me", "org/org-1/settings"]);
  });

  it("an asset: the asset lists and the events that count tents and ambulances", () => {
    const stale = staleAfter(notice({ kind: "asset" }));
    expect(stale).toContain("org/org-1/infrastructure/list");
    expect(stale).toContain("org/org-1/dashboard");
  });

  it("my own membership: who I am and where; someone else's: the member lists", () => {
    expect(staleAfter(notice({ kind: "membership", userId: ME }))).toContain("me");
    const other = staleAfter(notice({ kind: "membership", userId: "user-2" }));
    expect(other).not.toContain("me");
    expect(other).toContain("org/org-1/members");
  });

  it("leaves chat and locations to their pages", () => {
    expect(staleAfter(notice({ kind: "chat" }))).toEqual([]);
    expect(staleAfter(notice({ kind: "location" }))).toEqual([]);
  });

  it("fetches a list again when its first load was under way as the notice came", async () => {
    const client = new QueryClient();
    const queryKey = ["org", ORG, "my-events"];
    let calls = 0;
    let release = () => {};
    const firstLoad = new Promise<void>((resolve) => {
      release = resolve;
    });
    const observer = new QueryObserver(client, {
      queryKey,
      queryFn: async () => {
        calls++;
        if (calls === 1) await firstLoad; // left before the assignment, answers after it
        return calls;
      },
    });
    const unsubscribe = observer.subscribe(() => {});
    await vi.waitFor(() => expect(calls).toBe(1));
    for (const refresh of refreshesFor(notice({ kind: "assignment", userId: ME }), ORG, ME)) refresh.run(client);
    release();
    await vi.waitFor(() => expect(client.getQueryData(queryKey)).toBe(2));
    unsubscribe();
  });
});
