/** Reads the listing files of ../shared/data for training, evaluation and comparables. */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { cleanRentRows, cleanSaleRows, parseCsv, type RentCleaning, type SaleCleaning } from "./clean.ts";
import { Gazetteer, readGeo } from "./geo.ts";

export const SALE_FILE = "nigeria_houses_sale.csv";
export const RENT_FILE = "lagos_rent_listings.csv";

export function readSale(dataDir: string): SaleCleaning | null {
  const file = join(dataDir, SALE_FILE);
  return existsSync(file) ? cleanSaleRows(parseCsv(readFileSync(file, "utf8"))) : null;
}

/** The rent file is read at run time only: its rows are never committed (SOURCES.md). */
export function readRent(dataDir: string): RentCleaning | null {
  const file = join(dataDir, RENT_FILE);
  return existsSync(file) ? cleanRentRows(parseCsv(readFileSync(file, "utf8"))) : null;
}

export function readGazetteer(dataDir: string): Gazetteer {
  return new Gazetteer(readGeo(join(dataDir, "geo")));
}
