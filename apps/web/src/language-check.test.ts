import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  checkTexts,
  describeProblem,
  LANGUAGES,
  localeTexts,
  parseNeverWrite,
  serverTexts,
  type Text,
} from "./language-check";

const root = path.resolve(import.meta.dirname, "../../..");
const glossary = readFileSync(path.join(root, "docs/glossary.md"), "utf8");
const neverWrite = parseNeverWrite(glossary);

/** Every web locale file's texts. */
function webTexts(): Text[] {
  return LANGUAGES.flatMap((language) => {
    const dir = path.join(root, "apps/web/src/locales", language);
    return readdirSync(dir)
      .filter((f) => f.endsWith(".json"))
      .flatMap((f) =>
        localeTexts(language, f.replace(/\.json$/, ""), JSON.parse(readFileSync(path.join(dir, f), "utf8"))),
      );
  });
}

/** The server's source files (not its tests, seeds or migrations): the texts inside their language parts. */
function serverFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return /^(seed|db|test)$/.test(name) ? [] : serverFiles(full);
    return name.endsWith(".ts") && !name.endsWith(".test.ts") ? [full] : [];
  });
}
/** The server's texts, and the shared package's (the SMS placeholders each language spells its own way). */
const allServerTexts = () =>
  ["apps/server/src", "packages/shared/src"]
    .flatMap((dir) => serverFiles(path.join(root, dir)))
    .flatMap((file) => serverTexts(path.relative(root, file), readFileSync(file, "utf8")));

const web = (language: Text["language"], key: string, value: string): Text => ({
  language,
  file: `apps/web/src/locales/${language}/planted.json`,
  key,
  value,
});
const rulesOf = (texts: Text[]) => checkTexts(texts, neverWrite).map((p) => p.rule);

