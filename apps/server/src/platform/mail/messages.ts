import type { Language } from "@hulppost/shared/constants";
import type { MailLanguage } from "./mail-words";
import { en } from "./words/en";
import { es } from "./words/es";
import { fr } from "./words/fr";
import { nl } from "./words/nl";

/** The words of every mail and text message, one file per language (words/); a test checks each has every text. */
export const MAIL_MESSAGES: Record<Language, MailLanguage> = { nl, en, es, fr };

export type { MailLanguage, MailTemplateName, MailTexts } from "./mail-words";
