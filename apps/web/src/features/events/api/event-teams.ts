import type { TeamInput, TeamView, teamUpdateBody } from "@hulppost/shared/events";
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "../../../lib/api-client";
import type { MutationCallbacks } from "../../../lib/mutation-callbacks";
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

export function useCreateTeam(orgId: string, eventId: string, callbacks: MutationCallbacks<TeamView, TeamInput>) {
  const client = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: (body: TeamInput) => createTeam(orgId, eventId, body),
    onSuccess: (...args) => {
      void refreshTeams(client, orgId, eventId);
      return callbacks.onSuccess?.(...args);
    },
  });
}

export function useUpdateTeam(
  orgId: string,
  eventId: string,
  teamId: string,
  callbacks: MutationCallbacks<TeamView, TeamChanges>,
) {
  const client = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: (changes: TeamChanges) => updateTeam(orgId, teamId, changes),
    onSuccess: (...args) => {
      void refreshTeams(client, orgId, eventId);
      return callbacks.onSuccess?.(...args);
    },
  });
}

/** The team to delete is the variable, so one hook serves the list's confirm dialog. */
export function useDeleteTeam(orgId: string, eventId: string, callbacks: MutationCallbacks<void, TeamView>) {
  const client = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: (team: TeamView) => deleteTeam(orgId, team.id),
    onSuccess: (...args) => {
      void refreshTeams(client, orgId, eventId);
      return callbacks.onSuccess?.(...args);
    },
  });
}
