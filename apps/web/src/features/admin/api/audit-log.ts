import type { AuditEntryView } from "@hulppost/shared/platform";
import { useInfiniteQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { orgKeys } from "../../organizations";
import { adminPaths } from "./keys";

export const AUDIT_PAGE_SIZE = 30;

/** One page of an organisation's audit log, newest first; `before` is the id of the last entry seen. */
export function listAudit(orgId: string, before?: number) {
  const query = new URLSearchParams({ limit: String(AUDIT_PAGE_SIZE) });
  if (before !== undefined) query.set("before", String(before));
  return api<AuditEntryView[]>(`${adminPaths.audit(orgId)}?${query}`);
}

/**
 * A page at a time; a page shorter than a full one was the last. Its key is the organizations
 * feature's (`orgKeys.audit`): the changes that add a line to the log are that feature's, and its
 * hooks refresh the log through the same key.
 */
export function useAuditLog(orgId: string) {
  return useInfiniteQuery({
    queryKey: orgKeys.audit(orgId),
    queryFn: ({ pageParam }) => listAudit(orgId, pageParam),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => (last.length < AUDIT_PAGE_SIZE ? undefined : last[last.length - 1]?.id),
  });
}
