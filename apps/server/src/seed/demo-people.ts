/** The demo organisation's people: a dozen of each qualification, with Flemish and Dutch names. */
export const DEMO_PASSWORD = "demo1234";

export interface DemoPerson {
  email: string;
  firstName: string;
  lastName: string;
  qualification: "doctor" | "nurse" | "first_aider" | null;
  roles: ("super_admin" | "admin" | "hulpverlener" | "organisator")[];
  member: "admin" | "hulpverlener" | null;
  language?: "nl" | "en" | "es" | "fr";
}

export const DEMO_ACCOUNTS: DemoPerson[] = [
  {
    email: "superadmin@demo.test",
    firstName: "Sofie",
    lastName: "Claes",
    qualification: null,
    roles: ["super_admin"],
    member: null,
  },
  {
    email: "admin@demo.test",
    firstName: "Bart",
    lastName: "Wouters",
    qualification: "nurse",
    roles: ["admin"],
    member: "admin",
  },
  {
    email: "hulpverlener@demo.test",
    firstName: "Lotte",
    lastName: "Janssens",
    qualification: "nurse",
    roles: ["hulpverlener"],
    member: "hulpverlener",
  },
  {
    email: "organisator@demo.test",
    firstName: "Pieter",
    lastName: "De Smet",
    qualification: null,
    roles: ["organisator"],
    member: null,
  },
];

const DOCTORS = [
  ["Elise", "Peeters"],
  ["Thomas", "Maes"],
  ["Hanne", "Jacobs"],
  ["Jonas", "Mertens"],
  ["Marie", "Willems"],
  ["Arne", "Goossens"],
  ["Fien", "Dubois"],
  ["Wout", "Lambrechts"],
  ["Nina", "Hermans"],
  ["Ruben", "Aerts"],
  ["Laura", "Van Damme"],
  ["Jens", "Verhoeven"],
] as const;
const NURSES = [
  ["Emma", "Claeys"],
  ["Lucas", "De Vos"],
  ["Julie", "Smets"],
  ["Milan", "Vermeulen"],
  ["Sara", "Pauwels"],
  ["Stijn", "Van den Bossche"],
  ["Lien", "Coppens"],
  ["Bram", "Wuyts"],
  ["Ine", "Segers"],
  ["Kobe", "Michiels"],
  ["Anouk", "Verstraete"],
] as const;
const FIRST_AIDERS = [
  ["Noah", "De Clercq"],
  ["Lisa", "Desmet"],
  ["Daan", "Van Dijk"],
  ["Amber", "Bakker"],
  ["Seppe", "Leroy"],
  ["Jana", "Martens"],
  ["Tuur", "Cools"],
  ["Febe", "Van Acker"],
  ["Mats", "De Backer"],
  ["Roos", "Jansen"],
  ["Vic", "Hendrickx"],
  ["Zoë", "Dewilde"],
] as const;

const slug = (s: string) =>
  s
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z]+/g, "");

const caregiver = (first: string, last: string, qualification: DemoPerson["qualification"]): DemoPerson => ({
  email: `${slug(first)}.${slug(last)}@demo.test`,
  firstName: first,
  lastName: last,
  qualification,
  roles: ["hulpverlener"],
  member: "hulpverlener",
});

/** Twelve doctors, twelve nurses (the demo caregiver is the twelfth) and twelve first aiders. */
export const DEMO_CAREGIVERS: DemoPerson[] = [
  ...DOCTORS.map(([f, l]) => caregiver(f, l, "doctor")),
  ...NURSES.map(([f, l]) => caregiver(f, l, "nurse")),
  ...FIRST_AIDERS.map(([f, l]) => caregiver(f, l, "first_aider")),
];
