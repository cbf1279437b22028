import type { Language } from "@hulppost/shared/constants";
import { eq } from "drizzle-orm";
import { strToU8, zipSync } from "fflate";
import { consumeAttempt } from "../../auth/sign-in-limiter";
import type { Db } from "../../db/client";
import { organizations, profiles } from "../../db/schema/index";
import type { OrgAccess, Viewer } from "../../http/context";
import { AppError } from "../../http/errors";
import { localDate } from "../../platform/time";
import { audit } from "../audit/audit.service";
import { requireMember } from "../members/member-guards";
import { type ExportScope, gatherExport } from "./personal-export.data";
import { renderSummaryPdf } from "./personal-export.pdf";
import { EXPORT_WORDS } from "./personal-export.words";

/** Downloads a person may ask for in an hour: enough to retry, not enough to load the server. */
export const EXPORT_LIMIT = { max: 10, windowSeconds: 3600 };

export interface ExportDownload {
  body: Uint8Array<ArrayBuffer>;
  filename: string;
}

async function languageOf(db: Db, userId: string): Promise<Language> {
  const [row] = await db.select({ language: profiles.language }).from(profiles).where(eq(profiles.userId, userId));
  return row?.language ?? "nl";
}

async function limit(db: Db, viewer: Viewer) {
  const result = await consumeAttempt(
    db,
    `privacy-export:${viewer.userId}`,
    EXPORT_LIMIT.max,
    EXPORT_LIMIT.windowSeconds,
  );
  if (!result.allowed) throw new AppError(429, "RATE_LIMITED", "Too many exports; try again later");
}

async function buildZip(
  db: Db,
  scope: ExportScope,
  input: { language: Language; timeZone: string; organization: string | null },
): Promise<ExportDownload> {
  const generatedAt = new Date();
  const sections = await gatherExport(db, scope);
  const pdf = await renderSummaryPdf({ sections, generatedAt, ...input });
  const w = EXPORT_WORDS[input.language];
  const data = {
    format: "hulppost-personal-data/1",
    generatedAt: generatedAt.toISOString(),
    scope: scope.organizationId ? { organizationId: scope.organizationId, organization: input.organization } : "all",
    ...sections,
  };
  const mtime = generatedAt;
  // zipSync types its bytes loosely (any buffer); the answer needs a plain ArrayBuffer's.
  const body = new Uint8Array(
    zipSync({
      "README.txt": [strToU8(`${w.readme.join("\r\n")}\r\n`), { mtime }],
      "data.json": [strToU8(JSON.stringify(data, null, 2)), { mtime }],
      // A PDF is compressed already: stored as it is; named in the reader's language, as the README lists it.
      [w.summaryFile]: [new Uint8Array(pdf), { level: 0, mtime }],
    }),
  );
  return { body, filename: `${w.file}-${localDate(generatedAt, input.timeZone)}.zip` };
}

/** My data (Art. 15, 20): everything Hulppost keeps about the signed-in person, as a ZIP. */
export async function exportMyData(db: Db, viewer: Viewer, timeZone: string, ip: string): Promise<ExportDownload> {
  // A super admin acting as somebody may not take their data home (like their password or sessions).
  if (viewer.impersonatedBy)
    throw new AppError(403, "IMPERSONATION_FORBIDDEN", "Not available while impersonating someone");
  await limit(db, viewer);
  const language = await languageOf(db, viewer.userId);
  const download = await buildZip(
    db,
    { userId: viewer.userId, organizationId: null },
    { language, timeZone, organization: null },
  );
  await audit(db, {
    action: "privacy.export",
    actor: viewer,
    targetUserId: viewer.userId,
    details: { scope: "self", bytes: download.body.byteLength },
    ipAddress: ip,
  });
  return download;
}

/**
 * An admin answers a member's request: what this organisation holds about the person, and their
 * profile; never another organisation's rows. Someone not a member here answers 404.
 */
export async function exportMemberData(
  db: Db,
  access: OrgAccess,
  userId: string,
  timeZone: string,
  ip: string,
): Promise<ExportDownload> {
  await requireMember(db, access.organizationId, userId);
  await limit(db, access.viewer);
  const [org] = await db
    .select({ name: organizations.displayName })
    .from(organizations)
    .where(eq(organizations.id, access.organizationId));
  const language = await languageOf(db, access.viewer.userId);
  const download = await buildZip(
    db,
    { userId, organizationId: access.organizationId },
    { language, timeZone, organization: org?.name ?? "" },
  );
  await audit(db, {
    action: "privacy.export",
    actor: access.viewer,
    organizationId: access.organizationId,
    targetUserId: userId,
    details: { scope: "organization", bytes: download.body.byteLength },
    ipAddress: ip,
  });
  return download;
}
