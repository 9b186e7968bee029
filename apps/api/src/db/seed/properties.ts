/**
 * Listings from the real data (SOURCES.md): every usable row of nigeria_houses_sale.csv, and, only at run time
 * when the file is present, the Lagos rent listings (their rows are never committed). `--scale N` tops the
 * table up to N listings generated from the same rows (price jittered ±15%, marked `generated`), in bulk.
 * Owners are the seeded agents, landlords and developers (people seeder); when none exist yet a few seed
 * owners are created here. Photos are the generated placeholders shipped in apps/api/assets/photos.
 * Slugs are deterministic, and inserts skip existing slugs, so running it again changes nothing.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { createAccount } from "../../modules/accounts/builders.ts";
import { hashPassword } from "../../platform/passwords.ts";
import { slugify } from "../../platform/slug.ts";
import type { DbOrTx } from "../client.ts";
import { properties, propertyImages, users } from "../schema/index.ts";
import type { Seeder } from "./types.ts";

type NewProperty = typeof properties.$inferInsert;

export interface SeedListing {
  key: string;
  title: string;
  listingType: "rent" | "sale";
  rentPeriod: "year" | "month" | "night" | null;
  use: "residential" | "commercial";
  category: string;
  propertyType: string;
  address: string;
  city: string;
  state: string;
  bedrooms: number;
  bathrooms: number;
  toilets: number;
  parkingSpaces: number;
  furnished: boolean;
  serviced: boolean;
  amenities: string[];
  /** Naira. */
  price: number;
}

/** Minimal CSV reader (quoted fields, commas and doubled quotes inside quotes). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      row.push(field);
      field = "";
    } else if (c === "\n" || c === "\r") {
      if (c === "\r" && text[i + 1] === "\n") i++;
      row.push(field);
      if (row.some((f) => f !== "")) rows.push(row);
      row = [];
      field = "";
    } else field += c;
  }
  row.push(field);
  if (row.some((f) => f !== "")) rows.push(row);
  return rows;
}

const SALE_CATEGORY: Record<string, string> = {
  "Detached Duplex": "duplex",
  "Semi Detached Duplex": "duplex",
  "Terraced Duplexes": "terrace",
  "Block of Flats": "apartment",
  "Detached Bungalow": "bungalow",
  "Semi Detached Bungalow": "bungalow",
  "Terraced Bungalow": "terrace",
};
const COMMERCIAL = new Set(["shop", "office", "warehouse", "event-centre"]);

/** Sale rows: drop entry errors (under ₦1m or over ₦5bn); the mislabelled "Anambara" state takes the town's usual state. */
export function saleListings(text: string): SeedListing[] {
  const rows = parseCsv(text).slice(1);
  const stateOfTown = new Map<string, Map<string, number>>();
  for (const r of rows) {
    const [, , , , , town = "", state = ""] = r.map((x) => x.trim());
    if (state === "Anambara") continue;
    const m = stateOfTown.get(town) ?? new Map<string, number>();
    m.set(state, (m.get(state) ?? 0) + 1);
    stateOfTown.set(town, m);
  }
  const out: SeedListing[] = [];
  rows.forEach((r, i) => {
    const [bed, bath, toil, park, type = "", town = "", rawState = "", rawPrice] = r.map((x) => x.trim());
    const price = Number(rawPrice);
    const category = SALE_CATEGORY[type];
    if (!category || !town || !Number.isFinite(price) || price < 1_000_000 || price > 5_000_000_000) return;
    let state = rawState;
    if (state === "Anambara") {
      const m = stateOfTown.get(town);
      if (!m) return;
      state = [...m].sort((a, b) => b[1] - a[1])[0]?.[0] ?? "";
      if (!state) return;
    }
    const bedrooms = Number(bed) || 0;
    out.push({
      key: `s${i}`,
      title: `${bedrooms} bedroom ${type.replace(/Duplexes$/, "Duplex").toLowerCase()} for sale in ${town}`,
      listingType: "sale",
      rentPeriod: null,
      use: "residential",
      category,
      propertyType: type.replace(/Duplexes$/, "Duplex"),
      address: `${town}, ${state}`,
      city: town,
      state,
      bedrooms,
      bathrooms: Number(bath) || 0,
      toilets: Number(toil) || 0,
      parkingSpaces: Number(park) || 0,
      furnished: false,
      serviced: false,
      amenities: [],
      price,
    });
  });
  return out;
}

