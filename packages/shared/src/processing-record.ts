import { z } from "zod";
import { LANGUAGES } from "./constants";

/**
 * The record of processing (GDPR Art. 30, decision 057): what Hulppost keeps for an organisation,
 * why, how long and who sees it. Built by the server from its own schema, permission matrix and
 * the organisation's settings; the words come in the language asked for.
 */
export const PROCESSING_CATEGORIES = [
  "accounts",
  "profiles",
  "memberships",
  "events",
  "availability",
  "patients",
  "incidents",
  "chat",
  "sms",
  "locations",
  "notifications",
  "audit",
  "mail",
  "billing",
  "infrastructure",
  "organisation",
  "operations",
] as const;
export type ProcessingCategory = (typeof PROCESSING_CATEGORIES)[number];

/** Who can see a category: the person themselves, an organisation's roles, or Hulppost's super admin. */
export const PROCESSING_AUDIENCES = ["self", "hulpverlener", "admin", "super_admin"] as const;
export type ProcessingAudience = (typeof PROCESSING_AUDIENCES)[number];

/** The outside services a category's data goes to. */
export const PROCESSORS = ["mail", "sms", "payments", "push", "tiles"] as const;
export type ProcessorKey = (typeof PROCESSORS)[number];

/** The organisation's own retention settings, where a category has one. */
export const RETENTION_SETTINGS = ["patientRetentionMonths", "locationRetentionHours", "chatRetentionDays"] as const;

export const processingQuery = z.object({ lang: z.enum(LANGUAGES).optional() });

export const processingCategoryView = z.object({
  key: z.enum(PROCESSING_CATEGORIES),
  title: z.string(),
  /** Special category data (Art. 9: health). */
  special: z.boolean(),
  /** The tables and their fields, as the database schema has them. */
  tables: z.array(z.object({ table: z.string(), fields: z.array(z.string()) })),
  purpose: z.string(),
  legalBasis: z.string(),
  retention: z.object({
    /** The organisation's setting this period comes from, and its value (null: kept). */
    setting: z.enum(RETENTION_SETTINGS).nullable(),
    value: z.number().int().nullable(),
    text: z.string(),
  }),
  audience: z.array(z.enum(PROCESSING_AUDIENCES)),
  /** The permissions whose holders read this data (packages/shared/src/permissions.ts). */
  permissions: z.array(z.string()),
  processors: z.array(z.enum(PROCESSORS)),
});
export type ProcessingCategoryView = z.infer<typeof processingCategoryView>;

export const processorView = z.object({
  key: z.enum(PROCESSORS),
  name: z.string(),
  /** What it does with the data. */
  service: z.string(),
  /** Host names it is reached at (no credentials). */
  hosts: z.array(z.string()),
  /** Transfer outside the EEA and its safeguard, or null when the data stays in the EEA. */
  transfer: z.string().nullable(),
  /** Whether this installation uses it (an unset provider sends nothing). */
  inUse: z.boolean(),
});
export type ProcessorView = z.infer<typeof processorView>;

export const processingRecordView = z.object({
  organization: z.object({ id: z.string(), name: z.string() }),
  language: z.enum(LANGUAGES),
  generatedAt: z.string(),
  /** The controller (the organisation) and the processor (whoever runs this Hulppost). */
  controller: z.string(),
  categories: z.array(processingCategoryView),
  processors: z.array(processorView),
});
export type ProcessingRecordView = z.infer<typeof processingRecordView>;
