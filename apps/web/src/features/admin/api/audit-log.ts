import type { AuditEntryView } from "@hulppost/shared/platform";
import { useInfiniteQuery } from "@tanstack/react-query";
import { pagedHistory } from "../../../lib/paged-query";
import { orgKeys } from "../../organizations";
import { adminPaths } from "./keys";

export const AUDIT_PAGE_SIZE = 30;

/**
 * An organisation's audit log, newest first, a page at a time. Its key is the organizations
 * feature's (`orgKeys.audit`): the changes that add a line to the log are that feature's, and its
 * hooks refresh the log through the same key.
 */
export function useAuditLog(orgId: string) {
  return useInfiniteQuery({
    queryKey: orgKeys.audit(orgId),
    ...pagedHistory<AuditEntryView>(adminPaths.audit(orgId), AUDIT_PAGE_SIZE),
  });
}
