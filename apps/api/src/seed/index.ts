/** Runs every area's seeder in order (foundations first). Seeds and test builders share this code. */
import type { Database } from "../db/client.ts";
import { seedAuctions } from "./auctions.ts";
import { seedCommunity } from "./community.ts";
import { seedHomeServices } from "./home-services.ts";
import { seedPeople, seedSearchTerms } from "./people.ts";
import { seedPlaces } from "./places.ts";
import { seedProjects } from "./projects.ts";
import { seedProperties } from "./properties.ts";
import type { Seeder } from "./types.ts";

export const seeders: Seeder[] = [seedPlaces, seedPeople, seedProperties, seedSearchTerms];
// Demo projects and auctions are built from the seeded listings, so they run after them.
seeders.push(seedProjects, seedAuctions);
// Groups, articles and sample notices (one sample caveat sits on a seeded listing).
seeders.push(seedCommunity);
seeders.push(seedHomeServices);

export async function seed(
  database: Database,
  opts: { dataDir: string; scale?: number | null; log?: (line: string) => void },
): Promise<void> {
  const log = opts.log ?? (() => {});
  for (const seeder of seeders) {
    const started = performance.now();
    const summary = await seeder.run({
      db: database.db,
      dataDir: opts.dataDir,
      scale: opts.scale ?? null,
      log,
    });
    log(`seed ${seeder.name}: ${summary ?? "done"} (${Math.round(performance.now() - started)} ms)`);
  }
}
