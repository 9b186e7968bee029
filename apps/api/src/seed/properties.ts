/**
 * Listings of the demo world (assets/datasets/SOURCES.md): every usable row of nigeria_houses_sale.csv, and the
 * generated rentals built from the committed Lagos rent facts (rentals.ts, ADR 0213). `--scale N` tops the
 * table up to N listings generated from the same rows (price jittered ±15%, marked `generated`), in bulk.
 * Owners are the seeded agents, landlords and developers (people seeder); when none exist yet a few seed
 * owners are created here. Photos are drawn illustrations (illustrations.ts), marked as such.
 * Slugs are deterministic, and inserts skip existing slugs, so running it again changes nothing.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client.ts";
import { properties, propertyImages, users } from "../db/schema/index.ts";
import { createAccount } from "../modules/accounts/builders.ts";
import { locateListing } from "../modules/properties/location.ts";
import { illustrationImages } from "../platform/illustrations.ts";
import { hashPassword } from "../platform/passwords.ts";
import { rng } from "../platform/rng.ts";
import { slugify } from "../platform/slug.ts";
import { type SeedListing, saleListings } from "./listings.ts";
import { demoRentals, distinctCards, readRentFacts } from "./rentals.ts";
import type { Seeder } from "./types.ts";

type NewProperty = typeof properties.$inferInsert;

function description(l: SeedListing) {
  const facts = [
    l.bathrooms ? `${l.bathrooms} bathroom${l.bathrooms === 1 ? "" : "s"}` : null,
    l.toilets ? `${l.toilets} toilet${l.toilets === 1 ? "" : "s"}` : null,
    l.parkingSpaces ? `parking for ${l.parkingSpaces} car${l.parkingSpaces === 1 ? "" : "s"}` : null,
    l.furnished ? "furnished" : null,
    l.serviced ? "serviced" : null,
  ].filter(Boolean);
  return `${l.title[0]?.toUpperCase()}${l.title.slice(1)}, ${l.state}.${facts.length ? ` ${facts.join(", ")}.` : ""} ${l.note ?? "Seeded from public listing data."} Photos are illustrations.`;
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

/** A seed listing's map point (no pins: its town's centre, approximate; ADR 0408). */
function locationOf(l: SeedListing) {
  const at = locateListing({ state: l.state, city: l.city, latitude: null, longitude: null });
  return { locationLat: at.lat, locationLng: at.lng, locationApproximate: at.approximate };
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
        ...locationOf(l),
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
    const images = rows.flatMap((row) =>
      illustrationImages(row.category, Number(row.id), opts.imagesPerListing).map((img) => ({
        ...img,
        propertyId: row.id,
      })),
    );
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
    // The file repeats some listings (same home, town and price, posted again): each is listed once.
    const sale = distinctCards(saleListings(readFileSync(join(dataDir, "nigeria_houses_sale.csv"), "utf8")));
    const rent = demoRentals(sale, readRentFacts(dataDir));
    let added = await insertListings(db, sale, owners, { generated: false, imagesPerListing: 3 });
    added += await insertListings(db, rent, owners, { generated: true, imagesPerListing: 3 });
    if (scale !== null) {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(properties);
      const missing = scale - Number(row?.n ?? 0);
      if (missing > 0) {
        const [g] = await db
          .select({ n: sql<number>`count(*)::int` })
          .from(properties)
          .where(eq(properties.generated, true));
        const extra = generateListings([...sale, ...rent], missing, Number(g?.n ?? 0));
        added += await insertListings(db, extra, owners, { generated: true, imagesPerListing: 1 });
        log(`properties: generated ${extra.length} listings for --scale ${scale}`);
      }
    }
    return `${added} listings added (${sale.length} sale rows, ${rent.length} generated rentals; ${owners.length} owners)`;
  },
};
