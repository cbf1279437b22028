import type { DataExportView } from "@hulppost/shared/org-export";
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ORG_ID, org } from "../../../../test/fixtures";
import { FakeApi, ok, renderScreen } from "../../../../test/render";
import { OrgDataCard } from "./org-export-card";

const queued: DataExportView = {
  id: "7d0c9a52-3c1e-4e0b-9a51-2f6a1b2c3d4e",
  status: "queued",
  progress: 0,
  fileName: null,
  size: null,
  createdAt: "2026-11-27T18:00:00.000Z",
  finishedAt: null,
  expiresAt: null,
  expired: false,
  requestedBy: "Demo Beheerder",
};

describe("the organisation's export", () => {
  it("keeps showing a started export when a list asked for before the start answers after it", async () => {
    let release = () => {};
    const slow = new Promise<void>((resolve) => {
      release = resolve;
    });
    // The first list is slow and has no export yet; the start answers at once; a list asked
    // after the start has the export.
    const api = new FakeApi()
      .on("GET", org("/data-exports"), { ...ok([]), after: slow }, ok([queued]))
      .on("POST", org("/data-exports"), ok(queued, 202))
      .on("GET", org("/departure"), ok({ requestedAt: null, requestedBy: null, removesAt: null }));
    const { user } = renderScreen(<OrgDataCard orgId={ORG_ID} displayName="Demo Hulpdienst" />, { api });
    await api.next("GET", org("/data-exports"));
    await user.click(await screen.findByTestId("org-export-start"));
    await screen.findByTestId("org-export-progress");
    // The slow, older answer arrives last: it must not take the export away.
    release();
    await slow;
    await waitFor(() => expect(api.sent("GET", org("/data-exports")).length).toBeGreaterThan(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByTestId("org-export-progress")).toBeInTheDocument();
  });
});
