/**
 * The words of every mail in the four languages. A mail is in the recipient's language; a test
 * checks that each language has every text.
 */
export interface MailTexts {
  subject: string;
  intro: string;
  action?: string;
  outro?: string;
}

export interface MailLanguage {
  greeting: string;
  signature: string;
  linkHint: string;
  templates: Record<MailTemplateName, MailTexts>;
  /** The posts of an event, as they read inside a sentence. */
  posts: Record<"doctor" | "nurse" | "first_aider", string>;
  /** Text messages (at most 160 characters once filled in). */
  sms: { assigned: string; unassigned: string; incident: string };
}

export type MailTemplateName =
  | "verifyEmail"
  | "resetPassword"
  | "invite"
  | "accountExists"
  | "eventAssigned"
  | "eventUnassigned"
  | "contactMessage"
  | "billingStarted"
  | "billingTrialStarted"
  | "billingTrialEnding"
  | "billingPaymentFailed"
  | "billingGraceEnded"
  | "billingCancelScheduled"
  | "billingEnded"
  | "alert"
  | "organizationDeparture"
  | "organizationDepartureCancelled";
