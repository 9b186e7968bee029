/**
 * Valuation at request time (issue 8): the committed model file, the places it knows, comparables from Ile's own
 * listings, the committed sale file and the rent file's committed group medians (nothing outside the repository).
 * Everything is loaded once, on first use, so start-up stays fast.
 */
import { existsSync, readFileSync } from "node:fs";
import { valuationMessages } from "@ile/contract";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../platform/errors.ts";
import { nameKey, type Purpose } from "./clean.ts";
import { readGazetteer, readSale, VALUATION_DATASETS_DIR } from "./data.ts";
import {
  ACCURACY_FILE,
  ESTIMATE_FIGURES,
  indexListings,
  type Keyed,
  type Loaded,
  MODEL_FILE,
  RENT_GROUPS_FILE,
  REQUEST_TYPES,
  roundEstimate,
  type ValuationRequest,
} from "./files.ts";
import { displayState } from "./geo.ts";
import { groupListings, type RentGroup } from "./groups.ts";
import { featurize, type ModelFile, predict } from "./model.ts";
import { NeighbourhoodIndex } from "./neighbourhoods.ts";
import { nearestOwnListings, type OwnListingRow } from "./repo.ts";
import { locate } from "./train.ts";

type OwnRow = OwnListingRow;

/** Ile's own listings change slowly next to valuation traffic: their lookups are kept for a minute. */
const OWN_TTL_MS = 60_000;
const OWN_MAX = 1000;

export class ValuationService {
  private loaded: Loaded | null = null;
  private readonly ownCache = new Map<string, { at: number; rows: Promise<OwnRow[]> }>();

  constructor(private readonly db: Db) {}

  get ready() {
    return existsSync(MODEL_FILE);
  }

  load(): Loaded {
    if (this.loaded) return this.loaded;
    const model = JSON.parse(readFileSync(MODEL_FILE, "utf8")) as ModelFile;
    const gaz = readGazetteer(VALUATION_DATASETS_DIR);
    const accuracy = existsSync(ACCURACY_FILE) ? JSON.parse(readFileSync(ACCURACY_FILE, "utf8")) : {};
    const sale = readSale(VALUATION_DATASETS_DIR)?.rows ?? [];
    const rent = existsSync(RENT_GROUPS_FILE)
      ? groupListings(JSON.parse(readFileSync(RENT_GROUPS_FILE, "utf8")) as RentGroup[])
      : [];
    const towns = { sale: new Map<string, string[]>(), rent: new Map<string, string[]>() };
    for (const purpose of ["sale", "rent"] as const) {
      const seen = new Map<string, Set<string>>();
      for (const info of Object.values(model[purpose].tables.towns)) {
        const state = displayState(info.state);
        const set = seen.get(state) ?? new Set<string>();
        set.add(info.name);
        seen.set(state, set);
      }
      for (const [state, set] of seen)
        towns[purpose].set(
          state,
          [...set].sort((a, b) => a.localeCompare(b)),
        );
    }
    this.loaded = {
      model,
      gaz,
      accuracy,
      listings: { sale: indexListings(gaz, sale), rent: indexListings(gaz, rent) },
      places: {
        sale: new NeighbourhoodIndex(model.sale.tables),
        rent: new NeighbourhoodIndex(model.rent.tables),
      },
      towns,
    };
    return this.loaded;
  }

  options() {
    const { model, gaz, accuracy, towns } = this.load();
    return {
      purposes: (["sale", "rent"] as const).map((purpose) => ({
        purpose,
        period: purpose === "rent" ? ("year" as const) : null,
        property_types: REQUEST_TYPES[purpose].map((t) => t.label),
        states: [...towns[purpose].entries()]
          .sort((a, b) => a[0].localeCompare(b[0]))
          .map(([state, list]) => ({
            state,
            towns: list,
            neighbourhoods: this.neighbourhoods(purpose, state, list),
          })),
        accuracy: accuracy[purpose] ?? null,
        trained_rows: model[purpose].trainedRows,
      })),
      all_states: gaz.stateNames.map(displayState).sort((a, b) => a.localeCompare(b)),
      model: { version: model.version },
    };
  }

