import type { MaurerEventType } from "@hulppost/shared/staffing/maurer";
import type { EventRisk } from "@hulppost/shared/staffing/risk";

/** Demo events relative to today: a history of past events and upcoming ones with open posts. */
export interface DemoEvent {
  name: string;
  dayOffset: number;
  durationDays?: number;
  startTime: string;
  endTime: string;
  location: string;
  address: string;
  description: string;
  contact: [name: string, phone: string, email: string];
  hospital: [name: string, address: string, phone: string];
  required: { doctors: number; nurses: number; firstAiders: number; tents: number; ambulances: number };
  /** How many of each post are already filled. */
  filled: { doctors: number; nurses: number; firstAiders: number };
  /** How many caregivers raised a hand without being assigned yet. */
  interested?: number;
  teams?: string[];
  cancelled?: boolean;
  /** Visitors and the kind of event: the demo's patients follow from them (demo-patients.ts). */
  visitors?: number;
  kind?: "city" | "run" | "festival";
  /** The Maurer type of an event with visitors: with them it makes the event's risk (decision 052). */
  eventType?: MaurerEventType;
}

/**
 * The risk of a demo event with visitors: the visitors over the whole event, the busiest day's share at once
 * (a run or a market comes and goes: half), outdoors and standing; alcohol except at a run. The past ones are the
 * history an organisation's own patient rate is learned from; upcoming events have none, for the admin to fill in.
 */
export function demoRisk(demo: DemoEvent): EventRisk | null {
  if (!demo.visitors || !demo.kind || !demo.eventType) return null;
  const days = (demo.durationDays ?? 0) + 1;
  const perDay = Math.round(demo.visitors / days);
  return {
    eventType: demo.eventType,
    attendancePeak: demo.kind === "festival" ? perDay : Math.round(perDay / 2),
    attendanceTotal: demo.visitors,
    indoor: false,
    seated: false,
    alcohol: demo.kind !== "run",
    temperatureC: null,
    humidityPct: null,
    prominentGuests: 0,
    policeRiskOfViolence: false,
  };
}

const UZ_GENT: DemoEvent["hospital"] = ["UZ Gent", "Corneel Heymanslaan 10, 9000 Gent", "+3293320111"];
const AZ_SINT_JAN: DemoEvent["hospital"] = ["AZ Sint-Jan Brugge", "Ruddershove 10, 8000 Brugge", "+3250452111"];
const UZ_LEUVEN: DemoEvent["hospital"] = ["UZ Leuven Gasthuisberg", "Herestraat 49, 3000 Leuven", "+3216332211"];
const ZNA: DemoEvent["hospital"] = ["ZNA Middelheim", "Lindendreef 1, 2020 Antwerpen", "+3232803111"];

