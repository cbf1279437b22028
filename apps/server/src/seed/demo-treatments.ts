import type { BuiltInCategory } from "@hulppost/shared/treatments";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { type TemplateMedication, treatmentCategories, treatmentTemplates } from "../db/schema/index";

interface DemoTemplate {
  name: string;
  /** A built-in key, or the name of the demo organisation's own category. */
  category: BuiltInCategory | string;
  description: string;
  steps: string[];
  medications?: TemplateMedication[];
  equipment: string[];
}

/** An own category beside the built-ins, so the demo shows both kinds. */
const OWN_CATEGORY = "Omgeving";

const paracetamol: TemplateMedication = {
  name: "Paracetamol",
  dosage: "1 g",
  frequency: "max. 4× per dag",
  route: "oraal",
};

/** A handful of protocols a Flemish first-aid post uses every summer, in plain Dutch. */
const TEMPLATES: DemoTemplate[] = [
  {
    name: "Enkelverstuiking (RICE)",
    category: "trauma",
    description: "Enkeltrauma zonder duidelijke breuk: RICE en beoordeling met de Ottawa-enkelregels.",
    steps: [
      "Laat de patiënt zitten en de enkel niet belasten (rust).",
      "Koel 20 minuten met een coldpack in een doek, nooit rechtstreeks op de huid (ijs).",
      "Leg een elastisch drukverband aan van de tenen tot boven de enkel en controleer de doorbloeding (compressie).",
      "Leg het been hoger dan het hart (elevatie).",
      "Kan de patiënt geen vier stappen zetten of is er drukpijn op de enkelknobbel: doorverwijzen voor een röntgenfoto.",
    ],
    medications: [paracetamol],
    equipment: ["Coldpack", "Elastische zwachtel 8 cm", "Driehoeksverband"],
  },
  {
    name: "Hyperventilatie",
    category: "respiratory",
    description: "Snel en diep ademen door angst of stress, met tintelingen en een licht gevoel in het hoofd.",
    steps: [
      "Breng de patiënt naar een rustige plek, weg van omstanders.",
      "Stel gerust, praat rustig en leg uit wat er gebeurt.",
      "Laat traag ademen: 4 tellen in, 6 tellen uit, samen met de hulpverlener.",
      "Meet ademfrequentie, saturatie en pols om astma, hartproblemen of hypoglykemie uit te sluiten.",
      "Laat niet in een zak ademen.",
    ],
    equipment: ["Saturatiemeter"],
  },
  {
    name: "Hypoglykemie",
    category: "emergency",
    description: "Te lage bloedsuiker (onder 4 mmol/l), vaak bij diabetes: zweten, beven, verwardheid.",
    steps: [
      "Meet de bloedsuiker.",
      "Bij bewustzijn en kan slikken: geef 15 à 20 g snelle suikers (druivensuiker of suikerhoudende frisdrank).",
      "Meet na 15 minuten opnieuw en herhaal zolang de waarde onder 4 mmol/l blijft.",
      "Geef daarna trage koolhydraten, zoals een boterham of een koek.",
      "Bewusteloos of kan niet slikken: niets via de mond, stabiele zijligging en bel 112.",
    ],
    medications: [
      {
        name: "Glucose (druivensuiker)",
        dosage: "15–20 g",
        frequency: "na 15 min herhalen indien nodig",
        route: "oraal",
      },
      { name: "Glucagon", dosage: "1 mg", frequency: "eenmalig", route: "intramusculair" },
    ],
    equipment: ["Glucosemeter", "Teststrips en lancetten", "Druivensuiker"],
  },
  {
    name: "Wespensteek",
    category: OWN_CATEGORY,
    description: "Lokale reactie op een wespen- of bijensteek; let op tekenen van een allergische reactie.",
    steps: [
      "Bij een bijensteek: schraap de angel weg met een bankkaart, knijp er niet in.",
      "Koel de plek 10 tot 20 minuten.",
      "Steek in mond of keel: laat op ijs zuigen, volg de ademhaling op en bel 112 bij zwelling.",
      "Zwelling van het gezicht, benauwdheid, netelroos of duizeligheid: bel 112 en help met de eigen adrenalinepen.",
    ],
    medications: [{ name: "Cetirizine", dosage: "10 mg", frequency: "eenmalig", route: "oraal" }],
    equipment: ["Coldpack", "Pincet"],
  },
  {
    name: "Brandwonde eerste graad",
    category: "trauma",
    description: "Rode, pijnlijke huid zonder blaren, bijvoorbeeld door een barbecue of de zon.",
    steps: [
      "Koel meteen 20 minuten met lauw stromend water.",
      "Verwijder ringen, horloges en kleding rond de wonde, tenzij ze vastkleven.",
      "Dek af met een steriel, niet-klevend kompres.",
      "Groter dan de handpalm, of in gezicht, handen, voeten, gewrichten of geslachtsdelen: doorverwijzen naar een arts.",
    ],
    medications: [paracetamol],
    equipment: ["Brandwondengel", "Steriele niet-klevende kompressen"],
  },
  {
    name: "Oververhitting",
    category: OWN_CATEGORY,
    description: "Hittestuwing bij warm weer: hoofdpijn, misselijkheid, zweten, een warme huid.",
    steps: [
      "Breng de patiënt naar de schaduw of een koele tent en laat liggen.",
      "Maak knellende kleding los en koel met natte doeken en een ventilator.",
      "Geef bij bewustzijn kleine slokjes water of een sportdrank.",
      "Meet de temperatuur; boven 40 °C of verward: bel 112 en koel verder.",
    ],
    equipment: ["Thermometer", "Koelwaterzakken", "Ventilator"],
  },
];

/** The demo organisation's treatment templates, in its built-in categories and one of its own. */
export async function seedDemoTreatments(tx: Db, organizationId: string, adminId: string) {
  const [own] = await tx
    .insert(treatmentCategories)
    .values({ organizationId, name: OWN_CATEGORY })
    .returning({ id: treatmentCategories.id });
  const categories = await tx
    .select({ id: treatmentCategories.id, builtIn: treatmentCategories.builtIn })
    .from(treatmentCategories)
    .where(eq(treatmentCategories.organizationId, organizationId));
  const idOf = (category: string) =>
    category === OWN_CATEGORY ? own?.id : categories.find((c) => c.builtIn === category)?.id;
  await tx.insert(treatmentTemplates).values(
    TEMPLATES.map((template) => {
      const categoryId = idOf(template.category);
      if (!categoryId) throw new Error(`demo category ${template.category} missing`);
      return {
        organizationId,
        categoryId,
        name: template.name,
        description: template.description,
        steps: template.steps,
        medications: template.medications ?? [],
        equipment: template.equipment,
        createdBy: adminId,
        updatedBy: adminId,
      };
    }),
  );
}
