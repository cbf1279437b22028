import type { CloseAccountPreview } from "@hulppost/shared/erasure";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { erasureBlockers } from "./erasure-blockers";

type Counts = Record<string, number>;

async function countsOf(db: Db, query: ReturnType<typeof sql>): Promise<Counts> {
  const [row] = (await db.execute<Record<string, number | string>>(query)).rows;
  return Object.fromEntries(Object.entries(row ?? {}).map(([key, value]) => [key, Number(value)]));
}

/**
 * What an organisation keeps of the person after erasure (decision 054): shifts of ended events
 * with their hours, patient records they registered, the place of their chat messages. All of
 * them, or one organisation's (`organizationId`).
 */
export function historyCounts(db: Db, userId: string, organizationId: string | null): Promise<Counts> {
  const inOrg = (column: ReturnType<typeof sql>) =>
    organizationId === null ? sql`true` : sql`${column} = ${organizationId}`;
  return countsOf(
    db,
    sql`select
      (select count(*) from event_assignments a join events e on e.id = a.event_id
        where a.user_id = ${userId} and e.ends_at <= now() and ${inOrg(sql`e.organization_id`)}) as "pastAssignments",
      (select coalesce(round(sum(extract(epoch from e.ends_at - e.starts_at)) / 3600), 0) from event_assignments a join events e on e.id = a.event_id
        where a.user_id = ${userId} and e.ends_at <= now() and not a.no_show and ${inOrg(sql`e.organization_id`)}) as "hours",
      (select count(*) from patients p where p.created_by = ${userId} and ${inOrg(sql`p.organization_id`)}) as "patientsRegistered",
      (select count(*) from chat_messages m where m.author_id = ${userId} and ${inOrg(sql`m.organization_id`)}) as "chatMessages"`,
  );
}

/** What closing the account would remove, counted without removing anything. */
function goesCounts(db: Db, userId: string): Promise<Counts> {
  return countsOf(
    db,
    sql`select
      (select count(*) from sessions where user_id = ${userId}) as "sessions",
      (select count(*) from push_subscriptions where user_id = ${userId}) as "devices",
      (select count(*) from notifications where user_id = ${userId}) as "notifications",
      (select count(*) from availability_absences where user_id = ${userId}) as "absences",
      (select count(*) from location_shares where user_id = ${userId}) as "locations",
      (select count(*) from event_interests where user_id = ${userId}) as "interests",
      (select count(*) from event_assignments a join events e on e.id = a.event_id
        where a.user_id = ${userId} and e.ends_at > now()) as "futureAssignments",
      (select count(*) from user_organizations where user_id = ${userId}) as "memberships",
      (select count(*) from chat_messages where author_id = ${userId} and body <> '') as "chatTexts"`,
  );
}

export async function closeAccountPreview(db: Db, userId: string): Promise<CloseAccountPreview> {
  const [goes, stays, blockers, organizations, twoFactor] = await Promise.all([
    goesCounts(db, userId),
    historyCounts(db, userId, null),
    erasureBlockers(db, userId),
    db.execute<{ id: string; display_name: string }>(sql`select o.id, o.display_name from user_organizations uo
      join organizations o on o.id = uo.organization_id where uo.user_id = ${userId} order by o.display_name`),
    db.execute<{ on: boolean }>(sql`select two_factor_enabled as on from users where id = ${userId}`),
  ]);
  return {
    goes,
    stays,
    blockers,
    organizations: organizations.rows.map((o) => ({ id: o.id, displayName: o.display_name })),
    twoFactorEnabled: Boolean(twoFactor.rows[0]?.on),
  };
}
