import { describe, expect, it } from "vitest";
import { z } from "zod";
import { teamUpdateBody } from "./events";
import { formatIban, formatPhone, normalizePhone, optionalIban } from "./field-formats";
import { optionalVatNumber, profileUpdateBody } from "./me";
import { platformOrganizationUpdateBody } from "./organizations";
import {
  atLeastOneField,
  birthDate,
  emailField,
  isoDate,
  optionalText,
  requiredText,
  searchText,
  text,
} from "./validation";

describe("field rules", () => {
  it("trims and lower-cases emails", () => {
    expect(emailField.parse("  Anna@Example.ORG ")).toBe("anna@example.org");
    expect(emailField.safeParse("anna@").error?.issues[0]?.message).toBe("invalidEmail");
  });

  it("keeps phone numbers in E.164, reading local numbers as Belgian", () => {
    expect(normalizePhone("0470 12 34 56")).toBe("+32470123456");
    expect(normalizePhone("+31 6 12345678")).toBe("+31612345678");
    expect(normalizePhone("12")).toBeNull();
    expect(formatPhone("+32470123456")).toBe("+32 470 12 34 56");
  });

  it("checks IBANs and VAT numbers", () => {
    expect(optionalIban.parse("be68 5390 0754 7034")).toBe("BE68539007547034");
    expect(optionalIban.safeParse("BE68 5390 0754 7035").error?.issues[0]?.message).toBe("invalidIban");
    expect(optionalIban.parse("")).toBeNull();
    expect(formatIban("BE68539007547034")).toBe("BE68 5390 0754 7034");
    expect(optionalVatNumber.parse("be 0123.456.789")).toBe("BE0123456789");
    expect(optionalVatNumber.safeParse("12345").error?.issues[0]?.message).toBe("invalidVat");
  });

  it("accepts only real dates in plausible years", () => {
    expect(isoDate.safeParse("2024-02-29").success).toBe(true);
    expect(isoDate.safeParse("2023-02-29").success).toBe(false);
    expect(birthDate.safeParse("1899-12-31").success).toBe(false);
    for (const date of ["0000-01-01", "0099-12-31", "1899-12-31", "2201-01-01"])
      expect(isoDate.safeParse(date).error?.issues[0]?.message, date).toBe("dateOutOfRange");
    expect(isoDate.safeParse("1900-01-01").success).toBe(true);
    expect(isoDate.safeParse("2200-12-31").success).toBe(true);
    expect(isoDate.safeParse("+20000-01-01").error?.issues[0]?.message).toBe("invalidDate");
  });

  it("refuses control characters in every kind of text, and mends broken surrogates", () => {
    const schemas = [text(), requiredText(), optionalText(50), searchText(), emailField, isoDate];
    for (const schema of schemas) {
      for (const bad of ["a\u0000b", "\u0000", "a\u0007b", "a\u001Bb", "a\u007Fb"])
        expect(schema.safeParse(bad).error?.issues.map((i) => i.message)).toContain("invalidCharacters");
    }
    expect(requiredText().parse(" regel 1\nregel 2\tkolom ")).toBe("regel 1\nregel 2\tkolom");
    expect(text().parse("a\uD800b")).toBe("a\uFFFDb");
    expect(text().parse("🚑")).toBe("🚑");
  });

  it("lets a PATCH change only what it names, and refuses one that names nothing", () => {
    expect(teamUpdateBody.parse({ name: "Ploeg 2" })).toEqual({ name: "Ploeg 2" });
    expect(platformOrganizationUpdateBody.parse({ contactPhone: "0470 12 34 56" })).toEqual({
      contactPhone: "+32470123456",
    });
    expect(teamUpdateBody.safeParse({}).error?.issues[0]?.message).toBe("nothingToChange");
    expect(teamUpdateBody.safeParse({ unknown: 1 }).error?.issues[0]?.message).toBe("nothingToChange");
    expect(atLeastOneField(z.object({ a: z.string().optional() })).safeParse({ a: "x" }).success).toBe(true);
  });

  it("turns cleared optional profile fields into null", () => {
    const parsed = profileUpdateBody.parse({
      firstName: " Lotte ",
      lastName: "Janssens",
      phone: "",
      address: "  ",
      iban: "",
      vatNumber: "",
      diploma: "",
      birthDate: "",
      gender: null,
      isDoctor: false,
      isNurse: true,
      hasFirstAidCertificate: true,
    });
    expect(parsed).toMatchObject({ firstName: "Lotte", phone: null, address: null, birthDate: null, iban: null });
  });
});
