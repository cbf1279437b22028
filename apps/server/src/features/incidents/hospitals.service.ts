import type {
  CasualtyView,
  HospitalCapacity,
  HospitalView,
  hospitalBody,
  transportBody,
} from "@hulppost/shared/incidents";
import { and, asc, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { casualties, hospitals, incidentHospitals, incidentTimeline } from "../../db/schema/index";
import type { OrgAccess } from "../../http/context";
import { AppError, notFound } from "../../http/errors";
import { audit } from "../audit/audit.service";
import { lockCasualty } from "./casualty-lock";
import { casualtyRows } from "./casualty-rows";
import { assertLeadsPost, requireIncident } from "./incidents.service";

type HospitalBody = z.output<typeof hospitalBody>;
const hospitalNotFound = () => notFound("Hospital not found", "HOSPITAL_NOT_FOUND");

const toView = (row: typeof hospitals.$inferSelect): HospitalView => ({
  id: row.id,
  name: row.name,
  address: row.address,
  phone: row.phone,
  latitude: row.latitude,
  longitude: row.longitude,
});

export async function listHospitals(db: Db, access: OrgAccess): Promise<HospitalView[]> {
  const rows = await db
    .select()
    .from(hospitals)
    .where(eq(hospitals.organizationId, access.organizationId))
    .orderBy(asc(hospitals.name));
  return rows.map(toView);
}

async function requireHospital(db: Db, access: OrgAccess, hospitalId: string) {
  const [row] = await db
    .select()
    .from(hospitals)
    .where(and(eq(hospitals.id, hospitalId), eq(hospitals.organizationId, access.organizationId)));
  if (!row) throw hospitalNotFound();
  return row;
}

export async function createHospital(db: Db, access: OrgAccess, body: HospitalBody, ip: string) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(hospitals)
      .values({
        organizationId: access.organizationId,
        ...body,
        latitude: body.latitude ?? null,
        longitude: body.longitude ?? null,
      })
      .returning();
    if (!row) throw new Error("hospital not stored");
    await audit(tx, {
      action: "hospital.create",
      actor: access.viewer,
      organizationId: access.organizationId,
      targetType: "hospital",
      targetId: row.id,
      details: { name: row.name },
      ipAddress: ip,
    });
    return toView(row);
  });
}

export async function updateHospital(db: Db, access: OrgAccess, hospitalId: string, body: HospitalBody, ip: string) {
  return db.transaction(async (tx) => {
    await requireHospital(tx, access, hospitalId);
    const [row] = await tx
      .update(hospitals)
      .set({ ...body, latitude: body.latitude ?? null, longitude: body.longitude ?? null })
      .where(eq(hospitals.id, hospitalId))
      .returning();
    if (!row) throw hospitalNotFound();
    await audit(tx, {
      action: "hospital.update",
      actor: access.viewer,
      organizationId: access.organizationId,
      targetType: "hospital",
      targetId: hospitalId,
      details: { name: row.name },
      ipAddress: ip,
    });
    return toView(row);
  });
}

/** Deletes a hospital; casualties sent there keep their place but lose the name (set null). */
export async function deleteHospital(db: Db, access: OrgAccess, hospitalId: string, ip: string) {
  await db.transaction(async (tx) => {
    const row = await requireHospital(tx, access, hospitalId);
    await tx.delete(hospitals).where(eq(hospitals.id, hospitalId));
    await audit(tx, {
      action: "hospital.delete",
      actor: access.viewer,
      organizationId: access.organizationId,
      targetType: "hospital",
      targetId: hospitalId,
      details: { name: row.name },
      ipAddress: ip,
    });
  });
}

