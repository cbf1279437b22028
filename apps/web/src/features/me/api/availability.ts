import type { AbsenceView, absenceBody, PreferencesInput, PreferencesView } from "@hulppost/shared/availability";
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "../../../lib/api-client";
import type { ApiMutation, MutationCallbacks } from "../../../lib/mutation-callbacks";
import { useApiMutation } from "../../../lib/mutation-callbacks";
import { eventKeys } from "../../events";

/** The person's own, like the sessions: under no organisation's root. */
export const availabilityKeys = {
  all: () => ["availability"] as const,
  absences: () => [...availabilityKeys.all(), "absences"] as const,
  preferences: () => [...availabilityKeys.all(), "preferences"] as const,
};

const paths = { absences: "/api/me/absences", preferences: "/api/me/availability-preferences" };

/** The absence as the form has checked it. */
export type AbsenceValues = z.output<typeof absenceBody>;

export const listAbsences = () => api<AbsenceView[]>(paths.absences);
export const getPreferences = () => api<PreferencesView>(paths.preferences);

export const absencesQuery = () => queryOptions({ queryKey: availabilityKeys.absences(), queryFn: listAbsences });
export const preferencesQuery = () =>
  queryOptions({ queryKey: availabilityKeys.preferences(), queryFn: getPreferences });
export const useAbsences = () => useQuery(absencesQuery());
export const usePreferences = () => useQuery(preferencesQuery());

/** An absence changes which open shifts are mine too: those lists (of every organisation) are asked again. */
const availabilityWrite: ApiMutation<unknown, unknown> = {
  onSuccess: (client) => {
    void client.invalidateQueries({ queryKey: availabilityKeys.all() });
    void client.invalidateQueries({ queryKey: [eventKeys.vacancyRoot("")[0]] });
  },
};

export function useAddAbsence(callbacks: MutationCallbacks<AbsenceView, AbsenceValues>) {
  return useApiMutation(
    (body: AbsenceValues) => api<AbsenceView>(paths.absences, { method: "POST", body }),
    callbacks,
    availabilityWrite,
  );
}

export function useRemoveAbsence(callbacks: MutationCallbacks<void, string>) {
  return useApiMutation(
    (id: string) => api<void>(`${paths.absences}/${id}`, { method: "DELETE" }),
    callbacks,
    availabilityWrite,
  );
}

export function useSavePreferences(callbacks: MutationCallbacks<PreferencesView, PreferencesInput>) {
  return useApiMutation(
    (body: PreferencesInput) => api<PreferencesView>(paths.preferences, { method: "PUT", body }),
    callbacks,
    availabilityWrite,
  );
}