function rentCategory(type: string, bedrooms: number): string | null {
  const t = type.toLowerCase();
  if (t.includes("self contain")) return "self-contain";
  if (t.includes("mini flat")) return "mini-flat";
  if (t.includes("flat") || t.includes("apartment")) return "apartment";
  if (t.includes("terrace")) return "terrace";
  if (t.includes("duplex")) return "duplex";
  if (t.includes("bungalow")) return "bungalow";
  if (t.includes("shop")) return "shop";
  if (t.includes("office") || t.includes("commercial")) return "office";
  if (t.includes("warehouse")) return "warehouse";
  if (t.includes("event")) return "event-centre";
  if (t.includes("hotel") || t.includes("short let")) return "short-let";
  if (t.includes("land")) return "land";
  if (t.includes("house")) return bedrooms >= 4 ? "duplex" : "bungalow";
  return null;
}

/** Rent rows (run time only): price text with its period; per-sqm, blank and zero prices are skipped. */
export function rentListings(text: string): SeedListing[] {
  const out: SeedListing[] = [];
  parseCsv(text)
    .slice(1)
    .forEach((r, i) => {
      const [title = "", priceText = "", , location = "", bed, bath, toil, status = ""] = r.map((x) =>
        x.trim(),
      );
      const m = priceText.replace(/,/g, "").match(/^(\d+(?:\.\d+)?)\s*\/\s*(year|month|day)$/i);
      if (!m) return;
      const price = Number(m[1]);
      if (!(price >= 10_000 && price <= 2_000_000_000)) return;
      const period = (m[2] ?? "").toLowerCase();
      const words = location.split(/\s+/).filter(Boolean);
      if (words.length < 2 || words[words.length - 1] !== "Lagos") return;
      const town = words[words.length - 2] as string;
      const bedrooms = Number(bed) || 0;
      const type =
        title
          .replace(/^\d+\s+bedroom\s+/i, "")
          .split(/\s+for rent/i)[0]
          ?.trim() || "House";
      const category = rentCategory(type, bedrooms);
      if (!category) return;
      out.push({
        key: `r${i}`,
        title: `${bedrooms > 0 ? `${bedrooms} bedroom ` : ""}${type.toLowerCase()} for rent in ${town}`,
        listingType: "rent",
        rentPeriod: period === "day" ? "night" : (period as "year" | "month"),
        use: COMMERCIAL.has(category) ? "commercial" : "residential",
        category,
        propertyType: type,
        address: location,
        city: town,
        state: "Lagos",
        bedrooms,
        bathrooms: Number(bath) || 0,
        toilets: Number(toil) || 0,
        parkingSpaces: 0,
        furnished: /furnished/i.test(status),
        serviced: /serviced/i.test(status),
        amenities: /newly built/i.test(status) ? ["Newly built"] : [],
        price,
      });
    });
  return out;
}

/** Deterministic PRNG (mulberry32), so generated sets are the same on every run. */
export function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PHOTO_OF: Record<string, string> = {
  apartment: "flat",
  "mini-flat": "flat",
  "self-contain": "flat",
  duplex: "duplex",
  terrace: "terrace",
  bungalow: "bungalow",
  land: "land",
  shop: "shop",
  office: "office",
  warehouse: "office",
  "event-centre": "office",
  "short-let": "short-let",
};
const PHOTO_CYCLE = ["duplex", "bungalow", "flat", "terrace"];

function description(l: SeedListing) {
  const facts = [
    l.bathrooms ? `${l.bathrooms} bathroom${l.bathrooms === 1 ? "" : "s"}` : null,
    l.toilets ? `${l.toilets} toilet${l.toilets === 1 ? "" : "s"}` : null,
    l.parkingSpaces ? `parking for ${l.parkingSpaces} car${l.parkingSpaces === 1 ? "" : "s"}` : null,
    l.furnished ? "furnished" : null,
    l.serviced ? "serviced" : null,
  ].filter(Boolean);
  return `${l.title[0]?.toUpperCase()}${l.title.slice(1)}, ${l.state}.${facts.length ? ` ${facts.join(", ")}.` : ""} Seeded from public listing data; photos are placeholders.`;
}

const SEED_OWNERS = [
  ["agent", "Tunde", "Bakare"],
  ["agent", "Ngozi", "Eze"],
  ["landlord", "Musa", "Abdullahi"],
  ["landlord", "Funke", "Adeyemi"],
  ["developer", "Emeka", "Nwosu"],
] as const;

async function ownerIds(db: DbOrTx): Promise<number[]> {
  const find = () =>
    db
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          inArray(users.role, ["agent", "landlord", "developer"]),
          eq(users.status, "active"),
          isNull(users.deletedAt),
        ),
      )
      .orderBy(users.id);
  let rows = await find();
  if (rows.length === 0) {
    const passwordHash = await hashPassword(`seed-${Math.random().toString(36).slice(2)}-owner-Pass!`);
    for (const [role, firstName, lastName] of SEED_OWNERS) {
      await createAccount(db, {
        email: `${slugify(`${firstName}.${lastName}`)}@owners.seed.ile.ng`,
        password: "",
        passwordHash,
        role,
        firstName,
        lastName,
        profile: { city: "Lagos", state: "Lagos" },
      });
    }
    rows = await find();
  }
  return rows.map((r) => r.id);
}

