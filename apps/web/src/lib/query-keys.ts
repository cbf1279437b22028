/**
 * The roots the query keys hang under: everything about one organisation sits under ["org", id]
 * and the super admin's overview under ["platform"], so one invalidate of a root refreshes all of
 * it. Here because many features refresh a whole root and the roots belong to none (decision 038).
 */
export const orgRoot = (orgId: string) => ["org", orgId] as const;
export const PLATFORM_ROOT = ["platform"] as const;
