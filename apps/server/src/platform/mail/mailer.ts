import { eq } from "drizzle-orm";
import nodemailer from "nodemailer";
import { currentDb, type Db } from "../../db/client";
import { mailOutbox } from "../../db/schema/index";
import type { JobQueue } from "../jobs/queue";
import type { Logger } from "../logger";
import { type MailContent, mailLanguage, renderMail } from "./render";

/** Delivers one mail of the outbox; the outbox row keeps its content. */
const MAIL_JOB = "mail.deliver";

declare module "../jobs/queue" {
  interface JobPayloads {
    [MAIL_JOB]: { outboxId: string };
  }
}

export interface Mailer {
  /** Renders the mail, keeps it in the outbox and queues its delivery; returns the outbox id. */
  send(to: string, content: MailContent): Promise<string>;
}

interface MailerDeps {
  db: Db;
  logger: Logger;
  jobs: JobQueue;
  smtpUrl?: string;
  from: string;
}

/**
 * Mail goes out over SMTP through a durable job, so a mail server that is briefly down only
 * delays it. Without SMTP_URL the mail stays in the outbox table and its link is logged, which is
 * enough to sign up and reset passwords on a laptop.
 */
export function createMailer({ db, logger, jobs, smtpUrl, from }: MailerDeps): Mailer {
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;

  jobs.register(MAIL_JOB, async (payload) => {
    if (!transport) return;
    const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, payload.outboxId));
    if (mail?.status !== "pending") return;
    await transport.sendMail({ from, to: mail.toEmail, subject: mail.subject, text: mail.text, html: mail.html });
    await db.update(mailOutbox).set({ status: "sent", sentAt: new Date() }).where(eq(mailOutbox.id, mail.id));
    logger.info({ mailId: mail.id, template: mail.template }, "mail sent");
  });

  return {
    async send(to, content) {
      const rendered = renderMail(content);
      const tx = currentDb(db);
      const [row] = await tx
        .insert(mailOutbox)
        .values({
          toEmail: to,
          subject: rendered.subject,
          text: rendered.text,
          html: rendered.html,
          template: content.template,
          language: mailLanguage(content.language),
          status: transport ? "pending" : "logged",
        })
        .returning({ id: mailOutbox.id });
      if (!row) throw new Error("The mail could not be stored");
      if (transport) {
        await jobs.enqueue(MAIL_JOB, { outboxId: row.id });
      } else {
        // A laptop install without SMTP_URL shows the link in its log so the person can follow
        // it. Production requires SMTP_URL (config.ts), so tokens never reach a production log.
        logger.info(
          { mailId: row.id, to, template: content.template, link: content.actionUrl },
          "mail kept in the outbox (no SMTP_URL set)",
        );
      }
      return row.id;
    },
  };
}
