import { describe, expect, it } from "vitest";
import { effectiveOrgRole, effectiveRole, isAllowed, PERMISSIONS, passesPageRole } from "./permissions";

describe("permission matrix", () => {
  it("lets anyone use a public route and nobody unsigned use the rest", () => {
    expect(isAllowed("public", null)).toBe(true);
    for (const permission of Object.keys(PERMISSIONS) as (keyof typeof PERMISSIONS)[]) {
      if (permission !== "public") expect(isAllowed(permission, null), permission).toBe(false);
    }
  });

  it("scopes organisation permissions by the role in that organisation", () => {
    const caregiver = { roles: ["hulpverlener" as const], memberRole: "hulpverlener" as const };
    const admin = { roles: [], memberRole: "admin" as const };
    const outsider = { roles: ["admin" as const], memberRole: null };
    expect(isAllowed("events.read", caregiver)).toBe(true);
    expect(isAllowed("events.manage", caregiver)).toBe(false);
    expect(isAllowed("events.manage", admin)).toBe(true);
    // A global admin who is not a member of the organisation gets nothing there.
    expect(isAllowed("events.read", outsider)).toBe(false);
    expect(isAllowed("events.manage", { roles: ["super_admin"], memberRole: null })).toBe(true);
  });

  it("lets admins, not caregivers, use the SMS center", () => {
    expect(isAllowed("sms.send", { roles: [], memberRole: "admin" })).toBe(true);
    expect(isAllowed("sms.send", { roles: ["super_admin"], memberRole: null })).toBe(true);
    expect(isAllowed("sms.send", { roles: ["hulpverlener"], memberRole: "hulpverlener" })).toBe(false);
    expect(isAllowed("sms.send", { roles: ["admin"], memberRole: null })).toBe(false);
  });

  it("keeps the platform tools for super admins", () => {
    expect(isAllowed("platform.impersonate", { roles: ["admin"], memberRole: "admin" })).toBe(false);
    expect(isAllowed("platform.impersonate", { roles: ["super_admin"], memberRole: null })).toBe(true);
    expect(isAllowed("organizations.create", { roles: ["organisator"], memberRole: null })).toBe(true);
    expect(isAllowed("organizations.create", { roles: ["hulpverlener"], memberRole: null })).toBe(false);
  });

  it("ranks roles super_admin > admin > hulpverlener > none", () => {
    expect(effectiveRole(["hulpverlener", "super_admin"], null)).toBe("super_admin");
    expect(effectiveRole(["hulpverlener"], "admin")).toBe("admin");
    expect(effectiveRole([], "hulpverlener")).toBe("hulpverlener");
    expect(effectiveRole(["organisator"], null)).toBe("none");
    expect(effectiveOrgRole({ roles: ["admin"], memberRole: "hulpverlener" })).toBe("admin");
  });

  it("implements the page role check", () => {
    expect(passesPageRole("super_admin", ["super_admin"], null)).toBe(true);
    expect(passesPageRole("admin", ["admin"], null)).toBe(true);
    expect(passesPageRole("hulpverlener", [], "admin")).toBe(true);
    expect(passesPageRole("super_admin", ["admin"], "admin")).toBe(false);
    expect(passesPageRole("admin", ["hulpverlener"], "hulpverlener")).toBe(false);
    expect(passesPageRole("hulpverlener", ["organisator"], null)).toBe(false);
  });
});
