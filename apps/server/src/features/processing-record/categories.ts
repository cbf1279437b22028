import type { Permission } from "@hulppost/shared/permissions";
import type { ProcessingCategory, ProcessorKey, RETENTION_SETTINGS } from "@hulppost/shared/processing-record";
import type { PgTable } from "drizzle-orm/pg-core";
import * as schema from "../../db/schema/index";

type RetentionSetting = (typeof RETENTION_SETTINGS)[number];

/**
 * What one category of data is made of and who reads it. The tables are the schema's own objects
 * (their fields are read from them); the permissions are the matrix's, so the roles that see a
 * category follow the matrix (decision 057). categories.test.ts fails on a table that is in no
 * category, so a new table cannot go undescribed.
 */
export interface CategoryDefinition {
  tables: readonly PgTable[];
  /** The permissions that read this data; "self" is the person themselves. */
  permissions: readonly Permission[];
  /** Health data (GDPR Art. 9). */
  special?: boolean;
  /** The organisation's setting that sets how long it is kept, if any. */
  setting?: RetentionSetting;
  processors?: readonly ProcessorKey[];
}

export const CATEGORY_DEFINITIONS: Record<ProcessingCategory, CategoryDefinition> = {
  accounts: {
    tables: [schema.users, schema.sessions, schema.accounts, schema.verifications, schema.twoFactors, schema.userRoles],
    permissions: ["self", "members.read", "platform.users"],
    processors: ["mail"],
  },
  profiles: {
    tables: [schema.profiles],
    permissions: ["self", "members.read"],
  },
  memberships: {
    tables: [schema.userOrganizations, schema.invitations, schema.teams, schema.teamMembers],
    permissions: ["members.read", "invitations.manage", "teams.manage"],
    processors: ["mail"],
  },
  events: {
    tables: [schema.events, schema.eventAssignments, schema.vacancyOpenings],
    permissions: ["events.read", "events.manage", "insights.read"],
  },
  availability: {
    tables: [schema.eventInterests, schema.availabilityAbsences, schema.availabilityPreferences],
    permissions: ["self", "events.manage"],
  },
  patients: {
    tables: [schema.patients, schema.vitalSigns, schema.patientHistory, schema.patientPhotos],
    permissions: ["patients.read", "patients.export", "patients.delete"],
    special: true,
    setting: "patientRetentionMonths",
  },
  incidents: {
    tables: [
      schema.incidents,
      schema.casualties,
      schema.casualtyTriages,
      schema.incidentTimeline,
      schema.incidentHospitals,
      schema.hospitals,
      schema.triageTagBatches,
    ],
    permissions: ["incidents.read", "incidents.manage"],
    special: true,
  },
  chat: {
    tables: [schema.chatMessages, schema.chatReads],
    permissions: ["chat.use", "chat.moderate"],
    setting: "chatRetentionDays",
  },
  sms: {
    tables: [schema.smsMessages, schema.smsRecipients],
    permissions: ["sms.send"],
    processors: ["sms"],
  },
  locations: {
    tables: [schema.locationShares],
    permissions: ["locations.read", "locations.readAll"],
    setting: "locationRetentionHours",
    processors: ["tiles"],
  },
  notifications: {
    tables: [
      schema.notifications,
      schema.notificationDeliveries,
      schema.notificationPreferences,
      schema.pushSubscriptions,
      schema.realtimeNotices,
    ],
    permissions: ["self"],
    processors: ["push", "sms", "mail"],
  },
  audit: {
    tables: [schema.auditLog],
    permissions: ["audit.read", "platform.audit"],
  },
  mail: {
    tables: [schema.mailOutbox],
    permissions: ["platform.outbox"],
    processors: ["mail"],
  },
  billing: {
    tables: [schema.organizationSubscriptions, schema.billingWebhookEvents, schema.priceChanges],
    permissions: ["billing.manage", "platform.prices"],
    processors: ["payments"],
  },
  infrastructure: {
    tables: [schema.infrastructureAssets, schema.assetPhotos, schema.assetUnavailability, schema.eventAssets],
    permissions: ["infrastructure.read", "infrastructure.manage"],
  },
  organisation: {
    tables: [
      schema.organizations,
      schema.organizationSettings,
      schema.dataExports,
      schema.treatmentCategories,
      schema.treatmentTemplates,
    ],
    permissions: ["organization.read", "organization.manage", "treatments.read"],
  },
  operations: {
    tables: [schema.jobs, schema.rateLimits, schema.rateLimitBuckets, schema.contactMessages],
    permissions: ["platform.system"],
  },
};
