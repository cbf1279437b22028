import ts from "typescript";

/**
 * The language check (decision 062): the words the product shows, in the web's locale files and in
 * the server's texts (mails, text messages, alerts, PDFs, CSV headers), kept to the glossary. Pure:
 * it is handed the files' contents and names the problems; `language-check.test.ts` reads the files
 * and runs it in `npm test`.
 *
 * Four rules:
 * - never-write: a variant the glossary's "Never write" table forbids in a language (whole words, any case);
 * - plural-forms: a text that shows `count` must be a plural form (`_one`, `_other`, `_many`);
 * - plural-trick: no "vacature(s)", "post(en)", "affecté(e)s" for a count;
 * - number-word: a number placeholder followed by a word that changes with the number ("{n} years"):
 *   it must be a plural form with `count`;
 * - other-language: Dutch words in en/es/fr and English ones in nl, es and fr, outside names and codes.
 */

export const LANGUAGES = ["nl", "en", "es", "fr"] as const;
export type Language = (typeof LANGUAGES)[number];

/** One text the product shows: where it lives (a file and a key) and its words. */
export interface Text {
  language: Language;
  file: string;
  key: string;
  value: string;
}

export type Rule = "never-write" | "plural-forms" | "plural-trick" | "number-word" | "other-language";

export interface Problem {
  rule: Rule;
  language: Language;
  file: string;
  key: string;
  detail: string;
}

/** A forbidden variant of the glossary ("caregiver*": a trailing * stands for any ending). */
export interface NeverWrite {
  language: Language;
  variant: string;
  instead: string;
}

const isLanguage = (value: string): value is Language => (LANGUAGES as readonly string[]).includes(value);

/** The rows of the glossary's "Never write" table: `| language | never write (a, b, c) | write instead |`. */
export function parseNeverWrite(markdown: string): NeverWrite[] {
  const lines = markdown.split("\n");
  const start = lines.findIndex((line) => /^#+\s+Never write\b/i.test(line));
  if (start < 0) return [];
  const rows: NeverWrite[] = [];
  let inTable = false;
  for (const line of lines.slice(start + 1)) {
    if (/^#+\s/.test(line)) break;
    if (!line.trim().startsWith("|")) {
      if (inTable) break;
      continue;
    }
    inTable = true;
    const cells = line
      .trim()
      .replace(/^\||\|$/g, "")
      .split("|")
      .map((cell) => cell.trim());
    const [language = "", variants = "", instead = ""] = cells;
    if (!isLanguage(language)) continue; // the header and the separator line
    for (const variant of variants.split(",")) {
      const clean = variant.trim().replace(/^["'`“‘]+|["'`”’]+$/g, "");
      if (clean) rows.push({ language, variant: clean, instead });
    }
  }
  return rows;
}

const WORD = "[\\p{L}\\p{N}]";

/** A variant as a whole-word, case-insensitive pattern; `*` stands for any ending, a space for any space. */
export function variantPattern(variant: string): RegExp {
  const body = variant
    .split("*")
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/\s+/g, "\\s+"))
    .join(`${WORD}*`);
  return new RegExp(`(?<!${WORD})${body}(?!${WORD})`, "iu");
}

// ---------------------------------------------------------------------------------------------
// Reading the files

/** The texts of one web locale file (`locales/<language>/<namespace>.json`), one per key. */
export function localeTexts(language: Language, namespace: string, json: unknown): Text[] {
  const file = `apps/web/src/locales/${language}/${namespace}.json`;
  const texts: Text[] = [];
  const walk = (value: unknown, key: string) => {
    if (typeof value === "string") texts.push({ language, file, key, value });
    else if (value && typeof value === "object")
      for (const [k, v] of Object.entries(value)) walk(v, key ? `${key}.${k}` : k);
  };
  walk(json, "");
  return texts;
}

const LANGUAGE_NAME = /^(nl|en|es|fr)$/i;

/**
 * The texts of one server source file: every string inside a part named for a language (`const nl =
 * {…}`, `fr: {…}`, or the whole file when its name ends in `.fr.ts` or `/fr.ts`). A `${…}` inside a
 * template becomes `{…}`, which no rule reads as a count: code that picks a form by number there is
 * read by a person, not by this check.
 */
export function serverTexts(file: string, source: string): Text[] {
  const texts: Text[] = [];
  const fromName = /(?:^|[./])(nl|en|es|fr)\.ts$/.exec(file)?.[1] as Language | undefined;
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const nameOf = (name: ts.PropertyName): string | undefined =>
    ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name) ? name.text : undefined;

  const visit = (node: ts.Node, language: Language | undefined, key: string[]): void => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node) || ts.isTypeNode(node)) return;
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      const name = node.name.text;
      if (LANGUAGE_NAME.test(name)) visit(node.initializer, name.toLowerCase() as Language, []);
      else visit(node.initializer, language, language ? [...key, name] : key);
      return;
    }
    if (ts.isPropertyAssignment(node)) {
      const name = nameOf(node.name);
      if (!language && name && LANGUAGE_NAME.test(name)) visit(node.initializer, name.toLowerCase() as Language, []);
      else visit(node.initializer, language, name ? [...key, name] : key);
      return;
    }
    if (ts.isBinaryExpression(node) && /^(===|!==|==|!=)$/.test(node.operatorToken.getText(sourceFile))) return;
    if (ts.isCaseClause(node) || ts.isElementAccessExpression(node)) return;
    if (language && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))) {
      texts.push({ language, file, key: key.join("."), value: node.text });
      return;
    }
    if (language && ts.isTemplateExpression(node)) {
      const value = node.head.text + node.templateSpans.map((span) => `{…}${span.literal.text}`).join("");
      texts.push({ language, file, key: key.join("."), value });
      return;
    }
    ts.forEachChild(node, (child) => visit(child, language, key));
  };
  visit(sourceFile, fromName, []);
  return texts;
}

