import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../db/client";
import { assetUnavailability, eventAssets, events, infrastructureAssets } from "../db/schema/index";
import { addDays } from "../platform/time";

type AssetInsert = typeof infrastructureAssets.$inferInsert;
type Reason = (typeof assetUnavailability.$inferInsert)["reason"];

/**
 * The demo organisation's fleet: three ambulances (one in the garage right now), four tents of
 * different sizes, the equipment a Flemish post takes along and an old ambulance switched off.
 * Maintenance dates are days from today, so the dashboard always has one due and one overdue.
 */
const FLEET: (Omit<AssetInsert, "organizationId" | "lastMaintenanceOn" | "nextMaintenanceOn"> & {
  key: string;
  last?: number;
  next?: number;
})[] = [
  {
    key: "zw1",
    name: "Ziekenwagen 1",
    type: "ambulance",
    description: "Type B-ziekenwagen met brancard, zuurstof en monitor.",
    homeLocation: "Garage Kortrijk, Doorniksesteenweg 12",
    capacity: 2,
    licencePlate: "1-HKP-482",
    vin: "WDB9066331S925371",
    manufacturer: "Mercedes-Benz",
    model: "Sprinter 316 CDI",
    year: 2019,
    last: -170,
    next: 6,
  },
  {
    key: "zw2",
    name: "Ziekenwagen 2",
    type: "ambulance",
    description: "Type B-ziekenwagen, 4×4, ook voor festivalweides.",
    homeLocation: "Garage Kortrijk, Doorniksesteenweg 12",
    capacity: 2,
    licencePlate: "1-TVR-915",
    vin: "WV1ZZZSYZK9031245",
    manufacturer: "Volkswagen",
    model: "Crafter 35 4Motion",
    year: 2021,
    last: -60,
    next: 120,
  },
  {
    key: "zw3",
    name: "Ziekenwagen 3",
    type: "ambulance",
    description: "Reservewagen.",
    homeLocation: "Garage Gent, Port Arthurlaan 5",
    capacity: 1,
    licencePlate: "2-AFB-073",
    vin: "VF1MA000564728193",
    manufacturer: "Renault",
    model: "Master L3H2",
    year: 2016,
    last: -365,
    next: 1,
  },
  {
    key: "zwOld",
    name: "Oude ziekenwagen",
    type: "ambulance",
    description: "Afgeschreven na de keuring; wacht op verkoop.",
    homeLocation: "Garage Gent, Port Arthurlaan 5",
    capacity: 1,
    licencePlate: "HGT-481",
    vin: "WF0XXXTTFX9A12345",
    manufacturer: "Ford",
    model: "Transit",
    year: 2009,
    active: false,
  },
  {
    key: "t33",
    name: "Tent 3×3 EHBO",
    type: "tent",
    description: "Snelopzettent voor een kleine post aan de finish of op het parcours.",
    homeLocation: "Magazijn Kortrijk",
    capacity: 2,
    serialNumber: "PT-33-0417",
    manufacturer: "ProTent",
    model: "Alu 40 3×3",
    year: 2020,
  },
  {
    key: "t46",
    name: "Tent 4×6 hoofdpost",
    type: "tent",
    description: "Hoofdpost met twee behandelplaatsen en een wachtruimte.",
    homeLocation: "Magazijn Kortrijk",
    capacity: 6,
    serialNumber: "MT-46-2215",
    manufacturer: "Mastertent",
    model: "Alu 4×6",
    year: 2018,
  },
  {
    key: "t66",
    name: "Tent 6×6 medische post",
    type: "tent",
    description: "Grote medische post met vloer, verlichting en verwarming.",
    homeLocation: "Magazijn Kortrijk",
    capacity: 10,
    serialNumber: "MT-66-1108",
    manufacturer: "Mastertent",
    model: "Alu 6×6",
    year: 2022,
  },
  {
    key: "t55",
    name: "Opblaastent 5×5",
    type: "tent",
    description: "Opblaasbare tent, in tien minuten recht.",
    homeLocation: "Magazijn Gent",
    capacity: 8,
    serialNumber: "AS-55-0093",
    manufacturer: "Airshelter",
    model: "AS 5×5",
    year: 2017,
  },
  {
    key: "aed1",
    name: "AED 1",
    type: "equipment",
    description: "Batterij en elektroden aan vervanging toe.",
    homeLocation: "Ziekenwagen 1",
    serialNumber: "B21K-03412",
    manufacturer: "Philips",
    model: "HeartStart FRx",
    year: 2018,
    last: -368,
    next: -3,
  },
  {
    key: "aed2",
    name: "AED 2",
    type: "equipment",
    homeLocation: "Magazijn Kortrijk",
    serialNumber: "X15F-118273",
    manufacturer: "ZOLL",
    model: "AED Plus",
    year: 2022,
    last: -320,
    next: 45,
  },
  {
    key: "brancard",
    name: "Schepbrancard",
    type: "equipment",
    homeLocation: "Magazijn Kortrijk",
    serialNumber: "FE-65EXL-7731",
    manufacturer: "Ferno",
    model: "65-EXL",
    year: 2019,
  },
  {
    key: "radios",
    name: "Portofoonset (8 toestellen)",
    type: "equipment",
    description: "Acht portofoons met laadstation en oortjes.",
    homeLocation: "Magazijn Kortrijk",
    capacity: 8,
    serialNumber: "MOT-SET-02",
    manufacturer: "Motorola",
    model: "DP4400e",
    year: 2021,
  },
  {
    key: "iw",
    name: "Interventiewagen",
    type: "vehicle",
    description: "Voor materiaal en een mobiel team op het terrein.",
    homeLocation: "Garage Kortrijk, Doorniksesteenweg 12",
    capacity: 5,
    licencePlate: "1-GJK-226",
    vin: "WV2ZZZ7HZLH034567",
    manufacturer: "Volkswagen",
    model: "Transporter T6.1",
    year: 2020,
    last: -90,
    next: 90,
  },
  {
    key: "gen",
    name: "Stroomgroep 5 kVA",
    type: "other",
    homeLocation: "Magazijn Gent",
    serialNumber: "HON-EU70-55120",
    manufacturer: "Honda",
    model: "EU70is",
    year: 2019,
  },
];

