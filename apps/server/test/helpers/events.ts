import { addDays, localDate } from "../../src/platform/time";
import type { Agent } from "./agent";

export const TZ = "Europe/Brussels";
export const today = () => localDate(new Date(), TZ);
export const inDays = (n: number) => addDays(today(), n);

export function eventInput(overrides: Record<string, unknown> = {}) {
  return {
    name: "Stadsfeest",
    date: inDays(10),
    startTime: "10:00",
    endTime: "18:00",
    location: "Grote Markt",
    address: "Grote Markt 1, 9000 Gent",
    description: "Openluchtconcert",
    contactName: "Katrien",
    contactPhone: "0475 11 22 33",
    contactEmail: "katrien@example.test",
    hospitalName: "UZ Gent",
    hospitalAddress: "Corneel Heymanslaan 10",
    hospitalPhone: "09 332 21 11",
    requiredDoctors: 1,
    requiredNurses: 2,
    requiredFirstAiders: 3,
    requiredTents: 1,
    requiredAmbulances: 1,
    ...overrides,
  };
}

export async function createEvent(agent: Agent, orgId: string, overrides: Record<string, unknown> = {}) {
  const res = await agent.json<{ id: string }>("POST", `/api/orgs/${orgId}/events`, eventInput(overrides));
  if (res.status !== 201) throw new Error(`event not created: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}
