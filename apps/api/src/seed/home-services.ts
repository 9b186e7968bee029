/**
 * Demo home-services providers and building-materials sellers (issue 20, ADRs 0300, 0301). Providers of every
 * trade in Lagos, Abuja and Port Harcourt (some KYC-verified), three verified sellers listing the committed
 * materials catalogue (`building-materials.json`, sample prices) with small regional differences. Idempotent:
 * rows carry a `seed_key`, accounts are found by email before they are made. Demo providers and sellers have no
 * phone number (issue 34, ADR 0300 addendum): Nigeria publishes no fictitious range, and an invented number in a
 * real mobile range could be someone's; the pages show no call link without one. A database seeded before that
 * has its demo numbers cleared on the next run.
 *
 * Long because it is data: the names, areas, every trade's speciality and price range and the three sellers are
 * written out here (about 150 of its lines); finding or making the accounts and the seeding itself are the rest.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { PROVIDER_CATEGORIES, type ProviderCategory } from "@ile/contract";
import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client.ts";
import { users } from "../db/schema/index.ts";
import { createAccount } from "../modules/accounts/builders.ts";
import { hashPassword } from "../platform/passwords.ts";
import { insertProvider } from "../services/providers/repo.ts";
import { insertProduct } from "../services/store/repo.ts";
import { joinedAt } from "./people.ts";
import type { Seeder } from "./types.ts";

/** Providers' join days are drawn like demo people's, from numbers no demo person has. */
const PROVIDER_JOIN_OFFSET = 1_000_000;

const AREAS = [
  { state: "Lagos", city: "Lekki", areas: ["Ajah", "Victoria Island", "Ikoyi"] },
  { state: "Lagos", city: "Ikeja", areas: ["Maryland", "Ogba", "Allen"] },
  { state: "Lagos", city: "Surulere", areas: ["Yaba", "Ebute Metta"] },
  { state: "Federal Capital Territory", city: "Garki", areas: ["Wuse", "Asokoro"] },
  { state: "Federal Capital Territory", city: "Gwarinpa", areas: ["Kubwa", "Jabi"] },
  { state: "Rivers", city: "Port Harcourt", areas: ["GRA", "Rumuola", "Trans-Amadi"] },
] as const;

const FIRST = [
  "Tunde",
  "Chinedu",
  "Aisha",
  "Emeka",
  "Funmi",
  "Ibrahim",
  "Ngozi",
  "Segun",
  "Halima",
  "Obinna",
  "Bola",
  "Musa",
];
const LAST = [
  "Adeyemi",
  "Okafor",
  "Bello",
  "Eze",
  "Balogun",
  "Yusuf",
  "Nwosu",
  "Ogunleye",
  "Abubakar",
  "Okoro",
  "Ibe",
  "Lawal",
];

const TRADE: Record<ProviderCategory, { speciality: string; min: number; max: number; licence?: string }> = {
  electrician: {
    speciality: "House wiring, inverter and solar backup, fault finding",
    min: 10000,
    max: 150000,
  },
  plumber: {
    speciality: "Leak repair, pumping machines, bathroom and kitchen fittings",
    min: 8000,
    max: 120000,
  },
  architect: {
    speciality: "Residential design, building plan approval drawings",
    min: 250000,
    max: 3000000,
    licence: "ARCON/A",
  },
  surveyor: {
    speciality: "Perimeter survey, survey plans, site setting out",
    min: 150000,
    max: 900000,
    licence: "SURCON/",
  },
  lawyer: {
    speciality: "Property due diligence, deeds of assignment, C of O",
    min: 100000,
    max: 1500000,
    licence: "SCN",
  },
  engineer: {
    speciality: "Structural design and site supervision",
    min: 200000,
    max: 2500000,
    licence: "COREN/R.",
  },
  carpenter: {
    speciality: "Roofing trusses, doors, wardrobes and kitchen cabinets",
    min: 15000,
    max: 600000,
  },
  mason: { speciality: "Block laying, plastering, fences and foundations", min: 20000, max: 800000 },
  tiler: { speciality: "Floor and wall tiling, interlocking paving", min: 15000, max: 400000 },
  painter: {
    speciality: "Interior and exterior painting, textured finishes, screeding",
    min: 20000,
    max: 500000,
  },
  welder: { speciality: "Burglary proofs, gates, staircases and railings", min: 15000, max: 700000 },
  roofer: { speciality: "Longspan and stone-coated roofing, leak repair", min: 30000, max: 1500000 },
  "ac-technician": { speciality: "Split AC installation, servicing and gas refill", min: 8000, max: 90000 },
  "solar-installer": { speciality: "Solar panels, batteries and inverter systems", min: 50000, max: 4000000 },
  "borehole-driller": {
    speciality: "Borehole drilling, water treatment, overhead tanks",
    min: 300000,
    max: 2500000,
  },
  "interior-designer": {
    speciality: "Living rooms, kitchens, POP ceilings and lighting",
    min: 100000,
    max: 3000000,
  },
  cleaner: { speciality: "Post-construction and move-in cleaning", min: 15000, max: 150000 },
  "pest-control": {
    speciality: "Fumigation against termites, rodents and mosquitoes",
    min: 15000,
    max: 120000,
  },
  landscaper: { speciality: "Lawns, flowerbeds, compound trees and irrigation", min: 20000, max: 400000 },
  mover: { speciality: "House moving, packing and van hire within the state", min: 40000, max: 350000 },
};

