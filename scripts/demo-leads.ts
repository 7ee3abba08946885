// `npm run demo:leads -- <database file> [count]`: fills a database with a realistic 300 leads over
// the last 12 weeks, for screenshots and the staff benchmarks: names with accents, phones and
// emails, every service (emergencies after storms), one in six in Spanish from the Spanish pages,
// photos on about a third, ads and referrers, call-backs kept and missed, and outcomes (won with a
// job value, lost with a reason). Most have a street address; one in twelve is a returning customer
// (an earlier lead's phone written another way, another address), each joined to its customer. The same leads every run (a seeded random), dated from now.
// Migrates the file first; adds to what is there.
import sharp from "sharp";

import { callbackDueAt } from "../app/clock/business-time";
import { attachLeadToCustomer } from "../app/customers/customer-intake.server";
import { openDatabase } from "../db/connection";
import { migrateToLatest } from "../db/migrate";
import type { LostReason, NewLead } from "../db/schema";

const [file, countArg] = process.argv.slice(2);
if (!file) {
  console.error("Usage: npm run demo:leads -- <database file> [count]");
  process.exit(2);
}
const count = Number(countArg ?? 300);
const WEEKS = 12;
const MINUTE = 60_000;

// mulberry32: small, seeded, good enough to spread demo data.
let seed = 20261125;
function random() {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
const chance = (probability: number) => random() < probability;

const firstNames = [
  "José",
  "María",
  "Renée",
  "Zoë",
  "Chloé",
  "Andrés",
  "Björn",
  "Jessica",
  "Michael",
  "Ashley",
  "Darnell",
  "Nguyễn",
  "Siobhán",
  "Tyler",
  "Brittany",
  "Héctor",
  "Kayla",
  "Ramón",
  "Linda",
  "Wei",
];
const lastNames = [
  "García",
  "Hernández",
  "O'Brien",
  "Smith",
  "Johnson",
  "Núñez",
  "Williams",
  "Brown",
  "Peña",
  "Davis",
  "Müller",
  "Thompson",
  "Rodríguez",
  "Nguyen",
  "Castañeda",
  "Miller",
  "Wilson",
  "Martínez",
  "Anderson",
  "Dubois",
];
const services = [
  ["tree-removal", 30],
  ["tree-trimming", 25],
  ["stump-removal", 15],
  ["emergency-tree-service", 12],
  ["tree-health", 8],
  ["land-clearing", 10],
] as const;
const messages: Record<string, string[]> = {
  "tree-removal": [
    "Big dead oak leaning toward the house, need it gone before it falls.",
    "Two hackberries by the fence line, can you quote removal?",
    "Pecan tree roots are lifting the driveway.",
  ],
  "tree-trimming": [
    "Limbs over the roof and touching the power line to the garage.",
    "Live oak needs a good trim, it's blocking the street light.",
    "Crape myrtles and two elms, yearly pruning please.",
  ],
  "stump-removal": ["Three stumps left from last year, want the yard flat for sod.", "One large stump near the patio."],
  "emergency-tree-service": [
    "Storm knocked a limb onto the roof, water coming in!",
    "Tree down across the driveway, can't get the car out.",
    "Big branch on the power line after last night's wind.",
  ],
  "tree-health": [
    "Leaves browning early on our oak, worried about oak wilt.",
    "Fungus growing at the base of the maple.",
  ],
  "land-clearing": [
    "Clearing 2 acres of cedar for a barn pad near Lorena.",
    "Lot in Hewitt needs brush and small trees cleared.",
  ],
};
// About one lead in six comes from the Spanish pages, in Spanish.
const spanishMessages = [
  "Un encino grande se inclina hacia la casa después de la tormenta.",
  "Necesito quitar dos tocones del patio de atrás.",
  "Se cayó una rama sobre la cerca, ¿pueden venir hoy?",
  "Quisiera un presupuesto para podar los nogales.",
];
const spanishPages = ["/es", "/es/contacto", "/es/servicios/quitar-arboles", "/es/servicios/emergencias-24-horas"];
// Where visits come from: ads, search, social, direct.
const sources: Array<{
  weight: number;
  utmSource?: string;
  utmMedium?: string;
  utmCampaign?: string;
  referrer?: string;
}> = [
  { weight: 30, referrer: "https://www.google.com/" },
  { weight: 22, utmSource: "google", utmMedium: "cpc", utmCampaign: "tree-removal-waco" },
  { weight: 12, utmSource: "facebook", utmMedium: "paid-social", utmCampaign: "storm-season" },
  { weight: 8, referrer: "https://www.bing.com/" },
  { weight: 6, referrer: "https://nextdoor.com/" },
  { weight: 6, utmSource: "gbp", utmMedium: "organic" },
  { weight: 16 },
];
const pages = [
  "/",
  "/contact",
  "/services/tree-removal",
  "/services/emergency-tree-service",
  "/services/tree-trimming",
];
const lostReasons: LostReason[] = [
  "price",
  "price",
  "timing",
  "no-answer",
  "no-answer",
  "out-of-area",
  "not-a-fit",
  "other",
];

const streets = [
  "Austin Ave",
  "Bosque Blvd",
  "Sanger Ave",
  "N 18th St",
  "Lake Shore Dr",
  "Hewitt Dr",
  "Valley Mills Dr",
];

/** Where lead `index` is: a street address in Waco, or none (one in five). */
function demoAddress(index: number) {
  if (index % 5 === 4) return null;
  return `${100 + ((index * 37) % 8900)} ${streets[index % streets.length]}, Waco, TX 7671${index % 3}`;
}

/** Every twelfth lead comes back: an earlier lead's phone, written 254.555.0123. */
function returningPhone(index: number, phones: string[]) {
  const earlier = index % 12 === 11 ? phones[index - 7] : undefined;
  return earlier && `${earlier.slice(0, 3)}.${earlier.slice(3, 6)}.${earlier.slice(6)}`;
}

function weighted<T extends { weight: number }>(items: readonly T[]) {
  let left = random() * items.reduce((sum, item) => sum + item.weight, 0);
  return items.find((item) => (left -= item.weight) < 0) ?? items[0]!;
}

/** A small photo of "a tree" (a gradient with a trunk), a JPEG as the site stores them. */
async function demoPhoto(index: number) {
  const hue = (index * 47) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480"><rect width="640" height="480" fill="hsl(${hue},40%,70%)"/><rect x="290" y="220" width="60" height="260" fill="#5b3a1e"/><circle cx="320" cy="180" r="150" fill="hsl(110,45%,${30 + (index % 20)}%)"/></svg>`;
  const data = await sharp(Buffer.from(svg)).jpeg({ quality: 70 }).toBuffer();
  const thumbnail = await sharp(data).resize(240).jpeg({ quality: 60 }).toBuffer();
  return { data, thumbnail };
}

const { db } = openDatabase(file);
await migrateToLatest(db);
const now = Date.now();
const callbackMinutes = 60;
let photos = 0;
const phones: string[] = [];
for (let index = 0; index < count; index++) {
  // More leads lately, and bursts of emergencies after three storms.
  const age = Math.pow(random(), 1.3) * WEEKS * 7 * 24 * 60 * MINUTE;
  const createdAt = new Date(now - age);
  const service =
    index % 25 === 0 ? "emergency-tree-service" : weighted(services.map(([slug, weight]) => ({ slug, weight }))).slug;
  const first = pick(firstNames);
  const last = pick(lastNames);
  const due = callbackDueAt(createdAt, service, callbackMinutes);
  const source = weighted(sources);
  const isOld = age > 2 * 24 * 60 * MINUTE;
  // Most old leads were called (often late); some were never called at all.
  const called = isOld ? chance(0.88) : chance(0.45);
  const calledAt = called ? new Date(Math.min(now, due.getTime() + (random() - 0.6) * 6 * 60 * MINUTE)) : null;
  const closed = called && isOld && chance(0.75);
  const won = closed && chance(0.45);
  const spanish = chance(0.16);
  const lead: NewLead = {
    name: `${first} ${last}`,
    phone: `254${String(5550000 + Math.floor(random() * 9999)).padStart(7, "0")}`,
    address: demoAddress(index),
    email: chance(0.9)
      ? `${first}.${last}`
          .normalize("NFD")
          .replace(/[^\w.]/g, "")
          .toLowerCase() + "@example.com"
      : null,
    service,
    message: chance(0.85) ? (spanish ? pick(spanishMessages) : pick(messages[service] ?? [""])) : "",
    language: spanish ? "es" : "en",
    createdAt: createdAt.toISOString(),
    callbackDueAt: due.toISOString(),
    isContacted: called ? 1 : 0,
    contactedAt: calledAt && calledAt > createdAt ? calledAt.toISOString() : called ? createdAt.toISOString() : null,
    sourcePage: spanish ? pick(spanishPages) : pick(pages),
    referrer: source.referrer ?? null,
    utmSource: source.utmSource ?? null,
    utmMedium: source.utmMedium ?? null,
    utmCampaign: source.utmCampaign ?? null,
    outcome: closed ? (won ? "won" : "lost") : "open",
    jobValueCents: won ? Math.round((300 + random() * 4200) / 25) * 2500 : null,
    lostReason: closed && !won ? pick(lostReasons) : null,
    outcomeAt: closed ? new Date(createdAt.getTime() + (2 + random() * 10) * 24 * 60 * MINUTE).toISOString() : null,
  };
  phones.push(lead.phone);
  lead.phone = returningPhone(index, phones) ?? lead.phone;
  const stored = await db.insertInto("leads").values(lead).returningAll().executeTakeFirstOrThrow();
  await attachLeadToCustomer(db, stored, createdAt);
  const { id } = stored;
  if (chance(0.33)) {
    const howMany = 1 + Math.floor(random() * 3);
    for (let n = 1; n <= howMany; n++) {
      const { data, thumbnail } = await demoPhoto(index + n);
      await db
        .insertInto("leadPhotos")
        .values({
          leadId: id,
          contentType: "image/jpeg",
          size: data.length,
          fileName: `photo-${n}.jpg`,
          originalName: `IMG_${4000 + index * 3 + n}.jpg`,
          data,
          thumbnail,
          createdAt: lead.createdAt,
        })
        .execute();
      photos++;
    }
  }
}
await db.destroy();
console.log(`Added ${count} demo leads over ${WEEKS} weeks (${photos} photos) to ${file}`);
