import type { MeView, OrganizationSummary } from "@hulppost/shared/me";
import { describe, expect, it } from "vitest";
import { canSeePage } from "../../lib/access";
import { buildMenu } from "./menu";

const settings = { chatEnabled: true, smsCenterEnabled: true, locationsEnabled: true, smsOnAssignment: false };
const organization = (
  overrides: Partial<OrganizationSummary["settings"]> = {},
  role: "admin" | "hulpverlener" = "hulpverlener",
): OrganizationSummary => ({
  id: "org",
  name: "demo",
  displayName: "Demo",
  plan: "premium",
  role,
  isPrimary: true,
  reportLanguage: "nl",
  settings: { ...settings, ...overrides },
});
const person = { roles: [] } as unknown as MeView;
const keys = (org: OrganizationSummary) => buildMenu(person, org).flatMap((section) => section.items.map((i) => i.key));

describe("the sidebar and the pages follow the organisation's switches", () => {
  it("lists Chat and Locations only while they are on", () => {
    expect(keys(organization())).toEqual(["dashboard", "chat", "locations", "profile"]);
    expect(keys(organization({ chatEnabled: false }))).toEqual(["dashboard", "locations", "profile"]);
    expect(keys(organization({ locationsEnabled: false }))).toEqual(["dashboard", "chat", "profile"]);
  });

  it("lists the SMS center for admins only while it is on", () => {
    const admin = (s: Partial<OrganizationSummary["settings"]>) =>
      buildMenu(person, organization(s, "admin")).flatMap((section) => section.items.map((i) => i.key));
    expect(admin({})).toContain("sms");
    expect(admin({ smsCenterEnabled: false })).not.toContain("sms");
  });

  it("keeps a switched-off page closed when its address is typed", () => {
    expect(canSeePage({ feature: "locations" }, [], organization())).toBe(true);
    expect(canSeePage({ feature: "locations" }, [], organization({ locationsEnabled: false }))).toBe(false);
    expect(canSeePage({ feature: "chat" }, [], organization({ chatEnabled: false }))).toBe(false);
    expect(canSeePage({ feature: "sms" }, [], organization({ smsCenterEnabled: false }))).toBe(false);
  });

  it("opens the SMS center on the free plan, where it explains the upgrade", () => {
    const free = { ...organization({ smsCenterEnabled: false }), plan: "free" as const };
    expect(canSeePage({ feature: "sms" }, [], free)).toBe(true);
  });
});
