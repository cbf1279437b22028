import type { Language } from "@hulppost/shared/constants";
import type { NotificationKind } from "@hulppost/shared/notifications";
import { fill } from "../../platform/mail/render";
import { type Plural, pluralForm } from "../../platform/plural";

/**
 * The words of an alert, per language: a title and a line, as a phone's lock screen shows them.
 * A lock screen is public (decision 046): a clinical alert names the post and the score, never a
 * patient's name or a measured value. Variants are keyed `kind` or `kind.variant`.
 */
type Words = Record<string, { title: string | Plural; body: string }>;

const nl: Words = {
  clinical: {
    title: "Klinisch alarm · {{post}}",
    body: "Een patiënt op {{post}} heeft NEWS2 {{score}}. Open het dossier.",
  },
  "clinical.sms": {
    title: "",
    body: "Hulppost: klinisch alarm op {{post}}, NEWS2 {{score}}, nog door niemand geopend. Open de app.",
  },
  observationDue: {
    title: "Controle nodig · {{post}}",
    body: "De volgende meting van een patiënt die je registreerde is aan de beurt.",
  },
  "shiftReminder.24h": {
    title: "Morgen: {{event}}",
    body: "Je inzet als {{post}} begint {{date}} om {{time}}, {{place}}.",
  },
  "shiftReminder.2h": { title: "Over 2 uur: {{event}}", body: "Je inzet als {{post}} begint om {{time}}, {{place}}." },
  "eventChanged.time": { title: "Nieuw tijdstip: {{event}}", body: "Je inzet is nu op {{date}}, {{time}}." },
  "eventChanged.place": { title: "Nieuwe plaats: {{event}}", body: "Je inzet is nu op {{place}}." },
  "eventChanged.post": { title: "Andere post: {{event}}", body: "Je staat nu ingepland als {{post}}." },
  "eventChanged.cancelled": {
    title: "Geannuleerd: {{event}}",
    body: "{{event}} op {{date}} gaat niet door. Je inzet vervalt.",
  },
  "assignment.assigned": {
    title: "Ingepland: {{event}}",
    body: "Je bent ingepland als {{post}} op {{date}} om {{time}}.",
  },
  "assignment.unassigned": {
    title: "Niet meer ingepland: {{event}}",
    body: "Je staat niet meer ingepland voor {{event}} op {{date}}.",
  },
  "vacancy.one": { title: "Nieuwe vacature: {{event}}", body: "{{date}} om {{time}}: er is nog een {{post}} nodig." },
  "vacancy.many": {
    title: { one: "{{count}} nieuwe vacature", other: "{{count}} nieuwe vacatures" },
    body: "Onder meer {{event}} op {{date}}. Bekijk welke bij je passen.",
  },
  mention: { title: "{{author}} heeft je vermeld", body: "In {{channel}}. Open de chat om te antwoorden." },
  accountClosed: {
    title: "Account gesloten · {{organization}}",
    body: "{{person}} heeft het account gesloten. De inzetten en uren blijven onder die naam in de geschiedenis.",
  },
  "accountClosed.erased": {
    title: "Persoon gewist · {{organization}}",
    body: "{{person}} is gewist. De inzetten en uren blijven onder die naam in de geschiedenis.",
  },
  test: { title: "Meldingen werken", body: "Dit toestel krijgt voortaan de meldingen van Hulppost." },
};

