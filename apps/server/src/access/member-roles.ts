import type { Db } from "../db/client";
import { userRoles } from "../db/schema/index";

/**
 * One source of roles: whoever becomes a member of an organisation, through an invitation or by
 * user code, is a caregiver (hulpverlener) overall, as the demo's caregivers are. What they may do
 * in the organisation still follows from their membership (admin or caregiver); a global admin
 * role is never given this way. Without it, /api/me, the all-users page and its role filter said
 * "no role" for people the organisation's own pages called caregivers.
 */
export async function grantMemberRole(tx: Db, userId: string): Promise<void> {
  await tx.insert(userRoles).values({ userId, role: "hulpverlener" }).onConflictDoNothing();
}
