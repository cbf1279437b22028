import type { MailLanguage } from "../mail-words";

/** The mails' and text messages' words in English. */
export const en: MailLanguage = {
  greeting: "Hello {{name}},",
  signature: "The Hulppost team",
  linkHint: "If the button does not work, copy this link into your browser:",
  posts: { doctor: "doctor", nurse: "nurse", first_aider: "first aider" },
  sms: {
    assigned: "Hulppost: you are scheduled as {{post}} for {{event}} on {{date}} at {{time}}.",
    unassigned: "Hulppost: you are no longer scheduled for {{event}} on {{date}}.",
    incident: "Hulppost: INCIDENT at {{event}}: {{name}}. Open the app for the incident board.",
  },
  templates: {
    alert: { subject: "{{title}}", intro: "{{body}}", action: "Open in Hulppost" },
    billingStarted: {
      subject: "Premium is active for {{organization}}",
      intro: "{{organization}} is now using Hulppost Premium.",
      action: "View your subscription",
    },
    billingTrialStarted: {
      subject: "Your Premium trial has started",
      intro:
        "{{organization}} is now using Hulppost Premium. The free trial runs until {{date}}; you pay nothing before then.",
      action: "View your subscription",
    },
    billingTrialEnding: {
      subject: "Your trial ends on {{date}}",
      intro:
        "The free Premium trial for {{organization}} ends on {{date}}. After that, the subscription is charged to the payment method you provided. If you do not want to continue, cancel it in the customer portal before that date.",
      action: "Manage subscription",
    },
    billingPaymentFailed: {
      subject: "Payment failed for {{organization}}",
      intro:
        "The payment for the Premium subscription of {{organization}} has failed. Premium keeps working until {{date}}. Please update your payment method before then; otherwise the free plan's limits apply (2 events a month, 5 responders, no text messages).",
      action: "Update payment method",
    },
    billingGraceEnded: {
      subject: "{{organization}} is back on the free plan",
      intro:
        "The payment for Premium for {{organization}} did not go through within the grace period. From now on the free plan's limits apply. Your data is kept; pay the outstanding invoice or start Premium again to continue.",
      action: "Go to billing",
    },
    billingCancelScheduled: {
      subject: "Premium cancelled for {{organization}}",
      intro:
        "The Premium subscription of {{organization}} has been cancelled. Premium keeps working until {{date}}; after that the free plan's limits apply.",
      action: "Go to billing",
    },
    organizationDeparture: {
      subject: "{{organization}} leaves Hulppost on {{date}}",
      intro:
        "An administrator of {{organization}} has asked for the organisation to be deleted. On {{date}} the organisation and all its data (events, shifts, patients, chat) will be erased permanently. Until then everything works as before and an administrator can still cancel the departure. Your own account is not affected.",
      action: "Open Hulppost",
    },
    organizationDepartureCancelled: {
      subject: "{{organization}} stays on Hulppost",
      intro: "The departure of {{organization}} has been cancelled. The organisation and its data are kept.",
      action: "Open Hulppost",
    },
    billingEnded: {
      subject: "Premium has ended for {{organization}}",
      intro:
        "The Premium subscription of {{organization}} has ended. From now on the free plan's limits apply. Your data is kept.",
      action: "Go to billing",
    },
    verifyEmail: {
      subject: "Confirm your email address for Hulppost",
      intro: "Welcome to Hulppost! Please confirm your email address to activate your account.",
      action: "Confirm email address",
      outro: "If you did not create an account, you can ignore this email.",
    },
    resetPassword: {
      subject: "Set a new password for Hulppost",
      intro: "We received a request to reset your password. The link is valid for one hour.",
      action: "Set a new password",
      outro: "If you did not ask for this, your password stays as it is.",
    },
    invite: {
      subject: "You have been invited to Hulppost",
      intro: "A Hulppost account has been created for you. Choose a password to sign in.",
      action: "Choose a password",
      outro: "The link is valid for 7 days.",
    },
    accountExists: {
      subject: "You already have a Hulppost account",
      intro:
        "Someone tried to create a new account with this email address, but one already exists. Sign in, or set a new password.",
      action: "Go to sign in",
      outro: "If this was not you, there is nothing you need to do.",
    },
    eventAssigned: {
      subject: "You are scheduled: {{event}}",
      intro: "You are scheduled as {{post}} for {{event}} on {{date}} ({{time}}) at {{location}}.",
      action: "View the event",
    },
    eventUnassigned: {
      subject: "You are no longer scheduled: {{event}}",
      intro: "You are no longer scheduled for {{event}} on {{date}}.",
      action: "View your events",
    },
    contactMessage: {
      subject: "New contact message from {{name}}",
      intro: "{{name}} ({{email}}, {{organization}}) wrote via the contact form:",
    },
  },
};