// ---------------------------------------------------------------------------------------------
// The rules

const PLURAL_FORM = /(?:^|_)(zero|one|two|few|many|other)$/;
const lastKey = (key: string) => key.split(".").at(-1) ?? key;

/** `{{count}}`, `{{count, number}}`, `{count}`. */
const COUNT_PLACEHOLDER = /\{\{?\s*count\s*(?:,[^}]*)?\}\}?/;

/** "vacature(s)", "post(en)", "ambulance(s)", "affecté(e)(s)": a count dodged with brackets. */
const PLURAL_TRICK = /\p{L}(?:\(e\))?\((?:s|en|n|es|x)\)/u;
/**
 * French gender marking in the plural ("intervenant(e)s") is right where a text speaks of several; as
 * the singular of a count ("1 affecté(e)s") it is the same dodge.
 */
const GENDER_PLURAL = /\p{L}\(e\)s(?!\p{L})/u;

/**
 * Placeholders the code fills with a number of things that varies with what happens; not a time, a
 * sum of money or a name, nor a fixed limit (`max`, `limit`, `days`, `needed`) or a responder's age,
 * none of which is ever 1.
 */
const NUMBER_PLACEHOLDERS = new Set(
  "n total years months weeks hours minutes assigned open filled tents ambulances uses working selected placed attempts sent got peak shown raised points".split(
    " ",
  ),
);

/**
 * A word after a number that is in the plural ("{n} years", "{n} ans", "{n} años"): in English,
 * French and Spanish it ends in -s (or -x); Dutch plurals ("jaren", "dagen") look like its verbs, so
 * Dutch is left to the other three (a key has the same forms in every language). Words ending in -s
 * that are not a noun's plural pass.
 */
const PLURAL_AFTER_NUMBER: Partial<Record<Language, RegExp>> = {
  en: /^(?!(?:is|was|has|this|its|as|us|plus|thus|status|across|less|unless|always|minus)$)\p{L}+s$/iu,
  fr: /^(?!(?:dans|sous|sans|vers|depuis|après|plus|moins|très|pas|fois|alors|mais|puis|jamais|toujours|lors)$)\p{L}+[sx]$/iu,
  es: /^(?!(?:más|menos|tras|entonces|pues|después|antes|además|mientras|es|has)$)\p{L}+s$/iu,
};

/** Dutch words that no English, French or Spanish text has. */
const DUTCH_WORDS =
  "het een niet geen naar bij wordt worden deze zijn voor ook maar nog jouw uw hebt heeft hebben kunnen moet moeten dat om aan uit ik jij wij zij als wat waar wanneer hoe alle kan kunt wil ziekenhuis ziekenwagen hulpverlener hulpverleners vacature vacatures inzet overdracht aanmelden afmelden opslaan annuleren verwijderen bewerken toevoegen sluiten terug volgende vorige zoeken wachtwoord instellingen bevestigen opnieuw welkom evenementen";
/** Dutch words that are words of French ("je", "met", "dit", "onze") or Spanish ("te", "van") too: checked only where they are not. */
const DUTCH_WORDS_ALSO: Record<"en" | "fr" | "es", string> = {
  en: "je op dit met mag onze tot",
  fr: "op die mag tot",
  es: "op dit met die mag tot",
};

