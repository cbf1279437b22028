import { ERASED_FIRST_NAME, type ErasureResult } from "@hulppost/shared/erasure";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { writeOrgData } from "../../db/org-write";
import { formerNumbers, profiles, users } from "../../db/schema/index";
import type { Viewer } from "../../http/context";
import { AppError, notFound } from "../../http/errors";
import type { JobQueue } from "../../platform/jobs/queue";
import { audit } from "../audit/audit.service";
import { notify } from "../notifications/notify";
import { refuseBlocked } from "./erasure-blockers";
import { historyCounts } from "./erasure-preview";
import { type ErasedPerson, eraseAccountRows, eraseOrganizationRows } from "./erasure-steps";

/** Who erases and why: the person themself (closing their account) or an organisation's admin. */
export interface ErasedBy {
  viewer: Viewer;
  ip: string;
  /** Set when an admin of this organisation erases a member. */
  organizationId?: string;
}

async function readPerson(tx: Db, userId: string): Promise<ErasedPerson & { erasedAt: Date | null }> {
  const [row] = await tx
    .select({
      userId: users.id,
      email: users.email,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      phone: profiles.phone,
      erasedAt: profiles.erasedAt,
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId))
    .for("update");
  if (!row) throw notFound("User not found", "USER_NOT_FOUND");
  return row;
}

/** The admins of each organisation, to be told; the person themself excluded. */
async function adminsOf(tx: Db, userId: string, organizationIds: string[]) {
  if (!organizationIds.length) return [];
  const result = await tx.execute<{ organization_id: string; display_name: string; user_id: string }>(sql`
    select uo.organization_id, o.display_name, uo.user_id from user_organizations uo
    join organizations o on o.id = uo.organization_id
    where uo.role = 'admin' and uo.user_id <> ${userId}
      and uo.organization_id in (${sql.join(
        organizationIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`);
  return result.rows;
}

/**
 * Erases a person in one transaction (decision 054, Erasure). Without `by.organizationId`, or
 * when the organisation alone answers for the account, the whole person: see eraseAccountRows.
 * When an admin erases a member who belongs to other organisations too (or holds a platform
 * role), only what this organisation holds goes and the membership ends; the account is theirs.
 * The admins of every organisation concerned are told, naming the pseudonym only.
 */
export async function erasePerson(db: Db, jobs: JobQueue, userId: string, by: ErasedBy): Promise<ErasureResult> {
  return writeOrgData(db, by.organizationId ?? null, async (tx, orgChanges) => {
    const person = await readPerson(tx, userId);
    if (person.erasedAt) throw notFound("User not found", "USER_NOT_FOUND");
    const memberships = (
      await tx.execute<{ organization_id: string }>(
        sql`select organization_id from user_organizations where user_id = ${userId} order by organization_id`,
      )
    ).rows.map((r) => r.organization_id);
    const wider = (await tx.execute(sql`select 1 from user_roles where user_id = ${userId} and role <> 'hulpverlener'`))
      .rows.length;
    const onlyHere = by.organizationId ? memberships.every((id) => id === by.organizationId) && wider === 0 : true;
    const scope: ErasureResult["scope"] = onlyHere ? "account" : "organization";
    const concerned = scope === "account" ? memberships : [by.organizationId as string];
    for (const id of concerned) orgChanges.also(id);

    if (scope === "account") await refuseBlocked(tx, userId);
    const admins = await adminsOf(tx, userId, concerned);
    const stays = await historyCounts(tx, userId, scope === "account" ? null : (by.organizationId ?? null));

    let formerNumber: number | null = null;
    let goes: Record<string, number>;
    if (scope === "account") {
      const [next] = (await tx.execute<{ n: string }>(sql`select nextval(${formerNumbers.seqName}) as n`)).rows;
      formerNumber = Number(next?.n);
      goes = await eraseAccountRows(tx, person, formerNumber);
    } else {
      goes = await eraseOrganizationRows(tx, person, by.organizationId as string);
    }

    const self = by.viewer.userId === userId;
    await audit(tx, {
      action: self ? "privacy.close_account" : "privacy.erase",
      // The person closing their own account is named by id only: their address is gone.
      actor: self ? { userId, email: null, impersonatedBy: by.viewer.impersonatedBy } : by.viewer,
      organizationId: by.organizationId ?? null,
      targetUserId: userId,
      details: { scope, formerNumber, goes },
      ipAddress: self ? null : by.ip,
    });

    const pseudonym = formerNumber === null ? null : `${ERASED_FIRST_NAME} ${formerNumber}`;
    for (const organizationId of concerned) {
      const recipients = admins.filter((a) => a.organization_id === organizationId && a.user_id !== by.viewer.userId);
      if (!recipients.length) continue;
      await notify(tx, jobs, {
        organizationId,
        kind: "accountClosed",
        variant: self ? undefined : "erased",
        // An erased person is named by the pseudonym only: a notification naming them would keep
        // what was erased. A member erased from this organisation alone keeps their account and name.
        params: {
          person: pseudonym ?? `${person.firstName} ${person.lastName}`.trim(),
          organization: recipients[0]?.display_name ?? "",
        },
        link: "/dashboard/caregivers",
        dedupeKey: `erased:${userId}:${organizationId}`,
        recipients: recipients.map((r) => ({ userId: r.user_id })),
      });
    }
    return { scope, formerNumber, goes, stays };
  });
}

/** Refuses a confirmation that is not the person's address (as the platform's delete asks). */
export function checkConfirmation(email: string, confirmation: string) {
  if (confirmation.trim().toLowerCase() !== email.toLowerCase()) {
    throw new AppError(400, "CONFIRMATION_MISMATCH", "Type the person's email address to confirm", {
      confirmation: "confirmationMismatch",
    });
  }
}