/** What a hospital said it can take during this incident, per category (an admin or the post leader). */
export async function setHospitalCapacity(
  db: Db,
  access: OrgAccess,
  incidentId: string,
  hospitalId: string,
  capacity: HospitalCapacity,
) {
  await db.transaction(async (tx) => {
    const incident = await requireIncident(tx, access, incidentId, { open: true });
    await assertLeadsPost(tx, access, incident.eventId);
    await requireHospital(tx, access, hospitalId);
    const values = { t1: capacity.T1, t2: capacity.T2, t3: capacity.T3, updatedAt: new Date() };
    await tx
      .insert(incidentHospitals)
      .values({ incidentId, hospitalId, organizationId: access.organizationId, ...values })
      .onConflictDoUpdate({ target: [incidentHospitals.incidentId, incidentHospitals.hospitalId], set: values });
    // The capacity is on the board, and its table has no notice of its own: the incident's row,
    // written unchanged, makes one, so every open board and every server process hears of it
    // (board-cache.ts).
    await tx.execute(sql`update incidents set closed_at = closed_at where id = ${incident.id}`);
  });
  return capacity;
}

/**
 * A casualty into an ambulance of the event and to a hospital (docs/decisions/044). The hospital's
 * row for this incident is locked while its count is checked, so two crews sending the last free
 * place at once see each other: the second is warned (HOSPITAL_FULL) unless it confirms.
 */
export async function transportCasualty(
  db: Db,
  access: OrgAccess,
  incidentId: string,
  casualtyId: string,
  body: z.output<typeof transportBody>,
): Promise<CasualtyView> {
  await db.transaction(async (tx) => {
    const incident = await requireIncident(tx, access, incidentId, { open: true });
    const casualty = await lockCasualty(tx, access.organizationId, incident.id, casualtyId);
    if (body.ambulanceId) {
      const onEvent =
        await tx.execute(sql`select 1 from event_assets ea join infrastructure_assets a on a.id = ea.asset_id
        where ea.event_id = ${incident.eventId} and ea.asset_id = ${body.ambulanceId}
          and ea.organization_id = ${access.organizationId}`);
      if (!onEvent.rows.length) throw notFound("This ambulance is not at the event", "ASSET_NOT_ON_EVENT");
    }
    if (body.hospitalId && body.hospitalId !== casualty.hospitalId) {
      await requireHospital(tx, access, body.hospitalId);
      const [said] = await tx
        .select()
        .from(incidentHospitals)
        .where(and(eq(incidentHospitals.incidentId, incident.id), eq(incidentHospitals.hospitalId, body.hospitalId)))
        .for("update");
      const limit =
        casualty.category === "T1"
          ? said?.t1
          : casualty.category === "T2"
            ? said?.t2
            : casualty.category === "T3"
              ? said?.t3
              : null;
      if (limit !== null && limit !== undefined && !body.overCapacityConfirmed) {
        const sent = await tx.execute<{ n: number }>(sql`select count(*)::int as n from casualties
          where incident_id = ${incident.id} and hospital_id = ${body.hospitalId} and category = ${casualty.category}`);
        const already = sent.rows[0]?.n ?? 0;
        if (already >= limit)
          throw new AppError(
            409,
            "HOSPITAL_FULL",
            "The hospital said it cannot take more of this category",
            undefined,
            {
              limit,
              sent: already,
              category: casualty.category,
            },
          );
      }
    }
    await tx
      .update(casualties)
      .set({
        hospitalId: body.hospitalId,
        ambulanceId: body.ambulanceId,
        place: body.hospitalId || body.ambulanceId ? "on_the_way" : casualty.place,
        updatedAt: new Date(),
      })
      .where(eq(casualties.id, casualtyId));
    await tx.insert(incidentTimeline).values({
      organizationId: access.organizationId,
      incidentId: incident.id,
      kind: "moved",
      actorId: access.viewer.userId,
      details: {
        casualtyId,
        tagCode: casualty.tagCode,
        from: casualty.place,
        to: "on_the_way",
        hospitalId: body.hospitalId,
        ambulanceId: body.ambulanceId,
        ...(body.overCapacityConfirmed ? { overCapacityConfirmed: true } : {}),
      },
    });
  });
  const [view] = await casualtyRows(db, incidentId, sql`c.id = ${casualtyId}`);
  if (!view) throw notFound("Casualty not found", "CASUALTY_NOT_FOUND");
  return view;
}
