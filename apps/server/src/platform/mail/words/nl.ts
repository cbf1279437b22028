import type { MailLanguage } from "../mail-words";

/** The mails' and text messages' words in Dutch. */
export const nl: MailLanguage = {
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
    organizationDeparture: {
      subject: "{{organization}} verlaat Hulppost op {{date}}",
      intro:
        "Een beheerder van {{organization}} heeft gevraagd de organisatie te verwijderen. Op {{date}} worden de organisatie en al haar gegevens (evenementen, inzetten, patiënten, chat) definitief gewist. Tot dan werkt alles zoals voordien en kan een beheerder het vertrek nog annuleren. Je eigen account blijft bestaan.",
      action: "Hulppost openen",
    },
    organizationDepartureCancelled: {
      subject: "{{organization}} blijft op Hulppost",
      intro: "Het vertrek van {{organization}} is geannuleerd. De organisatie en haar gegevens blijven bewaard.",
      action: "Hulppost openen",
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
      intro: "Er is een Hulppost-account voor je aangemaakt. Kies een wachtwoord om je aan te melden.",
      action: "Wachtwoord kiezen",
      outro: "De link is 7 dagen geldig.",
    },
    accountExists: {
      subject: "Je hebt al een Hulppost-account",
      intro:
        "Iemand probeerde met dit e-mailadres een nieuw account aan te maken, maar er bestaat er al een. Meld je aan of stel een nieuw wachtwoord in.",
      action: "Naar de aanmeldpagina",
      outro: "Was jij dit niet? Dan hoef je niets te doen.",
    },
    eventAssigned: {
      subject: "Je bent ingepland: {{event}}",
      intro: "Je bent ingepland als {{post}} voor {{event}} op {{date}} ({{time}}) in {{location}}.",
      action: "Bekijk het evenement",
    },
    eventUnassigned: {
      subject: "Je bent niet meer ingepland: {{event}}",
      intro: "Je staat niet meer ingepland voor {{event}} op {{date}}.",
      action: "Bekijk je evenementen",
    },
    contactMessage: {
      subject: "Nieuw contactbericht van {{name}}",
      intro: "{{name}} ({{email}}, {{organization}}) schreef via het contactformulier:",
    },
  },
};
