import type { SmsOverviewView } from "@hulppost/shared/sms";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { smsKeys, smsPaths } from "./keys";

/** Whether the plan allows SMS, the provider, and this month's use. */
export const getOverview = (orgId: string) => api<SmsOverviewView>(smsPaths.overview(orgId));

export const smsOverviewQuery = (orgId: string) =>
  queryOptions({ queryKey: smsKeys.overview(orgId), queryFn: () => getOverview(orgId) });

export const useSmsOverview = (orgId: string) => useQuery(smsOverviewQuery(orgId));
