import { z } from "zod";
import { text } from "./validation";

export const outboxQuery = z.object({
  to: text().trim().toLowerCase().max(254).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const outboxMail = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  template: z.string(),
  language: z.string(),
  status: z.enum(["pending", "sent", "failed", "logged"]),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OutboxMail = z.infer<typeof outboxMail>;
