import type { StaffingRulesInput, StaffingRulesView } from "@hulppost/shared/staffing/settings";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { getQuery } from "../../../lib/get-query";
import { type MutationCallbacks, useApiMutation } from "../../../lib/mutation-callbacks";
import { orgRoot } from "../../../lib/query-keys";
import { showAnswer } from "../../../lib/show-answer";
import { eventKeys } from "./keys";

const rulesPath = (orgId: string) => `/api/orgs/${encodeURIComponent(orgId)}/staffing-rules`;
const rulesKey = (orgId: string) => [...orgRoot(orgId), "staffing-rules"] as const;

/** The organisation's staffing rules (decision 050), set in Options. */
export const useStaffingRules = (orgId: string) =>
  useQuery(getQuery<StaffingRulesView>(rulesKey(orgId), rulesPath(orgId)));

/** Saves the rules, or with `null` goes back to the product's. */
export function useSaveStaffingRules(
  orgId: string,
  callbacks: MutationCallbacks<StaffingRulesView, StaffingRulesInput | null>,
) {
  return useApiMutation(
    (body: StaffingRulesInput | null) =>
      body
        ? api<StaffingRulesView>(rulesPath(orgId), { method: "PUT", body })
        : api<StaffingRulesView>(rulesPath(orgId), { method: "DELETE" }),
    callbacks,
    {
      onSuccess: (client, saved) => {
        showAnswer(client, rulesKey(orgId), saved);
        // The candidates' warnings and my open shifts follow the rules.
        void client.invalidateQueries({ queryKey: eventKeys.details(orgId) });
        void client.invalidateQueries({ queryKey: eventKeys.vacancyRoot(orgId) });
      },
    },
  );
}
