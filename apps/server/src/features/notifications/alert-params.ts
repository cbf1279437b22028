import type { Language, Qualification } from "@hulppost/shared/constants";
import { MAIL_MESSAGES } from "../../platform/mail/messages";

/** An event as the alerts about it need it. */
export interface AlertEvent {
  id: string;
  name: string;
  startsAt: Date;
  /** The local start, "HH:MM" or "HH:MM:SS", in the planning time zone. */
  startTime: string;
  location: string | null;
  address: string | null;
}

/** "zaterdag 14 juni": the day of an instant in the planning time zone, in the person's language. */
export function alertDate(language: Language, instant: Date, timeZone: string) {
  return new Intl.DateTimeFormat(language, { weekday: "long", day: "numeric", month: "long", timeZone }).format(
    instant,
  );
}

/** A post (the assignment's qualification) as it reads inside a sentence, as in the mails. */
export const postName = (language: Language, qualification: Qualification) =>
  MAIL_MESSAGES[language].posts[qualification];

/** The page a tap on an alert about an event opens. */
export const eventLink = (eventId: string) => `/dashboard/event-detail?id=${eventId}`;

/**
 * The words' parameters of an alert about a person's shift: the event, their post, the day and
 * start in the planning time zone, and the place (its location, else its address).
 */
export function shiftParams(
  language: Language,
  event: AlertEvent,
  qualification: Qualification | null,
  timeZone: string,
): Record<string, string | null> {
  return {
    event: event.name,
    post: qualification ? postName(language, qualification) : null,
    date: alertDate(language, event.startsAt, timeZone),
    time: event.startTime.slice(0, 5),
    place: event.location ?? event.address ?? null,
  };
}
