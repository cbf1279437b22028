import type { Language } from "@hulppost/shared/constants";
import type { ProcessingWords } from "./word-types";
import { EN } from "./words.en";
import { ES } from "./words.es";
import { FR } from "./words.fr";
import { NL } from "./words.nl";

export type { ProcessingWords, RetentionValues } from "./word-types";

/** The record's words per language (the web page and the PDF say the same). */
export const PROCESSING_WORDS: Record<Language, ProcessingWords> = { nl: NL, en: EN, es: ES, fr: FR };
