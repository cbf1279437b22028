import type { MobilePatientQuery, MobilePatientView } from "@hulppost/shared/patients";
import { and, desc, eq, lt, or, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { events, organizations, patients } from "../../db/schema/index";
import type { Viewer } from "../../http/context";
import { audit } from "../audit/audit.service";
import { patientNotFound } from "./patient-access";

/**
 * Patients registered through quick input on a phone, across organisations, for the super admin:
 * the fewest fields that identify the case — organisation, event, time, status, urgency — and no
 * name, complaint or vital sign, since patient records are health data (decision 022).
 */
function selectMobile(db: Db) {
  return db
    .select({
      id: patients.id,
      organization: organizations.displayName,
      event: events.name,
      arrivedAt: patients.arrivedAt,
      status: patients.status,
      urgency: patients.urgency,
    })
    .from(patients)
    .innerJoin(organizations, eq(organizations.id, patients.organizationId))
    .innerJoin(events, eq(events.id, patients.eventId));
}

const toView = (r: Awaited<ReturnType<ReturnType<typeof selectMobile>["execute"]>>[number]): MobilePatientView => ({
  ...r,
  arrivedAt: r.arrivedAt.toISOString(),
});

/**
 * Newest first, paged by the keyset (arrivedAt, id): ties on the arrival time are ordered by id,
 * so a page boundary inside them neither skips nor repeats a row. Arrivals are stored to the
 * millisecond (createPatient), the precision the cursor comes back in.
 */
export async function listMobilePatients(db: Db, query: MobilePatientQuery) {
  const where: (SQL | undefined)[] = [eq(patients.source, "quick")];
  if (query.before) {
    const before = new Date(query.before);
    where.push(
      query.beforeId
        ? or(lt(patients.arrivedAt, before), and(eq(patients.arrivedAt, before), lt(patients.id, query.beforeId)))
        : lt(patients.arrivedAt, before),
    );
  }
  const rows = await selectMobile(db)
    .where(and(...where))
    .orderBy(desc(patients.arrivedAt), desc(patients.id))
    .limit(query.limit);
  return rows.map(toView);
}

/** Opening one case is written to the audit log: a super admin reaching health data leaves a trace. */
export async function openMobilePatient(db: Db, viewer: Viewer, patientId: string, ip: string) {
  const [row] = await selectMobile(db).where(and(eq(patients.id, patientId), eq(patients.source, "quick")));
  if (!row) throw patientNotFound();
  const [org] = await db.select({ id: patients.organizationId }).from(patients).where(eq(patients.id, patientId));
  await audit(db, {
    action: "mobile_patient.view",
    actor: viewer,
    organizationId: org?.id ?? null,
    targetType: "patient",
    targetId: patientId,
    ipAddress: ip,
  });
  return toView(row);
}
