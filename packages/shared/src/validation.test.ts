import { describe, expect, it } from "vitest";
import { formatIban, formatPhone, normalizePhone, optionalIban } from "./field-formats";
import { optionalVatNumber, profileUpdateBody } from "./profile";
import { birthDate, emailField, isoDate } from "./validation";

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

  it("accepts only real dates", () => {
    expect(isoDate.safeParse("2024-02-29").success).toBe(true);
    expect(isoDate.safeParse("2023-02-29").success).toBe(false);
    expect(birthDate.safeParse("1899-12-31").success).toBe(false);
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
