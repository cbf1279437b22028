import { describe, expect, it } from "vitest";
import { ApiError } from "./api-client";
import { changedKeys, editConflictOf, fieldsToAsk, pick, resolvedValue } from "./edit-conflict";

describe("edit conflicts (decision 036)", () => {
  it("reads the server's 409 and nothing else", () => {
    const conflict = new ApiError(409, "EDIT_CONFLICT", "", undefined, { fields: ["medication"], version: 5 });
    expect(editConflictOf(conflict)).toEqual({ fields: ["medication"], version: 5 });
    expect(editConflictOf(new ApiError(409, "ALREADY_MEMBER", ""))).toBeNull();
    expect(editConflictOf(new ApiError(409, "EDIT_CONFLICT", "", undefined, {}))).toBeNull();
    expect(editConflictOf(new Error("x"))).toBeNull();
  });

  it.each([
    ["theirs", "Paracetamol", "Ibuprofen 400 mg", "Paracetamol"],
    ["mine", "Paracetamol", "Ibuprofen 400 mg", "Ibuprofen 400 mg"],
    ["both", "Paracetamol", "Ibuprofen 400 mg", "Paracetamol\nIbuprofen 400 mg"],
    ["both", "", "Ibuprofen 400 mg", "Ibuprofen 400 mg"],
    ["both", "Paracetamol", "", "Paracetamol"],
    ["both", "Paracetamol 1 g, Ibuprofen", "Ibuprofen", "Paracetamol 1 g, Ibuprofen"],
    ["both", 3, 4, 4],
  ] as const)("keeps %s of %j and %j: %j", (choice, theirs, mine, kept) => {
    expect(resolvedValue(choice, theirs, mine)).toEqual(kept);
  });

  it("asks only about fields whose values still differ", () => {
    expect(fieldsToAsk(["a", "b", "c"], { a: "x", b: null, c: ["1"] }, { a: "x", b: undefined, c: ["2"] })).toEqual([
      "c",
    ]);
  });

  it("sends only the fields the person changed, never a loaded value of another", () => {
    const loaded = { name: "Zomerfeest", endTime: "22:00", steps: ["Rust"], notes: "" };
    const shown = { name: "Zomerfeest", endTime: "23:00", steps: ["Rust", "IJs"], notes: "" };
    const keys = changedKeys(shown, loaded);
    expect(keys).toEqual(["endTime", "steps"]);
    expect(pick({ name: "Zomerfeest", endTime: "23:00", steps: ["Rust", "IJs"], notes: null }, keys)).toEqual({
      endTime: "23:00",
      steps: ["Rust", "IJs"],
    });
  });
});
