/**
 * Demo developer projects (ADR 0250), built from the seeded listings: for each of a few towns with the most sale
 * listings, one project whose unit types are that town's commonest listing types at their median asking price.
 * They are demonstrations, not real developments: `demo = true`, the name and description say so, and the web
 * labels them. Photos are the shipped placeholders. Idempotent through `seed_key`.
 */
import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client.ts";
import { projectImages, projects, projectUnitTypes, users } from "../db/schema/index.ts";
import { createAccount } from "../modules/accounts/builders.ts";
import { illustrationImages } from "../platform/illustrations.ts";
import { hashPassword } from "../platform/passwords.ts";
import { slugify } from "../platform/slug.ts";
import type { Seeder } from "./types.ts";

const STATUSES = ["off_plan", "under_construction", "completed"] as const;
const PROJECT_KINDS = ["duplex", "terrace", "apartment", "bungalow"];
const TOWNS = 6;
const UNITS_PER_PROJECT = 3;

async function developerIds(db: DbOrTx): Promise<number[]> {
  const find = async () =>
    (
      await db
        .select({ id: users.id })
        .from(users)
        .where(sql`${users.role} = 'developer' and ${users.status} = 'active' and ${users.deletedAt} is null`)
        .orderBy(users.id)
        .limit(10)
    ).map((r) => r.id);
  let ids = await find();
  if (ids.length === 0) {
    await createAccount(db, {
      email: "demo.developer@owners.seed.ile.ng",
      password: "",
      passwordHash: await hashPassword(`seed-${Math.random().toString(36).slice(2)}-developer-Pass!`),
      role: "developer",
      firstName: "Demo",
      lastName: "Developer",
      profile: { city: "Lagos", state: "Lagos", companyName: "Demo developer (seed data)" },
    });
    ids = await find();
  }
  return ids;
}

interface TownUnits {
  city: string;
  state: string;
  units: Array<{ type: string; bedrooms: number; median: number; n: number }>;
}

/** The towns with the most real sale listings and, in each, the commonest types with their median price (kobo). */
async function townUnits(db: DbOrTx): Promise<TownUnits[]> {
  const rows = (
    await db.execute(sql`
    with towns as (
      select city, state from properties
      where listing_type = 'sale' and generated = false and deleted_at is null
      group by city, state order by count(*) desc, city limit ${TOWNS}
    )
    select p.city, p.state, p.property_type as type, p.bedrooms,
      percentile_disc(0.5) within group (order by p.price) as median, count(*)::int as n
    from properties p join towns t on t.city = p.city and t.state = p.state
    where p.listing_type = 'sale' and p.generated = false and p.deleted_at is null
    group by p.city, p.state, p.property_type, p.bedrooms
    order by p.city, count(*) desc, p.property_type, p.bedrooms`)
  ).rows as Array<{
    city: string;
    state: string;
    type: string;
    bedrooms: number;
    median: number | string;
    n: number;
  }>;
  const byTown = new Map<string, TownUnits>();
  for (const r of rows) {
    const key = `${r.city}|${r.state}`;
    const town = byTown.get(key) ?? { city: r.city, state: r.state, units: [] };
    if (town.units.length < UNITS_PER_PROJECT)
      town.units.push({ type: r.type, bedrooms: r.bedrooms, median: Number(r.median), n: r.n });
    byTown.set(key, town);
  }
  return [...byTown.values()];
}

export const seedProjects: Seeder = {
  name: "projects",
  async run({ db }) {
    const towns = await townUnits(db);
    if (towns.length === 0) return "no seeded sale listings to build demo projects from";
    const developers = await developerIds(db);
    let added = 0;
    for (const [i, town] of towns.entries()) {
      const seedKey = `demo-project-${slugify(`${town.city}-${town.state}`)}`;
      const status = STATUSES[i % STATUSES.length] as (typeof STATUSES)[number];
      const [row] = await db
        .insert(projects)
        .values({
          ownerId: developers[i % developers.length] as number,
          name: `${town.city} homes (demo project)`,
          description:
            `A demonstration project, not a real development. Its unit types are the commonest homes for sale in ` +
            `${town.city}, ${town.state} in the seeded public listing data, priced at their median asking price ` +
            `(${town.units.map((u) => `${u.n} listings of ${u.bedrooms} bedroom ${u.type.toLowerCase()}`).join("; ")}). ` +
            "Photos are placeholders.",
          status,
          state: town.state,
          city: town.city,
          address: `${town.city}, ${town.state}`,
          paymentPlan:
            status === "completed"
              ? "Demo: outright payment, or 50% deposit and the balance within 6 months."
              : "Demo: 30% deposit, the balance in equal monthly instalments until completion.",
          completionDate:
            status === "completed" ? "2025-06-30" : `${2027 + (i % 2)}-${i % 2 ? "03" : "12"}-31`,
          demo: true,
          seedKey,
        })
        .onConflictDoNothing({ target: projects.seedKey })
        .returning({ id: projects.id });
      if (!row) continue;
      added += 1;
      await db.insert(projectUnitTypes).values(
        town.units.map((u, position) => ({
          projectId: row.id,
          name: `${u.bedrooms} bedroom ${u.type.toLowerCase()}`,
          bedrooms: u.bedrooms,
          price: u.median,
          position,
        })),
      );
      await db.insert(projectImages).values(
        illustrationImages(PROJECT_KINDS[i % PROJECT_KINDS.length] as string, i, 3).map((img) => ({
          ...img,
          projectId: row.id,
        })),
      );
    }
    const [{ n } = { n: 0 }] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(projects)
      .where(eq(projects.demo, true));
    return `${added} demo projects added (${n} in all)`;
  },
};
