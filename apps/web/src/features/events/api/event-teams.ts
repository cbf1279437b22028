import type { TeamInput, TeamView, teamUpdateBody } from "@hulppost/shared/events";
import type { QueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "../../../lib/api-client";
import { type ApiMutation, type MutationCallbacks, useApiMutation } from "../../../lib/mutation-callbacks";
import { eventKeys, eventPaths } from "./keys";

/** A change names only what changes, with the version it was loaded from (decision 036). */
export type TeamChanges = z.input<typeof teamUpdateBody>;

export const createTeam = (orgId: string, eventId: string, body: TeamInput) =>
  api<TeamView>(`${eventPaths.event(orgId, eventId)}/teams`, { method: "POST", body });
export const updateTeam = (orgId: string, teamId: string, body: TeamChanges) =>
  api<TeamView>(eventPaths.team(orgId, teamId), { method: "PATCH", body });
export const deleteTeam = (orgId: string, teamId: string) =>
  api<void>(eventPaths.team(orgId, teamId), { method: "DELETE" });

/** The teams are part of the event's detail: after a change to one, that page is out of date. */
export const refreshTeams = (client: QueryClient, orgId: string, eventId: string) =>
  client.invalidateQueries({ queryKey: eventKeys.detail(orgId, eventId) });

/** The cache work of a write to a team or its members (useApiMutation's third argument), not awaited. */
export const teamsWrite = (orgId: string, eventId: string): ApiMutation<unknown, unknown> => ({
  onSuccess: (client) => {
    void refreshTeams(client, orgId, eventId);
  },
});

export function useCreateTeam(orgId: string, eventId: string, callbacks: MutationCallbacks<TeamView, TeamInput>) {
  return useApiMutation((body) => createTeam(orgId, eventId, body), callbacks, teamsWrite(orgId, eventId));
}

export function useUpdateTeam(
  orgId: string,
  eventId: string,
  teamId: string,
  callbacks: MutationCallbacks<TeamView, TeamChanges>,
) {
  return useApiMutation((changes) => updateTeam(orgId, teamId, changes), callbacks, teamsWrite(orgId, eventId));
}

/** The team to delete is the variable, so one hook serves the list's confirm dialog. */
export function useDeleteTeam(orgId: string, eventId: string, callbacks: MutationCallbacks<void, TeamView>) {
  return useApiMutation((team) => deleteTeam(orgId, team.id), callbacks, teamsWrite(orgId, eventId));
}
