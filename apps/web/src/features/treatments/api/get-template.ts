import type { TemplateView } from "@hulppost/shared/treatments";
import { api } from "../../../lib/api-client";
import { treatmentPaths } from "./keys";

/** One template as it is now: what a conflicting save compares against (decision 036); not cached. */
export const getTemplate = (orgId: string, id: string) => api<TemplateView>(treatmentPaths.template(orgId, id));