  /** The known neighbourhoods of each town that has some, best-known first (suggestions as people type). */
  private neighbourhoods(purpose: Purpose, state: string, towns: string[]) {
    const { gaz, places } = this.load();
    const geo = gaz.state(state) ?? state;
    const out: Record<string, string[]> = {};
    for (const t of towns) {
      const names = places[purpose].names(geo, nameKey(t));
      if (names.length) out[t] = names;
    }
    return out;
  }

  /** Field errors of a request that is well-formed but names things that do not exist. */
  resolve(req: ValuationRequest) {
    const { gaz } = this.load();
    const errors: Record<string, string[]> = {};
    const state = gaz.state(req.state);
    if (!state) errors.state = [valuationMessages.unknownState(req.state)];
    const type = REQUEST_TYPES[req.purpose].find((t) => nameKey(t.label) === nameKey(req.property_type));
    if (!type) {
      errors.property_type = [
        `Choose a property type for ${req.purpose}: ${REQUEST_TYPES[req.purpose].map((t) => t.label).join(", ")}.`,
      ];
    }
    if (state && !this.load().model[req.purpose].tables.states[state]) {
      errors.state = [
        req.purpose === "rent"
          ? `Rent estimates cover Lagos for now; we have no rent listings in ${displayState(state)} yet.`
          : `We have no sale listings in ${displayState(state)} yet, so we cannot value property there honestly.`,
      ];
    }
    if (Object.keys(errors).length) throw AppError.validation(errors);
    return { state: state!, type: type! };
  }

  async estimate(req: ValuationRequest) {
    const { model, gaz, accuracy, places } = this.load();
    const { state, type } = this.resolve(req);
    const m = model[req.purpose];
    // Typed place text → the names the model knows (issue 25); unmatched text is used as typed.
    const place = places[req.purpose].resolve(state, req.town?.trim() || "", req.area?.trim() || null);
    const { town, area } = place;
    const at = locate(gaz, { state, town: town || displayState(state), area });
    if (!at) throw AppError.validation({ state: [valuationMessages.unknownState(req.state)] });
    // A town the model does not know by name may still be an LGA or ward of the state (then the LGA answers).
    const bedrooms = type.bedrooms ?? req.bedrooms ?? null;
    const f = featurize(m.tables, m.types, {
      purpose: req.purpose,
      town: town || displayState(state),
      area,
      type: type.model,
      bedrooms,
      bathrooms: req.bathrooms ?? type.bathrooms ?? null,
      toilets: req.toilets ?? null,
      parking: req.parking_spaces ?? null,
      furnished: Boolean(req.furnished),
      serviced: Boolean(req.serviced),
      newlyBuilt: Boolean(req.newly_built),
      monthsAgo: 0,
      at,
    });
    const p = predict(m, f.x);
    // Estimates are rounded to 3 significant figures (ADR 0502): a median error of 20–30% makes further digits
    // noise. Whole naira for display, and the same amounts in integer kobo.
    const [estimate, low, high] = [p.estimate, p.low, p.high].map(roundEstimate) as [number, number, number];
    return {
      estimate,
      low,
      high,
      estimate_kobo: estimate * 100,
      low_kobo: low * 100,
      high_kobo: high * 100,
      rounded_to_significant_figures: ESTIMATE_FIGURES,
      currency: "NGN" as const,
      period: req.purpose === "rent" ? ("year" as const) : null,
      /** The place level that answered: area, town, lga or state (issue 8). */
      basis: town ? f.level : ("state" as const),
      basis_place:
        f.level === "area" && area
          ? `${area}, ${town}`
          : f.level === "town" && town
            ? `${m.tables.towns[`${at.state}|${at.townKey}`]?.name ?? town}, ${displayState(state)}`
            : f.level === "lga" && at.lga
              ? `${at.lga} LGA, ${displayState(state)}`
              : displayState(state),
      basis_listings: f.listings,
      /** The neighbourhood the typed text was matched to, and how (exact, spelling, partial); null: used as typed. */
      area_match: place.match && { typed: place.match.typed, used: place.match.name, how: place.match.how },
      comparables: await this.comparables(req.purpose, state, town, area, type.model, bedrooms, p.estimate),
      model: { version: model.version, trained_rows: m.trainedRows },
      accuracy: accuracy[req.purpose] ?? null,
    };
  }

