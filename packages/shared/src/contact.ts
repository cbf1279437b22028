import { z } from "zod";
import { emailField, optionalText, requiredText, text } from "./validation";

export const CONTACT_MESSAGE_MAX_LENGTH = 5000;

export const contactBody = z.object({
  name: requiredText(200),
  email: emailField,
  organization: optionalText(200),
  message: requiredText(CONTACT_MESSAGE_MAX_LENGTH),
  /** Hidden from people; a bot that fills it is refused ('Invalid submission detected'). */
  honeypot: text().max(500).optional(),
});
export type ContactInput = z.input<typeof contactBody>;
