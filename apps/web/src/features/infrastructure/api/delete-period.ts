import type { PeriodView } from "@hulppost/shared/infrastructure";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { MutationCallbacks } from "../../../lib/mutation-callbacks";
import { infrastructurePaths, invalidateInfrastructure } from "./keys";

export const deletePeriod = (orgId: string, periodId: string) =>
  api<void>(infrastructurePaths.period(orgId, periodId), { method: "DELETE" });

export function useDeletePeriod(orgId: string, callbacks: MutationCallbacks<void, PeriodView>) {
  const client = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: (period: PeriodView) => deletePeriod(orgId, period.id),
    onSuccess: (...args) => {
      invalidateInfrastructure(client, orgId);
      return callbacks.onSuccess?.(...args);
    },
  });
}
