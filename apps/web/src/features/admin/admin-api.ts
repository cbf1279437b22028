import type { AuditEntryView } from "@hulppost/shared/platform";
import { api } from "../../lib/api-client";

export const AUDIT_PAGE_SIZE = 30;

/** One page of an organisation's audit log, newest first; `before` is the id of the last entry seen. */
export function listAudit(orgId: string, before?: number) {
  const query = new URLSearchParams({ limit: String(AUDIT_PAGE_SIZE) });
  if (before !== undefined) query.set("before", String(before));
  return api<AuditEntryView[]>(`/api/orgs/${encodeURIComponent(orgId)}/audit?${query}`);
}
