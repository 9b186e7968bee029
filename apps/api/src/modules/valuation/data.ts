/**
 * Where valuation's data lives. At run time and in tests only committed files are read (`VALUATION_DATASETS_DIR`:
 * the MIT sale file and geo files, plus the derived rent groups next to the model); the raw listing files are
 * read by the training and evaluation scripts only, from the folder they pass in (apps/api/scripts/paths.ts).
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { datasetsDir } from "../../platform/paths.ts";
import { cleanSaleRows, parseCsv, type SaleCleaning } from "./clean.ts";
import { cleanRentRows, type RentCleaning } from "./clean-rent.ts";
import { Gazetteer, readGeo } from "./geo.ts";

export const SALE_FILE = "nigeria_houses_sale.csv";
export const RENT_FILE = "lagos_rent_listings.csv";
/** The committed datasets (apps/api/assets/datasets, ADR 0016). */
export const VALUATION_DATASETS_DIR = datasetsDir;

export function readSale(dataDir: string): SaleCleaning | null {
  const file = join(dataDir, SALE_FILE);
  return existsSync(file) ? cleanSaleRows(parseCsv(readFileSync(file, "utf8"))) : null;
}

/** The rent file is read by the scripts only: its rows are never committed (SOURCES.md). */
export function readRent(dataDir: string): RentCleaning | null {
  const file = join(dataDir, RENT_FILE);
  return existsSync(file) ? cleanRentRows(parseCsv(readFileSync(file, "utf8"))) : null;
}

export function readGazetteer(dataDir: string): Gazetteer {
  return new Gazetteer(readGeo(join(dataDir, "geo")));
}

/** What a script needs from the raw data folder it passed in, said plainly when it is not there. */
export function missingRawFiles(dataDir: string): string {
  return (
    `The raw listing files are missing: ${join(dataDir, SALE_FILE)} and ${join(dataDir, RENT_FILE)} (see SOURCES.md). ` +
    "Training and evaluation need both; the API and its tests do not (they use the committed model and datasets)."
  );
}
