import type { PeriodInput, PeriodUpdateInput, PeriodView, periodBody } from "@hulppost/shared/infrastructure";
import type { z } from "zod";
import { api } from "../../../lib/api-client";
import { type MutationCallbacks, useApiMutation } from "../../../lib/mutation-callbacks";
import { infrastructurePaths, infrastructureWrite } from "./keys";

/** The period as the form has checked it. */
export type PeriodValues = z.output<typeof periodBody>;

export const createPeriod = (orgId: string, assetId: string, body: PeriodInput) =>
  api<PeriodView>(`${infrastructurePaths.asset(orgId, assetId)}/periods`, { method: "POST", body });
export const updatePeriod = (orgId: string, periodId: string, body: PeriodUpdateInput) =>
  api<PeriodView>(infrastructurePaths.period(orgId, periodId), { method: "PATCH", body });

/** The fields that differ from the stored period: a change sends only these. */
function changesOf(values: PeriodValues, period: PeriodView): PeriodUpdateInput {
  const changes: PeriodUpdateInput = {};
  if (values.startsOn !== period.startsOn) changes.startsOn = values.startsOn;
  if (values.endsOn !== period.endsOn) changes.endsOn = values.endsOn;
  if (values.reason !== period.reason) changes.reason = values.reason;
  if (values.detail !== period.detail) changes.detail = values.detail;
  return changes;
}

/**
 * POST of a new period of the asset, or PATCH of `period` with what changed. A change that changes
 * nothing sends no request and succeeds with the period as it is.
 */
export function useSavePeriod(
  orgId: string,
  assetId: string,
  period: PeriodView | undefined,
  callbacks: MutationCallbacks<PeriodView, PeriodValues>,
) {
  return useApiMutation(
    (values) => {
      if (!period) return createPeriod(orgId, assetId, values);
      const changes = changesOf(values, period);
      return Object.keys(changes).length ? updatePeriod(orgId, period.id, changes) : Promise.resolve(period);
    },
    callbacks,
    infrastructureWrite(orgId),
  );
}
