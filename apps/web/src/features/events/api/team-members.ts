import type { TeamView } from "@hulppost/shared/events";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { MutationCallbacks } from "../../../lib/mutation-callbacks";
import { refreshTeams } from "./event-teams";
import { eventPaths } from "./keys";

export const addTeamMember = (orgId: string, teamId: string, userId: string) =>
  api<TeamView>(`${eventPaths.team(orgId, teamId)}/members`, { method: "POST", body: { userId } });
export const removeTeamMember = (orgId: string, teamId: string, userId: string) =>
  api<TeamView>(`${eventPaths.team(orgId, teamId)}/members/${encodeURIComponent(userId)}`, { method: "DELETE" });

/** POST of a member (the variable: their user id) to a team of the event. */
export function useAddTeamMember(
  orgId: string,
  eventId: string,
  teamId: string,
  callbacks: MutationCallbacks<TeamView, string>,
) {
  const client = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: (userId: string) => addTeamMember(orgId, teamId, userId),
    onSuccess: (...args) => {
      void refreshTeams(client, orgId, eventId);
      return callbacks.onSuccess?.(...args);
    },
  });
}

/** DELETE of a member (the variable: their user id) from a team of the event. */
export function useRemoveTeamMember(
  orgId: string,
  eventId: string,
  teamId: string,
  callbacks: MutationCallbacks<TeamView, string>,
) {
  const client = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: (userId: string) => removeTeamMember(orgId, teamId, userId),
    onSuccess: (...args) => {
      void refreshTeams(client, orgId, eventId);
      return callbacks.onSuccess?.(...args);
    },
  });
}
