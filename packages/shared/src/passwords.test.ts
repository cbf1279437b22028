import { describe, expect, it } from "vitest";
import { changePasswordForm, setPasswordForm, signUpForm } from "./auth";
import { adminPasswordBody } from "./members";

/** The first message per field, as the forms and the server show them. */
function fieldErrors(result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const fields: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) fields[issue.path.join(".")] ??= issue.message;
  return fields;
}

describe("'Wachtwoorden komen niet overeen' appears together with the other field errors", () => {
  it("on sign-up, also while no gender is chosen yet", () => {
    // An unchosen gender is a type error, after which zod skipped the object's own checks.
    const result = signUpForm.safeParse({
      email: "",
      password: "geheim123",
      confirmPassword: "geheim124",
      firstName: "",
      lastName: "Peeters",
      birthDate: "",
    });
    expect(fieldErrors(result)).toMatchObject({
      email: expect.any(String),
      firstName: "required",
      birthDate: "required",
      gender: expect.any(String),
      confirmPassword: "passwordMismatch",
    });
  });

  it("when setting a password from a link, by an admin and on the profile page", () => {
    expect(fieldErrors(setPasswordForm.safeParse({ newPassword: "abc", confirmPassword: "abd" }))).toEqual({
      newPassword: "minSixChars",
      confirmPassword: "passwordMismatch",
    });
    expect(fieldErrors(adminPasswordBody.safeParse({ password: "abc", confirmPassword: "abd" }))).toEqual({
      password: "passwordTooShort",
      confirmPassword: "passwordMismatch",
    });
    expect(fieldErrors(adminPasswordBody.safeParse({ password: 12, confirmPassword: "abd" }))).toEqual({
      password: "invalidType",
    });
    expect(
      fieldErrors(
        changePasswordForm.safeParse({ currentPassword: "", newPassword: "geheim123", confirmPassword: "x" }),
      ),
    ).toEqual({ currentPassword: "required", confirmPassword: "passwordMismatch" });
  });

  it("and not when the two match", () => {
    expect(fieldErrors(setPasswordForm.safeParse({ newPassword: "geheim123", confirmPassword: "geheim123" }))).toEqual(
      {},
    );
  });
});
