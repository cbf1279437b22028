import type { MailLanguage } from "../mail-words";

/** The mails' and text messages' words in French. */
export const fr: MailLanguage = {
  greeting: "Bonjour {{name}},",
  signature: "L’équipe Hulppost",
  linkHint: "Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :",
  posts: { doctor: "médecin", nurse: "infirmier / infirmière", first_aider: "secouriste" },
  sms: {
    assigned: "Hulppost : vous êtes affecté(e) comme {{post}} à {{event}} le {{date}} à {{time}}.",
    unassigned: "Hulppost : vous n’êtes plus affecté(e) à {{event}} le {{date}}.",
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
        "L’essai gratuit de Premium pour {{organization}} se termine le {{date}}. Ensuite, l’abonnement sera prélevé sur le moyen de paiement que vous avez indiqué. Si vous ne souhaitez pas continuer, résiliez-le dans le portail client avant cette date.",
      action: "Gérer l’abonnement",
    },
    billingPaymentFailed: {
      subject: "Échec du paiement pour {{organization}}",
      intro:
        "Le paiement de l’abonnement Premium de {{organization}} a échoué. Premium reste actif jusqu’au {{date}}. Mettez à jour votre moyen de paiement avant cette date ; sinon, les limites de l’offre gratuite s’appliqueront (2 événements par mois, 5 intervenants, pas de SMS).",
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
    organizationDeparture: {
      subject: "{{organization}} quitte Hulppost le {{date}}",
      intro:
        "Un administrateur de {{organization}} a demandé la suppression de l’organisation. Le {{date}}, l’organisation et toutes ses données (événements, services, patients, chat) seront effacées définitivement. D’ici là, tout fonctionne comme avant et un administrateur peut encore annuler le départ. Votre propre compte est conservé.",
      action: "Ouvrir Hulppost",
    },
    organizationDepartureCancelled: {
      subject: "{{organization}} reste sur Hulppost",
      intro: "Le départ de {{organization}} a été annulé. L’organisation et ses données sont conservées.",
      action: "Ouvrir Hulppost",
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
      subject: "Vous êtes affecté(e) : {{event}}",
      intro: "Vous êtes affecté(e) comme {{post}} à {{event}} le {{date}} ({{time}}) à {{location}}.",
      action: "Voir l’événement",
    },
    eventUnassigned: {
      subject: "Vous n’êtes plus affecté(e) : {{event}}",
      intro: "Vous n’êtes plus affecté(e) à {{event}} le {{date}}.",
      action: "Voir vos événements",
    },
    contactMessage: {
      subject: "Nouveau message de contact de {{name}}",
      intro: "{{name}} ({{email}}, {{organization}}) a écrit via le formulaire de contact :",
    },
  },
};