export const DEMO_EVENTS: DemoEvent[] = [
  {
    name: "Stadsloop Gent",
    visitors: 6000,
    kind: "run",
    eventType: "cross_country_run",
    dayOffset: -60,
    startTime: "09:00",
    endTime: "14:00",
    location: "Sint-Pietersplein",
    address: "Sint-Pietersplein, 9000 Gent",
    description: "Loopwedstrijd van 5 en 10 km door het centrum. EHBO-post aan de finish.",
    contact: ["Katrien Van Hecke", "+32475112233", "katrien@stadsloopgent.test"],
    hospital: UZ_GENT,
    required: { doctors: 1, nurses: 2, firstAiders: 4, tents: 1, ambulances: 1 },
    filled: { doctors: 1, nurses: 2, firstAiders: 4 },
    teams: ["Finish", "Parcours"],
  },
  {
    name: "Jaarmarkt Mechelen",
    visitors: 20000,
    kind: "city",
    eventType: "street_festival",
    dayOffset: -41,
    startTime: "10:00",
    endTime: "18:00",
    location: "Grote Markt",
    address: "Grote Markt, 2800 Mechelen",
    description: "Jaarmarkt met kermis en optredens.",
    contact: ["Dirk Peeters", "+32476223344", "dirk@mechelen.test"],
    hospital: ZNA,
    required: { doctors: 0, nurses: 1, firstAiders: 3, tents: 1, ambulances: 0 },
    filled: { doctors: 0, nurses: 1, firstAiders: 3 },
  },
  {
    name: "Wielerronde Aalst",
    visitors: 15000,
    kind: "city",
    eventType: "cycle_race",
    dayOffset: -27,
    startTime: "12:00",
    endTime: "18:30",
    location: "Stationsplein",
    address: "Stationsplein, 9300 Aalst",
    description: "Profkoers met publiek langs het parcours; twee posten.",
    contact: ["Geert De Wolf", "+32477334455", "geert@wielerronde.test"],
    hospital: UZ_GENT,
    required: { doctors: 1, nurses: 2, firstAiders: 4, tents: 2, ambulances: 1 },
    filled: { doctors: 1, nurses: 2, firstAiders: 3 },
    teams: ["Aankomst", "Bocht Keizersplein"],
  },
  {
    name: "Zomerfestival Hasselt",
    visitors: 16000,
    kind: "festival",
    eventType: "concert",
    dayOffset: -12,
    durationDays: 1,
    startTime: "14:00",
    endTime: "02:00",
    location: "Kapermolenpark",
    address: "Kapermolenpark, 3500 Hasselt",
    description: "Tweedaags muziekfestival, 8 000 bezoekers per dag. Nachtdienst tot 2 uur.",
    contact: ["Ellen Vos", "+32478445566", "ellen@zomerfestival.test"],
    hospital: UZ_LEUVEN,
    required: { doctors: 2, nurses: 3, firstAiders: 6, tents: 2, ambulances: 2 },
    filled: { doctors: 2, nurses: 3, firstAiders: 6 },
    teams: ["Hoofdpost", "Mobiel team", "Nacht"],
  },
  {
    name: "Scholencross Kortrijk",
    visitors: 2500,
    kind: "run",
    eventType: "cross_country_run",
    dayOffset: -5,
    startTime: "08:30",
    endTime: "13:00",
    location: "Sportcampus Lange Munte",
    address: "Lange Munte, 8500 Kortrijk",
    description: "Veldloop voor lagere en secundaire scholen.",
    contact: ["Tom Desmet", "+32479556677", "tom@scholencross.test"],
    hospital: AZ_SINT_JAN,
    required: { doctors: 0, nurses: 1, firstAiders: 3, tents: 1, ambulances: 0 },
    filled: { doctors: 0, nurses: 1, firstAiders: 2 },
    cancelled: false,
  },
  {
    name: "Marathon van Brugge",
    dayOffset: 4,
    startTime: "08:00",
    endTime: "15:00",
    location: "Markt",
    address: "Markt, 8000 Brugge",
    description: "Marathon en halve marathon; posten aan start, km 21 en finish.",
    contact: ["Sarah Lemmens", "+32470667788", "sarah@marathonbrugge.test"],
    hospital: AZ_SINT_JAN,
    required: { doctors: 2, nurses: 4, firstAiders: 8, tents: 3, ambulances: 2 },
    filled: { doctors: 1, nurses: 2, firstAiders: 5 },
    interested: 3,
    teams: ["Start", "Km 21", "Finish"],
  },
  {
    name: "Stadsfeest Leuven",
    dayOffset: 9,
    startTime: "16:00",
    endTime: "23:59",
    location: "Oude Markt",
    address: "Oude Markt, 3000 Leuven",
    description: "Openluchtconcerten en studentenfeest op de Oude Markt.",
    contact: ["Wim Claes", "+32471778899", "wim@leuven.test"],
    hospital: UZ_LEUVEN,
    required: { doctors: 1, nurses: 3, firstAiders: 6, tents: 2, ambulances: 1 },
    filled: { doctors: 0, nurses: 1, firstAiders: 2 },
    interested: 2,
  },
  {
    name: "Kerstmarkt Gent",
    dayOffset: 16,
    durationDays: 2,
    startTime: "11:00",
    endTime: "22:00",
    location: "Sint-Baafsplein",
    address: "Sint-Baafsplein, 9000 Gent",
    description: "Kerstmarkt over drie dagen met schaatsbaan.",
    contact: ["Leen Bauwens", "+32472889900", "leen@kerstmarktgent.test"],
    hospital: UZ_GENT,
    required: { doctors: 0, nurses: 2, firstAiders: 4, tents: 1, ambulances: 0 },
    filled: { doctors: 0, nurses: 2, firstAiders: 4 },
    teams: ["Schaatsbaan"],
  },
  {
    name: "Nieuwjaarsduik Oostende",
    dayOffset: 41,
    startTime: "10:00",
    endTime: "14:00",
    location: "Strand Zeedijk",
    address: "Albert I-Promenade, 8400 Oostende",
    description: "Nieuwjaarsduik in zee; onderkoeling en hartproblemen verwacht.",
    contact: ["Johan Vandenberghe", "+32473990011", "johan@oostende.test"],
    hospital: AZ_SINT_JAN,
    required: { doctors: 2, nurses: 3, firstAiders: 6, tents: 2, ambulances: 2 },
    filled: { doctors: 0, nurses: 0, firstAiders: 1 },
    interested: 4,
  },
  {
    name: "Carnavalsstoet Aalst",
    dayOffset: 75,
    startTime: "13:00",
    endTime: "20:00",
    location: "Grote Markt",
    address: "Grote Markt, 9300 Aalst",
    description: "Carnavalsstoet met 80 000 bezoekers.",
    contact: ["Geert De Wolf", "+32477334455", "geert@carnaval-aalst.test"],
    hospital: UZ_GENT,
    required: { doctors: 3, nurses: 6, firstAiders: 12, tents: 4, ambulances: 3 },
    filled: { doctors: 0, nurses: 0, firstAiders: 0 },
  },
  {
    // Live while the demo is looked at: yesterday morning until tomorrow night.
    name: "Festival Vijverpark",
    visitors: 30000,
    kind: "festival",
    eventType: "concert",
    dayOffset: -1,
    durationDays: 2,
    startTime: "10:00",
    endTime: "23:00",
    location: "Vijverpark",
    address: "Vijverpark, 8500 Kortrijk",
    description: "Driedaags muziekfestival, 10 000 bezoekers per dag. Hoofdpost bij de ingang.",
    contact: ["Nele Verbeke", "+32475223344", "nele@vijverpark.test"],
    hospital: AZ_SINT_JAN,
    required: { doctors: 1, nurses: 3, firstAiders: 6, tents: 2, ambulances: 1 },
    filled: { doctors: 1, nurses: 3, firstAiders: 6 },
    teams: ["Hoofdpost", "Mobiel team"],
  },
  {
    name: "Rommelmarkt Lier",
    dayOffset: 20,
    startTime: "07:00",
    endTime: "14:00",
    location: "Zimmerplein",
    address: "Zimmerplein, 2500 Lier",
    description: "Afgelast wegens verwachte storm.",
    contact: ["An Smets", "+32474001122", "an@lier.test"],
    hospital: ZNA,
    required: { doctors: 0, nurses: 1, firstAiders: 2, tents: 1, ambulances: 0 },
    filled: { doctors: 0, nurses: 0, firstAiders: 0 },
    cancelled: true,
  },
];
