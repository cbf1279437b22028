import { plural } from "../../platform/plural";
import type { ProcessingWords } from "./word-types";

const PERIODS = {
  month: { one: "{count} maand", other: "{count} maanden" },
  day: { one: "{count} dag", other: "{count} dagen" },
  hour: { one: "{count} uur", other: "{count} uur" },
} satisfies ProcessingWords["periods"];
const months = (n: number) => plural("nl", n, PERIODS.month);
const hours = (n: number) => plural("nl", n, PERIODS.hour);
const days = (n: number) => plural("nl", n, PERIODS.day);

export const NL: ProcessingWords = {
  title: "Register van verwerkingen",
  file: "verwerkingsregister",
  intro:
    "Wat Hulppost voor de organisatie bewaart, waarom, hoelang en wie het kan zien (art. 30 AVG). Opgemaakt uit de instellingen van de organisatie en de software zelf; te voegen bij het verwerkingsregister en de verwerkersovereenkomst.",
  controller: (organization) =>
    `Verwerkingsverantwoordelijke: ${organization}. Verwerker: de beheerder van deze Hulppost.`,
  generated: (date) => `Opgemaakt op ${date}`,
  labels: {
    data: "Gegevens",
    purpose: "Doel",
    legalBasis: "Rechtsgrond",
    retention: "Bewaartermijn",
    audience: "Wie kan het zien",
    processors: "Verwerkers en ontvangers",
    special: "Bijzondere persoonsgegevens (gezondheid, art. 9 AVG)",
    transfer: "Doorgifte buiten de EER",
    noTransfer: "Geen doorgifte buiten de EER",
    notInUse: "niet in gebruik op deze installatie",
    none: "geen",
    colon: ": ",
  },
  audiences: {
    self: "de persoon zelf",
    hulpverlener: "hulpverleners van de organisatie",
    admin: "beheerders van de organisatie",
    super_admin: "platformbeheerder van Hulppost",
  },
  categories: {
    accounts: {
      title: "Accounts en aanmelden",
      purpose: "Aanmelden, het account beveiligen (wachtwoord, tweestapsverificatie) en het e-mailadres bevestigen.",
      legalBasis:
        "Uitvoering van de overeenkomst (art. 6.1.b AVG); beveiliging als gerechtvaardigd belang (art. 6.1.f).",
      retention: (v) =>
        `Zolang het account bestaat. Een sessie vervalt na ${days(v.sessionDays)} zonder gebruik; bevestigingslinks na 24 uur.`,
    },
    profiles: {
      title: "Profielen van hulpverleners",
      purpose:
        "De hulpverlener kennen en inzetten: contactgegevens, geboortedatum (minderjarigen, leeftijdsregels), kwalificaties en IBAN voor vrijwilligersvergoedingen.",
      legalBasis:
        "Uitvoering van de vrijwilligersovereenkomst (art. 6.1.b AVG); boekhoudplicht voor vergoedingen (art. 6.1.c).",
      retention: () =>
        "Zolang de persoon lid is. Bij het afsluiten van het account worden de gegevens gewist; gewerkte uren blijven onder een schuilnaam.",
    },
    memberships: {
      title: "Lidmaatschappen en rollen",
      purpose: "Bepalen wie tot de organisatie behoort, met welke rol, in welke ploeg, en wie uitgenodigd is.",
      legalBasis: "Uitvoering van de overeenkomst (art. 6.1.b AVG).",
      retention: (v) =>
        `Zolang de persoon lid is. Uitnodigingen vervallen op de datum die de beheerder kiest (hoogstens ${days(v.invitationMaxDays)}).`,
    },
    events: {
      title: "Evenementen, inzetten en uren",
      purpose: "Evenementen plannen, hulpverleners inzetten en gewerkte uren bijhouden voor verslagen en vergoedingen.",
      legalBasis: "Uitvoering van de overeenkomst (art. 6.1.b AVG); boekhoudplicht (art. 6.1.c).",
      retention: () =>
        "Blijft als geschiedenis van de organisatie; wie zijn account afsluit, blijft er enkel onder een schuilnaam in.",
    },
    availability: {
      title: "Interesse en beschikbaarheid",
      purpose: "Weten wie wil en kan helpen bij een evenement, en afwezigheden respecteren bij het plannen.",
      legalBasis: "Uitvoering van de overeenkomst (art. 6.1.b AVG).",
      retention: () => "Zolang de persoon lid is; de persoon kan het zelf aanpassen of wissen.",
    },
    patients: {
      title: "Patiëntendossiers, vitale parameters en foto's",
      purpose: "Zorg verlenen en overdragen, de zorg verantwoorden en het medisch dossier bijhouden.",
      legalBasis:
        "Wettelijke plicht tot het bijhouden van een dossier (art. 6.1.c AVG) en vitaal belang (art. 6.1.d); gezondheidszorg door beroepsgeheim gebonden personen (art. 9.2.h) en vitaal belang (art. 9.2.c).",
      retention: (v) =>
        v.patientMonths === null
          ? "Bewaard tot de organisatie ze verwijdert (instelling: bewaren). De wet op het medisch dossier vraagt 20 jaar (NL) of 30 jaar (BE)."
          : `${months(v.patientMonths)} na het einde van het evenement; daarna elke dag automatisch verwijderd.`,
    },
    incidents: {
      title: "Incidenten en slachtoffers",
      purpose: "Slachtoffers bij een groot incident triëren, volgen en naar een ziekenhuis verdelen.",
      legalBasis: "Vitaal belang (art. 6.1.d en art. 9.2.c AVG); gezondheidszorg (art. 9.2.h).",
      retention: () => "Bewaard tot de organisatie het incident verwijdert.",
    },
    chat: {
      title: "Chat",
      purpose: "Hulpverleners tijdens een evenement onderling laten afstemmen.",
      legalBasis: "Gerechtvaardigd belang: de inzet coördineren (art. 6.1.f AVG).",
      retention: (v) =>
        v.chatDays === null
          ? "Bewaard (instelling: bewaren); bij het afsluiten van een account wordt de tekst van de berichten gewist."
          : `${days(v.chatDays)}; daarna automatisch verwijderd.`,
    },
    sms: {
      title: "Sms",
      purpose: "Hulpverleners per sms oproepen of verwittigen, en de aflevering volgen.",
      legalBasis: "Gerechtvaardigd belang: hulpverleners bereiken (art. 6.1.f AVG).",
      retention: () => "Bewaard als verzendgeschiedenis van de organisatie.",
    },
    locations: {
      title: "Gedeelde locaties",
      purpose: "Tijdens een evenement zien waar hulpverleners zijn, voor hun veiligheid en om de dichtste te sturen.",
      legalBasis:
        "Gerechtvaardigd belang: veiligheid en coördinatie (art. 6.1.f AVG); de hulpverlener zet het delen zelf aan.",
      retention: (v) => `${hours(v.locationHours)} na het einde van het evenement; daarna automatisch verwijderd.`,
    },
    notifications: {
      title: "Meldingen en pushtoestellen",
      purpose: "Meldingen bezorgen op het kanaal dat de persoon kiest (push, sms, e-mail).",
      legalBasis: "Uitvoering van de overeenkomst (art. 6.1.b AVG).",
      retention: (v) =>
        `Zolang het account bestaat; een toestel dat de pushdienst weigert, wordt verwijderd. Live berichten voor toestellen die offline waren: ${hours(v.noticeHours)}.`,
    },
    audit: {
      title: "Auditlog",
      purpose: "Vastleggen wie welke gegevens inkeek, wijzigde of downloadde, om misbruik op te sporen.",
      legalBasis: "Wettelijke plicht tot beveiliging (art. 6.1.c en art. 32 AVG).",
      retention: () => "Bewaard zolang de organisatie bestaat.",
    },
    mail: {
      title: "Uitgaande e-mail",
      purpose: "E-mails (bevestiging, uitnodiging, meldingen) betrouwbaar verzenden en opnieuw proberen.",
      legalBasis: "Uitvoering van de overeenkomst (art. 6.1.b AVG).",
      retention: () => "Bewaard als verzendgeschiedenis; enkel de platformbeheerder kan ze zien.",
    },
    billing: {
      title: "Facturatie en abonnement",
      purpose: "Het abonnement van de organisatie beheren en betalen.",
      legalBasis: "Uitvoering van de overeenkomst (art. 6.1.b AVG); fiscale bewaarplicht (art. 6.1.c).",
      retention: () =>
        "Zolang het abonnement loopt; facturen zo lang als de fiscale wet vraagt (7 jaar), bij de betaaldienst.",
    },
    infrastructure: {
      title: "Materiaal en infrastructuur",
      purpose: "Materiaal, voertuigen en posten plannen en onderhouden.",
      legalBasis: "Gerechtvaardigd belang: de organisatie beheren (art. 6.1.f AVG).",
      retention: () => "Bewaard tot de organisatie het verwijdert.",
    },
    organisation: {
      title: "Organisatie en instellingen",
      purpose: "De organisatie, haar instellingen, behandelsjablonen en exports bijhouden.",
      legalBasis: "Uitvoering van de overeenkomst (art. 6.1.b AVG).",
      retention: () =>
        "Zolang de organisatie bestaat; een export blijft 24 uur beschikbaar. Een verwijderde organisatie is na 30 dagen helemaal weg.",
    },
    operations: {
      title: "Technische werking",
      purpose: "Taken op de achtergrond uitvoeren, misbruik afremmen en contactberichten beantwoorden.",
      legalBasis: "Gerechtvaardigd belang: een veilige, werkende dienst (art. 6.1.f AVG).",
      retention: () => "Tellers voor het afremmen: enkele minuten; afgewerkte taken en contactberichten zolang nodig.",
    },
  },
  processors: {
    mail: {
      name: "E-mailserver (SMTP)",
      service: "Verstuurt e-mails naar hulpverleners en beheerders.",
      transfer: null,
    },
    sms: {
      name: "Twilio Inc.",
      service: "Verstuurt sms'en: gsm-nummer en tekst van het bericht.",
      transfer: "Verenigde Staten: EU-VS-kader voor gegevensbescherming en standaardcontractbepalingen.",
    },
    payments: {
      name: "Stripe Payments Europe Ltd.",
      service: "Betalingen en facturen van het abonnement: naam en e-mailadres van de organisatie.",
      transfer: "Verenigde Staten (Stripe, Inc.): EU-VS-kader voor gegevensbescherming en standaardcontractbepalingen.",
    },
    push: {
      name: "Pushdiensten van de browsers (Google, Mozilla, Apple, Microsoft)",
      service: "Bezorgen meldingen op toestellen; de inhoud is versleuteld, de dienst ziet enkel het toestel.",
      transfer: "Verenigde Staten: EU-VS-kader voor gegevensbescherming.",
    },
    tiles: {
      name: "Kaartserver",
      service: "Levert de kaarttegels; ziet het IP-adres van wie de kaart bekijkt, geen Hulppost-gegevens.",
      transfer: "Verenigd Koninkrijk (OpenStreetMap Foundation): adequaatheidsbesluit van de Europese Commissie.",
    },
  },
  footer: (page, pages) => `Register van verwerkingen · pagina ${page} van ${pages}`,
  periods: PERIODS,
};
