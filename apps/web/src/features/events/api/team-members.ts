import type { TeamView } from "@hulppost/shared/events";
import { api } from "../../../lib/api-client";
import { type MutationCallbacks, useApiMutation } from "../../../lib/mutation-callbacks";
import { teamsWrite } from "./event-teams";
import { eventPaths } from "./keys";

export const addTeamMember = (orgId: string, teamId: string, userId: string) =>
  api<TeamView>(`${eventPaths.team(orgId, teamId)}/members`, { method: "POST", body: { userId } });
export const removeTeamMember = (orgId: string, teamId: string, userId: string) =>
  api<TeamView>(`${eventPaths.team(orgId, teamId)}/members/${encodeURIComponent(userId)}`, { method: "DELETE" });

/** What both hooks take: a team of the event (whose page shows it) and the screen's messages. */
type MemberWriteArgs = [orgId: string, eventId: string, teamId: string, callbacks: MutationCallbacks<TeamView, string>];

/** A write of a member (the variable: their user id) of the team; the event's page refreshes. */
function useMemberWrite(write: typeof addTeamMember, ...[orgId, eventId, teamId, callbacks]: MemberWriteArgs) {
  return useApiMutation((userId) => write(orgId, teamId, userId), callbacks, teamsWrite(orgId, eventId));
}

/** POST of a member (the variable: their user id) to a team of the event. */
export const useAddTeamMember = (...args: MemberWriteArgs) => useMemberWrite(addTeamMember, ...args);

/** DELETE of a member (the variable: their user id) from a team of the event. */
export const useRemoveTeamMember = (...args: MemberWriteArgs) => useMemberWrite(removeTeamMember, ...args);
