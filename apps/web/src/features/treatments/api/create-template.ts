import type { TemplateInput, TemplateView } from "@hulppost/shared/treatments";
import { api } from "../../../lib/api-client";
import { type MutationCallbacks, useApiMutation } from "../../../lib/mutation-callbacks";
import { treatmentPaths, treatmentsWrite } from "./keys";

export const createTemplate = (orgId: string, body: TemplateInput) =>
  api<TemplateView>(treatmentPaths.templates(orgId), { method: "POST", body });

export function useCreateTemplate(orgId: string, callbacks: MutationCallbacks<TemplateView, TemplateInput>) {
  return useApiMutation((body: TemplateInput) => createTemplate(orgId, body), callbacks, treatmentsWrite(orgId));
}
