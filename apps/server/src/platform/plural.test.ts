import { LANGUAGES } from "@hulppost/shared/constants";
import { describe, expect, it } from "vitest";
import { ALERT_WORDS } from "../features/notifications/alert-messages";
import { PATIENT_PAPER_WORDS } from "../features/patients/papers/patient-paper.messages";
import { EXPORT_WORDS } from "../features/privacy/personal-export.words";
import { PROCESSING_WORDS } from "../features/processing-record/words";
import { isPlural, PLURAL_CATEGORIES, type Plural, plural } from "./plural";

const years: Record<(typeof LANGUAGES)[number], Plural> = {
  nl: { one: "{count} jaar", other: "{count} jaar" },
  en: { one: "{count} year", other: "{count} years" },
  es: { one: "{count} año", many: "{count} de años", other: "{count} años" },
  fr: { one: "{count} an", many: "{count} d’ans", other: "{count} ans" },
};

describe("plural", () => {
  it.each([
    ["en", 1, "1 year"],
    ["en", 0, "0 years"],
    ["en", 2, "2 years"],
    ["nl", 1, "1 jaar"],
    ["nl", 34, "34 jaar"],
    ["es", 1, "1 año"],
    ["es", 0, "0 años"],
    ["es", 2, "2 años"],
    ["es", 1_000_000, "1000000 de años"],
    ["fr", 1, "1 an"],
    ["fr", 0, "0 an"],
    ["fr", 2, "2 ans"],
    ["fr", 1_000_000, "1000000 d’ans"],
  ] as const)("%s %d → %s", (language, count, expected) => {
    expect(plural(language, count, years[language])).toBe(expected);
  });

  it("falls back on other when a form is missing", () => {
    expect(plural("es", 1_000_000, { one: "{count} día", other: "{count} días" })).toBe("1000000 días");
  });

  it("names the forms Intl.PluralRules gives for each language", () => {
    for (const language of LANGUAGES)
      expect([...new Intl.PluralRules(language).resolvedOptions().pluralCategories].sort()).toEqual(
        [...PLURAL_CATEGORIES[language]].sort(),
      );
  });

  it("finds in every server words file with counts exactly each language's forms", () => {
    const found: string[] = [];
    const walk = (language: (typeof LANGUAGES)[number], value: unknown, path: string) => {
      if (isPlural(value)) {
        found.push(path);
        expect(Object.keys(value).sort(), path).toEqual([...PLURAL_CATEGORIES[language]].sort());
        for (const text of Object.values(value)) expect(text, path).toContain("{count}");
        return;
      }
      if (typeof value === "object" && value !== null)
        for (const [key, inner] of Object.entries(value)) walk(language, inner, `${path}.${key}`);
    };
    for (const language of LANGUAGES)
      for (const [name, words] of Object.entries({ PATIENT_PAPER_WORDS, PROCESSING_WORDS, EXPORT_WORDS, ALERT_WORDS }))
        walk(language, words[language], `${name}.${language}`);
    expect(found).toContain("PATIENT_PAPER_WORDS.fr.years");
    expect(found).toContain("PROCESSING_WORDS.es.periods.day");
    expect(found).toContain("ALERT_WORDS.fr.vacancy.many.title");
    expect(found).toContain("EXPORT_WORDS.nl.more");
  });
});
