/**
 * The words search treats as filters rather than text (SPEC §5): role words, profession words, city words,
 * plus the few small words people type around them. City words are derived from data (the seeded LGAs and the
 * towns listings are in) and a short list of well-known towns the LGA names do not spell out.
 */
import { placeTitle, placeWords } from "./places.ts";
import { fold, titleCase, words } from "./text.ts";
import { TOWNS_BY_STATE } from "./towns.ts";

/** Profile roles (SPEC §6) as the filter values search understands. */
export const PROFILE_ROLES = ["tenant", "landlord", "agent", "developer"] as const;
export type ProfileRole = (typeof PROFILE_ROLES)[number];

/**
 * Role words of SPEC §5 (user, agent, landlord, developer) and their plurals. "user" is the session role of an
 * ordinary member, shown as a Tenant profile (SPEC §6), so both words filter to tenants.
 */
export const ROLE_WORDS: Record<string, ProfileRole> = {
  user: "tenant",
  users: "tenant",
  tenant: "tenant",
  tenants: "tenant",
  agent: "agent",
  agents: "agent",
  landlord: "landlord",
  landlords: "landlord",
  landlady: "landlord",
  developer: "developer",
  developers: "developer",
};

export const PROFESSIONS = ["electrician", "plumber", "architect", "surveyor", "lawyer"] as const;
export type Profession = (typeof PROFESSIONS)[number];

export const PROFESSION_WORDS: Record<string, Profession> = {
  electrician: "electrician",
  electricians: "electrician",
  plumber: "plumber",
  plumbers: "plumber",
  architect: "architect",
  architects: "architect",
  surveyor: "surveyor",
  surveyors: "surveyor",
  lawyer: "lawyer",
  lawyers: "lawyer",
};

/**
 * What a profession filter matches in a profile's occupation, expertise and skills (prefix matching):
 * the profession itself and the words its practitioners describe their work with.
 */
export const PROFESSION_STEMS: Record<Profession, string[]> = {
  electrician: ["electrician", "electrical"],
  plumber: ["plumber", "plumbing"],
  architect: ["architect"],
  surveyor: ["surveyor", "surveying"],
  lawyer: ["lawyer", "solicitor", "barrister", "attorney", "legal"],
};

/** "for rent", "to buy": words that choose the listing type instead of matching text. */
export const LISTING_TYPE_WORDS: Record<string, "rent" | "sale"> = {
  rent: "rent",
  rents: "rent",
  rental: "rent",
  rentals: "rent",
  renting: "rent",
  sale: "sale",
  sales: "sale",
  buy: "sale",
  buying: "sale",
  purchase: "sale",
};

/** "3 bedroom", "3 beds", "3br". */
export const BEDROOM_WORDS = new Set(["bed", "beds", "bedroom", "bedrooms", "bedroomed", "br", "bdr", "bd"]);

/**
 * A kind of home people name in their own words ("selfcon", "miniflat", "BQ", "room and parlour"): its name, and
 * the ways listings write it (any one way matches; every word of a way, as a prefix).
 */
export interface TypeFilter {
  name: string;
  ways: string[][];
}

const TYPE_WAYS: Record<string, { ways: string[][]; typed: string[] }> = {
  "self contain": {
    ways: [["self", "contain"], ["selfcon"]],
    typed: [
      "self contain",
      "self contains",
      "self contained",
      "self con",
      "self cont",
      "selfcon",
      "selfcontain",
      "selfcontains",
      "selfcontained",
    ],
  },
  "mini flat": {
    ways: [["mini", "flat"], ["miniflat"]],
    typed: ["mini flat", "mini flats", "miniflat", "miniflats"],
  },
  "boys quarters": {
    ways: [["bq"], ["boy", "quarter"], ["boysquarter"]],
    typed: [
      "bq",
      "bqs",
      "boys quarter",
      "boys quarters",
      "boy quarter",
      "boy quarters",
      "boy s quarter",
      "boy s quarters",
      "boys qtrs",
      "boysquarter",
      "boysquarters",
    ],
  },
  "room and parlour": {
    ways: [
      ["room", "parlour"],
      ["room", "parlor"],
      ["room", "palour"],
    ],
    typed: [
      "room and parlour",
      "room parlour",
      "room n parlour",
      "room and parlor",
      "room parlor",
      "room n parlor",
      "room and palour",
      "room palour",
    ],
  },
};