const en: Words = {
  clinical: {
    title: "Clinical alert · {{post}}",
    body: "A patient at {{post}} has a NEWS2 of {{score}}. Open the record.",
  },
  "clinical.sms": {
    title: "",
    body: "Hulppost: clinical alert at {{post}}, NEWS2 {{score}}, not opened by anyone yet. Open the app.",
  },
  observationDue: {
    title: "Observations due · {{post}}",
    body: "A patient you registered is due for their next set of observations.",
  },
  "shiftReminder.24h": {
    title: "Tomorrow: {{event}}",
    body: "Your shift as {{post}} starts {{date}} at {{time}}, {{place}}.",
  },
  "shiftReminder.2h": { title: "In 2 hours: {{event}}", body: "Your shift as {{post}} starts at {{time}}, {{place}}." },
  "eventChanged.time": { title: "New time: {{event}}", body: "Your shift is now on {{date}}, {{time}}." },
  "eventChanged.place": { title: "New place: {{event}}", body: "Your shift is now at {{place}}." },
  "eventChanged.post": { title: "New position: {{event}}", body: "You are now scheduled as {{post}}." },
  "eventChanged.cancelled": {
    title: "Cancelled: {{event}}",
    body: "{{event}} on {{date}} will not take place. Your shift is cancelled.",
  },
  "assignment.assigned": {
    title: "Scheduled: {{event}}",
    body: "You are scheduled as {{post}} on {{date}} at {{time}}.",
  },
  "assignment.unassigned": {
    title: "No longer scheduled: {{event}}",
    body: "You are no longer scheduled for {{event}} on {{date}}.",
  },
  "vacancy.one": { title: "New vacancy: {{event}}", body: "{{date}} at {{time}}: a {{post}} is still needed." },
  "vacancy.many": {
    title: { one: "{{count}} new vacancy", other: "{{count}} new vacancies" },
    body: "Including {{event}} on {{date}}. See which ones suit you.",
  },
  mention: { title: "{{author}} mentioned you", body: "In {{channel}}. Open the chat to reply." },
  accountClosed: {
    title: "Account closed · {{organization}}",
    body: "{{person}} closed their account. Their shifts and hours stay in the history under that name.",
  },
  "accountClosed.erased": {
    title: "Person erased · {{organization}}",
    body: "{{person}} was erased. Their shifts and hours stay in the history under that name.",
  },
  test: { title: "Notifications work", body: "This device will now receive notifications from Hulppost." },
};

const es: Words = {
  clinical: {
    title: "Alerta clínica · {{post}}",
    body: "Un paciente en {{post}} tiene un NEWS2 de {{score}}. Abre la historia.",
  },
  "clinical.sms": {
    title: "",
    body: "Hulppost: alerta clínica en {{post}}, NEWS2 {{score}}, nadie la ha abierto aún. Abre la app.",
  },
  observationDue: {
    title: "Control pendiente · {{post}}",
    body: "Toca la siguiente medición de un paciente que registraste.",
  },
  "shiftReminder.24h": {
    title: "Mañana: {{event}}",
    body: "Tu turno como {{post}} empieza el {{date}} a las {{time}}, {{place}}.",
  },
  "shiftReminder.2h": {
    title: "Dentro de 2 horas: {{event}}",
    body: "Tu turno como {{post}} empieza a las {{time}}, {{place}}.",
  },
  "eventChanged.time": { title: "Nuevo horario: {{event}}", body: "Tu turno es ahora el {{date}}, {{time}}." },
  "eventChanged.place": { title: "Nuevo lugar: {{event}}", body: "Tu turno es ahora en {{place}}." },
  "eventChanged.post": { title: "Nuevo puesto: {{event}}", body: "Ahora estás asignado/a como {{post}}." },
  "eventChanged.cancelled": {
    title: "Cancelado: {{event}}",
    body: "{{event}} del {{date}} no se celebrará. Tu turno queda anulado.",
  },
  "assignment.assigned": {
    title: "Asignado/a: {{event}}",
    body: "Estás asignado/a como {{post}} el {{date}} a las {{time}}.",
  },
  "assignment.unassigned": {
    title: "Ya no estás asignado/a: {{event}}",
    body: "Ya no estás asignado/a a {{event}} el {{date}}.",
  },
  "vacancy.one": { title: "Nueva vacante: {{event}}", body: "{{date}} a las {{time}}: aún falta {{post}}." },
  "vacancy.many": {
    title: { one: "{{count}} vacante nueva", many: "{{count}} vacantes nuevas", other: "{{count}} vacantes nuevas" },
    body: "Entre ellas, {{event}} el {{date}}. Mira cuáles te vienen bien.",
  },
  mention: { title: "{{author}} te ha mencionado", body: "En {{channel}}. Abre el chat para responder." },
  accountClosed: {
    title: "Cuenta cerrada · {{organization}}",
    body: "{{person}} ha cerrado su cuenta. Sus turnos y horas siguen en el historial con ese nombre.",
  },
  "accountClosed.erased": {
    title: "Persona borrada · {{organization}}",
    body: "Se han borrado los datos de {{person}}. Sus turnos y horas siguen en el historial con ese nombre.",
  },
  test: {
    title: "Las notificaciones funcionan",
    body: "Este dispositivo recibirá a partir de ahora las notificaciones de Hulppost.",
  },
};

