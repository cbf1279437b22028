import type { Medication, TemplateOutput, TemplateView } from "@hulppost/shared/treatments";
import { and, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { changedFields, checkEditConflict, nextEditVersion } from "../../db/edit-version";
import { containsPattern } from "../../db/like-pattern";
import { type TemplateMedication, treatmentTemplates } from "../../db/schema/index";
import type { OrgAccess } from "../../http/context";
import { AppError, fieldError, notFound } from "../../http/errors";
import { audit } from "../audit/audit.service";
import { managesTreatments, requireCategory } from "./treatment-categories.service";

type TemplateRow = typeof treatmentTemplates.$inferSelect;
type TemplateFields = Omit<TemplateOutput, "categoryId"> & { categoryId: string };

export const templateNotFound = () => notFound("Treatment template not found", "TEMPLATE_NOT_FOUND");

/** Stored as the schema types them: a detail left out is "" in the database, null in the API. */
const storedMedications = (medications: Medication[]): TemplateMedication[] =>
  medications.map((m) => ({
    name: m.name,
    dosage: m.dosage ?? "",
    frequency: m.frequency ?? "",
    route: m.route ?? "",
  }));

function toTemplateView(row: TemplateRow): TemplateView {
  return {
    id: row.id,
    version: row.version,
    categoryId: row.categoryId,
    name: row.name,
    description: row.description,
    templateText: row.templateText,
    steps: row.steps,
    medications: row.medications.map((m) => ({
      name: m.name,
      dosage: m.dosage || null,
      frequency: m.frequency || null,
      route: m.route || null,
    })),
    equipment: row.equipment,
    active: row.active,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * What a caregiver may apply: an active template in an active category. Spelled out: drizzle
 * leaves a column's table off in a one-table select, which inside the subquery would be ambiguous.
 */
const usable = sql`"treatment_templates"."active" and exists (select 1 from treatment_categories c
  where c.id = "treatment_templates"."category_id" and c.active)`;

/** The template, if it is this organisation's (and, for a caregiver, one they can apply); 404 otherwise. */
async function requireTemplate(db: Db, access: OrgAccess, templateId: string, options = { lock: false }) {
  const query = db
    .select()
    .from(treatmentTemplates)
    .where(
      and(
        eq(treatmentTemplates.id, templateId),
        eq(treatmentTemplates.organizationId, access.organizationId),
        managesTreatments(access) ? undefined : usable,
      ),
    );
  const [row] = options.lock ? await query.for("update") : await query;
  if (!row) throw templateNotFound();
  return row;
}

/**
 * For a patient record: the template's name, if the id is one of this organisation's templates.
 * A deactivated template still counts (a record saved offline before it was switched off must
 * not be lost); another organisation's or an unknown id is refused on the field.
 */
export async function templateForPatient(db: Db, organizationId: string, templateId: string) {
  const [row] = await db
    .select({ id: treatmentTemplates.id, name: treatmentTemplates.name })
    .from(treatmentTemplates)
    .where(and(eq(treatmentTemplates.id, templateId), eq(treatmentTemplates.organizationId, organizationId)));
  if (!row) throw fieldError("treatmentTemplateId", "templateNotFound", "TEMPLATE_NOT_FOUND", 404);
  return row;
}

/** The category of a template, as a field error: the form shows it beside the category picker. */
async function requireCategoryField(db: Db, organizationId: string, categoryId: string) {
  try {
    return await requireCategory(db, organizationId, categoryId);
  } catch (error) {
    if (error instanceof AppError && error.status === 404)
      throw fieldError("categoryId", "categoryNotFound", "CATEGORY_NOT_FOUND", 404);
    throw error;
  }
}

/**
 * The templates by name, filtered by category and a search in the name. Admins may ask for the
 * inactive ones too (the management page); caregivers always get what they can apply.
 */
export async function listTemplates(
  db: Db,
  access: OrgAccess,
  query: { categoryId?: string; search?: string; includeInactive: boolean },
): Promise<TemplateView[]> {
  const conditions: (SQL | undefined)[] = [eq(treatmentTemplates.organizationId, access.organizationId)];
  if (query.categoryId) conditions.push(eq(treatmentTemplates.categoryId, query.categoryId));
  if (query.search) conditions.push(sql`${treatmentTemplates.name} ilike ${containsPattern(query.search)}`);
  if (!(managesTreatments(access) && query.includeInactive)) conditions.push(usable);
  const rows = await db
    .select()
    .from(treatmentTemplates)
    .where(and(...conditions))
    .orderBy(sql`lower(${treatmentTemplates.name})`, treatmentTemplates.id);
  return rows.map(toTemplateView);
}

export async function getTemplate(db: Db, access: OrgAccess, templateId: string): Promise<TemplateView> {
  return toTemplateView(await requireTemplate(db, access, templateId));
}

async function insertTemplate(
  tx: Db,
  access: OrgAccess,
  input: TemplateFields,
  ip: string,
  action: string,
  details: Record<string, unknown>,
) {
  await requireCategoryField(tx, access.organizationId, input.categoryId);
  const [row] = await tx
    .insert(treatmentTemplates)
    .values({
      ...input,
      medications: storedMedications(input.medications),
      organizationId: access.organizationId,
      createdBy: access.viewer.userId,
      updatedBy: access.viewer.userId,
    })
    .returning();
  if (!row) throw new Error("treatment template not created");
  await audit(tx, {
    action,
    actor: access.viewer,
    organizationId: access.organizationId,
    targetType: "treatment_template",
    targetId: row.id,
    details: { name: row.name, categoryId: row.categoryId, ...details },
    ipAddress: ip,
  });
  return toTemplateView(row);
}

export async function createTemplate(db: Db, access: OrgAccess, input: TemplateOutput, ip: string) {
  return db.transaction((tx) => insertTemplate(tx, access, input, ip, "treatment_template.create", {}));
}

/** A copy of everything but the name, which the admin chose (the web proposes "… (kopie)"). */
export async function duplicateTemplate(
  db: Db,
  access: OrgAccess,
  templateId: string,
  input: { name: string },
  ip: string,
) {
  return db.transaction(async (tx) => {
    const source = await requireTemplate(tx, access, templateId);
    return insertTemplate(
      tx,
      access,
      {
        name: input.name,
        categoryId: source.categoryId,
        description: source.description,
        templateText: source.templateText,
        steps: source.steps,
        medications: source.medications.map((m) => ({
          name: m.name,
          dosage: m.dosage || null,
          frequency: m.frequency || null,
          route: m.route || null,
        })),
        equipment: source.equipment,
        active: source.active,
      },
      ip,
      "treatment_template.duplicate",
      { sourceId: source.id },
    );
  });
}

/** Changes what the body names and nothing else; the audit line names the fields, not the text. */
export async function updateTemplate(
  db: Db,
  access: OrgAccess,
  templateId: string,
  input: Partial<TemplateFields> & { version?: number },
  ip: string,
) {
  return db.transaction(async (tx) => {
    const current = await requireTemplate(tx, access, templateId, { lock: true });
    if (input.categoryId !== undefined) await requireCategoryField(tx, access.organizationId, input.categoryId);
    const { medications, version: seen, ...rest } = input;
    const fields = { ...rest, ...(medications ? { medications: storedMedications(medications) } : {}) };
    // A form loaded before someone else changed one of these fields asks the person first (decision 036).
    const changed = changedFields(current, fields);
    checkEditConflict(current, changed, seen);
    const [row] = await tx
      .update(treatmentTemplates)
      .set({
        ...fields,
        ...nextEditVersion(current, changed),
        updatedBy: access.viewer.userId,
        updatedAt: new Date(),
      })
      .where(eq(treatmentTemplates.id, templateId))
      .returning();
    if (!row) throw templateNotFound();
    await audit(tx, {
      action: "treatment_template.update",
      actor: access.viewer,
      organizationId: access.organizationId,
      targetType: "treatment_template",
      targetId: templateId,
      details: {
        name: row.name,
        fields: Object.keys(fields),
        ...(input.active !== undefined ? { active: input.active } : {}),
      },
      ipAddress: ip,
    });
    return toTemplateView(row);
  });
}

/** Deletes a template; records that used it keep their treatment text and forget the link. */
export async function deleteTemplate(db: Db, access: OrgAccess, templateId: string, ip: string) {
  await db.transaction(async (tx) => {
    const row = await requireTemplate(tx, access, templateId, { lock: true });
    await tx.delete(treatmentTemplates).where(eq(treatmentTemplates.id, templateId));
    await audit(tx, {
      action: "treatment_template.delete",
      actor: access.viewer,
      organizationId: access.organizationId,
      targetType: "treatment_template",
      targetId: templateId,
      details: { name: row.name, categoryId: row.categoryId },
      ipAddress: ip,
    });
  });
}
