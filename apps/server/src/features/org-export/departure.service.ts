import { DEPARTURE_GRACE_DAYS, type DepartureView } from "@hulppost/shared/org-export";
import { and, eq, isNotNull, isNull, lt } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { publicOrigin } from "../../auth/origins";
import type { Db } from "../../db/client";
import { organizations, profiles, userOrganizations } from "../../db/schema/index";
import type { OrgAccess } from "../../http/context";
import { AppError, notFound } from "../../http/errors";
import type { MailTemplateName } from "../../platform/mail/messages";
import { mailLanguage } from "../../platform/mail/render";
import { audit } from "../audit/audit.service";
import { cancelOrganizationSubscription, removeOrganization } from "../platform/platform-organizations.service";

const DAY = 24 * 3600_000;
const removesAt = (requestedAt: Date) => new Date(requestedAt.getTime() + DEPARTURE_GRACE_DAYS * DAY);

function toView(row: { requestedAt: Date | null; requestedBy: string | null }): DepartureView {
  return {
    requestedAt: row.requestedAt?.toISOString() ?? null,
    requestedBy: row.requestedBy,
    removesAt: row.requestedAt ? removesAt(row.requestedAt).toISOString() : null,
  };
}

export async function getDeparture(db: Db, access: OrgAccess): Promise<DepartureView> {
  const [row] = await db
    .select({ requestedAt: organizations.deletionRequestedAt, requestedBy: organizations.deletionRequestedBy })
    .from(organizations)
    .where(eq(organizations.id, access.organizationId));
  if (!row) throw notFound("Organisation not found");
  return toView(row);
}

/** Every member, in their language, about the departure or its cancellation (inside the caller's transaction). */
async function mailMembers(deps: AppDeps, tx: Db, organizationId: string, template: MailTemplateName, date: Date) {
  const [org] = await tx
    .select({ displayName: organizations.displayName })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  const people = await tx
    .select({ email: profiles.email, firstName: profiles.firstName, language: profiles.language })
    .from(userOrganizations)
    .innerJoin(profiles, eq(profiles.userId, userOrganizations.userId))
    .where(and(eq(userOrganizations.organizationId, organizationId), isNull(profiles.erasedAt)));
  const origin = publicOrigin(deps.config);
  for (const person of people) {
    const language = mailLanguage(person.language);
    const formatted = new Intl.DateTimeFormat(language, {
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: deps.config.APP_TIMEZONE,
    }).format(date);
    await deps.mailer.send(person.email, {
      template,
      language,
      params: { name: person.firstName, organization: org?.displayName ?? "", date: formatted },
      actionUrl: `${origin}/dashboard`,
    });
  }
}

/**
 * An admin asks to leave: the subscription is cancelled first (the platform's own path, so a
 * departing organisation does not pay for its last 30 days), then the request is stored and every
 * member told. The organisation keeps working, read-write, until it is removed (decision 056).
 * The confirmation is the organisation's name as shown, or its system name.
 */
export async function requestDeparture(
  deps: AppDeps,
  access: OrgAccess,
  confirmation: string,
  ip: string,
): Promise<DepartureView> {
  const view = await deps.db.transaction(async (tx) => {
    const [org] = await tx
      .select({
        name: organizations.name,
        displayName: organizations.displayName,
        requestedAt: organizations.deletionRequestedAt,
      })
      .from(organizations)
      .where(eq(organizations.id, access.organizationId))
      .for("update");
    if (!org) throw notFound("Organisation not found");
    const typed = confirmation.trim();
    if (typed !== org.displayName.trim() && typed !== org.name)
      throw new AppError(400, "CONFIRMATION_MISMATCH", "Type the organisation's name to confirm", {
        confirmation: "confirmationMismatch",
      });
    if (org.requestedAt)
      throw new AppError(409, "DEPARTURE_ALREADY_REQUESTED", "The organisation's departure is already pending");
    await cancelOrganizationSubscription(tx, access.organizationId, deps.stripe);
    const requestedAt = new Date();
    await tx
      .update(organizations)
      .set({ deletionRequestedAt: requestedAt, deletionRequestedBy: access.viewer.userId })
      .where(eq(organizations.id, access.organizationId));
    await audit(tx, {
      action: "organization.departure_request",
      actor: access.viewer,
      organizationId: access.organizationId,
      targetType: "organization",
      targetId: access.organizationId,
      details: { removesAt: removesAt(requestedAt).toISOString() },
      ipAddress: ip,
    });
    await mailMembers(deps, tx, access.organizationId, "organizationDeparture", removesAt(requestedAt));
    return toView({ requestedAt, requestedBy: access.viewer.userId });
  });
  return view;
}

/** An admin changes their mind within the 30 days. The cancelled subscription is not restored: billing starts it again. */
export async function cancelDeparture(deps: AppDeps, access: OrgAccess, ip: string): Promise<DepartureView> {
  return deps.db.transaction(async (tx) => {
    const [cancelled] = await tx
      .update(organizations)
      .set({ deletionRequestedAt: null, deletionRequestedBy: null })
      .where(and(eq(organizations.id, access.organizationId), isNotNull(organizations.deletionRequestedAt)))
      .returning({ id: organizations.id });
    if (!cancelled) throw new AppError(409, "DEPARTURE_NOT_REQUESTED", "No departure is pending");
    await audit(tx, {
      action: "organization.departure_cancel",
      actor: access.viewer,
      organizationId: access.organizationId,
      targetType: "organization",
      targetId: access.organizationId,
      ipAddress: ip,
    });
    await mailMembers(deps, tx, access.organizationId, "organizationDepartureCancelled", new Date());
    return toView({ requestedAt: null, requestedBy: null });
  });
}

/**
 * Removes every organisation whose 30 days have passed, through the platform's delete (the
 * cascade takes events, patients, photos, exports, chat… with it). One transaction per
 * organisation: one that fails stays for the next night. Returns how many went.
 */
export async function removeDepartedOrganizations(deps: AppDeps, now = new Date()): Promise<number> {
  const due = await deps.db
    .select({ id: organizations.id, name: organizations.name })
    .from(organizations)
    .where(lt(organizations.deletionRequestedAt, new Date(now.getTime() - DEPARTURE_GRACE_DAYS * DAY)));
  let removed = 0;
  for (const org of due) {
    try {
      await deps.db.transaction(async (tx) => {
        // Cancelled already when it was asked; again in case billing was started since.
        await cancelOrganizationSubscription(tx, org.id, deps.stripe);
        await removeOrganization(tx, null, org.id, org.name, null);
      });
      removed++;
    } catch (error) {
      deps.logger.warn(
        { organizationId: org.id, err: error },
        "departed organisation not removed; tried again tomorrow",
      );
    }
  }
  return removed;
}