const SELLERS = [
  {
    key: "lagos",
    first: "Kola",
    last: "Building Supplies",
    state: "Lagos",
    city: "Ikeja",
    address: "14 Oba Akran Avenue, Ikeja",
    factor: 1,
  },
  {
    key: "abuja",
    first: "Sani",
    last: "Materials Depot",
    state: "Federal Capital Territory",
    city: "Garki",
    address: "Plot 22, Area 11, Garki",
    factor: 1.04,
  },
  {
    key: "ph",
    first: "Tamuno",
    last: "Hardware",
    state: "Rivers",
    city: "Port Harcourt",
    address: "31 Ikwerre Road, Port Harcourt",
    factor: 1.06,
  },
] as const;

interface CatalogueItem {
  name: string;
  category: string;
  unit: string;
  price: number;
  details: string;
}

async function accountFor(
  db: DbOrTx,
  email: string,
  hash: string,
  first: string,
  last: string,
  profile: Record<string, unknown>,
): Promise<number> {
  const [found] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (found) return found.id;
  const { user } = await createAccount(db, {
    email,
    password: "",
    passwordHash: hash,
    role: "tenant",
    firstName: first,
    lastName: last,
    phone: null,
    profile,
  });
  return user.id;
}

/** Numbers an earlier seed invented (in real mobile ranges) on demo providers, sellers and their products. */
async function clearDemoPhones(db: DbOrTx) {
  await db.execute(sql`update service_providers set phone = null, phone2 = null
    where demo and (phone is not null or phone2 is not null)`);
  await db.execute(sql`update store_products set phone = '' where sample and phone <> ''`);
  await db.execute(sql`update users set phone = null
    where phone is not null and (email like '%@providers.seed.ile.ng' or email like '%@store.seed.ile.ng')`);
}

export const seedHomeServices: Seeder = {
  name: "home-services",
  async run({ db, dataDir }) {
    const hash = await hashPassword(`seed-${Math.random().toString(36).slice(2)}-provider-Pass!`);
    let providers = 0;
    let created = 0;
    let i = 0;
    for (const category of PROVIDER_CATEGORIES) {
      const trade = TRADE[category];
      // Two providers per trade in Lagos (one in Lekki), one in Abuja and one in Port Harcourt.
      for (const area of [AREAS[i % 3]!, AREAS[0]!, AREAS[3 + (i % 2)]!, AREAS[5]!]) {
        const n = providers + i;
        const first = FIRST[n % FIRST.length]!;
        const last = LAST[(n * 7 + 3) % LAST.length]!;
        const key = `provider-${category}-${area.city.toLowerCase().replaceAll(" ", "-")}-${providers % 4}`;
        const verified = n % 3 !== 2;
        const userId = await accountFor(
          db,
          `${key}@providers.seed.ile.ng`,
          hash,
          first,
          last,
          verified
            ? { verifiedAt: new Date(), state: area.state, city: area.city }
            : { state: area.state, city: area.city },
        );
        const years = 3 + ((n * 5) % 18);
        const id = await insertProvider(
          db,
          userId,
          {
            name: `${first} ${last} ${category === "lawyer" ? "& Co." : "Services"}`,
            category,
            speciality: trade.speciality,
            state: area.state,
            city: area.city,
            serviceAreas: [...area.areas],
            email: `${key}@providers.seed.ile.ng`,
            phone: null,
            phone2: null,
            pricing: "",
            priceMinKobo: trade.min * 100,
            priceMaxKobo: trade.max * 100,
            experienceYears: years,
            bio: `${first} has ${years} years of experience as a ${category.replaceAll("-", " ")} in ${area.city} and nearby areas (${area.areas.join(", ")}). Demo profile (seed data).`,
            licenceBody: trade.licence
              ? (
                  { architect: "ARCON", surveyor: "SURCON", lawyer: "NBA", engineer: "COREN" } as Record<
                    string,
                    string
                  >
                )[category]!
              : null,
            licenceNumber: trade.licence ? `${trade.licence}${1000 + n}` : null,
            availability: n % 2 ? "Mon–Sat, 8am–6pm" : "Mon–Fri, 9am–5pm; emergencies any day",
            bankName: null,
            accountNumber: null,
            paymentMethod: "Bank transfer or cash",
          },
          // On Ile since a day of the months before the seed (issue 38: every provider had joined "today").
          { key, demo: true, createdAt: joinedAt(PROVIDER_JOIN_OFFSET + n) },
        );
        if (id !== null) created += 1;
        providers += 1;
      }
      i += 1;
    }

    const catalogue = JSON.parse(readFileSync(join(dataDir, "building-materials.json"), "utf8")) as {
      products: CatalogueItem[];
    };
    let products = 0;
    for (const s of SELLERS) {
      const sellerId = await accountFor(db, `seller-${s.key}@store.seed.ile.ng`, hash, s.first, s.last, {
        verifiedAt: new Date(),
        state: s.state,
        city: s.city,
        companyName: `${s.first} ${s.last} (seed data)`,
      });
      for (const [j, item] of catalogue.products.entries()) {
        // Prices round to ₦50; a few items carry a discount; stock varies by item.
        const price = Math.round((item.price * s.factor) / 50) * 50;
        const id = await insertProduct(
          db,
          sellerId,
          {
            name: item.name,
            category: item.category,
            priceKobo: price * 100,
            discount: (j + s.key.length) % 5 === 0 ? 5 + (j % 3) * 5 : 0,
            quantity: item.price > 100000 ? 5 + (j % 7) : 200 + ((j * 37) % 800),
            unit: item.unit,
            state: s.state,
            city: s.city,
            address: s.address,
            details: item.details, // the `sample` flag makes the pages say "Sample price (demo data)", once
            phone: "",
            payOnDelivery: s.key !== "ph",
          },
          { key: `material-${s.key}-${j}` },
        );
        if (id !== null) products += 1;
      }
    }
    await clearDemoPhones(db);
    return `${created} new providers, ${products} new products`;
  },
};
