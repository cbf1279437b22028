import { DEFAULT_STAFFING_RULES, type StaffingRules, staffingRules } from "@hulppost/shared/staffing/rules";
import type { StaffingRulesInput, StaffingRulesView } from "@hulppost/shared/staffing/settings";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { checkEditConflict, nextEditVersion } from "../../db/edit-version";
import { writeOrgData } from "../../db/org-write";
import { organizationSettings } from "../../db/schema/index";
import type { OrgAccess } from "../../http/context";
import { audit } from "../audit/audit.service";

/** The field under which the rules' edit version is kept (decision 036): the form saves them as one. */
const FIELD = "staffingRules";

/**
 * The rules stored, read through the contract: a rule added to the product later takes its default
 * in an organisation that saved before it existed.
 */
function effective(stored: unknown): StaffingRules | null {
  if (!stored || typeof stored !== "object") return null;
  // Only the rules the product knows now: one it dropped since is left behind, not a reason to ignore the rest.
  const known = Object.fromEntries(Object.entries(stored).filter(([key]) => key in DEFAULT_STAFFING_RULES));
  const parsed = staffingRules.safeParse({ ...DEFAULT_STAFFING_RULES, ...known });
  return parsed.success ? parsed.data : null;
}

async function stored(db: Db, organizationId: string) {
  const [row] = await db
    .select({
      rules: organizationSettings.staffingRules,
      version: organizationSettings.version,
      fieldVersions: organizationSettings.fieldVersions,
    })
    .from(organizationSettings)
    .where(eq(organizationSettings.organizationId, organizationId));
  return row;
}

/** The rules that apply in an organisation: its own, or the product's (decision 050). */
export async function staffingRulesOf(db: Db, organizationId: string): Promise<StaffingRules> {
  return effective((await stored(db, organizationId))?.rules) ?? DEFAULT_STAFFING_RULES;
}

export async function getStaffingRules(db: Db, organizationId: string): Promise<StaffingRulesView> {
  const row = await stored(db, organizationId);
  const own = effective(row?.rules);
  return { rules: own ?? DEFAULT_STAFFING_RULES, isDefault: own === null, version: row?.version ?? 1 };
}

const same = (a: StaffingRules | null, b: StaffingRules | null) =>
  (a === null) === (b === null) &&
  (a === null || b === null || staffingRules.keyof().options.every((k) => a[k] === b[k]));

/** Saves the rules (null: back to the product's), with the version the form was loaded from; audit-logged. */
export async function saveStaffingRules(
  db: Db,
  access: OrgAccess,
  input: StaffingRulesInput | { version?: number; reset: true },
  ip: string,
): Promise<StaffingRulesView> {
  const { organizationId } = access;
  const { version: seen, ...rest } = input;
  const rules: StaffingRules | null = "reset" in rest ? null : rest;
  await writeOrgData(db, organizationId, async (tx, changes) => {
    const [row] = await tx
      .select()
      .from(organizationSettings)
      .where(eq(organizationSettings.organizationId, organizationId))
      .for("update");
    const current = row ?? { version: 1, fieldVersions: {} };
    const changed = same(effective(row?.staffingRules), rules) ? [] : [FIELD];
    checkEditConflict(current, changed, seen);
    if (!changed.length) return changes.none();
    const versioned = { staffingRules: rules, ...nextEditVersion(current, changed) };
    await tx
      .insert(organizationSettings)
      .values({ organizationId, ...versioned })
      .onConflictDoUpdate({
        target: organizationSettings.organizationId,
        set: { ...versioned, updatedAt: sql`now()` },
      });
    await audit(tx, {
      action: "organization.staffing_rules",
      actor: access.viewer,
      organizationId,
      targetType: "organization",
      targetId: organizationId,
      details: rules ? { ...rules } : { reset: true },
      ipAddress: ip,
    });
  });
  return getStaffingRules(db, organizationId);
}
