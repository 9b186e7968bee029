/**
 * Valuation at request time (issue 8): the committed model file, the places it knows, comparables from the
 * listing files (the rent file only when it is present at run time) and from Ile's own listings.
 * Everything is loaded once, on first use, so start-up stays fast.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { AppError } from "../../platform/errors.ts";
import "../../platform/fastify.d.ts";
import { sharedDataDir } from "../../platform/paths.ts";
import { type Listing, nameKey, type Purpose, RENT_MODEL_TYPES, SALE_TYPES } from "./clean.ts";
import { readGazetteer, readRent, readSale } from "./data.ts";
import { displayState, type Gazetteer } from "./geo.ts";
import { featurize, type ModelFile, predict } from "./model.ts";
import { locate } from "./train.ts";

export const MODEL_DIR = join(import.meta.dirname, "model");
export const MODEL_FILE = join(MODEL_DIR, "valuation-model.json");
export const ACCURACY_FILE = join(MODEL_DIR, "accuracy.json");

/** The types a person can ask about, per purpose, and the model type each stands for. */
export const REQUEST_TYPES: Record<Purpose, Array<{ label: string; model: string }>> = {
  sale: SALE_TYPES.map((t) => ({ label: t, model: t })),
  rent: [
    { label: "Flat / Apartment", model: "Flat / Apartment" },
    { label: "Mini Flat", model: "Flat / Apartment" },
    { label: "Self Contain", model: "Flat / Apartment" },
    { label: "House", model: "House" },
    { label: "Detached Duplex", model: "House" },
    { label: "Semi Detached Duplex", model: "House" },
    { label: "Terraced Duplex", model: "House" },
    { label: "Detached Bungalow", model: "House" },
    { label: "Semi Detached Bungalow", model: "House" },
    { label: "Terraced Bungalow", model: "House" },
    { label: "Commercial Property", model: RENT_MODEL_TYPES[2] },
  ],
};
/** Mini flats and self-contains are one-room flats when no bedroom count is given. */
const DEFAULT_BEDROOMS: Record<string, number> = { miniflat: 1, selfcontain: 1 };

export interface Accuracy {
  medianApe: number;
  within20: number;
  coverage: number;
  baselineMedianApe: number;
  rows: number;
  folds: number;
}

export interface ValuationRequest {
  purpose: Purpose;
  state: string;
  town?: string;
  area?: string;
  property_type: string;
  bedrooms?: number;
  bathrooms?: number;
  toilets?: number;
  parking_spaces?: number;
  furnished?: boolean;
  serviced?: boolean;
  newly_built?: boolean;
}

interface Loaded {
  model: ModelFile;
  gaz: Gazetteer;
  accuracy: Partial<Record<Purpose, Accuracy>>;
  /** Comparables from the files, by geo state name. */
  listings: Record<Purpose, Map<string, Keyed[]>>;
  /** Towns the model knows per purpose and display state. */
  towns: Record<Purpose, Map<string, string[]>>;
}

/** A listing ready for comparing: its names already reduced to keys, its log price computed. */
type Keyed = Listing & { townKey: string; areaKey: string; logPrice: number };

/** Listings by geo state name, "state|townKey", "state|townKey|type" and "state|townKey|type|bedrooms". */
const index = (gaz: Gazetteer, rows: Listing[]) => {
  const map = new Map<string, Keyed[]>();
  const add = (key: string, row: Keyed) => {
    const list = map.get(key);
    if (list) list.push(row);
    else map.set(key, [row]);
  };
  for (const r of rows) {
    const state = gaz.state(r.state);
    if (!state) continue;
    const keyed = {
      ...r,
      townKey: nameKey(r.town),
      areaKey: r.area ? nameKey(r.area) : "",
      logPrice: Math.log(r.price),
    };
    add(state, keyed);
    add(`${state}|${keyed.townKey}`, keyed);
    add(`${state}|${keyed.townKey}|${keyed.type}`, keyed);
    add(`${state}|${keyed.townKey}|${keyed.type}|${keyed.bedrooms}`, keyed);
  }
  return map;
};

type OwnRow = {
  slug: string;
  city: string;
  property_type: string;
  bedrooms: number;
  price: number;
  title: string;
};

