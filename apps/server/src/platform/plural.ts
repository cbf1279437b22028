import type { Language } from "@hulppost/shared/constants";

/**
 * The plural forms each language's server texts give, as CLDR names them (decision 062): Dutch and
 * English have one/other; French and Spanish also many (millions, "1 000 000 de …"), which may read
 * like other. The same forms as the web's i18next keys (`_one`, `_many`, `_other`).
 */
export const PLURAL_CATEGORIES = {
  nl: ["one", "other"],
  en: ["one", "other"],
  es: ["one", "many", "other"],
  fr: ["one", "many", "other"],
} as const satisfies Record<Language, readonly Intl.LDMLPluralRule[]>;

/** A text per plural form; `{count}` (or `{{count}}` in texts filled elsewhere) marks the number. fr and es give `many` as well. */
export interface Plural {
  one: string;
  other: string;
  many?: string;
}

const rules = new Map<Language, Intl.PluralRules>();

/** The form of `forms` that `count` takes in `language`, as written (for texts filled elsewhere, `{{count}}`). */
export function pluralForm(language: Language, count: number, forms: Plural): string {
  let rule = rules.get(language);
  if (!rule) {
    rule = new Intl.PluralRules(language);
    rules.set(language, rule);
  }
  const category = rule.select(count);
  return (category === "one" || category === "many" ? forms[category] : undefined) ?? forms.other;
}

/** The form of `forms` that `count` takes in `language`, with `{count}` filled in (never "1 years"). */
export const plural = (language: Language, count: number, forms: Plural): string =>
  pluralForm(language, count, forms).replaceAll("{count}", String(count));

/** True for a value shaped like a Plural, so a test can find every plural text in a words file. */
export const isPlural = (value: unknown): value is Plural =>
  typeof value === "object" && value !== null && "one" in value && "other" in value;
