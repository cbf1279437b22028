import type { AssignmentView } from "@hulppost/shared/events";
import { api } from "../../../lib/api-client";
import { type MutationCallbacks, useApiMutation } from "../../../lib/mutation-callbacks";
import { eventDataWrite, eventPaths } from "./keys";

export interface NoShowInput {
  person: AssignmentView;
  noShow: boolean;
}

export const setNoShow = (orgId: string, eventId: string, userId: string, noShow: boolean) =>
  api<AssignmentView>(`${eventPaths.event(orgId, eventId)}/assignments/${encodeURIComponent(userId)}/no-show`, {
    method: "PUT",
    body: { noShow },
  });

/** PUT of the no-show mark (decision 050): the person did not come, or came after all; their hours follow. */
export function useSetNoShow(
  orgId: string,
  eventId: string,
  callbacks: MutationCallbacks<AssignmentView, NoShowInput>,
) {
  return useApiMutation(
    ({ person, noShow }) => setNoShow(orgId, eventId, person.userId, noShow),
    callbacks,
    eventDataWrite(orgId),
  );
}
