import { LANDED_MODULES, type ProductModule } from "@hulppost/shared/modules";
import { describe, expect, it } from "vitest";
import { isComingSoon, onlyLanded } from "./modules";

const none = Object.fromEntries(Object.keys(LANDED_MODULES).map((m) => [m, false])) as Record<ProductModule, boolean>;
const chatOnly = { ...none, chat: true };

describe("copy that names modules stays true as they land", () => {
  const deleted = [
    { key: "interest" },
    { key: "chat", module: "chat" as const },
    { key: "locations", module: "locations" as const },
  ];

  it("lists only modules that exist in what a deletion takes along", () => {
    expect(onlyLanded(deleted, none).map((i) => i.key)).toEqual(["interest"]);
    expect(onlyLanded(deleted, chatOnly).map((i) => i.key)).toEqual(["interest", "chat"]);
  });

  it("marks an offer of a module that has not landed as coming soon", () => {
    expect(isComingSoon({ module: "patients" }, none)).toBe(true);
    expect(isComingSoon({ module: "chat" }, chatOnly)).toBe(false);
    expect(isComingSoon({}, none)).toBe(false);
  });
});