const fr: Words = {
  clinical: {
    title: "Alerte clinique · {{post}}",
    body: "Un patient au {{post}} a un NEWS2 de {{score}}. Ouvrez le dossier.",
  },
  "clinical.sms": {
    title: "",
    body: "Hulppost : alerte clinique au {{post}}, NEWS2 {{score}}, que personne n’a encore ouverte. Ouvrez l’app.",
  },
  observationDue: {
    title: "Surveillance à faire · {{post}}",
    body: "C’est l’heure de la prochaine mesure d’un patient que vous avez enregistré.",
  },
  "shiftReminder.24h": {
    title: "Demain : {{event}}",
    body: "Votre service comme {{post}} commence le {{date}} à {{time}}, {{place}}.",
  },
  "shiftReminder.2h": {
    title: "Dans 2 heures : {{event}}",
    body: "Votre service comme {{post}} commence à {{time}}, {{place}}.",
  },
  "eventChanged.time": {
    title: "Nouvel horaire : {{event}}",
    body: "Votre service a maintenant lieu le {{date}}, {{time}}.",
  },
  "eventChanged.place": { title: "Nouveau lieu : {{event}}", body: "Votre service a maintenant lieu à {{place}}." },
  "eventChanged.post": {
    title: "Nouveau poste : {{event}}",
    body: "Vous êtes maintenant affecté(e) comme {{post}}.",
  },
  "eventChanged.cancelled": {
    title: "Annulé : {{event}}",
    body: "{{event}} du {{date}} n’aura pas lieu. Votre service est annulé.",
  },
  "assignment.assigned": {
    title: "Affecté(e) : {{event}}",
    body: "Vous êtes affecté(e) comme {{post}} le {{date}} à {{time}}.",
  },
  "assignment.unassigned": {
    title: "Affectation retirée : {{event}}",
    body: "Vous n’êtes plus affecté(e) à {{event}} le {{date}}.",
  },
  "vacancy.one": {
    title: "Nouvelle place vacante : {{event}}",
    body: "{{date}} à {{time}} : il manque encore un {{post}}.",
  },
  "vacancy.many": {
    title: {
      one: "{{count}} nouvelle place vacante",
      many: "{{count}} nouvelles places vacantes",
      other: "{{count}} nouvelles places vacantes",
    },
    body: "Dont {{event}} le {{date}}. Voyez celles qui vous conviennent.",
  },
  mention: { title: "{{author}} vous a mentionné(e)", body: "Dans {{channel}}. Ouvrez le chat pour répondre." },
  accountClosed: {
    title: "Compte fermé · {{organization}}",
    body: "{{person}} a fermé son compte. Ses services et ses heures restent dans l’historique sous ce nom.",
  },
  "accountClosed.erased": {
    title: "Personne effacée · {{organization}}",
    body: "{{person}} a été effacé(e). Ses services et ses heures restent dans l’historique sous ce nom.",
  },
  test: {
    title: "Les notifications fonctionnent",
    body: "Cet appareil recevra désormais les notifications de Hulppost.",
  },
};

export const ALERT_WORDS: Record<Language, Words> = { nl, en, es, fr };

/** The title and line of an alert in a language; `variant` picks e.g. `shiftReminder.2h`. */
export function alertText(
  language: Language,
  kind: NotificationKind,
  params: Record<string, string | number | null>,
  variant?: string,
): { title: string; body: string } {
  const words = ALERT_WORDS[language];
  const key = variant ? `${kind}.${variant}` : kind;
  const chosen = words[key] ?? words[kind];
  if (!chosen) throw new Error(`No words for alert ${key}`);
  const values = Object.fromEntries(Object.entries(params).map(([k, v]) => [k, v === null ? "—" : String(v)]));
  // A title that shows a count has a form per plural category (decision 062).
  const title =
    typeof chosen.title === "string" ? chosen.title : pluralForm(language, Number(params.count ?? 0), chosen.title);
  return { title: fill(title, values), body: fill(chosen.body, values) };
}
