import type { ProcessingAudience, ProcessingCategory, ProcessorKey } from "@hulppost/shared/processing-record";
import type { Plural } from "../../platform/plural";

/** The periods a category is kept: the organisation's settings and the product's fixed ones. */
export interface RetentionValues {
  /** Months after an event that patient records are kept; null: kept. */
  patientMonths: number | null;
  /** Hours after an event's end that shared positions are kept. */
  locationHours: number;
  /** Days chat messages are kept; null: kept. */
  chatDays: number | null;
  /** Days a session lasts without use. */
  sessionDays: number;
  /** The longest validity an admin can give an invitation. */
  invitationMaxDays: number;
  /** Hours live notices are kept for devices that were offline. */
  noticeHours: number;
}

export interface CategoryWords {
  title: string;
  purpose: string;
  legalBasis: string;
  retention: (v: RetentionValues) => string;
}

export interface ProcessorWords {
  name: string;
  service: string;
  /** Where the data goes outside the EEA and on what safeguard; null: stays in the EEA. */
  transfer: string | null;
}

/** The record's words in one language (the web page and the PDF say the same). */
export interface ProcessingWords {
  title: string;
  file: string;
  intro: string;
  controller: (organization: string) => string;
  generated: (date: string) => string;
  labels: {
    data: string;
    purpose: string;
    legalBasis: string;
    retention: string;
    audience: string;
    processors: string;
    special: string;
    transfer: string;
    noTransfer: string;
    notInUse: string;
    none: string;
    /** Between a label and its text: French puts a space before the colon. */
    colon: string;
  };
  audiences: Record<ProcessingAudience, string>;
  categories: Record<ProcessingCategory, CategoryWords>;
  processors: Record<ProcessorKey, ProcessorWords>;
  footer: (page: number, pages: number) => string;
  /** The periods the retention texts count in, with their plural forms. */
  periods: { month: Plural; day: Plural; hour: Plural };
}
