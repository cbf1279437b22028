import { PLAN_LIMITS, type Qualification, SMS_MAX_LENGTH } from "@hulppost/shared/constants";
import { smsParts, toGsm7 } from "@hulppost/shared/sms";
import { eq } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { publicOrigin } from "../../auth/origins";
import type { Db } from "../../db/client";
import { events, organizationSettings, organizations, profiles } from "../../db/schema/index";
import { MAIL_MESSAGES } from "../../platform/mail/messages";
import { fill, mailLanguage } from "../../platform/mail/render";
import { smsPhone } from "../../platform/sms/phone";
import { queueSms } from "../../platform/sms/sms-queue";
import { eventLink, shiftParams } from "../notifications/alert-params";
import { notify } from "../notifications/notify";

/**
 * Tells a caregiver they were (un)assigned: a mail in their language, an alert (kind `assignment`)
 * that reaches their phone by push, and, when the organisation has SMS on assignment switched on
 * and a plan with SMS, a text message through the SMS center's path (a message of source
 * `assignment`, its recipient row and its job). The alert goes by push only: the mail and SMS here
 * are its mail and SMS, as they were before alerts (decision 046, addendum). Runs inside the
 * assignment's transaction: no assignment, no message.
 */
export async function notifyAssignment(
  deps: AppDeps,
  tx: Db,
  input: {
    organizationId: string;
    eventId: string;
    userId: string;
    qualification: Qualification;
    kind: "assigned" | "unassigned";
    request?: Request | null;
    /** Who (un)assigned them: the message's author in the SMS center's history. */
    actorId?: string | null;
  },
) {
  const [event] = await tx.select().from(events).where(eq(events.id, input.eventId));
  const [person] = await tx.select().from(profiles).where(eq(profiles.userId, input.userId));
  if (!event || !person) return;
  const language = mailLanguage(person.language);
  const words = MAIL_MESSAGES[language];
  const timeZone = deps.config.APP_TIMEZONE;
  const date = new Intl.DateTimeFormat(language, { weekday: "long", day: "numeric", month: "long", timeZone }).format(
    event.startsAt,
  );
  const time = `${event.startTime.slice(0, 5)}–${event.endTime.slice(0, 5)}`;
  const params = {
    name: person.firstName,
    event: event.name,
    date,
    time,
    location: event.location ?? event.address ?? "—",
    post: words.posts[input.qualification],
  };
  const origin = publicOrigin(deps.config, input.request);
  await deps.mailer.send(person.email, {
    template: input.kind === "assigned" ? "eventAssigned" : "eventUnassigned",
    language,
    params,
    actionUrl: input.kind === "assigned" ? `${origin}/dashboard/event-detail?id=${event.id}` : `${origin}/dashboard`,
  });
  await notify(tx, deps.jobs, {
    organizationId: input.organizationId,
    kind: "assignment",
    variant: input.kind,
    params: shiftParams(language, event, input.qualification, timeZone),
    link: input.kind === "assigned" ? eventLink(event.id) : "/dashboard",
    eventId: event.id,
    recipients: [{ userId: person.userId }],
  });

  const [org] = await tx
    .select({ plan: organizations.plan, smsOnAssignment: organizationSettings.smsOnAssignment })
    .from(organizations)
    .leftJoin(organizationSettings, eq(organizationSettings.organizationId, organizations.id))
    .where(eq(organizations.id, input.organizationId));
  const phone = person.phone ? smsPhone(person.phone) : null;
  if (!org || org.smsOnAssignment === false || !PLAN_LIMITS[org.plan].sms || !phone) return;
  const template = input.kind === "assigned" ? words.sms.assigned : words.sms.unassigned;
  // One SMS, in GSM-7 (toGsm7: the mail's dash, "ê" or "á" would make it Unicode, two or three
  // billed parts). A long event name is shortened, never the date or time; a text that cannot
  // become one SMS (an emoji in a name) goes out whole rather than mangled.
  const write = (eventName: string) => toGsm7(fill(template, { ...params, event: eventName }));
  const fits = (candidate: string) => smsParts(candidate).parts === 1 && [...candidate].length <= SMS_MAX_LENGTH;
  const name = [...event.name];
  let text = write(event.name);
  for (let keep = name.length - 1; !fits(text) && keep > 0; keep--) text = write(`${name.slice(0, keep).join("")}...`);
  if (!fits(text)) text = write(event.name);
  await queueSms(tx, deps.jobs, {
    organizationId: input.organizationId,
    eventId: event.id,
    text,
    source: "assignment",
    createdBy: input.actorId ?? null,
    recipients: [{ userId: person.userId, name: `${person.firstName} ${person.lastName}`.trim(), phone, text }],
  });
}
