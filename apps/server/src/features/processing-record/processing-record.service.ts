import type { Language } from "@hulppost/shared/constants";
import { INVITATION_MAX_EXPIRY_DAYS } from "@hulppost/shared/invitations";
import { mapTilesOf } from "@hulppost/shared/maps";
import { PERMISSIONS, type Permission } from "@hulppost/shared/permissions";
import {
  PROCESSING_AUDIENCES,
  PROCESSING_CATEGORIES,
  PROCESSORS,
  type ProcessingAudience,
  type ProcessingRecordView,
  type ProcessorKey,
  type ProcessorView,
} from "@hulppost/shared/processing-record";
import { eq } from "drizzle-orm";
import { getTableConfig, type PgTable } from "drizzle-orm/pg-core";
import { SESSION_EXPIRES_IN_SECONDS } from "../../auth/auth";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { organizationSettings, organizations } from "../../db/schema/index";
import { notFound } from "../../http/errors";
import { NOTICE_KEEP_HOURS } from "../../platform/realtime/sweep";
import { CATEGORY_DEFINITIONS } from "./categories";
import { PROCESSING_WORDS, type RetentionValues } from "./words";

/** Columns every table has that say nothing about what it holds. */
const PLUMBING = new Set(["id", "organization_id", "created_at", "updated_at", "version", "field_versions"]);

/** A table and the fields it stores, read from the schema so the record stays true to it. */
export function tableFields(table: PgTable) {
  const config = getTableConfig(table);
  return { table: config.name, fields: config.columns.map((c) => c.name).filter((name) => !PLUMBING.has(name)) };
}

/** Who reads data behind these permissions, per the permission matrix, in a fixed order. */
export function audienceOf(permissions: readonly Permission[]): ProcessingAudience[] {
  const found = new Set<ProcessingAudience>();
  for (const permission of permissions) {
    const rule: { scope: string; roles?: readonly string[] } = PERMISSIONS[permission];
    if (rule.scope === "user") found.add("self");
    else if (rule.scope === "platform") found.add("super_admin");
    else if (rule.scope === "organization") for (const role of rule.roles ?? []) found.add(role as ProcessingAudience);
  }
  return PROCESSING_AUDIENCES.filter((audience) => found.has(audience));
}

/** The big browsers' push services, which platform/push/push-sender.ts accepts without configuration. */
const BROWSER_PUSH_HOSTS = [
  "fcm.googleapis.com",
  "updates.push.services.mozilla.com",
  "*.push.apple.com",
  "*.notify.windows.com",
];

/** A host name from a URL or a tile template such as https://{s}.tile.example.org/{z}/{x}/{y}.png; never credentials. */
const hostOf = (url: string) => /^[a-z]+:\/\/(?:[^@/]*@)?([^/:?#]+)/i.exec(url)?.[1] ?? null;

interface Settings {
  patientRetentionMonths: number | null;
  locationRetentionHours: number;
  chatRetentionDays: number | null;
  mapTileUrl: string | null;
  reportLanguage: Language;
}

function processorViews(config: Config, settings: Settings, language: Language): ProcessorView[] {
  const words = PROCESSING_WORDS[language].processors;
  const tiles = mapTilesOf(settings);
  const facts: Record<ProcessorKey, { hosts: (string | null)[]; inUse: boolean; transfer?: string | null }> = {
    mail: { hosts: [config.SMTP_URL ? hostOf(config.SMTP_URL) : null], inUse: Boolean(config.SMTP_URL) },
    sms: { hosts: [hostOf(config.TWILIO_API_URL)], inUse: config.SMS_PROVIDER === "twilio" },
    payments: { hosts: ["api.stripe.com"], inUse: Boolean(config.STRIPE_SECRET_KEY) },
    push: { hosts: [...BROWSER_PUSH_HOSTS, ...config.PUSH_SERVICE_ORIGINS.map(hostOf)], inUse: true },
    // An organisation's own tile server: where it stands is the organisation's to know.
    tiles: { hosts: [hostOf(tiles.url)], inUse: true, ...(tiles.custom ? { transfer: null } : {}) },
  };
  return PROCESSORS.map((key) => ({
    key,
    name: words[key].name,
    service: words[key].service,
    hosts: facts[key].hosts.filter((host): host is string => Boolean(host)),
    transfer: facts[key].transfer === undefined ? words[key].transfer : facts[key].transfer,
    inUse: facts[key].inUse,
  }));
}

async function loadSettings(db: Db, organizationId: string) {
  const [row] = await db
    .select({
      name: organizations.displayName,
      patientRetentionMonths: organizationSettings.patientRetentionMonths,
      locationRetentionHours: organizationSettings.locationRetentionHours,
      chatRetentionDays: organizationSettings.chatRetentionDays,
      mapTileUrl: organizationSettings.mapTileUrl,
      reportLanguage: organizationSettings.reportLanguage,
    })
    .from(organizations)
    .leftJoin(organizationSettings, eq(organizationSettings.organizationId, organizations.id))
    .where(eq(organizations.id, organizationId));
  if (!row) throw notFound("Organisation not found");
  // An organisation without a settings row has the columns' defaults (organizations.ts).
  const settings: Settings = {
    patientRetentionMonths: row.patientRetentionMonths,
    locationRetentionHours: row.locationRetentionHours ?? 24,
    chatRetentionDays: row.chatRetentionDays,
    mapTileUrl: row.mapTileUrl,
    reportLanguage: row.reportLanguage ?? "nl",
  };
  return { name: row.name, settings };
}

/**
 * The record of processing for one organisation (decision 057), in `lang` or the organisation's
 * report language: per category its tables, purpose, legal basis, retention from the
 * organisation's settings, who sees it (from the permission matrix) and where it goes.
 */
export async function buildProcessingRecord(
  db: Db,
  config: Config,
  organizationId: string,
  lang: Language | undefined,
  now = new Date(),
): Promise<ProcessingRecordView> {
  const { name, settings } = await loadSettings(db, organizationId);
  const language = lang ?? settings.reportLanguage;
  const words = PROCESSING_WORDS[language];
  const values: RetentionValues = {
    patientMonths: settings.patientRetentionMonths,
    locationHours: settings.locationRetentionHours,
    chatDays: settings.chatRetentionDays,
    sessionDays: Math.round(SESSION_EXPIRES_IN_SECONDS / 86_400),
    invitationMaxDays: INVITATION_MAX_EXPIRY_DAYS,
    noticeHours: NOTICE_KEEP_HOURS,
  };
  const categories = PROCESSING_CATEGORIES.map((key) => {
    const definition = CATEGORY_DEFINITIONS[key];
    const setting = definition.setting ?? null;
    return {
      key,
      title: words.categories[key].title,
      special: definition.special ?? false,
      tables: definition.tables.map(tableFields),
      purpose: words.categories[key].purpose,
      legalBasis: words.categories[key].legalBasis,
      retention: { setting, value: setting ? settings[setting] : null, text: words.categories[key].retention(values) },
      audience: audienceOf(definition.permissions),
      permissions: [...definition.permissions],
      processors: [...(definition.processors ?? [])],
    };
  });
  return {
    organization: { id: organizationId, name },
    language,
    generatedAt: now.toISOString(),
    controller: words.controller(name),
    categories,
    processors: processorViews(config, settings, language),
  };
}