/** Folded word runs of the query ("self contained", "room and parlour") → the kind of home they name. */
export const TYPE_PHRASES: ReadonlyMap<string, TypeFilter> = new Map(
  Object.entries(TYPE_WAYS).flatMap(([name, { ways, typed }]) =>
    typed.map((phrase) => [phrase, { name, ways }] as const),
  ),
);
/** The longest type phrase, in words. */
export const TYPE_PHRASE_WORDS = Math.max(...[...TYPE_PHRASES.keys()].map((p) => p.split(" ").length));

/** Small words that carry no meaning for matching; dropped instead of required. */
export const STOP_WORDS = new Set([
  "a",
  "an",
  "and",
  "around",
  "at",
  "by",
  "for",
  "from",
  "in",
  "into",
  "near",
  "of",
  "on",
  "or",
  "the",
  "to",
  "with",
  "within",
]);

/**
 * Well-known towns and districts people search by that the LGA list does not spell out (Lagos and Abuja
 * districts, state capitals under another LGA name): those of every state in TOWNS_BY_STATE. Listings add the towns
 * they are in at run time.
 */
export const COMMON_TOWNS: readonly string[] = Object.values(TOWNS_BY_STATE).flat();

/**
 * Place words that must stay ordinary text: English words and common Nigerian names that happen to be LGAs
 * ("Peter Obi" is a person, not a place). The search also falls back to text when a city reading finds nothing.
 */
export const NOT_CITY_WORDS = new Set([
  "brass",
  "municipal",
  "municipality",
  "obi",
  "isa",
  "ojo",
  "ado",
  "ife",
  "sango",
  "shagari",
  "akinyele",
  "bonny",
  "song",
  "logo",
  "central",
  "island",
  "mainland",
  "north",
  "south",
  "east",
  "west",
]);

/** Descriptors an LGA name ends with; the part before them is a town people search by ("Aba North" → "Aba"). */
const LGA_SUFFIXES = new Set([
  "north",
  "south",
  "east",
  "west",
  "central",
  "centtral",
  "municipal",
  "municipality",
  "island",
  "mainland",
  "district",
]);

/** Place names as the data spells them, before they become city words. */
export interface PlaceNames {
  /** LGA names (seeded from the geo data). */
  lgas: string[];
  /** Towns listings and profiles are in (the city column), derived from data at run time. */
  towns?: string[];
  /** Neighbourhoods of towns as the valuation gazetteer names them ({town: "Lekki", area: "Lekki Phase 1"}). */
  neighbourhoods?: { town: string; area: string }[];
}

/** A known neighbourhood of a town: its display name and its own words beside the town's ("phase", "1"). */
export interface Neighbourhood {
  name: string;
  words: string[];
}

export interface CityIndex {
  /** Folded phrase ("port harcourt") → display name ("Port Harcourt"). */
  phrases: Map<string, string>;
  /** The longest phrase, in words: the parser never looks further ahead. */
  maxWords: number;
  /** Town phrase ("lekki") → its neighbourhoods by their own words in one form ("phase 1" → Lekki Phase 1). */
  areas: Map<string, Map<string, Neighbourhood>>;
}

/** First words of a neighbourhood that is a part of its town ("Phase 2", "GRA"), named after the town. */
const TOWN_FIRST = new Set(["phase", "gra", "scheme", "extension", "layout"]);

/** A neighbourhood's own words: its name in one form (places.ts) without the town's words; at most 3. */
function areaWords(town: string, area: string): string[] | null {
  const own = new Set(placeWords(town));
  const rest = placeWords(area).filter((w) => !own.has(w));
  return rest.length && rest.length <= 3 ? rest : null;
}

