import type { Language } from "@hulppost/shared/constants";

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
  | "alert";

export const MAIL_MESSAGES: Record<Language, MailLanguage> = {
  nl: {
    greeting: "Hallo {{name}},",
    signature: "Het Hulppost-team",
    linkHint: "Werkt de knop niet? Kopieer dan deze link in je browser:",
    posts: { doctor: "arts", nurse: "verpleegkundige", first_aider: "EHBO'er" },
    sms: {
      assigned: "Hulppost: je bent ingepland als {{post}} voor {{event}} op {{date}} om {{time}}.",
      unassigned: "Hulppost: je staat niet meer ingepland voor {{event}} op {{date}}.",
      incident: "Hulppost: INCIDENT bij {{event}}: {{name}}. Open de app voor het incidentbord.",
    },
    templates: {
      alert: { subject: "{{title}}", intro: "{{body}}", action: "Openen in Hulppost" },
      billingStarted: {
        subject: "Premium is actief voor {{organization}}",
        intro: "{{organization}} gebruikt nu Hulppost Premium.",
        action: "Bekijk je abonnement",
      },
      billingTrialStarted: {
        subject: "Je proefperiode van Premium is gestart",
        intro:
          "{{organization}} gebruikt nu Hulppost Premium. De gratis proefperiode loopt tot {{date}}; tot dan betaal je niets.",
        action: "Bekijk je abonnement",
      },
      billingTrialEnding: {
        subject: "Je proefperiode eindigt op {{date}}",
        intro:
          "De gratis proefperiode van Premium voor {{organization}} eindigt op {{date}}. Daarna wordt het abonnement betaald met de betaalmethode die je opgaf. Wil je niet verder, zeg het dan voor die datum op in het klantenportaal.",
        action: "Abonnement beheren",
      },
      billingPaymentFailed: {
        subject: "Betaling mislukt voor {{organization}}",
        intro:
          "De betaling van het Premium-abonnement van {{organization}} is mislukt. Premium blijft werken tot {{date}}. Werk vóór die datum je betaalmethode bij, anders gelden daarna de limieten van het gratis plan (2 evenementen per maand, 5 hulpverleners, geen sms).",
        action: "Betaalmethode bijwerken",
      },
      billingGraceEnded: {
        subject: "{{organization}} is terug op het gratis plan",
        intro:
          "De betaling van Premium voor {{organization}} is niet gelukt binnen de wachttijd. Vanaf nu gelden de limieten van het gratis plan. Je gegevens blijven bewaard; betaal de openstaande factuur of start opnieuw Premium om verder te gaan.",
        action: "Naar facturatie",
      },
      billingCancelScheduled: {
        subject: "Premium opgezegd voor {{organization}}",
        intro:
          "Het Premium-abonnement van {{organization}} is opgezegd. Premium blijft werken tot {{date}}; daarna gelden de limieten van het gratis plan.",
        action: "Naar facturatie",
      },
      billingEnded: {
        subject: "Premium is gestopt voor {{organization}}",
        intro:
          "Het Premium-abonnement van {{organization}} is beëindigd. Vanaf nu gelden de limieten van het gratis plan. Je gegevens blijven bewaard.",
        action: "Naar facturatie",
      },
      verifyEmail: {
        subject: "Bevestig je e-mailadres voor Hulppost",
        intro: "Welkom bij Hulppost! Bevestig je e-mailadres om je account te activeren.",
        action: "E-mailadres bevestigen",
        outro: "Heb je geen account aangemaakt? Dan mag je deze e-mail negeren.",
      },
      resetPassword: {
        subject: "Stel een nieuw wachtwoord in voor Hulppost",
        intro: "We kregen een vraag om je wachtwoord opnieuw in te stellen. De link is één uur geldig.",
        action: "Nieuw wachtwoord instellen",
        outro: "Heb je dit niet gevraagd? Dan blijft je wachtwoord gewoon hetzelfde.",
      },
      invite: {
        subject: "Je bent uitgenodigd voor Hulppost",
        intro: "Er is een Hulppost-account voor je aangemaakt. Kies een wachtwoord om aan te melden.",
        action: "Wachtwoord kiezen",
        outro: "De link is 7 dagen geldig.",
      },
      accountExists: {
        subject: "Je hebt al een Hulppost-account",
        intro:
          "Iemand probeerde met dit e-mailadres een nieuw account aan te maken, maar er bestaat er al een. Meld je aan of stel een nieuw wachtwoord in.",
        action: "Naar aanmelden",
        outro: "Was jij dit niet? Dan hoef je niets te doen.",
      },
      eventAssigned: {
        subject: "Je bent ingepland: {{event}}",
        intro: "Je bent ingepland als {{post}} voor {{event}} op {{date}} ({{time}}) in {{location}}.",
        action: "Bekijk het evenement",
      },
      eventUnassigned: {
        subject: "Je bent uitgepland: {{event}}",
        intro: "Je staat niet langer ingepland voor {{event}} op {{date}}.",
        action: "Bekijk je evenementen",
      },
      contactMessage: {
        subject: "Nieuw contactbericht van {{name}}",
        intro: "{{name}} ({{email}}, {{organization}}) schreef via het contactformulier:",
      },
    },
  },
  en: {
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
        intro: "{{organization}} now uses Hulppost Premium.",
        action: "View your subscription",
      },
      billingTrialStarted: {
        subject: "Your Premium trial has started",
        intro:
          "{{organization}} now uses Hulppost Premium. The free trial runs until {{date}}; you pay nothing before then.",
        action: "View your subscription",
      },
      billingTrialEnding: {
        subject: "Your trial ends on {{date}}",
        intro:
          "The free Premium trial for {{organization}} ends on {{date}}. After that the subscription is paid with the payment method you gave. If you do not want to continue, cancel in the customer portal before that date.",
        action: "Manage subscription",
      },
      billingPaymentFailed: {
        subject: "Payment failed for {{organization}}",
        intro:
          "The payment for the Premium subscription of {{organization}} failed. Premium keeps working until {{date}}. Please update your payment method before then; otherwise the free plan's limits apply (2 events a month, 5 caregivers, no SMS).",
        action: "Update payment method",
      },
      billingGraceEnded: {
        subject: "{{organization}} is back on the free plan",
        intro:
          "The payment for Premium for {{organization}} did not succeed within the grace period. From now on the free plan's limits apply. Your data is kept; pay the open invoice or start Premium again to continue.",
        action: "Go to billing",
      },
      billingCancelScheduled: {
        subject: "Premium cancelled for {{organization}}",
        intro:
          "The Premium subscription of {{organization}} has been cancelled. Premium keeps working until {{date}}; after that the free plan's limits apply.",
        action: "Go to billing",
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
        outro: "If you did not ask for this, your password stays the same.",
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
        subject: "You have been scheduled: {{event}}",
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
        intro: "{{name}} ({{email}}, {{organization}}) wrote through the contact form:",
      },
    },
  },
  es: {
    greeting: "Hola, {{name}}:",
    signature: "El equipo de Hulppost",
    linkHint: "Si el botón no funciona, copia este enlace en tu navegador:",
    posts: { doctor: "médico", nurse: "enfermero/a", first_aider: "socorrista" },
    sms: {
      assigned: "Hulppost: te han asignado como {{post}} en {{event}} el {{date}} a las {{time}}.",
      unassigned: "Hulppost: ya no estás asignado a {{event}} el {{date}}.",
      incident: "Hulppost: INCIDENTE en {{event}}: {{name}}. Abre la app para ver el panel del incidente.",
    },
    templates: {
      alert: { subject: "{{title}}", intro: "{{body}}", action: "Abrir en Hulppost" },
      billingStarted: {
        subject: "Premium está activo para {{organization}}",
        intro: "{{organization}} ya usa Hulppost Premium.",
        action: "Ver tu suscripción",
      },
      billingTrialStarted: {
        subject: "Ha empezado tu prueba de Premium",
        intro:
          "{{organization}} ya usa Hulppost Premium. La prueba gratuita dura hasta el {{date}}; hasta entonces no pagas nada.",
        action: "Ver tu suscripción",
      },
      billingTrialEnding: {
        subject: "Tu periodo de prueba termina el {{date}}",
        intro:
          "La prueba gratuita de Premium de {{organization}} termina el {{date}}. A partir de entonces la suscripción se cobra con el método de pago que indicaste. Si no quieres continuar, cancélala en el portal de cliente antes de esa fecha.",
        action: "Gestionar suscripción",
      },
      billingPaymentFailed: {
        subject: "Ha fallado el pago de {{organization}}",
        intro:
          "Ha fallado el pago de la suscripción Premium de {{organization}}. Premium sigue funcionando hasta el {{date}}. Actualiza tu método de pago antes de esa fecha; si no, se aplicarán los límites del plan gratuito (2 eventos al mes, 5 sanitarios, sin SMS).",
        action: "Actualizar método de pago",
      },
      billingGraceEnded: {
        subject: "{{organization}} vuelve al plan gratuito",
        intro:
          "El pago de Premium de {{organization}} no se ha completado dentro del plazo de gracia. Desde ahora se aplican los límites del plan gratuito. Tus datos se conservan; paga la factura pendiente o vuelve a activar Premium para continuar.",
        action: "Ir a facturación",
      },
      billingCancelScheduled: {
        subject: "Premium cancelado para {{organization}}",
        intro:
          "Se ha cancelado la suscripción Premium de {{organization}}. Premium sigue funcionando hasta el {{date}}; después se aplican los límites del plan gratuito.",
        action: "Ir a facturación",
      },
      billingEnded: {
        subject: "Premium ha terminado para {{organization}}",
        intro:
          "La suscripción Premium de {{organization}} ha terminado. Desde ahora se aplican los límites del plan gratuito. Tus datos se conservan.",
        action: "Ir a facturación",
      },
      verifyEmail: {
        subject: "Confirma tu dirección de correo para Hulppost",
        intro: "¡Te damos la bienvenida a Hulppost! Confirma tu dirección de correo para activar tu cuenta.",
        action: "Confirmar correo electrónico",
        outro: "Si no has creado ninguna cuenta, puedes ignorar este mensaje.",
      },
      resetPassword: {
        subject: "Establece una nueva contraseña para Hulppost",
        intro: "Hemos recibido una solicitud para restablecer tu contraseña. El enlace es válido durante una hora.",
        action: "Establecer nueva contraseña",
        outro: "Si no lo has solicitado tú, tu contraseña no cambiará.",
      },
      invite: {
        subject: "Te han invitado a Hulppost",
        intro: "Se ha creado una cuenta de Hulppost para ti. Elige una contraseña para iniciar sesión.",
        action: "Elegir contraseña",
        outro: "El enlace es válido durante 7 días.",
      },
      accountExists: {
        subject: "Ya tienes una cuenta de Hulppost",
        intro:
          "Alguien ha intentado crear una cuenta nueva con esta dirección de correo, pero ya existe una. Inicia sesión o establece una nueva contraseña.",
        action: "Ir a iniciar sesión",
        outro: "Si no has sido tú, no tienes que hacer nada.",
      },
      eventAssigned: {
        subject: "Te han asignado: {{event}}",
        intro: "Te han asignado como {{post}} en {{event}} el {{date}} ({{time}}) en {{location}}.",
        action: "Ver el evento",
      },
      eventUnassigned: {
        subject: "Ya no estás asignado: {{event}}",
        intro: "Ya no estás asignado a {{event}} el {{date}}.",
        action: "Ver tus eventos",
      },
      contactMessage: {
        subject: "Nuevo mensaje de contacto de {{name}}",
        intro: "{{name}} ({{email}}, {{organization}}) ha escrito a través del formulario de contacto:",
      },
    },
  },
  fr: {
    greeting: "Bonjour {{name}},",
    signature: "L’équipe Hulppost",
    linkHint: "Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :",
    posts: { doctor: "médecin", nurse: "infirmier·ère", first_aider: "secouriste" },
    sms: {
      assigned: "Hulppost : vous êtes planifié(e) comme {{post}} pour {{event}} le {{date}} à {{time}}.",
      unassigned: "Hulppost : vous n’êtes plus planifié(e) pour {{event}} le {{date}}.",
      incident: "Hulppost : INCIDENT à {{event}} : {{name}}. Ouvrez l’app pour voir le tableau de l’incident.",
    },
    templates: {
      alert: { subject: "{{title}}", intro: "{{body}}", action: "Ouvrir dans Hulppost" },
      billingStarted: {
        subject: "Premium est actif pour {{organization}}",
        intro: "{{organization}} utilise désormais Hulppost Premium.",
        action: "Voir votre abonnement",
      },
      billingTrialStarted: {
        subject: "Votre essai de Premium a commencé",
        intro:
          "{{organization}} utilise désormais Hulppost Premium. L’essai gratuit dure jusqu’au {{date}} ; vous ne payez rien d’ici là.",
        action: "Voir votre abonnement",
      },
      billingTrialEnding: {
        subject: "Votre période d’essai se termine le {{date}}",
        intro:
          "L’essai gratuit de Premium pour {{organization}} se termine le {{date}}. Ensuite, l’abonnement est payé avec le moyen de paiement que vous avez indiqué. Si vous ne souhaitez pas continuer, résiliez-le dans le portail client avant cette date.",
        action: "Gérer l’abonnement",
      },
      billingPaymentFailed: {
        subject: "Échec du paiement pour {{organization}}",
        intro:
          "Le paiement de l’abonnement Premium de {{organization}} a échoué. Premium reste actif jusqu’au {{date}}. Mettez à jour votre moyen de paiement avant cette date ; sinon, les limites de l’offre gratuite s’appliqueront (2 événements par mois, 5 secouristes, pas de SMS).",
        action: "Mettre à jour le moyen de paiement",
      },
      billingGraceEnded: {
        subject: "{{organization}} repasse à l’offre gratuite",
        intro:
          "Le paiement de Premium pour {{organization}} n’a pas abouti dans le délai de grâce. Les limites de l’offre gratuite s’appliquent désormais. Vos données sont conservées ; réglez la facture en attente ou relancez Premium pour continuer.",
        action: "Aller à la facturation",
      },
      billingCancelScheduled: {
        subject: "Premium résilié pour {{organization}}",
        intro:
          "L’abonnement Premium de {{organization}} a été résilié. Premium reste actif jusqu’au {{date}} ; ensuite, les limites de l’offre gratuite s’appliquent.",
        action: "Aller à la facturation",
      },
      billingEnded: {
        subject: "Premium a pris fin pour {{organization}}",
        intro:
          "L’abonnement Premium de {{organization}} a pris fin. Les limites de l’offre gratuite s’appliquent désormais. Vos données sont conservées.",
        action: "Aller à la facturation",
      },
      verifyEmail: {
        subject: "Confirmez votre adresse e-mail pour Hulppost",
        intro: "Bienvenue sur Hulppost ! Confirmez votre adresse e-mail pour activer votre compte.",
        action: "Confirmer mon adresse e-mail",
        outro: "Si vous n’avez pas créé de compte, vous pouvez ignorer cet e-mail.",
      },
      resetPassword: {
        subject: "Définissez un nouveau mot de passe pour Hulppost",
        intro: "Nous avons reçu une demande de réinitialisation de votre mot de passe. Le lien est valable une heure.",
        action: "Définir un nouveau mot de passe",
        outro: "Si vous n’êtes pas à l’origine de cette demande, votre mot de passe reste inchangé.",
      },
      invite: {
        subject: "Vous êtes invité(e) sur Hulppost",
        intro: "Un compte Hulppost a été créé pour vous. Choisissez un mot de passe pour vous connecter.",
        action: "Choisir un mot de passe",
        outro: "Le lien est valable 7 jours.",
      },
      accountExists: {
        subject: "Vous avez déjà un compte Hulppost",
        intro:
          "Quelqu’un a essayé de créer un compte avec cette adresse e-mail, mais il en existe déjà un. Connectez-vous ou définissez un nouveau mot de passe.",
        action: "Aller à la connexion",
        outro: "Si ce n’était pas vous, vous n’avez rien à faire.",
      },
      eventAssigned: {
        subject: "Vous êtes planifié(e) : {{event}}",
        intro: "Vous êtes planifié(e) comme {{post}} pour {{event}} le {{date}} ({{time}}) à {{location}}.",
        action: "Voir l’événement",
      },
      eventUnassigned: {
        subject: "Vous n’êtes plus planifié(e) : {{event}}",
        intro: "Vous n’êtes plus planifié(e) pour {{event}} le {{date}}.",
        action: "Voir vos événements",
      },
      contactMessage: {
        subject: "Nouveau message de contact de {{name}}",
        intro: "{{name}} ({{email}}, {{organization}}) a écrit via le formulaire de contact :",
      },
    },
  },
};
