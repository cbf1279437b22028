import { isAllowed } from "@hulppost/shared/permissions";
import { BUILT_IN_CATEGORIES, type CategoryView } from "@hulppost/shared/treatments";
import { and, eq, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { treatmentCategories, treatmentTemplates } from "../../db/schema/index";
import type { OrgAccess } from "../../http/context";
import { AppError, conflict, notFound } from "../../http/errors";
import { audit } from "../audit/audit.service";

/** Admins manage and see everything; caregivers see only what they can apply. */
export const managesTreatments = (access: OrgAccess) =>
  isAllowed("treatments.manage", { roles: access.viewer.roles, memberRole: access.memberRole });

export const categoryNotFound = () => notFound("Treatment category not found", "CATEGORY_NOT_FOUND");

type CategoryRow = typeof treatmentCategories.$inferSelect;

/** The category, if it is this organisation's; 404 otherwise (another's id reveals nothing). */
export async function requireCategory(db: Db, organizationId: string, categoryId: string, options = { lock: false }) {
  const query = db
    .select()
    .from(treatmentCategories)
    .where(and(eq(treatmentCategories.id, categoryId), eq(treatmentCategories.organizationId, organizationId)));
  const [row] = options.lock ? await query.for("update") : await query;
  if (!row) throw categoryNotFound();
  return row;
}

const nameTaken = () =>
  conflict("CATEGORY_NAME_TAKEN", "A treatment category with this name exists", { name: "nameTaken" });

/** The unique index on lower(name) caught a clash the check before missed (two admins at once). */
function isNameClash(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === "23505") return true;
  }
  return false;
}

/** Case does not make another name: "Sport" and "sport" are the same category. */
async function assertNameFree(db: Db, organizationId: string, name: string, exceptId?: string) {
  const [taken] = await db
    .select({ id: treatmentCategories.id })
    .from(treatmentCategories)
    .where(
      and(
        eq(treatmentCategories.organizationId, organizationId),
        sql`lower(${treatmentCategories.name}) = lower(${name})`,
        exceptId ? ne(treatmentCategories.id, exceptId) : undefined,
      ),
    );
  if (taken) throw nameTaken();
}

const builtInOrder = (row: { builtIn: string | null }) =>
  row.builtIn ? BUILT_IN_CATEGORIES.indexOf(row.builtIn as (typeof BUILT_IN_CATEGORIES)[number]) : Infinity;

function toCategoryView(row: CategoryRow, templateCount: number): CategoryView {
  return { id: row.id, builtIn: row.builtIn, name: row.name, active: row.active, templateCount };
}

/**
 * The organisation's categories, the seven built-ins first in spec order, then its own by name.
 * Caregivers see the active ones, counted by the active templates in them.
 */
export async function listCategories(db: Db, access: OrgAccess): Promise<CategoryView[]> {
  const all = managesTreatments(access);
  const rows = await db
    .select({
      category: treatmentCategories,
      templates: sql<number>`count(${treatmentTemplates.id})::int`,
    })
    .from(treatmentCategories)
    .leftJoin(
      treatmentTemplates,
      and(
        eq(treatmentTemplates.categoryId, treatmentCategories.id),
        all ? undefined : eq(treatmentTemplates.active, true),
      ),
    )
    .where(
      and(
        eq(treatmentCategories.organizationId, access.organizationId),
        all ? undefined : eq(treatmentCategories.active, true),
      ),
    )
    .groupBy(treatmentCategories.id);
  return rows
    .sort(
      (a, b) =>
        builtInOrder(a.category) - builtInOrder(b.category) ||
        (a.category.name ?? "").localeCompare(b.category.name ?? "", "nl", { sensitivity: "base" }),
    )
    .map((r) => toCategoryView(r.category, Number(r.templates)));
}

async function countTemplates(db: Db, categoryId: string) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(treatmentTemplates)
    .where(eq(treatmentTemplates.categoryId, categoryId));
  return Number(row?.n ?? 0);
}

export async function createCategory(db: Db, access: OrgAccess, input: { name: string }, ip: string) {
  try {
    return await db.transaction(async (tx) => {
      await assertNameFree(tx, access.organizationId, input.name);
      const [row] = await tx
        .insert(treatmentCategories)
        .values({ organizationId: access.organizationId, name: input.name })
        .returning();
      if (!row) throw new Error("treatment category not created");
      await audit(tx, {
        action: "treatment_category.create",
        actor: access.viewer,
        organizationId: access.organizationId,
        targetType: "treatment_category",
        targetId: row.id,
        details: { name: input.name },
        ipAddress: ip,
      });
      return toCategoryView(row, 0);
    });
  } catch (error) {
    if (isNameClash(error)) throw nameTaken();
    throw error;
  }
}

/**
 * A rename (the organisation's own categories: a built-in is named by its translated key) or a
 * switch on or off (built-ins too). Only what the body names changes.
 */
export async function updateCategory(
  db: Db,
  access: OrgAccess,
  categoryId: string,
  input: { name?: string; active?: boolean },
  ip: string,
) {
  try {
    return await db.transaction(async (tx) => {
      const before = await requireCategory(tx, access.organizationId, categoryId, { lock: true });
      if (input.name !== undefined) {
        if (before.builtIn)
          throw new AppError(409, "CATEGORY_BUILT_IN", "A built-in category keeps its name", {
            name: "builtInCategory",
          });
        await assertNameFree(tx, access.organizationId, input.name, categoryId);
      }
      const [row] = await tx
        .update(treatmentCategories)
        .set({ ...input, updatedAt: new Date() })
        .where(eq(treatmentCategories.id, categoryId))
        .returning();
      if (!row) throw categoryNotFound();
      await audit(tx, {
        action: "treatment_category.update",
        actor: access.viewer,
        organizationId: access.organizationId,
        targetType: "treatment_category",
        targetId: categoryId,
        details: { ...input, builtIn: before.builtIn, ...(input.name ? { from: before.name } : {}) },
        ipAddress: ip,
      });
      return toCategoryView(row, await countTemplates(tx, categoryId));
    });
  } catch (error) {
    if (isNameClash(error)) throw nameTaken();
    throw error;
  }
}

/**
 * Deletes one of the organisation's own categories. A built-in is refused (deactivate it instead);
 * so is a category that templates still use, with their number, so the admin knows what to move.
 */
export async function deleteCategory(db: Db, access: OrgAccess, categoryId: string, ip: string) {
  await db.transaction(async (tx) => {
    const row = await requireCategory(tx, access.organizationId, categoryId, { lock: true });
    if (row.builtIn)
      throw new AppError(409, "CATEGORY_BUILT_IN", "A built-in category cannot be deleted; deactivate it instead");
    const templates = await countTemplates(tx, categoryId);
    if (templates > 0)
      throw new AppError(
        409,
        "CATEGORY_IN_USE",
        `This category is in use by ${templates} template${templates === 1 ? "" : "s"}; move or delete them first`,
        undefined,
        { count: templates },
      );
    await tx.delete(treatmentCategories).where(eq(treatmentCategories.id, categoryId));
    await audit(tx, {
      action: "treatment_category.delete",
      actor: access.viewer,
      organizationId: access.organizationId,
      targetType: "treatment_category",
      targetId: categoryId,
      details: { name: row.name },
      ipAddress: ip,
    });
  });
}
