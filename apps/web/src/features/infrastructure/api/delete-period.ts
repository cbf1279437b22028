import type { PeriodView } from "@hulppost/shared/infrastructure";
import { api } from "../../../lib/api-client";
import { type MutationCallbacks, useApiMutation } from "../../../lib/mutation-callbacks";
import { infrastructurePaths, infrastructureWrite } from "./keys";

export const deletePeriod = (orgId: string, periodId: string) =>
  api<void>(infrastructurePaths.period(orgId, periodId), { method: "DELETE" });

export function useDeletePeriod(orgId: string, callbacks: MutationCallbacks<void, PeriodView>) {
  return useApiMutation((period) => deletePeriod(orgId, period.id), callbacks, infrastructureWrite(orgId));
}