/** Days from today; one ambulance is in the garage right now, so it shows as unavailable. */
const PERIODS: { asset: string; from: number; to: number; reason: Reason; detail: string }[] = [
  { asset: "zw3", from: -2, to: 3, reason: "maintenance", detail: "Grote onderhoudsbeurt en nieuwe remblokken" },
  { asset: "t33", from: -35, to: -33, reason: "repair", detail: "Gescheurd zeil hersteld" },
  { asset: "zw2", from: 30, to: 30, reason: "inspection", detail: "Technische keuring" },
  { asset: "t55", from: 25, to: 28, reason: "loaned", detail: "Uitgeleend aan Rode Kruis Kortrijk" },
];

/**
 * Which assets went and go where. Kept free of conflicts (no asset on two overlapping events, none
 * during its periods); the Marathon and the Stadsfeest still miss a tent or an ambulance, so the
 * dashboard's shortages have something to show.
 */
const ASSIGNMENTS: Record<string, string[]> = {
  "Stadsloop Gent": ["zw1", "t33", "aed1"],
  "Jaarmarkt Mechelen": ["t46"],
  "Wielerronde Aalst": ["zw2", "t33", "t46"],
  "Zomerfestival Hasselt": ["zw1", "zw2", "t66", "t46", "aed2", "radios"],
  "Scholencross Kortrijk": ["t33"],
  "Festival Vijverpark": ["zw1", "t66", "t46", "aed2", "radios", "brancard", "iw"],
  "Marathon van Brugge": ["zw2", "t33", "t46"],
  "Stadsfeest Leuven": ["zw1", "t66"],
  "Kerstmarkt Gent": ["t55"],
};

export async function seedDemoInfrastructure(tx: Db, organizationId: string, adminId: string, today: string) {
  const rows = await tx
    .insert(infrastructureAssets)
    .values(
      FLEET.map(({ key: _key, last, next, ...asset }) => ({
        ...asset,
        organizationId,
        lastMaintenanceOn: last === undefined ? null : addDays(today, last),
        nextMaintenanceOn: next === undefined ? null : addDays(today, next),
        createdBy: adminId,
        updatedBy: adminId,
      })),
    )
    .returning({ id: infrastructureAssets.id, name: infrastructureAssets.name });
  const idOf = new Map(FLEET.map((asset) => [asset.key, rows.find((r) => r.name === asset.name)?.id as string]));

  await tx.insert(assetUnavailability).values(
    PERIODS.map((p) => ({
      organizationId,
      assetId: idOf.get(p.asset) as string,
      startsOn: addDays(today, p.from),
      endsOn: addDays(today, p.to),
      reason: p.reason,
      detail: p.detail,
      createdBy: adminId,
    })),
  );

  const demoEvents = await tx
    .select({ id: events.id, name: events.name })
    .from(events)
    .where(and(eq(events.organizationId, organizationId), inArray(events.name, Object.keys(ASSIGNMENTS))));
  const values = demoEvents.flatMap((event) =>
    (ASSIGNMENTS[event.name] ?? []).map((key) => ({
      organizationId,
      eventId: event.id,
      assetId: idOf.get(key) as string,
      assignedBy: adminId,
    })),
  );
  if (values.length) await tx.insert(eventAssets).values(values);
}
