import type { AssetCandidateView } from "@hulppost/shared/infrastructure";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { EVENT_ID, ORG_ID, org } from "../../../test/fixtures";
import { FakeApi, nl, ok, renderScreen } from "../../../test/render";
import { EventAssetAssignDialog } from "./event-asset-assign-dialog";

const CANDIDATES = org(`/events/${EVENT_ID}/asset-candidates`);
const ASSIGN = org(`/events/${EVENT_ID}/assets`);

const candidate = (overrides: Partial<AssetCandidateView>): AssetCandidateView => ({
  id: "0b6f3c7e-1d2a-4c5b-9e8f-0000000000f1",
  name: "Ambulance 1",
  type: "ambulance",
  licencePlate: null,
  capacity: null,
  assigned: false,
  conflicts: [],
  maintenanceOverdue: null,
  ...overrides,
});
const READY = candidate({ id: "0b6f3c7e-1d2a-4c5b-9e8f-0000000000f2", name: "Tent Zuid", type: "tent" });
const OVERDUE = candidate({ maintenanceOverdue: "2026-11-01" });

function renderDialog(api: FakeApi) {
  api.on("GET", CANDIDATES, ok([OVERDUE, READY]));
  const view = renderScreen(
    <EventAssetAssignDialog orgId={ORG_ID} event={{ id: EVENT_ID, name: "Kermis" }} onClose={() => {}} />,
    {
      api,
    },
  );
  const row = async (name: string) => (await screen.findByText(name)).closest("li") as HTMLElement;
  return { ...view, row };
}

describe("assigning an asset whose maintenance is overdue", () => {
  it("lists it after the deployable ones, says so, and sends it only after a confirmation", async () => {
    const api = new FakeApi().on("POST", ASSIGN, ok({}, 201));
    const { user, row } = renderDialog(api);
    const items = within(await screen.findByTestId("asset-candidate-list")).getAllByRole("listitem");
    expect(items.map((item) => item.querySelector("p")?.textContent)).toEqual(["Tent Zuid", "Ambulance 1"]);
    const overdue = await row("Ambulance 1");
    expect(within(overdue).getByTestId("asset-maintenance-overdue")).toHaveTextContent("zo 1 nov 2026");

    await user.click(within(overdue).getByRole("button", { name: nl("infrastructure:assign.assign") }));
    const confirm = await screen.findByTestId("confirm-overdue-asset");
    expect(api.sent("POST", ASSIGN)).toHaveLength(0);
    await user.click(within(confirm).getByRole("button", { name: nl("infrastructure:assign.overdueConfirm") }));
    expect((await api.next("POST", ASSIGN)).body).toEqual({ assetId: OVERDUE.id, maintenanceOverdueConfirmed: true });
  });

  it("sends a deployable asset at once, without the confirmation", async () => {
    const api = new FakeApi().on("POST", ASSIGN, ok({}, 201));
    const { user, row } = renderDialog(api);
    await user.click(within(await row("Tent Zuid")).getByRole("button", { name: nl("infrastructure:assign.assign") }));
    expect((await api.next("POST", ASSIGN)).body).toEqual({ assetId: READY.id });
    expect(screen.queryByTestId("confirm-overdue-asset")).toBeNull();
  });
});