describe("the language check", () => {
  it("reads the glossary's Never write table", () => {
    const variants = neverWrite.map((row) => `${row.language}:${row.variant}`);
    for (const expected of ["en:caregiver*", "fr:usurp*", "fr:transféré", "es:suplant*", "nl:inloggen", "nl:je kunt"])
      expect(variants).toContain(expected);
  });

  it("fails on a planted forbidden term in each language, as a whole word in any case", () => {
    const planted = [
      web("en", "a", "Add a Caregiver"),
      web("en", "b", "Reminders switched off"),
      web("nl", "c", "Inloggen mislukt"),
      web("nl", "d", "Je kunt dit later wijzigen."),
      web("fr", "e", "Usurpation en cours"),
      web("fr", "f", "Transférée à l'hôpital"),
      web("fr", "g", "Personne trouvé"),
      web("es", "h", "Estás suplantando a Ana"),
      web("es", "i", "112 llamado"),
    ];
    const problems = checkTexts(planted, neverWrite);
    expect(problems.filter((p) => p.rule === "never-write").map((p) => p.key)).toEqual([..."abcdefghi"]);
    // The right terms, and words that merely contain a forbidden one, pass.
    const right = [
      web("en", "a", "Add a responder"),
      web("nl", "c", "Aanmelden mislukt"),
      web("fr", "e", "Connecté en tant que Ana"),
      web("fr", "g", "Aucune personne trouvée"),
      web("es", "i", "Llamada al 112"),
      web("es", "j", "Asistencia sanitaria"),
    ];
    expect(checkTexts(right, neverWrite).map(describeProblem)).toEqual([]);
  });

  it("fails on a count without plural forms, and on a count dodged with brackets", () => {
    expect(rulesOf([web("en", "vacancies", "{{count}} vacancies")])).toEqual(["plural-forms"]);
    expect(rulesOf([web("nl", "vacancies", "{{count}} vacature(s)")])).toContain("plural-trick");
    expect(rulesOf([web("nl", "tents", "{{tents}} tent(en)")])).toEqual(["plural-trick"]);
    expect(rulesOf([web("fr", "assigned_one", "{{count}} affecté(e)s")])).toEqual(["plural-trick"]);
    expect(rulesOf([web("fr", "assigned_other", "{{count}} affecté(e)(s)")])).toEqual(["plural-trick"]);
    expect(rulesOf([web("en", "age", "{n} years")])).toEqual(["number-word"]);
    // Plural forms, gender marking and invariant words after a number pass.
    const right = [
      web("en", "vacancies_one", "{{count}} vacancy"),
      web("en", "vacancies_other", "{{count}} vacancies"),
      web("fr", "who", "Vous êtes affecté(e) à ce poste"),
      web("fr", "assigned_other", "{{count}} intervenant(e)s affecté(e)s"),
      web("fr", "search", "Rechercher des intervenant(e)s"),
      web("nl", "age", "{n} jaar"),
      web("en", "usage", "{{n}} of {{max}}"),
    ];
    expect(checkTexts(right, neverWrite).map(describeProblem)).toEqual([]);
  });

  it("fails on Dutch left in French, Spanish or English, and on English left in Dutch, French or Spanish", () => {
    expect(rulesOf([web("fr", "x", "Het evenement is niet gevonden.")])).toEqual(["other-language"]);
    expect(rulesOf([web("es", "x", "Opslaan")])).toEqual(["other-language"]);
    expect(rulesOf([web("en", "x", "Bezettingsblad van het evenement")])).toEqual(["other-language"]);
    expect(rulesOf([web("nl", "x", "Page not found")])).toEqual(["other-language"]);
    expect(rulesOf([web("fr", "x", "Please try again")])).toEqual(["other-language"]);
    // Words French and Spanish share with Dutch ("de", "en", "met", "dit") and names and codes pass.
    const right = [
      web("fr", "x", "Il dit qu'il met en place le poste de secours"),
      web("es", "x", "Te van a llamar de la carpa en 5 minutos"),
      web("es", "x", "¿Has olvidado tu contraseña?"),
      web("fr", "x", "On vous appelle, or le poste est fermé"),
      web("nl", "x", "Is het been gebroken? Download de PDF of de CSV, of bekijk NEWS2 in Hulppost."),
      web("en", "x", "Paid with Stripe; see {{name}} at https://hulppost.be/help"),
    ];
    expect(checkTexts(right, neverWrite).map(describeProblem)).toEqual([]);
  });

  it("reads the server's texts by language, not its code", () => {
    const source = `
      const nl = { years: "{n} jaar", file: \`overdracht-\${id}\` };
      export const WORDS = { nl, fr: { title: "Usurpation", "a.b": { body: "{{count}} patients" } } };
      const mode = language === "fr" ? "a" : "b";`;
    const texts = serverTexts("apps/server/src/x.messages.ts", source);
    expect(texts).toEqual([
      { language: "nl", file: "apps/server/src/x.messages.ts", key: "years", value: "{n} jaar" },
      { language: "nl", file: "apps/server/src/x.messages.ts", key: "file", value: "overdracht-{…}" },
      { language: "fr", file: "apps/server/src/x.messages.ts", key: "title", value: "Usurpation" },
      { language: "fr", file: "apps/server/src/x.messages.ts", key: "a.b.body", value: "{{count}} patients" },
    ]);
    expect(rulesOf(texts)).toEqual(["never-write", "plural-forms"]);
    expect(serverTexts("apps/server/src/words/es.ts", 'export const es = { a: "Hola" };')[0]?.language).toBe("es");
    expect(serverTexts("apps/server/src/words.fr.ts", 'export const FR = { a: "Bonjour" };')[0]?.language).toBe("fr");
  });

  it("finds nothing in the real locale files and server texts", () => {
    const texts = [...webTexts(), ...allServerTexts()];
    expect(texts.length).toBeGreaterThan(5000);
    expect(checkTexts(texts, neverWrite).map(describeProblem)).toEqual([]);
    // Parsing some 60 files and checking 16,000 texts: a second alone, several on a busy machine.
  }, 60_000);
});