export async function insertListings(
  db: DbOrTx,
  listings: SeedListing[],
  owners: number[],
  opts: { generated: boolean; imagesPerListing: number; now?: number },
): Promise<number> {
  const now = opts.now ?? Date.UTC(2026, 10, 1);
  let inserted = 0;
  for (let start = 0; start < listings.length; start += 1000) {
    const chunk = listings.slice(start, start + 1000);
    const values: NewProperty[] = chunk.map((l, j) => {
      const i = start + j;
      const r = rng(i + (opts.generated ? 7_000_000 : 1))();
      const created = new Date(now - Math.floor(r * 365 * 86_400_000));
      return {
        slug: `${slugify(l.title).slice(0, 70)}-${l.key}`,
        ownerId: owners[i % owners.length] as number,
        title: l.title[0]?.toUpperCase() + l.title.slice(1),
        description: description(l),
        price: Math.round(l.price * 100),
        listingType: l.listingType,
        rentPeriod: l.rentPeriod,
        use: l.use,
        category: l.category,
        propertyType: l.propertyType,
        address: l.address,
        city: l.city,
        state: l.state,
        bedrooms: l.bedrooms,
        bathrooms: l.bathrooms,
        toilets: l.toilets,
        parkingSpaces: l.parkingSpaces,
        furnished: l.furnished,
        serviced: l.serviced,
        amenities: l.amenities,
        featured: !opts.generated && i % 97 === 0,
        generated: opts.generated,
        views: Math.floor(r * 400),
        createdAt: created,
        updatedAt: created,
      };
    });
    const rows = await db
      .insert(properties)
      .values(values)
      .onConflictDoNothing({ target: properties.slug })
      .returning({ id: properties.id, category: properties.category });
    inserted += rows.length;
    const images = rows.flatMap((row, k) => {
      const first = PHOTO_OF[row.category] ?? "duplex";
      return Array.from({ length: opts.imagesPerListing }, (_, n) => {
        const photo = n === 0 ? first : (PHOTO_CYCLE[(k + n) % PHOTO_CYCLE.length] as string);
        const key = `/api/photos/placeholder-${photo}`;
        return {
          propertyId: row.id,
          url: `${key}-1280.webp`,
          storageKey: key,
          widths: [320, 640, 1280],
          position: n,
          isCover: n === 0,
          alt: "Placeholder photo",
        };
      });
    });
    if (images.length > 0) await db.insert(propertyImages).values(images);
  }
  return inserted;
}

/** `count` listings drawn from `base` (same distributions), price ±15%, deterministic. */
export function generateListings(base: SeedListing[], count: number, from = 0): SeedListing[] {
  const out: SeedListing[] = [];
  for (let i = from; i < from + count; i++) {
    const rand = rng(i * 2654435761);
    const src = base[Math.floor(rand() * base.length)] as SeedListing;
    const price = Math.max(10_000, Math.round((src.price * (0.85 + rand() * 0.3)) / 1000) * 1000);
    out.push({ ...src, key: `g${i}`, price });
  }
  return out;
}

export const seedProperties: Seeder = {
  name: "properties",
  async run({ db, dataDir, scale, log }) {
    const owners = await ownerIds(db);
    const sale = saleListings(readFileSync(join(dataDir, "nigeria_houses_sale.csv"), "utf8"));
    const rentFile = join(dataDir, "lagos_rent_listings.csv");
    const rent = existsSync(rentFile) ? rentListings(readFileSync(rentFile, "utf8")) : [];
    const real = [...sale, ...rent];
    let added = await insertListings(db, real, owners, { generated: false, imagesPerListing: 3 });
    if (scale !== null) {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(properties);
      const missing = scale - Number(row?.n ?? 0);
      if (missing > 0) {
        const [g] = await db
          .select({ n: sql<number>`count(*)::int` })
          .from(properties)
          .where(eq(properties.generated, true));
        const extra = generateListings(real, missing, Number(g?.n ?? 0));
        added += await insertListings(db, extra, owners, { generated: true, imagesPerListing: 1 });
        log(`properties: generated ${extra.length} listings for --scale ${scale}`);
      }
    }
    return `${added} listings added (${sale.length} sale rows, ${rent.length} rent rows available; ${owners.length} owners)`;
  },
};
