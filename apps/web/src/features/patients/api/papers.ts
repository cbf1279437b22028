import type { Language } from "@hulppost/shared/constants";
import type { HandoverView } from "@hulppost/shared/papers";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, isApiError } from "../../../lib/api-client";
import { downloadFile, inLanguage } from "../../../lib/download";
import { type MutationCallbacks, useApiMutation } from "../../../lib/mutation-callbacks";
import { patientKeys, patientPaths } from "./keys";

export type PatientPaper = "report.pdf" | "handover.pdf" | "fhir";

/** A patient paper's address; without `lang` the server writes it in the organisation's report language. */
export const patientPaperUrl = (orgId: string, patientId: string, paper: PatientPaper, lang?: Language) =>
  inLanguage(`${patientPaths.record(orgId, patientId)}/${paper}`, lang);

/** Which paper, and in which language (the organisation's report language when none). */
export interface PaperDownload {
  paper: PatientPaper;
  lang?: Language;
}

const FILE_NAMES: Record<PatientPaper, string> = {
  "report.pdf": "report.pdf",
  "handover.pdf": "handover.pdf",
  fhir: "fhir.json",
};

/** GET of a paper as a file the browser saves, under the name the server gives it in its language. */
export const useDownloadPaper = (orgId: string, patientId: string, callbacks: MutationCallbacks<void, PaperDownload>) =>
  useApiMutation(
    ({ paper, lang }: PaperDownload) => downloadFile(patientPaperUrl(orgId, patientId, paper, lang), FILE_NAMES[paper]),
    callbacks,
  );

export const getHandover = (orgId: string, patientId: string) =>
  api<HandoverView>(`${patientPaths.record(orgId, patientId)}/handover`);

export const handoverQuery = (orgId: string, patientId: string) =>
  queryOptions({ queryKey: patientKeys.handover(orgId, patientId), queryFn: () => getHandover(orgId, patientId) });

/** A refusal (not found) is an answer, not retried. */
export const useHandover = (orgId: string | undefined, patientId: string) =>
  useQuery({
    ...handoverQuery(orgId ?? "", patientId),
    enabled: !!orgId && !!patientId,
    retry: (count, error) => !isApiError(error) && count < 3,
  });
