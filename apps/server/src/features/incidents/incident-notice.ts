import { PLAN_LIMITS, SMS_MAX_LENGTH } from "@hulppost/shared/constants";
import { smsParts, toGsm7 } from "@hulppost/shared/sms";
import { eq, sql } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import type { Db } from "../../db/client";
import { organizationSettings, organizations } from "../../db/schema/index";
import { MAIL_MESSAGES } from "../../platform/mail/messages";
import { fill, mailLanguage } from "../../platform/mail/render";
import { smsPhone } from "../../platform/sms/phone";
import { queueSms } from "../../platform/sms/sms-queue";

interface StaffRow extends Record<string, unknown> {
  user_id: string;
  first_name: string;
  last_name: string;
  phone: string | null;
  language: string | null;
}

/**
 * Tells the event's staff an incident was declared by text message, through the SMS center's path
 * (a message of source `incident`), where the organisation has SMS: on a premium plan with the SMS
 * center switched on. In the app everyone sees it anyway (the banner and the switch to the board).
 * Each person gets one GSM-7 SMS in their own language; a long event or incident name is
 * shortened so it stays one SMS. Runs in the declaration's transaction: no incident, no text.
 */
export async function textIncidentToStaff(
  deps: AppDeps,
  tx: Db,
  input: { organizationId: string; eventId: string; eventName: string; incidentName: string; actorId: string },
) {
  const [org] = await tx
    .select({ plan: organizations.plan, smsCenter: organizationSettings.smsCenterEnabled })
    .from(organizations)
    .leftJoin(organizationSettings, eq(organizationSettings.organizationId, organizations.id))
    .where(eq(organizations.id, input.organizationId));
  if (!org || !PLAN_LIMITS[org.plan].sms || org.smsCenter === false) return;
  const staff = await tx.execute<StaffRow>(sql`
    select p.user_id, p.first_name, p.last_name, p.phone, p.language
    from event_assignments a join profiles p on p.user_id = a.user_id
    where a.event_id = ${input.eventId} and a.organization_id = ${input.organizationId}`);
  const recipients = staff.rows.flatMap((person) => {
    const phone = person.phone ? smsPhone(person.phone) : null;
    if (!phone) return [];
    const template = MAIL_MESSAGES[mailLanguage(person.language)].sms.incident;
    const write = (event: string, name: string) => toGsm7(fill(template, { event, name }));
    const fits = (text: string) => smsParts(text).parts === 1 && [...text].length <= SMS_MAX_LENGTH;
    let [event, name] = [input.eventName, input.incidentName];
    // Shorten the longer of the two names until the text is one SMS.
    while (!fits(write(event, name)) && (event.length > 12 || name.length > 12))
      if (event.length >= name.length) event = `${[...event].slice(0, -4).join("")}...`;
      else name = `${[...name].slice(0, -4).join("")}...`;
    return [
      {
        userId: person.user_id,
        name: `${person.first_name} ${person.last_name}`.trim(),
        phone,
        text: write(event, name),
      },
    ];
  });
  if (!recipients.length) return;
  await queueSms(tx, deps.jobs, {
    organizationId: input.organizationId,
    eventId: input.eventId,
    text: recipients[0]?.text ?? "",
    source: "incident",
    createdBy: input.actorId,
    recipients,
  });
}