/** English words no Dutch text has ("is", "in", "was", "of" and "been" are Dutch words too). */
const ENGLISH_WORDS =
  "the and with your you for this that please are not from will have has which when where what should could would cannot it or on by at to found invalid submission settings loading";

const wordsOf = (list: string, except = "") => {
  const left = new Set(except.split(" "));
  return new Set(list.split(/\s+/).filter((word) => word && !left.has(word)));
};
/** English left untranslated in French ("or", "on" are French words) or Spanish ("has" is a Spanish verb). */
const FOREIGN: Record<Language, Set<string>> = {
  nl: wordsOf(ENGLISH_WORDS),
  en: wordsOf(`${DUTCH_WORDS} ${DUTCH_WORDS_ALSO.en}`),
  fr: wordsOf(`${DUTCH_WORDS} ${DUTCH_WORDS_ALSO.fr} ${ENGLISH_WORDS}`, "or on"),
  es: wordsOf(`${DUTCH_WORDS} ${DUTCH_WORDS_ALSO.es} ${ENGLISH_WORDS}`, "has"),
};

/** Names, brands and codes that are the same in every language. */
export const ALLOWED_WORDS = wordsOf(
  "Hulppost NEWS2 ATMIST ACVPU AVPU GCS SMS PDF CSV FHIR JSON ZIP Stripe Premium iCal Twilio OpenStreetMap Leaflet Maurer Arbon",
);

/**
 * The words of a text a reader reads: placeholders, nested keys, tags, addresses, codes in capitals
 * and the allowed names taken out.
 */
export function readableWords(value: string): string[] {
  const stripped = value
    .replace(/\{\{[^}]*\}\}|\{[^}]*\}/g, " ")
    .replace(/\$t\([^)]*\)/g, " ")
    .replace(/<\/?[\w-]+[^>]*>/g, " ")
    .replace(/\b(?:https?:\/\/|www\.)\S+/g, " ")
    .replace(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, " ")
    .replace(/\b[\w-]+(?:\.[a-z]{2,})+\b/g, " ");
  return (stripped.match(/[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu) ?? []).filter(
    (word) => !ALLOWED_WORDS.has(word) && !(word === word.toUpperCase() && /\p{Lu}/u.test(word)),
  );
}

/** Every problem in the texts, against the glossary's forbidden variants. */
export function checkTexts(texts: Text[], neverWrite: NeverWrite[]): Problem[] {
  const problems: Problem[] = [];
  const patterns = neverWrite.map((row) => ({ ...row, pattern: variantPattern(row.variant) }));

  for (const text of texts) {
    const { language, file, key, value } = text;
    const at = (rule: Rule, detail: string) => problems.push({ rule, language, file, key, detail });

    const seen = new Set<string>();
    for (const row of patterns) {
      const found = row.language === language ? row.pattern.exec(value)?.[0] : undefined;
      if (!found || seen.has(found.toLowerCase())) continue;
      seen.add(found.toLowerCase());
      at("never-write", `"${found}" (write: ${row.instead})`);
    }

    const plural = PLURAL_FORM.test(lastKey(key));
    if (!plural && COUNT_PLACEHOLDER.test(value)) at("plural-forms", `shows a count without plural forms: "${value}"`);

    const trick =
      PLURAL_TRICK.exec(value) ??
      (/(?:^|_)one$/.test(lastKey(key)) || (!plural && COUNT_PLACEHOLDER.test(value))
        ? GENDER_PLURAL.exec(value)
        : null);
    if (trick) at("plural-trick", `"${trick[0]}" dodges a plural: use plural forms with count`);

    const plurals = PLURAL_AFTER_NUMBER[language];
    if (!plural && plurals) {
      for (const match of value.matchAll(/\{\{?\s*(\w+)\s*(?:,[^}]*)?\}\}?\s+(\p{L}+)/gu)) {
        const [, name = "", next = ""] = match;
        if (NUMBER_PLACEHOLDERS.has(name) && plurals.test(next))
          at("number-word", `"${match[0]}": gives "1 ${next}", use plural forms with count`);
      }
    }

    const foreign = readableWords(value).filter((word) => FOREIGN[language].has(word.toLowerCase()));
    if (foreign.length) at("other-language", `words of another language (${foreign.join(", ")}): "${value}"`);
  }
  return problems;
}

/** One line per problem, for a test's failure message. */
export const describeProblem = (p: Problem) => `${p.rule} · ${p.file} · ${p.key}: ${p.detail}`;
