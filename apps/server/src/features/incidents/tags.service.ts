import { type TagBatchView, tagCodeOf } from "@hulppost/shared/incidents";
import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { organizations, triageTagBatches } from "../../db/schema/index";
import type { OrgAccess } from "../../http/context";
import { notFound } from "../../http/errors";
import { audit } from "../audit/audit.service";
import { paperLanguage } from "../patients/papers/papers.service";
import { renderTagSheet } from "./tag-sheet";

type BatchRow = typeof triageTagBatches.$inferSelect;

/**
 * The organisation's three letters on its labels, from its name's initials ("Vlaamse Jeugd Post" →
 * "VJP", "Demo Hulpdienst" → "DHU"): said aloud over a radio, they tell whose label it is.
 */
export function tagPrefixOf(name: string): string {
  const words = name
    .normalize("NFD")
    .replace(/[^A-Za-z\s]/g, "")
    .toUpperCase()
    .split(/\s+/)
    .filter(Boolean);
  let prefix = words
    .slice(0, 3)
    .map((word) => word[0])
    .join("");
  const last = words.at(-1) ?? "";
  for (let i = 1; prefix.length < 3 && i < last.length; i++) prefix += last[i];
  return `${prefix}HPT`.slice(0, 3);
}

const toView = (row: BatchRow): TagBatchView => ({
  id: row.id,
  prefix: row.prefix,
  firstCode: tagCodeOf(row.prefix, row.firstNumber),
  lastCode: tagCodeOf(row.prefix, row.firstNumber + row.count - 1),
  count: row.count,
  createdAt: row.createdAt.toISOString(),
});

/**
 * Reserves the next `count` codes for printing. Numbers go on from the last batch, so no code is
 * ever printed twice; the organisation's row is locked while the next number is taken.
 */
export async function createTagBatch(db: Db, access: OrgAccess, count: number, ip: string): Promise<TagBatchView> {
  const row = await db.transaction(async (tx) => {
    const [org] = await tx
      .select({ name: organizations.displayName })
      .from(organizations)
      .where(eq(organizations.id, access.organizationId))
      .for("update");
    const [last] = await tx
      .select()
      .from(triageTagBatches)
      .where(eq(triageTagBatches.organizationId, access.organizationId))
      .orderBy(desc(triageTagBatches.firstNumber))
      .limit(1);
    const [made] = await tx
      .insert(triageTagBatches)
      .values({
        organizationId: access.organizationId,
        // The prefix stays what the first print used, even if the organisation is renamed.
        prefix: last?.prefix ?? tagPrefixOf(org?.name ?? ""),
        firstNumber: last ? last.firstNumber + last.count : 1,
        count,
        createdBy: access.viewer.userId,
      })
      .returning();
    if (!made) throw new Error("tag batch not stored");
    await audit(tx, {
      action: "triage_tags.print",
      actor: access.viewer,
      organizationId: access.organizationId,
      targetType: "triage_tag_batch",
      targetId: made.id,
      details: { first: tagCodeOf(made.prefix, made.firstNumber), count },
      ipAddress: ip,
    });
    return made;
  });
  return toView(row);
}

export async function listTagBatches(db: Db, access: OrgAccess): Promise<TagBatchView[]> {
  const rows = await db
    .select()
    .from(triageTagBatches)
    .where(eq(triageTagBatches.organizationId, access.organizationId))
    .orderBy(desc(triageTagBatches.firstNumber));
  return rows.map(toView);
}

/** A batch's label sheets as a PDF, in the organisation's report language. */
export async function tagSheetDownload(db: Db, access: OrgAccess, batchId: string) {
  const [row] = await db
    .select({ batch: triageTagBatches, organization: organizations.displayName })
    .from(triageTagBatches)
    .innerJoin(organizations, eq(organizations.id, triageTagBatches.organizationId))
    .where(and(eq(triageTagBatches.id, batchId), eq(triageTagBatches.organizationId, access.organizationId)));
  if (!row) throw notFound("Label sheet not found", "TAG_BATCH_NOT_FOUND");
  const language = await paperLanguage(db, access.organizationId);
  const pdf = await renderTagSheet({
    prefix: row.batch.prefix,
    firstNumber: row.batch.firstNumber,
    count: row.batch.count,
    organization: row.organization,
    language,
  });
  const first = tagCodeOf(row.batch.prefix, row.batch.firstNumber);
  return { body: new Uint8Array(pdf), contentType: "application/pdf", filename: `triage-labels-${first}.pdf` };
}
