import type { AssetView, PeriodView } from "@hulppost/shared/infrastructure";
import type { Agent } from "./agent";

/** An asset made through the API, the way an admin's form would send it. */
export function assetInput(overrides: Record<string, unknown> = {}) {
  return {
    name: "Ziekenwagen 1",
    type: "ambulance",
    description: "Type B-ambulance met brancard",
    homeLocation: "Garage Gent",
    capacity: 2,
    licencePlate: "1-abc-123",
    vin: "wdb9066331s123456",
    serialNumber: null,
    manufacturer: "Mercedes-Benz",
    model: "Sprinter 316",
    year: 2019,
    lastMaintenanceOn: "2026-01-15",
    nextMaintenanceOn: null,
    ...overrides,
  };
}

export async function createAsset(agent: Agent, orgId: string, overrides: Record<string, unknown> = {}) {
  const res = await agent.json<AssetView>("POST", `/api/orgs/${orgId}/assets`, assetInput(overrides));
  if (res.status !== 201) throw new Error(`asset not created: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

export async function createPeriod(
  agent: Agent,
  orgId: string,
  assetId: string,
  period: { startsOn: string; endsOn: string; reason?: string; detail?: string | null },
) {
  const res = await agent.json<PeriodView>("POST", `/api/orgs/${orgId}/assets/${assetId}/periods`, {
    reason: "maintenance",
    ...period,
  });
  if (res.status !== 201) throw new Error(`period not created: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

export async function assign(
  agent: Agent,
  orgId: string,
  eventId: string,
  assetId: string,
  extra: { maintenanceOverdueConfirmed?: boolean } = {},
) {
  return agent.json<Record<string, unknown>>("POST", `/api/orgs/${orgId}/events/${eventId}/assets`, {
    assetId,
    ...extra,
  });
}
