import { type DataExportView, ORG_EXPORT_VALID_HOURS } from "@hulppost/shared/org-export";
import { and, asc, desc, eq, gt, isNotNull, lt, sql } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import type { Db } from "../../db/client";
import { assetPhotos, dataExports, organizations, patientPhotos } from "../../db/schema/index";
import type { OrgAccess } from "../../http/context";
import { AppError, notFound } from "../../http/errors";
import { csvText } from "../../platform/csv";
import { audit } from "../audit/audit.service";
import { paperLanguage } from "../patients/papers/papers.service";
import { cellText, exportEntities, plainValue } from "./org-export.entities";
import { patientReports } from "./org-export.papers";
import { zipWriter } from "./org-export.zip";

export const ORG_EXPORT_JOB = "organizations.export";

declare module "../../platform/jobs/queue" {
  interface JobPayloads {
    [ORG_EXPORT_JOB]: { exportId: string };
  }
}

/** Photos read per query: a few megabytes at a time, not every photo of the organisation at once. */
const PHOTO_BATCH = 20;

type ExportRow = typeof dataExports.$inferSelect;

/**
 * Lets the process answer requests between two files. The export runs in the server's own
 * process, and its work (a query on PGlite, a PDF, a deflate) settles in microtasks: without a
 * macrotask turn in between, 700 patient reports held every request for a minute.
 */
const breathe = () => new Promise<void>((resolve) => setImmediate(resolve));

function toView(row: Omit<ExportRow, "content">, now = new Date()): DataExportView {
  return {
    id: row.id,
    status: row.status,
    progress: row.progress,
    fileName: row.fileName,
    size: row.size,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    expired: row.status === "done" && (!row.expiresAt || row.expiresAt <= now),
    requestedBy: row.requestedBy,
  };
}

const listColumns = {
  id: dataExports.id,
  organizationId: dataExports.organizationId,
  requestedBy: dataExports.requestedBy,
  status: dataExports.status,
  progress: dataExports.progress,
  fileName: dataExports.fileName,
  size: dataExports.size,
  createdAt: dataExports.createdAt,
  finishedAt: dataExports.finishedAt,
  expiresAt: dataExports.expiresAt,
};

/** Queues an export of everything the organisation holds; audit-logged as it is asked for. */
export async function startExport(deps: AppDeps, access: OrgAccess, ip: string): Promise<DataExportView> {
  const row = await deps.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(dataExports)
      .values({ organizationId: access.organizationId, requestedBy: access.viewer.userId })
      .returning(listColumns);
    if (!created) throw new Error("The export could not be stored");
    await deps.jobs.enqueue(ORG_EXPORT_JOB, { exportId: created.id }, { maxAttempts: 2 });
    await audit(tx, {
      action: "organization.export",
      actor: access.viewer,
      organizationId: access.organizationId,
      targetType: "data_export",
      targetId: created.id,
      ipAddress: ip,
    });
    return created;
  });
  deps.jobs.wake();
  return toView(row);
}

/** The organisation's exports, newest first (the last 20: older ones have long expired). */
export async function listExports(db: Db, access: OrgAccess): Promise<DataExportView[]> {
  const rows = await db
    .select(listColumns)
    .from(dataExports)
    .where(eq(dataExports.organizationId, access.organizationId))
    .orderBy(desc(dataExports.createdAt))
    .limit(20);
  const now = new Date();
  return rows.map((row) => toView(row, now));
}

/** The ZIP while it is valid: 404 for another organisation's id, 409 before it is ready, 410 after it expired. */
export async function downloadExport(db: Db, access: OrgAccess, exportId: string, ip: string) {
  const [row] = await db
    .select()
    .from(dataExports)
    .where(and(eq(dataExports.id, exportId), eq(dataExports.organizationId, access.organizationId)));
  if (!row) throw notFound("Export not found");
  if (row.status !== "done") throw new AppError(409, "DATA_EXPORT_NOT_READY", "The export is not ready yet");
  if (!row.content || !row.expiresAt || row.expiresAt <= new Date())
    throw new AppError(410, "DATA_EXPORT_EXPIRED", "The export has expired; start a new one");
  await audit(db, {
    action: "organization.export_download",
    actor: access.viewer,
    organizationId: access.organizationId,
    targetType: "data_export",
    targetId: row.id,
    ipAddress: ip,
  });
  return { body: new Uint8Array(row.content), fileName: row.fileName ?? "export.zip" };
}

/**
 * Builds the ZIP: a CSV per entity and the same in data.json, every patient's report PDF and the
 * photos. Data is read per entity (one query each), PDFs and photos in batches; the progress in
 * the row rises as it goes.
 */
