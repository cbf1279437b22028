import type { ErasureBlocker } from "@hulppost/shared/erasure";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { AppError } from "../../http/errors";

/**
 * The organisations that must act before the person may go: one they are the only admin of
 * ("name another admin first") and one they are the responsible person of (a super admin names
 * another). Every such organisation, so the person sees the whole way out at once.
 */
export async function erasureBlockers(db: Db, userId: string): Promise<ErasureBlocker[]> {
  const result = await db.execute<{ id: string; display_name: string; reason: ErasureBlocker["reason"] }>(sql`
    select o.id, o.display_name, 'responsiblePerson' as reason from organizations o where o.responsible_user_id = ${userId}
    union all
    select o.id, o.display_name, 'lastAdmin' as reason from user_organizations uo join organizations o on o.id = uo.organization_id
    where uo.user_id = ${userId} and uo.role = 'admin'
      and not exists (select 1 from user_organizations other where other.organization_id = uo.organization_id
        and other.role = 'admin' and other.user_id <> ${userId})
    order by 2, 3`);
  return result.rows.map((r) => ({ organizationId: r.id, displayName: r.display_name, reason: r.reason }));
}

export async function refuseBlocked(db: Db, userId: string) {
  const blockers = await erasureBlockers(db, userId);
  if (!blockers.length) return;
  const lastAdmin = blockers.some((b) => b.reason === "lastAdmin");
  throw new AppError(
    409,
    lastAdmin ? "LAST_ADMIN" : "RESPONSIBLE_PERSON",
    lastAdmin
      ? "You are an organisation's only admin: name another admin first"
      : "You are an organisation's responsible person: ask a super admin to name another first",
    undefined,
    { organizations: blockers },
  );
}
