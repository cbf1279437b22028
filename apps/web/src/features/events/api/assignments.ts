import type { Qualification } from "@hulppost/shared/constants";
import type { AssignmentView, assignResult } from "@hulppost/shared/events";
import type { StaffingCandidateView } from "@hulppost/shared/staffing/warnings";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { useRef } from "react";
import type { z } from "zod";
import { api, isApiError } from "../../../lib/api-client";
import { type MutationCallbacks, useApiMutation } from "../../../lib/mutation-callbacks";
import { eventDataWrite, eventKeys, eventPaths } from "./keys";

export type AssignResult = z.output<typeof assignResult>;
export interface AssignInput {
  userId: string;
  name: string;
  qualification?: Qualification;
}

export function listCandidates(orgId: string, eventId: string, qualification: Qualification | "") {
  const query = qualification ? `?qualification=${qualification}` : "";
  return api<StaffingCandidateView[]>(`${eventPaths.event(orgId, eventId)}/candidates${query}`);
}

export const candidatesQuery = (orgId: string, eventId: string, qualification: Qualification | "") =>
  queryOptions({
    queryKey: eventKeys.candidates(orgId, eventId, qualification),
    queryFn: () => listCandidates(orgId, eventId, qualification),
  });

/** Fetched only while shown (`enabled`): the assign dialog opens them. */
export const useCandidates = (
  orgId: string,
  eventId: string,
  qualification: Qualification | "",
  { enabled }: { enabled: boolean },
) => useQuery({ ...candidatesQuery(orgId, eventId, qualification), enabled });

export const assignCaregiver = (orgId: string, eventId: string, userId: string, qualification?: Qualification) =>
  api<AssignResult>(`${eventPaths.event(orgId, eventId)}/assignments`, {
    method: "POST",
    body: qualification ? { userId, qualification } : { userId },
  });
export const unassignCaregiver = (orgId: string, eventId: string, userId: string) =>
  api<void>(`${eventPaths.event(orgId, eventId)}/assignments/${encodeURIComponent(userId)}`, { method: "DELETE" });

/**
 * POST of an assignment. Answers null for a repeat: the people this admin asked to assign here
 * are remembered, and a double click (or a retry) of one of them that meets "already assigned" is
 * their own first click, done, not a failure.
 */
export function useAssignCaregiver(
  orgId: string,
  eventId: string,
  callbacks: MutationCallbacks<AssignResult | null, AssignInput>,
) {
  const asked = useRef(new Set<string>());
  return useApiMutation(
    (input) => {
      const repeat = asked.current.has(input.userId);
      asked.current.add(input.userId);
      return assignCaregiver(orgId, eventId, input.userId, input.qualification).catch((error: unknown) => {
        if (repeat && isApiError(error, "ALREADY_ASSIGNED")) return null;
        throw error;
      });
    },
    callbacks,
    eventDataWrite(orgId),
  );
}

/** DELETE of an assignment: the person (the variables) is off the event. */
export function useUnassignCaregiver(
  orgId: string,
  eventId: string,
  callbacks: MutationCallbacks<void, AssignmentView>,
) {
  return useApiMutation((person) => unassignCaregiver(orgId, eventId, person.userId), callbacks, eventDataWrite(orgId));
}

export interface PostLeaderInput {
  person: AssignmentView;
  postLeader: boolean;
}

export const setPostLeader = (orgId: string, eventId: string, userId: string, postLeader: boolean) =>
  api<AssignmentView>(`${eventPaths.event(orgId, eventId)}/assignments/${encodeURIComponent(userId)}/post-leader`, {
    method: "PUT",
    body: { postLeader },
  });

/** PUT of the post leader mark (decision 045): the person leads the post, or no longer does. */
export function useSetPostLeader(
  orgId: string,
  eventId: string,
  callbacks: MutationCallbacks<AssignmentView, PostLeaderInput>,
) {
  return useApiMutation(
    ({ person, postLeader }) => setPostLeader(orgId, eventId, person.userId, postLeader),
    callbacks,
    eventDataWrite(orgId),
  );
}
