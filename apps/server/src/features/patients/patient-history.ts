import type { PatientHistoryEntry } from "@hulppost/shared/patients";
import { and, desc, eq, gt, inArray, sql } from "drizzle-orm";
import { currentDb, type Db } from "../../db/client";
import { patientHistory, profiles, treatmentTemplates } from "../../db/schema/index";
import type { OrgAccess } from "../../http/context";
import { audit } from "../audit/audit.service";
import type { PatientRow } from "./patient-access";
import { DELETED_USER } from "./patient-views";

export type HistoryKind = PatientHistoryEntry["kind"];
export interface FieldChange {
  field: string;
  from: unknown;
  to: unknown;
}

/** A view within this window of the same person's previous one is the same look, not a new one. */
const VIEW_WINDOW_SECONDS = 300;

/** `at`: when it happened, if not now (an offline edit: when it was made on the device). */
export async function recordHistory(
  root: Db,
  entry: {
    patientId: string;
    organizationId: string;
    kind: HistoryKind;
    actorUserId: string;
    changes?: FieldChange[];
    at?: Date;
  },
) {
  await currentDb(root)
    .insert(patientHistory)
    .values({ ...entry, changes: entry.changes ?? [] });
}

/**
 * The changes of an edit made at `at` that this person's entries of that same moment do not hold
 * yet. An offline queue may send an edit again (its answer was lost); the edit's moment is the
 * same each time, so a repeat finds its first entry ("updated", "status" or "superseded", with the
 * same field and value) and the history does not say it twice.
 */
export async function notYetRecorded(
  tx: Db,
  entry: { patientId: string; actorUserId: string; at: Date },
  changes: FieldChange[],
): Promise<FieldChange[]> {
  if (!changes.length) return changes;
  const earlier = await tx
    .select({ changes: patientHistory.changes })
    .from(patientHistory)
    .where(
      and(
        eq(patientHistory.patientId, entry.patientId),
        eq(patientHistory.actorUserId, entry.actorUserId),
        eq(patientHistory.at, entry.at),
        inArray(patientHistory.kind, ["updated", "status", "superseded"]),
      ),
    );
  const seen = new Set(
    earlier.flatMap((e) => (e.changes as FieldChange[]).map((c) => `${c.field}=${JSON.stringify(c.to ?? null)}`)),
  );
  return changes.filter((c) => !seen.has(`${c.field}=${JSON.stringify(c.to ?? null)}`));
}

const comparable = (value: unknown) =>
  value instanceof Date ? value.toISOString() : Array.isArray(value) ? [...value].sort().join(",") : (value ?? null);

/** The fields a change really changes, with their old and new values, for the record's history. */
export function diffFields(before: PatientRow, input: Record<string, unknown>): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const [field, to] of Object.entries(input)) {
    if (to === undefined) continue;
    const from = (before as Record<string, unknown>)[field];
    const normalizedFrom = field === "weightKg" && from !== null ? Number(from) : comparable(from);
    if (normalizedFrom !== comparable(to)) changes.push({ field, from: comparable(from), to: to ?? null });
  }
  return changes;
}

/**
 * The history names the template a record used rather than its id: readable for a person, and
 * still true after the template is renamed or deleted. `to` is the name of the template just set.
 */
export async function withTemplateNames(tx: Db, changes: FieldChange[], to: string | null): Promise<FieldChange[]> {
  const change = changes.find((c) => c.field === "treatmentTemplateId");
  if (!change) return changes;
  const [previous] =
    typeof change.from === "string"
      ? await tx
          .select({ name: treatmentTemplates.name })
          .from(treatmentTemplates)
          .where(eq(treatmentTemplates.id, change.from))
      : [];
  const named = { field: "treatmentTemplate", from: previous?.name ?? null, to };
  return changes.map((c) => (c === change ? named : c));
}

/**
 * Who looked at the record (GDPR Art. 9 and 32): in the record's history and in the audit log,
 * which names the person and the record but never its contents. Looks by the same person within
 * five minutes count once, so a refreshing page does not bury the history.
 */
export async function recordView(db: Db, access: OrgAccess, patient: PatientRow, ip: string) {
  const [recent] = await db
    .select({ id: patientHistory.id })
    .from(patientHistory)
    .where(
      and(
        eq(patientHistory.patientId, patient.id),
        eq(patientHistory.kind, "viewed"),
        eq(patientHistory.actorUserId, access.viewer.userId),
        gt(patientHistory.at, sql`now() - make_interval(secs => ${VIEW_WINDOW_SECONDS})`),
      ),
    )
    .limit(1);
  if (recent) return;
  await db.transaction(async (tx) => {
    await recordHistory(tx, {
      patientId: patient.id,
      organizationId: patient.organizationId,
      kind: "viewed",
      actorUserId: access.viewer.userId,
    });
    await audit(tx, {
      action: "patient.view",
      actor: access.viewer,
      organizationId: access.organizationId,
      targetType: "patient",
      targetId: patient.id,
      ipAddress: ip,
    });
  });
}

export async function listHistory(db: Db, patientId: string): Promise<PatientHistoryEntry[]> {
  const rows = await db
    .select({
      id: patientHistory.id,
      at: patientHistory.at,
      kind: patientHistory.kind,
      actorUserId: patientHistory.actorUserId,
      changes: patientHistory.changes,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
    })
    .from(patientHistory)
    .leftJoin(profiles, eq(profiles.userId, patientHistory.actorUserId))
    .where(eq(patientHistory.patientId, patientId))
    .orderBy(desc(patientHistory.at), desc(patientHistory.id))
    .limit(500);
  return rows.map((r) => ({
    id: r.id,
    at: r.at.toISOString(),
    kind: r.kind,
    actor: r.actorUserId
      ? { id: r.actorUserId, name: `${r.firstName ?? ""} ${r.lastName ?? ""}`.trim() || DELETED_USER }
      : { id: null, name: DELETED_USER },
    changes: (r.changes as FieldChange[]) ?? [],
  }));
}
