import type { ErasureResult } from "@hulppost/shared/erasure";
import { eq } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { users } from "../../db/schema/index";
import type { OrgAccess } from "../../http/context";
import { refuseResponsiblePerson, refuseSelf, requireMember } from "../members/member-guards";
import { checkConfirmation, erasePerson } from "./erasure.service";

/**
 * An admin answers a person's erasure request (decision 054). The organisation is the controller
 * of what it holds: when it alone answers for the account the whole person is erased; when they
 * belong elsewhere too, this organisation's part (erasePerson decides, in its transaction).
 */
export async function eraseMember(
  deps: AppDeps,
  access: OrgAccess,
  userId: string,
  confirmation: string,
  ip: string,
): Promise<ErasureResult> {
  refuseSelf(access, userId);
  await requireMember(deps.db, access.organizationId, userId);
  await refuseResponsiblePerson(deps.db, access.organizationId, userId);
  const [user] = await deps.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  checkConfirmation(user?.email ?? "", confirmation);
  return erasePerson(deps.db, deps.jobs, userId, { viewer: access.viewer, ip, organizationId: access.organizationId });
}
