import type { ProcessingRecordView } from "@hulppost/shared/processing-record";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { downloadFile } from "../../../lib/download";
import { orgRoot } from "../../../lib/query-keys";

const path = (orgId: string) => `/api/orgs/${encodeURIComponent(orgId)}/processing-record`;

/**
 * The organisation's record of processing in the reader's language (decision 057). Under the
 * organisation's key, so a change of its settings (retention periods, tile server) refreshes it.
 */
export const useProcessingRecord = (orgId: string, language: string) =>
  useQuery({
    queryKey: [...orgRoot(orgId), "processing-record", language] as const,
    queryFn: () => api<ProcessingRecordView>(`${path(orgId)}?lang=${encodeURIComponent(language)}`),
  });

/** The PDF, in the organisation's report language: the paper for its register and its agreement. */
export const downloadProcessingRecord = (orgId: string) => downloadFile(`${path(orgId)}.pdf`, "processing-record.pdf");