  private ownListings(
    purpose: Purpose,
    state: string,
    town: string,
    bedrooms: number | null,
    estimate: number,
  ) {
    const key = `${purpose}|${state}|${nameKey(town)}|${bedrooms}|${Math.round(Math.log(Math.max(estimate, 1)) * 4)}`;
    const hit = this.ownCache.get(key);
    if (hit && Date.now() - hit.at < OWN_TTL_MS) return hit.rows;
    const rows = nearestOwnListings(this.db, {
      purpose,
      state: displayState(state),
      town,
      bedrooms,
      estimateNaira: Math.max(estimate, 1),
    }).catch(() => [] as OwnRow[]);
    if (this.ownCache.size >= OWN_MAX) this.ownCache.delete(this.ownCache.keys().next().value!);
    this.ownCache.set(key, { at: Date.now(), rows });
    return rows;
  }

  /** Up to 6 similar real listings: Ile's own first (with links), then the data files'. */
  private async comparables(
    purpose: Purpose,
    state: string,
    town: string,
    area: string | null,
    modelType: string,
    bedrooms: number | null,
    estimate: number,
  ) {
    const { listings } = this.load();
    const own = await this.ownListings(purpose, state, town, bedrooms, estimate);
    const mine = own.map((r) => ({
      id: `ile-${r.slug}`,
      source: "ile" as const,
      title: r.title,
      listings: null,
      town: r.city,
      area: null,
      type: r.property_type,
      bedrooms: r.bedrooms,
      price: Math.round(r.price / 100),
      link: `/property/${r.slug}`,
    }));
    const townKey = nameKey(town);
    const areaKey = area ? nameKey(area) : "";
    // The narrowest group with enough listings: same town, type and size; same town and type; town; state.
    const groups = listings[purpose];
    const pool =
      [
        `${state}|${townKey}|${modelType}|${bedrooms}`,
        `${state}|${townKey}|${modelType}`,
        `${state}|${townKey}`,
        state,
      ]
        .map((k) => groups.get(k) ?? [])
        .find((list) => list.length >= 6) ??
      groups.get(state) ??
      [];
    const logEstimate = Math.log(Math.max(estimate, 1));
    const score = (l: Keyed) =>
      (l.townKey === townKey ? 0 : 4) +
      (areaKey && l.areaKey === areaKey ? -1 : 0) +
      (l.type === modelType ? 0 : 2) +
      (bedrooms === null || l.bedrooms === null ? 1 : Math.min(3, Math.abs(l.bedrooms - bedrooms))) +
      Math.min(2, Math.abs(l.logPrice - logEstimate));
    // The best few in one pass (no sort of thousands of rows per request).
    const want = 6 - mine.length;
    const best: Array<{ l: Keyed; s: number }> = [];
    for (const l of pool) {
      const sc = score(l);
      if (best.length === want && sc >= best[best.length - 1]!.s) continue;
      let at = best.length;
      while (at > 0 && best[at - 1]!.s > sc) at--;
      best.splice(at, 0, { l, s: sc });
      if (best.length > want) best.pop();
    }
    const files = best.map(({ l }, pos) => ({
      id: `${purpose}-${pos + 1}`,
      source: (purpose === "sale" ? "sale_file" : "rent_file") as "sale_file" | "rent_file",
      title: `${l.bedrooms ? `${l.bedrooms}-bedroom ` : ""}${l.type}${l.n ? ` (median of ${l.n} listings)` : ""}`,
      /** How many rent listings a rent comparable's median stands for; null for one listing. */
      listings: l.n ?? null,
      town: l.town,
      area: l.area,
      type: l.type,
      bedrooms: l.bedrooms,
      price: l.price,
      link: null,
    }));
    return [...mine, ...files];
  }
}
