import { randomUUID } from "node:crypto";
import type { Agent } from "./agent";

export const channelPath = (orgId: string, channel: string) => `/api/orgs/${orgId}/chat/channels/${channel}`;

/** Posts a message through the API; answers the status and body. */
export async function sendChat(agent: Agent, orgId: string, channel: string, body: string, id: string = randomUUID()) {
  return agent.json<Record<string, unknown>>("POST", `${channelPath(orgId, channel)}/messages`, { id, body });
}

/** Switches the organisation's chat on or off, keeping the other switches on. */
export async function setChat(agent: Agent, orgId: string, on: boolean) {
  const res = await agent.json("PUT", `/api/orgs/${orgId}/settings`, {
    chatEnabled: on,
    smsCenterEnabled: true,
    locationsEnabled: true,
    smsOnAssignment: true,
  });
  if (res.status !== 200) throw new Error(`settings not saved: ${res.status} ${JSON.stringify(res.body)}`);
}