/** Ile's own listings change slowly next to valuation traffic: their lookups are kept for a minute. */
const OWN_TTL_MS = 60_000;
const OWN_MAX = 1000;

export class ValuationService {
  private loaded: Loaded | null = null;
  private readonly ownCache = new Map<string, { at: number; rows: Promise<OwnRow[]> }>();

  constructor(private readonly app: FastifyInstance) {}

  get ready() {
    return existsSync(MODEL_FILE);
  }

  load(): Loaded {
    if (this.loaded) return this.loaded;
    const dataDir = sharedDataDir;
    const model = JSON.parse(readFileSync(MODEL_FILE, "utf8")) as ModelFile;
    const gaz = readGazetteer(dataDir);
    const accuracy = existsSync(ACCURACY_FILE) ? JSON.parse(readFileSync(ACCURACY_FILE, "utf8")) : {};
    const sale = readSale(dataDir)?.rows ?? [];
    const rent = readRent(dataDir)?.rows ?? [];
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
      listings: { sale: index(gaz, sale), rent: index(gaz, rent) },
      towns,
    };
    return this.loaded;
  }

  options() {
    const { model, gaz, accuracy, towns } = this.load();
    return {
      purposes: (["sale", "rent"] as const).map((purpose) => ({
        purpose,
        period: purpose === "rent" ? "year" : null,
        property_types: REQUEST_TYPES[purpose].map((t) => t.label),
        states: [...towns[purpose].entries()]
          .sort((a, b) => a[0].localeCompare(b[0]))
          .map(([state, list]) => ({ state, towns: list })),
        accuracy: accuracy[purpose] ?? null,
        trained_rows: model[purpose].trainedRows,
      })),
      all_states: gaz.stateNames.map(displayState).sort((a, b) => a.localeCompare(b)),
      model: { version: model.version },
    };
  }

  /** Field errors of a request that is well-formed but names things that do not exist. */
  resolve(req: ValuationRequest) {
    const { gaz } = this.load();
    const errors: Record<string, string[]> = {};
    const state = gaz.state(req.state);
    if (!state) errors.state = [`"${req.state}" is not a Nigerian state.`];
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
    const { model, gaz, accuracy } = this.load();
    const { state, type } = this.resolve(req);
    const m = model[req.purpose];
    const town = req.town?.trim() || "";
    const area = req.area?.trim() || null;
    const at = locate(gaz, { state, town: town || displayState(state), area });
    if (!at) throw AppError.validation({ state: [`"${req.state}" is not a Nigerian state.`] });
    // A town the model does not know by name may still be an LGA or ward of the state (then the LGA answers).
    const bedrooms = req.bedrooms ?? DEFAULT_BEDROOMS[nameKey(type.label)] ?? null;
    const f = featurize(m.tables, m.types, {
      purpose: req.purpose,
      town: town || displayState(state),
      area,
      type: type.model,
      bedrooms,
      bathrooms: req.bathrooms ?? null,
      toilets: req.toilets ?? null,
      parking: req.parking_spaces ?? null,
      furnished: Boolean(req.furnished),
      serviced: Boolean(req.serviced),
      newlyBuilt: Boolean(req.newly_built),
      monthsAgo: 0,
      at,
    });
    const p = predict(m, f.x);
    const whole = (v: number) => Math.round(v);
    return {
      estimate: whole(p.estimate),
      low: whole(p.low),
      high: whole(p.high),
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
    const rows = this.app.database
      .query<OwnRow>(
        `select slug, city, property_type, bedrooms, price, title from properties
          where deleted_at is null and status = 'available' and listing_type = $1 and lower(state) = lower($2)
            and ($3 = '' or lower(city) = lower($3)) and ($4::int is null or bedrooms = $4)
            and ($1 = 'sale' or rent_period is null or rent_period = 'year')
          order by abs(ln(greatest(price, 1)::float8 / 100.0 / $5)) limit 3`,
        [purpose, displayState(state), town, bedrooms, Math.max(estimate, 1)],
      )
      .catch(() => [] as OwnRow[]);
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
      title: `${l.bedrooms ? `${l.bedrooms}-bedroom ` : ""}${l.type}`,
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
