import { describe, expect, it } from "vitest";
import { changedFields, checkEditConflict, nextEditVersion } from "./edit-version";

describe("edit versions (decision 036)", () => {
  const current = { version: 4, fieldVersions: { medication: 4, allergies: 2, notes: 3 } };

  it.each([
    // [seen, changed, conflicting fields]
    [4, ["medication"], []],
    [3, ["medication"], ["medication"]],
    [3, ["allergies"], []],
    [2, ["allergies", "notes"], ["notes"]],
    [1, ["allergies", "notes", "medication"], ["allergies", "notes", "medication"]],
    [3, ["complaint"], []],
    [undefined, ["medication"], []],
  ] as const)("loaded at %s, changing %j: conflicts on %j", (seen, changed, stale) => {
    const check = () => checkEditConflict(current, changed, seen);
    if (!stale.length) expect(check).not.toThrow();
    else
      expect(check).toThrow(
        expect.objectContaining({ status: 409, code: "EDIT_CONFLICT", details: { fields: stale, version: 4 } }),
      );
  });

  it("moves the version on, with the changed fields at it, and stands still when nothing changed", () => {
    expect(nextEditVersion(current, ["notes", "complaint"])).toEqual({
      version: 5,
      fieldVersions: { medication: 4, allergies: 2, notes: 5, complaint: 5 },
    });
    expect(nextEditVersion(current, [])).toEqual(current);
  });

  it("counts a value as changed only when it differs from the stored one, in the stored one's form", () => {
    const row = {
      name: "Zomerfeest",
      startTime: "18:00:00",
      arrivedAt: new Date("2026-11-23T10:00:00.000Z"),
      steps: ["Rust", "IJs"],
      notes: null,
    };
    expect(
      changedFields(row, {
        name: "Zomerfeest",
        startTime: "18:00",
        arrivedAt: "2026-11-23T10:00:00Z",
        steps: ["Rust", "IJs"],
        notes: null,
        version: 3,
      }),
    ).toEqual([]);
    expect(
      changedFields(row, {
        name: "Winterfeest",
        startTime: "17:00",
        steps: ["IJs"],
        notes: "Let op",
        other: undefined,
      }),
    ).toEqual(["name", "startTime", "steps", "notes"]);
  });
});
