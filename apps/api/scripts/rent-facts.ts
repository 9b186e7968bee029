/**
 * `npm run rent-facts -w @ile/api`: rewrites assets/datasets/lagos-rent-facts.json from the Lagos rent file
 * beside the repository (../shared/data/lagos_rent_listings.csv, not committed: no licence) and the committed
 * sale file (`--data <dir>` reads the rent file from another folder, e.g. when the repository is a worktree).
 * Only aggregates are written (ADR 0016); the seed builds demo rentals from them (ADR 0213, 0415).
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { datasetsDir } from "../src/platform/paths.ts";
import { saleListings } from "../src/seed/listings.ts";
import { RENT_FACTS_FILE, rentFacts, rentListings } from "../src/seed/rent-facts.ts";
import { sharedDataDir } from "./paths.ts";
import { runScript } from "./run-script.ts";

await runScript(async () => {
  const { values } = parseArgs({ options: { data: { type: "string" } } });
  const rentFile = join(values.data ? resolve(values.data) : sharedDataDir, "lagos_rent_listings.csv");
  if (!existsSync(rentFile))
    throw new Error(
      `rent-facts needs the Lagos rent file at ${rentFile} (Tonycrux/rent_calculator lagos_rent.csv, commit f54339c2, see assets/datasets/SOURCES.md). The committed ${RENT_FACTS_FILE} stays as it is.`,
    );
  const rent = rentListings(readFileSync(rentFile, "utf8"));
  const sale = saleListings(readFileSync(join(datasetsDir, "nigeria_houses_sale.csv"), "utf8"));
  const facts = rentFacts(
    rent,
    sale,
    "Derived from Tonycrux/rent_calculator lagos_rent.csv (commit f54339c28800f51d114884ca337def982fa550e1) by apps/api/scripts/rent-facts.ts: aggregates only, no listing rows.",
  );
  writeFileSync(join(datasetsDir, RENT_FACTS_FILE), `${JSON.stringify(facts, null, 1)}\n`);
  console.log(
    `${RENT_FACTS_FILE}: ${facts.groups.length} town groups from ${rent.length} rent rows, ${facts.ratios.length} ratios, ${facts.areas?.reduce((n, t) => n + t.areas.length, 0)} neighbourhoods of ${facts.areas?.length} towns`,
  );
});
