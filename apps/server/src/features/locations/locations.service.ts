import type { MemberRole, Qualification } from "@hulppost/shared/constants";
import {
  type CaregiverPositionView,
  LIVE_WINDOW_MINUTES,
  type SharedLocationView,
  type ShareLocationInput,
  type SharingMemberView,
} from "@hulppost/shared/locations";
import { and, eq, sql } from "drizzle-orm";
import type { Database, Db } from "../../db/client";
import { locationShares, organizationSettings } from "../../db/schema/index";
import type { OrgAccess } from "../../http/context";
import { AppError, forbidden, notFound } from "../../http/errors";
import { positionWriter } from "./position-writer";

export const locationsDisabled = () =>
  new AppError(403, "LOCATIONS_DISABLED", "Location sharing is switched off for this organisation");

const seesEveryone = (access: OrgAccess) => access.role !== "hulpverlener";

/**
 * Stores the member's position: the hottest write of the product (hundreds a second during a
 * festival), so it goes through the batching writer (position-writer.ts) as one row of a shared
 * statement. Only members share (a super admin looking into an organisation is not on its field),
 * and only while the organisation has locations switched on; both are read inside the insert.
 */
export async function shareLocation(
  database: Database,
  access: OrgAccess,
  input: ShareLocationInput,
): Promise<SharedLocationView> {
  if (access.memberRole === null) throw forbidden("Only the organisation's members share their position");
  const result = await positionWriter(database).write({
    organizationId: access.organizationId,
    userId: access.viewer.userId,
    latitude: input.latitude,
    longitude: input.longitude,
    accuracyM: input.accuracyM,
    recordedAt: input.recordedAt ?? null,
  });
  if (!result.stored) {
    // The rare path: say why nothing was stored.
    if (!(await locationsEnabled(database.db, access.organizationId))) throw locationsDisabled();
    throw notFound("Organisation not found");
  }
  return {
    latitude: input.latitude,
    longitude: input.longitude,
    accuracyM: input.accuracyM,
    recordedAt: result.recordedAt,
  };
}

/** Stops sharing: the member's positions in this organisation are deleted (allowed when switched off). */
export async function stopSharing(db: Db, access: OrgAccess): Promise<number> {
  const gone = await db
    .delete(locationShares)
    .where(
      and(eq(locationShares.organizationId, access.organizationId), eq(locationShares.userId, access.viewer.userId)),
    )
    .returning({ id: locationShares.id });
  return gone.length;
}

async function locationsEnabled(db: Db, organizationId: string): Promise<boolean> {
  const [row] = await db
    .select({ enabled: organizationSettings.locationsEnabled })
    .from(organizationSettings)
    .where(eq(organizationSettings.organizationId, organizationId));
  // No settings row means the defaults: every switch on.
  return row?.enabled ?? true;
}

const ageSeconds = sql<number>`round(extract(epoch from now() - l.recorded_at))::int`;
const live = sql.raw(`now() - interval '${LIVE_WINDOW_MINUTES} minutes'`);
const personName = sql<string>`trim(p.first_name || ' ' || p.last_name)`;

// Type aliases, not interfaces: the driver's row generic wants an object type it can index.
type PositionRow = {
  event_id: string;
  enabled: boolean;
  user_id: string | null;
  name: string;
  qualification: Qualification;
  latitude: number;
  longitude: number;
  accuracy_m: number | null;
  recorded_at: Date | string;
  age_seconds: number;
};

/**
 * The live map of an event: each caregiver assigned to it, at their newest position of the last
 * 15 minutes. Admins see every event of their organisation; a caregiver only the events they are
 * assigned to (another event answers 404, as if it did not exist). One query: the event check, and
 * per assignment the newest position through the (organisation, user, recorded_at) index.
 */
export async function eventPositions(db: Db, access: OrgAccess, eventId: string): Promise<CaregiverPositionView[]> {
  const result = await db.execute<PositionRow>(sql`
    with ev as (
      select e.id, coalesce(s.locations_enabled, true) as enabled
      from events e
      left join organization_settings s on s.organization_id = e.organization_id
      where e.id = ${eventId} and e.organization_id = ${access.organizationId}
        and (${seesEveryone(access)}::boolean or exists (
          select 1 from event_assignments x where x.event_id = e.id and x.user_id = ${access.viewer.userId}))
    )
    select ev.id as event_id, ev.enabled, pos.*
    from ev
    left join lateral (
      select a.user_id, ${personName} as name, a.qualification,
             l.latitude, l.longitude, l.accuracy_m, l.recorded_at, ${ageSeconds} as age_seconds
      from event_assignments a
      join profiles p on p.user_id = a.user_id
      cross join lateral (
        select s.latitude, s.longitude, s.accuracy_m, s.recorded_at from location_shares s
        where s.organization_id = a.organization_id and s.user_id = a.user_id and s.recorded_at > ${live}
        order by s.recorded_at desc
        limit 1
      ) l
      where a.event_id = ev.id and a.organization_id = ${access.organizationId} and ev.enabled
    ) pos on true
    order by lower(pos.name), pos.user_id`);
  const rows = result.rows;
  const [first] = rows;
  if (!first) throw notFound("Event not found or deleted", "EVENT_NOT_FOUND");
  if (!first.enabled) throw locationsDisabled();
  return rows.filter((r) => r.user_id !== null).map((r) => ({ ...positionOf(r), qualification: r.qualification }));
}

type MemberRow = Omit<PositionRow, "event_id" | "enabled" | "qualification"> & {
  role: MemberRole;
  is_doctor: boolean;
  is_nurse: boolean;
  has_first_aid_certificate: boolean;
};

/**
 * Every member who shared a position in the last 15 minutes, at their newest one: the admin's
 * overview of the whole organisation (`locations.readAll`; a caregiver sees only their events'
 * colleagues). One query, after the switch is read.
 */
export async function sharingMembers(db: Db, access: OrgAccess): Promise<SharingMemberView[]> {
  if (!(await locationsEnabled(db, access.organizationId))) throw locationsDisabled();
  const result = await db.execute<MemberRow>(sql`
    select * from (
      select distinct on (l.user_id)
             l.user_id, ${personName} as name, m.role, p.is_doctor, p.is_nurse, p.has_first_aid_certificate,
             l.latitude, l.longitude, l.accuracy_m, l.recorded_at, ${ageSeconds} as age_seconds
      from location_shares l
      join user_organizations m on m.organization_id = l.organization_id and m.user_id = l.user_id
      join profiles p on p.user_id = l.user_id
      where l.organization_id = ${access.organizationId} and l.recorded_at > ${live}
      order by l.user_id, l.recorded_at desc
    ) newest
    order by lower(name), user_id`);
  return result.rows.map((r) => ({
    ...positionOf(r),
    role: r.role,
    qualification: r.is_doctor ? "doctor" : r.is_nurse ? "nurse" : r.has_first_aid_certificate ? "first_aider" : null,
  }));
}

function positionOf(
  r: Pick<PositionRow, "name" | "latitude" | "longitude" | "accuracy_m" | "recorded_at" | "age_seconds"> & {
    user_id: string | null;
  },
) {
  return {
    userId: r.user_id as string,
    name: r.name,
    latitude: Number(r.latitude),
    longitude: Number(r.longitude),
    accuracyM: r.accuracy_m === null ? null : Number(r.accuracy_m),
    recordedAt: new Date(r.recorded_at).toISOString(),
    ageSeconds: Math.max(0, Number(r.age_seconds)),
  };
}