export async function buildExport(deps: AppDeps, exportId: string): Promise<void> {
  const { db } = deps;
  const [job] = await db
    .update(dataExports)
    .set({ status: "running", progress: 0 })
    .where(eq(dataExports.id, exportId))
    .returning({ organizationId: dataExports.organizationId });
  if (!job) return; // the organisation left, and its exports with it
  const organizationId = job.organizationId;
  const [org] = await db
    .select({ name: organizations.name })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  const language = await paperLanguage(db, organizationId);
  const entities = await exportEntities(db, organizationId);
  const [counts] = (
    await db.execute<{ patients: number; photos: number }>(sql`
      select (select count(*)::int from patients where organization_id = ${organizationId}) as patients,
        (select count(*)::int from patient_photos where organization_id = ${organizationId})
        + (select count(*)::int from asset_photos where organization_id = ${organizationId}) as photos`)
  ).rows;
  // Steps: one per entity, one per patient report, one per photo.
  const total = entities.length + Number(counts?.patients ?? 0) + Number(counts?.photos ?? 0);
  let done = 0;
  let shown = 0;
  const step = async (n = 1) => {
    await breathe();
    done += n;
    const progress = Math.min(99, Math.floor((done / Math.max(total, 1)) * 100));
    // One write per few percent, not one per file.
    if (progress >= shown + 5) {
      shown = progress;
      await db.update(dataExports).set({ progress }).where(eq(dataExports.id, exportId));
    }
  };

  const zip = zipWriter();
  const json = zip.open("data.json");
  json.push(`{"exportedAt":${JSON.stringify(new Date().toISOString())},"organizationId":"${organizationId}"`);
  for (const entity of entities) {
    const result = await db.execute<Record<string, unknown>>(entity.query);
    const rows = result.rows;
    zip.add(
      `csv/${entity.name}.csv`,
      new TextEncoder().encode(
        csvText([entity.columns, ...rows.map((row) => entity.columns.map((c) => cellText(row[c])))], language),
      ),
      true,
    );
    json.push(`,${JSON.stringify(entity.name)}:[`);
    rows.forEach((row, i) => {
      const plain = Object.fromEntries(entity.columns.map((c) => [c, plainValue(row[c])]));
      json.push(`${i ? "," : ""}${JSON.stringify(plain)}`);
    });
    json.push("]");
    await step();
  }
  json.push("}");
  json.end();

  for await (const report of patientReports(db, organizationId, language, deps.config.APP_TIMEZONE)) {
    zip.add(`patients/${report.name}`, new Uint8Array(report.pdf));
    await step();
  }
  for (const [folder, table, key] of [
    ["patients", patientPhotos, patientPhotos.patientId],
    ["assets", assetPhotos, assetPhotos.assetId],
  ] as const) {
    let after = "00000000-0000-0000-0000-000000000000";
    for (;;) {
      const photos = await db
        .select({ id: key, content: table.content })
        .from(table)
        .where(and(eq(table.organizationId, organizationId), gt(key, after)))
        .orderBy(asc(key))
        .limit(PHOTO_BATCH);
      if (!photos.length) break;
      after = photos[photos.length - 1]?.id as string;
      for (const photo of photos) zip.add(`photos/${folder}/${photo.id}.jpg`, new Uint8Array(photo.content));
      await step(photos.length);
    }
  }

  const content = await zip.finish();
  const finishedAt = new Date();
  const day = finishedAt.toISOString().slice(0, 10);
  await db
    .update(dataExports)
    .set({
      status: "done",
      progress: 100,
      content,
      size: content.length,
      fileName: `hulppost-${org?.name ?? "export"}-${day}.zip`,
      finishedAt,
      expiresAt: new Date(finishedAt.getTime() + ORG_EXPORT_VALID_HOURS * 3600_000),
    })
    .where(eq(dataExports.id, exportId));
}

/** Frees the bytes of exports past their 24 hours; the row stays so the list shows it expired. */
export async function sweepExpiredExports(db: Db, now = new Date()): Promise<number> {
  const swept = await db
    .update(dataExports)
    .set({ content: null })
    .where(and(isNotNull(dataExports.content), lt(dataExports.expiresAt, now)))
    .returning({ id: dataExports.id });
  return swept.length;
}

/** The job's handler: builds the export; on its last attempt a failure is shown as such. */
export function registerOrgExportJob(deps: AppDeps) {
  deps.jobs.register(
    ORG_EXPORT_JOB,
    async ({ exportId }, run) => {
      try {
        await buildExport(deps, exportId);
      } catch (error) {
        if (run.attempt >= run.maxAttempts)
          await deps.db
            .update(dataExports)
            .set({ status: "failed", finishedAt: new Date() })
            .where(eq(dataExports.id, exportId));
        throw error;
      }
    },
    // A lane of its own: a build takes minutes (every patient's PDF) and must neither hold the
    // mails, texts and alerts nor wait behind them. One at a time: each takes the process's CPU
    // for its PDFs, and two would slow the API twice as much; a second organisation waits.
    { concurrency: 1 },
  );
}
