import type { Language } from "@hulppost/shared/constants";
import { en } from "./export-words/en";
import { es } from "./export-words/es";
import { fr } from "./export-words/fr";
import { type ExportWords, nl } from "./export-words/nl";

export type { ExportWords } from "./export-words/nl";

/** The words of the personal export's PDF summary, README and file names, one file per language (decision 054). */
export const EXPORT_WORDS: Record<Language, ExportWords> = { nl, en, es, fr };

/** Fills `{name}` placeholders. */
export const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ""));
