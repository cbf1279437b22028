import type { RealtimeSubscriber } from "../../src/platform/realtime/hub";
import type { NoticeRow } from "../../src/platform/realtime/notice-rows";
import { createEvent } from "./events";
import { createTenant } from "./tenants";
import type { TestApp } from "./test-app";

/** A subscriber that keeps what the hub hands it. */
export function collector(organizationId: string) {
  const received: { notice: NoticeRow; late: boolean }[] = [];
  const subscriber: RealtimeSubscriber = {
    organizationId,
    receive: (notice, late) => received.push({ notice, late }),
    heartbeat: () => {},
    close: () => {},
  };
  return { subscriber, received };
}

export async function until(check: () => boolean, timeoutMs = 2000) {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** An update that raises one notice and locks only its own team's row. */
export const touchTeam = "update teams set name = name where id = $1";

/** A tenant with one event and two teams: their rows lock nothing in common. */
export async function tenantWithTwoTeams(t: TestApp) {
  const tenant = await createTenant(t);
  const event = await createEvent(tenant.admin.agent, tenant.orgId);
  const teams: string[] = [];
  for (const name of ["Een", "Twee"]) {
    const team = await tenant.admin.agent.json<{ id: string }>(
      "POST",
      `/api/orgs/${tenant.orgId}/events/${event.id}/teams`,
      { name },
    );
    teams.push(team.body.id);
  }
  return { tenant, teams };
}