/** Every way a place name is written as words: "Ibeju/Lekki" → "ibeju lekki"; "Victoria Island (VI)" → also "vi". */
function placeVariants(name: string): string[] {
  const out = new Set<string>();
  const base = name.replace(/\([^)]*\)/g, " ");
  const inner = [...name.matchAll(/\(([^)]*)\)/g)].map((m) => m[1] ?? "");
  for (const text of [base, ...inner]) {
    const w = words(text);
    if (!w.length) continue;
    out.add(w.join(" "));
    // "Aba North" → "aba"; "Guzape District" → "guzape".
    let end = w.length;
    while (end > 1 && LGA_SUFFIXES.has(w[end - 1]!)) end--;
    if (end < w.length) out.add(w.slice(0, end).join(" "));
    // "Ajeromi/Ifelodun", "Oshodi/Isolo": each side of a slash is a place of its own.
    if (/[/|]/.test(text)) for (const part of text.split(/[/|]/)) out.add(words(part).join(" "));
  }
  return [...out].filter(Boolean);
}

function isUsablePhrase(phrase: string, strict: boolean): boolean {
  const parts = phrase.split(" ");
  if (parts.length === 1) {
    const w = parts[0]!;
    if (NOT_CITY_WORDS.has(w) || STOP_WORDS.has(w)) return false;
    if (w in ROLE_WORDS || w in PROFESSION_WORDS || w in LISTING_TYPE_WORDS || BEDROOM_WORDS.has(w))
      return false;
    if (/^\d+$/.test(w)) return false;
    // Short LGA names are too often ordinary words or names ("Song", "Isa"); well-known towns are listed.
    if (strict && w.length < 5) return false;
  }
  return true;
}

/** Builds the city-word index from place names; well-known towns (COMMON_TOWNS) are always in it. */
export function buildCityIndex(places: PlaceNames): CityIndex {
  const phrases = new Map<string, string>();
  // Names from data are held to a stricter rule than the curated towns: one short word is not enough.
  const add = (name: string, strict: boolean) => {
    for (const phrase of placeVariants(name)) {
      if (!isUsablePhrase(phrase, strict) || phrases.has(phrase)) continue;
      phrases.set(phrase, titleCase(phrase).replace(/\bVi\b/, "VI"));
    }
  };
  for (const town of COMMON_TOWNS) add(town, false);
  for (const town of places.towns ?? []) add(town, true);
  for (const lga of places.lgas) add(lga, true);
  let maxWords = 1;
  for (const phrase of phrases.keys()) maxWords = Math.max(maxWords, phrase.split(" ").length);
  const areas = new Map<string, Map<string, Neighbourhood>>();
  for (const { town, area } of places.neighbourhoods ?? []) {
    const townPhrase = words(town).join(" ");
    const own = areaWords(town, area);
    if (!own || !phrases.has(townPhrase)) continue;
    const list = areas.get(townPhrase) ?? new Map<string, Neighbourhood>();
    const key = own.join(" ");
    const townName = phrases.get(townPhrase)!;
    // A name with the town's words keeps them ("Lekki Phase 1", "Old Ikoyi"); a part of the town named alone is
    // given it ("Phase 2" of Gbagada → "Gbagada Phase 2"), a place of its own is written "Osapa London, Lekki".
    const typed = placeWords(area);
    const name = typed.includes(townPhrase.split(" ")[0]!)
      ? placeTitle(typed)
      : TOWN_FIRST.has(own[0]!)
        ? `${townName} ${placeTitle(own)}`
        : `${placeTitle(own)}, ${townName}`;
    if (!list.has(key) || name.startsWith(townName)) list.set(key, { name, words: own });
    areas.set(townPhrase, list);
  }
  return { phrases, maxWords, areas };
}

/** The display name of a city value typed into the `city` parameter ("port-harcourt" → "Port Harcourt"). */
export function canonicalCity(index: CityIndex, value: string): string {
  const phrase = words(value).join(" ");
  return index.phrases.get(phrase) ?? titleCase(fold(value).trim());
}
