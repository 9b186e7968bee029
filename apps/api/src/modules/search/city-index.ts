/**
 * The city words of search (platform/language/vocabulary.ts `buildCityIndex`): every LGA and the towns in use
 * (repo.ts `placeNames`) with the valuation gazetteer's neighbourhoods (ADR 0405), rebuilt at most every
 * CITY_INDEX_TTL_MS, the old index serving while a new one loads.
 */
import type { DbOrTx } from "../../db/client.ts";
import { buildCityIndex, type CityIndex } from "../../platform/language/vocabulary.ts";
import { knownNeighbourhoods } from "../valuation/files.ts";
import { placeNames } from "./repo.ts";

const CITY_INDEX_TTL_MS = 10 * 60_000;

export class CityIndexCache {
  private cityIndex: { index: CityIndex; at: number } | null = null;
  private cityIndexLoading: Promise<CityIndex> | null = null;

  constructor(private readonly db: DbOrTx) {}

  /** City words from the data (LGAs, towns in use), rebuilt at most every 10 minutes. */
  async cities(): Promise<CityIndex> {
    const cached = this.cityIndex;
    if (cached && Date.now() - cached.at < CITY_INDEX_TTL_MS) return cached.index;
    if (cached) {
      // Serve the old index while a fresh one loads.
      this.load().catch(() => {});
      return cached.index;
    }
    return this.load();
  }

  private load(): Promise<CityIndex> {
    this.cityIndexLoading ??= placeNames(this.db)
      .then((places) => {
        const index = buildCityIndex({ ...places, neighbourhoods: knownNeighbourhoods() });
        this.cityIndex = { index, at: Date.now() };
        return index;
      })
      .finally(() => {
        this.cityIndexLoading = null;
      });
    return this.cityIndexLoading;
  }
}
