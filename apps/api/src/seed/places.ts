/**
 * Seeds states and LGAs from the real geo files. An LGA's centre is the mean of its wards' coordinates
 * (SOURCES.md). Upserts by slug, so running it again changes nothing.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { lgas, states } from "../db/schema/index.ts";
import { slugify } from "../platform/slug.ts";
import type { Seeder } from "./types.ts";

interface Ward {
  State: string;
  LGA: string;
  Latitude: number;
  Longitude: number;
}

export function lgaCentres(wards: Ward[]): Map<string, { lat: number; lng: number }> {
  const sums = new Map<string, { lat: number; lng: number; n: number }>();
  for (const w of wards) {
    if (!Number.isFinite(w.Latitude) || !Number.isFinite(w.Longitude)) continue;
    const key = `${w.State}|${w.LGA}`;
    const s = sums.get(key) ?? { lat: 0, lng: 0, n: 0 };
    s.lat += w.Latitude;
    s.lng += w.Longitude;
    s.n += 1;
    sums.set(key, s);
  }
  return new Map([...sums].map(([k, s]) => [k, { lat: s.lat / s.n, lng: s.lng / s.n }]));
}

/** LGA names the geo files misspell, as people write them (issue 38: "Badagary" on the served-areas list). */
export const LGA_SPELLINGS: Record<string, string> = { Badagary: "Badagry" };

export const seedPlaces: Seeder = {
  name: "places",
  async run({ db, dataDir }) {
    const geo = join(dataDir, "geo");
    const stateNames: string[] = JSON.parse(readFileSync(join(geo, "states.json"), "utf8"));
    const lgaNames: Record<string, string[]> = JSON.parse(readFileSync(join(geo, "lgas.json"), "utf8"));
    const centres = lgaCentres(JSON.parse(readFileSync(join(geo, "wards.json"), "utf8")));

    const stateRows = await db
      .insert(states)
      .values(stateNames.map((name) => ({ name, slug: slugify(name) })))
      .onConflictDoUpdate({ target: states.slug, set: { name: sql`excluded.name` } })
      .returning({ id: states.id, name: states.name });
    const stateId = new Map(stateRows.map((s) => [s.name, s.id]));

    const rows = Object.entries(lgaNames).flatMap(([state, names]) =>
      names.map((name) => {
        const c = centres.get(`${state}|${name}`);
        return {
          stateId: stateId.get(state)!,
          name: LGA_SPELLINGS[name] ?? name,
          slug: slugify(LGA_SPELLINGS[name] ?? name),
          latitude: c?.lat ?? null,
          longitude: c?.lng ?? null,
        };
      }),
    );
    await db
      .insert(lgas)
      .values(rows.filter((r) => r.stateId !== undefined))
      .onConflictDoNothing({ target: [lgas.stateId, lgas.slug] });
    return `${stateRows.length} states, ${rows.length} LGAs`;
  },
};
