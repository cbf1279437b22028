import { plural } from "../../platform/plural";
import type { ProcessingWords } from "./word-types";

const PERIODS = {
  month: { one: "{count} mois", many: "{count} mois", other: "{count} mois" },
  day: { one: "{count} jour", many: "{count} jours", other: "{count} jours" },
  hour: { one: "{count} heure", many: "{count} heures", other: "{count} heures" },
} satisfies ProcessingWords["periods"];
const months = (n: number) => plural("fr", n, PERIODS.month);
const hours = (n: number) => plural("fr", n, PERIODS.hour);
const days = (n: number) => plural("fr", n, PERIODS.day);

export const FR: ProcessingWords = {
  title: "Registre des activités de traitement",
  file: "registre-des-traitements",
  intro:
    "Ce que Hulppost conserve pour l'organisation, pourquoi, combien de temps et qui peut le voir (art. 30 RGPD). Établi à partir des paramètres de l'organisation et du logiciel lui-même, à joindre au registre des activités de traitement et au contrat de sous-traitance.",
  controller: (organization) =>
    `Responsable du traitement : ${organization}. Sous-traitant : l'exploitant de cette instance de Hulppost.`,
  generated: (date) => `Établi le ${date}`,
  labels: {
    data: "Données",
    purpose: "Finalité",
    legalBasis: "Base légale",
    retention: "Durée de conservation",
    audience: "Qui peut les voir",
    processors: "Sous-traitants et destinataires",
    special: "Catégorie particulière de données (santé, art. 9 RGPD)",
    transfer: "Transfert hors de l'EEE",
    noTransfer: "Aucun transfert hors de l'EEE",
    notInUse: "non utilisé sur cette installation",
    none: "aucun",
    colon: " : ",
  },
  audiences: {
    self: "la personne elle-même",
    hulpverlener: "les intervenants de l'organisation",
    admin: "les administrateurs de l'organisation",
    super_admin: "l'administrateur de la plateforme Hulppost",
  },
  categories: {
    accounts: {
      title: "Comptes et connexion",
      purpose:
        "Se connecter, sécuriser le compte (mot de passe, vérification en deux étapes) et confirmer l'adresse e-mail.",
      legalBasis: "Exécution du contrat (art. 6.1.b RGPD) ; sécurité au titre de l'intérêt légitime (art. 6.1.f).",
      retention: (v) =>
        `Tant que le compte existe. Une session expire après ${days(v.sessionDays)} sans utilisation ; les liens de confirmation après 24 heures.`,
    },
    profiles: {
      title: "Profils des intervenants",
      purpose:
        "Connaître et engager l'intervenant : coordonnées, date de naissance (mineurs, règles d'âge), qualifications et IBAN pour les défraiements des bénévoles.",
      legalBasis:
        "Exécution de la convention de volontariat (art. 6.1.b RGPD) ; obligation comptable pour les défraiements (art. 6.1.c).",
      retention: () =>
        "Tant que la personne est membre. À la fermeture du compte, les données sont effacées ; les heures prestées restent sous un pseudonyme.",
    },
    memberships: {
      title: "Adhésions et rôles",
      purpose: "Savoir qui fait partie de l'organisation, avec quel rôle, dans quelle équipe, et qui a été invité.",
      legalBasis: "Exécution du contrat (art. 6.1.b RGPD).",
      retention: (v) =>
        `Tant que la personne est membre. Les invitations expirent à la date choisie par l'administrateur (au plus ${days(v.invitationMaxDays)}).`,
    },
    events: {
      title: "Événements, services et heures",
      purpose:
        "Planifier les événements, y affecter des intervenants et suivre les heures prestées pour les rapports et les défraiements.",
      legalBasis: "Exécution du contrat (art. 6.1.b RGPD) ; obligation comptable (art. 6.1.c).",
      retention: () =>
        "Conservés comme historique de l'organisation ; qui ferme son compte n'y figure plus que sous un pseudonyme.",
    },
    availability: {
      title: "Intérêt et disponibilités",
      purpose: "Savoir qui veut et peut aider lors d'un événement, et respecter les absences dans le planning.",
      legalBasis: "Exécution du contrat (art. 6.1.b RGPD).",
      retention: () => "Tant que la personne est membre ; elle peut les modifier ou les effacer elle-même.",
    },
    patients: {
      title: "Dossiers patients, paramètres vitaux et photos",
      purpose: "Prodiguer et transmettre les soins, en rendre compte et tenir le dossier médical.",
      legalBasis:
        "Obligation légale de tenir un dossier (art. 6.1.c RGPD) et intérêts vitaux (art. 6.1.d) ; soins de santé par des personnes tenues au secret professionnel (art. 9.2.h) et intérêts vitaux (art. 9.2.c).",
      retention: (v) =>
        v.patientMonths === null
          ? "Conservés jusqu'à ce que l'organisation les supprime (paramètre : conserver). La loi impose 30 ans (BE) ou 20 ans (NL) pour le dossier médical."
          : `${months(v.patientMonths)} après la fin de l'événement ; ensuite supprimés automatiquement chaque jour.`,
    },
    incidents: {
      title: "Incidents et victimes",
      purpose: "Trier et suivre les victimes lors d'un incident majeur et les répartir entre les hôpitaux.",
      legalBasis: "Intérêts vitaux (art. 6.1.d et art. 9.2.c RGPD) ; soins de santé (art. 9.2.h).",
      retention: () => "Conservés jusqu'à ce que l'organisation supprime l'incident.",
    },
    chat: {
      title: "Messagerie",
      purpose: "Permettre aux intervenants de se coordonner pendant un événement.",
      legalBasis: "Intérêt légitime : coordonner l'intervention (art. 6.1.f RGPD).",
      retention: (v) =>
        v.chatDays === null
          ? "Conservés (paramètre : conserver) ; à la fermeture d'un compte, le texte de ses messages est effacé."
          : `${days(v.chatDays)} ; ensuite supprimés automatiquement.`,
    },
    sms: {
      title: "SMS",
      purpose: "Appeler ou prévenir les intervenants par SMS et suivre la remise des messages.",
      legalBasis: "Intérêt légitime : joindre les intervenants (art. 6.1.f RGPD).",
      retention: () => "Conservés comme historique d'envoi de l'organisation.",
    },
    locations: {
      title: "Positions partagées",
      purpose:
        "Voir où se trouvent les intervenants pendant un événement, pour leur sécurité et pour envoyer le plus proche.",
      legalBasis:
        "Intérêt légitime : sécurité et coordination (art. 6.1.f RGPD) ; l'intervenant active lui-même le partage.",
      retention: (v) => `${hours(v.locationHours)} après la fin de l'événement ; ensuite supprimées automatiquement.`,
    },
    notifications: {
      title: "Notifications et appareils push",
      purpose: "Remettre les notifications sur le canal choisi par la personne (push, SMS, e-mail).",
      legalBasis: "Exécution du contrat (art. 6.1.b RGPD).",
      retention: (v) =>
        `Tant que le compte existe ; un appareil refusé par le service push est retiré. Mises à jour en direct pour les appareils hors ligne : ${hours(v.noticeHours)}.`,
    },
    audit: {
      title: "Journal d'audit",
      purpose: "Consigner qui a consulté, modifié ou téléchargé quelles données, pour détecter les abus.",
      legalBasis: "Obligation légale de sécurité (art. 6.1.c et art. 32 RGPD).",
      retention: () => "Conservé tant que l'organisation existe.",
    },
    mail: {
      title: "E-mails sortants",
      purpose: "Envoyer les e-mails (confirmation, invitation, notifications) de manière fiable et réessayer.",
      legalBasis: "Exécution du contrat (art. 6.1.b RGPD).",
      retention: () => "Conservés comme historique d'envoi ; seul l'administrateur de la plateforme peut les voir.",
    },
    billing: {
      title: "Facturation et abonnement",
      purpose: "Gérer et payer l'abonnement de l'organisation.",
      legalBasis: "Exécution du contrat (art. 6.1.b RGPD) ; obligation fiscale de conservation (art. 6.1.c).",
      retention: () =>
        "Pendant la durée de l'abonnement ; les factures aussi longtemps que la loi fiscale l'exige (7 ans), chez le prestataire de paiement.",
    },
    infrastructure: {
      title: "Matériel et infrastructure",
      purpose: "Planifier et entretenir le matériel, les véhicules et les postes.",
      legalBasis: "Intérêt légitime : gérer l'organisation (art. 6.1.f RGPD).",
      retention: () => "Conservés jusqu'à ce que l'organisation les supprime.",
    },
    organisation: {
      title: "Organisation et paramètres",
      purpose: "Tenir l'organisation, ses paramètres, ses modèles de soins et ses exports.",
      legalBasis: "Exécution du contrat (art. 6.1.b RGPD).",
      retention: () =>
        "Tant que l'organisation existe ; un export reste disponible 24 heures. Une organisation supprimée disparaît entièrement après 30 jours.",
    },
    operations: {
      title: "Fonctionnement technique",
      purpose: "Exécuter les tâches de fond, freiner les abus et répondre aux messages de contact.",
      legalBasis: "Intérêt légitime : un service sûr et fonctionnel (art. 6.1.f RGPD).",
      retention: () =>
        "Compteurs anti-abus : quelques minutes ; tâches terminées et messages de contact le temps nécessaire.",
    },
  },
  processors: {
    mail: {
      name: "Serveur de messagerie (SMTP)",
      service: "Envoie les e-mails aux intervenants et aux administrateurs.",
      transfer: null,
    },
    sms: {
      name: "Twilio Inc.",
      service: "Envoie les SMS : numéro de GSM et texte du message.",
      transfer: "États-Unis : cadre de protection des données UE-États-Unis et clauses contractuelles types.",
    },
    payments: {
      name: "Stripe Payments Europe Ltd.",
      service: "Paiements et factures de l'abonnement : nom et adresse e-mail de l'organisation.",
      transfer:
        "États-Unis (Stripe, Inc.) : cadre de protection des données UE-États-Unis et clauses contractuelles types.",
    },
    push: {
      name: "Services push des navigateurs (Google, Mozilla, Apple, Microsoft)",
      service: "Remettent les notifications aux appareils ; le contenu est chiffré, le service ne voit que l'appareil.",
      transfer: "États-Unis : cadre de protection des données UE-États-Unis.",
    },
    tiles: {
      name: "Serveur de tuiles cartographiques",
      service:
        "Fournit les tuiles de la carte ; voit l'adresse IP de qui consulte la carte, aucune donnée de Hulppost.",
      transfer: "Royaume-Uni (OpenStreetMap Foundation) : décision d'adéquation de la Commission européenne.",
    },
  },
  footer: (page, pages) => `Registre des activités de traitement · page ${page} sur ${pages}`,
  periods: PERIODS,
};
