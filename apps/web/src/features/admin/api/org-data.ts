import type { DataExportView, DepartureView } from "@hulppost/shared/org-export";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { type MutationCallbacks, useApiMutation } from "../../../lib/mutation-callbacks";
import { showAnswer } from "../../../lib/show-answer";

/** The organisation's export and departure (decision 056): their addresses and query keys, in one place. */
const org = (orgId: string) => `/api/orgs/${encodeURIComponent(orgId)}`;
export const orgDataPaths = {
  exports: (orgId: string) => `${org(orgId)}/data-exports`,
  download: (orgId: string, exportId: string) => `${org(orgId)}/data-exports/${encodeURIComponent(exportId)}/download`,
  departure: (orgId: string) => `${org(orgId)}/departure`,
};
export const orgDataKeys = {
  exports: (orgId: string) => ["orgs", orgId, "data-exports"] as const,
  departure: (orgId: string) => ["orgs", orgId, "departure"] as const,
};

const building = (list: DataExportView[] | undefined) =>
  !!list?.some((item) => item.status === "queued" || item.status === "running");

/** The exports, asked again every 2 seconds while one is being built (its progress), never otherwise. */
export function useDataExports(orgId: string) {
  return useQuery({
    queryKey: orgDataKeys.exports(orgId),
    queryFn: () => api<DataExportView[]>(orgDataPaths.exports(orgId)),
    refetchInterval: (query) => (building(query.state.data) ? 2000 : false),
  });
}

export function useStartExport(orgId: string, callbacks: MutationCallbacks<DataExportView, void>) {
  return useApiMutation(() => api<DataExportView>(orgDataPaths.exports(orgId), { method: "POST" }), callbacks, {
    onSuccess: (client, started) => {
      // A list asked for before the start may answer after it, without the new export (on a slow
      // network it hid the progress): showAnswer drops it and asks again.
      showAnswer<DataExportView[]>(client, orgDataKeys.exports(orgId), (list) => [started, ...(list ?? [])]);
    },
  });
}

export function useDeparture(orgId: string) {
  return useQuery({
    queryKey: orgDataKeys.departure(orgId),
    queryFn: () => api<DepartureView>(orgDataPaths.departure(orgId)),
  });
}

export function useRequestDeparture(orgId: string, callbacks: MutationCallbacks<DepartureView, string>) {
  return useApiMutation(
    (confirmation) => api<DepartureView>(orgDataPaths.departure(orgId), { method: "POST", body: { confirmation } }),
    callbacks,
    { onSuccess: (client, view) => showAnswer(client, orgDataKeys.departure(orgId), view) },
  );
}

export function useCancelDeparture(orgId: string, callbacks: MutationCallbacks<DepartureView, void>) {
  return useApiMutation(() => api<DepartureView>(orgDataPaths.departure(orgId), { method: "DELETE" }), callbacks, {
    onSuccess: (client, view) => showAnswer(client, orgDataKeys.departure(orgId), view),
  });
}
