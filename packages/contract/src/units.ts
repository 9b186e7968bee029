/**
 * Units (issue 22, ADR 0900): a unit is a normalised address plus a unit label ("Flat 3B, 14 Adelabu St,
 * Surulere"). Two spellings of the same place must give the same key, so a second live listing of one flat is
 * caught however it was typed. Pure functions, shared by the API (the unique key) and the web (previews).
 */

/** Street-type words as Lagos addresses spell them, mapped to one form. */
const STREET_WORDS: Record<string, string> = {
  st: "street",
  str: "street",
  street: "street",
  rd: "road",
  road: "road",
  cres: "crescent",
  cresc: "crescent",
  crs: "crescent",
  crescent: "crescent",
  ave: "avenue",
  av: "avenue",
  avn: "avenue",
  avenue: "avenue",
  cl: "close",
  close: "close",
  ln: "lane",
  lane: "lane",
  dr: "drive",
  drv: "drive",
  drive: "drive",
  est: "estate",
  estate: "estate",
  hwy: "highway",
  highway: "highway",
  expy: "expressway",
  expressway: "expressway",
  sq: "square",
  square: "square",
  blvd: "boulevard",
  boulevard: "boulevard",
  wy: "way",
  way: "way",
  ext: "extension",
  extn: "extension",
  extension: "extension",
};

/** Other shortened words (not street types). */
const OTHER_WORDS: Record<string, string> = {
  vi: "victoria island",
  gra: "gra",
  opp: "opposite",
  beh: "behind",
};

/** Words that say nothing about the place: "No. 14", "Nigeria". */
const NOISE = new Set(["no", "number", "nigeria"]);

/** Unit words, all meaning one flat of a building. */
const UNIT_WORDS: Record<string, string> = {
  flat: "flat",
  flt: "flat",
  apartment: "flat",
  apt: "flat",
  unit: "flat",
  block: "block",
  blk: "block",
  blck: "block",
  room: "room",
  rm: "room",
  suite: "suite",
  ste: "suite",
  floor: "floor",
  fl: "floor",
  shop: "shop",
  house: "house",
  duplex: "house",
};

const isNumberish = (token: string) => /^\d+[a-z]?$/.test(token);

/** Lower case, accents off, punctuation to spaces, tokens. */
function tokens(text: string): string[] {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/['’`]/g, "")
    .replace(/[^a-z0-9]+/g, " ")
    .trim()
    .split(" ")
    .filter(Boolean);
}

/** Runs of single letters are initials written with stops: "G.R.A." = "GRA". */
function initials(list: string[]): string[] {
  const out: string[] = [];
  let run = "";
  const flush = () => {
    if (run) out.push(run);
    run = "";
  };
  for (const t of list) {
    if (/^[a-z]$/.test(t)) run += t;
    else {
      flush();
      out.push(t);
    }
  }
  flush();
  return out;
}

/** Place words (city, state) reduced the same way, to strip from the end of an address. */
function placeTokens(text: string | undefined): string[] {
  return text ? tokens(text).filter((t) => t !== "state") : [];
}

/**
 * The street address as one comparable key: case, commas, full stops and spacing ignored; "St"/"Street",
 * "Rd"/"Road", "Cres"/"Crescent", "Ave"/"Avenue", "Cl"/"Close" made one; "No. 14" = "14"; a trailing city,
 * state and "Nigeria" dropped (they are kept apart, in the unit's state and city). "St" after a house number and
 * before a name is "Saint" ("14 St Finbarrs Rd").
 */
export function normaliseAddress(address: string, place: { state?: string; city?: string } = {}): string {
  const raw = initials(tokens(address));
  const out: string[] = [];
  for (let i = 0; i < raw.length; i++) {
    const t = raw[i] as string;
    const prev = raw[i - 1];
    const next = raw[i + 1];
    if (NOISE.has(t) && (t !== "no" || (next !== undefined && /^\d/.test(next)))) continue;
    if (t === "st" && next !== undefined && !isNumberish(next) && (prev === undefined || isNumberish(prev))) {
      out.push("saint");
      continue;
    }
    const mapped = STREET_WORDS[t] ?? OTHER_WORDS[t];
    if (mapped) out.push(...mapped.split(" "));
    else out.push(t);
  }
  // Drop a trailing "lagos", "lagos state", "surulere" that repeat the unit's own place.
  const tails = [placeTokens(place.state), placeTokens(place.city), ["lagos"]].filter((p) => p.length);
  let changed = true;
  while (changed && out.length) {
    changed = false;
    if (out[out.length - 1] === "state") {
      out.pop();
      changed = true;
      continue;
    }
    for (const tail of tails) {
      if (tail.length < out.length && tail.every((t, k) => out[out.length - tail.length + k] === t)) {
        out.splice(out.length - tail.length, tail.length);
        changed = true;
      }
    }
  }
  return out.join(" ");
}

/**
 * The unit label as a key: "Flat 3B" = "flat 3b" = "Apt. 3-B" = "Apartment 3 B"; empty for a whole house.
 * A label that is only a number or letter-number ("3B") is a flat.
 */
export function normaliseUnitLabel(label: string | null | undefined): string {
  const raw = tokens(label ?? "");
  const out: string[] = [];
  for (const t of raw) {
    const word = UNIT_WORDS[t];
    if (word) out.push(word);
    else if (NOISE.has(t)) continue;
    else if (/^[a-z]$/.test(t) && out.length && /^\d+$/.test(out[out.length - 1] as string))
      out[out.length - 1] += t;
    else out.push(t);
  }
  if (out.length && !UNIT_WORDS[out[0] as string] && /^\d/.test(out[0] as string)) out.unshift("flat");
  return out.join(" ");
}

/** The place part of the key: city and state, reduced the same way. */
export function normalisePlace(text: string): string {
  return placeTokens(text).join(" ");
}

/** One string naming a unit: address | unit | city | state. Two spellings of one flat give the same key. */
export function unitKey(input: {
  address: string;
  unitLabel?: string | null;
  state: string;
  city: string;
}): string {
  return [
    normaliseAddress(input.address, input),
    normaliseUnitLabel(input.unitLabel),
    normalisePlace(input.city),
    normalisePlace(input.state),
  ].join("|");
}

/** How a unit reads: "Flat 3B, 14 Adelabu St, Surulere". */
export function unitDisplay(unit: { address: string; unit_label?: string | null; city?: string }): string {
  const parts = [unit.unit_label?.trim(), unit.address.trim()].filter(Boolean) as string[];
  const city = unit.city?.trim();
  if (city && !unit.address.toLowerCase().includes(city.toLowerCase())) parts.push(city);
  return parts.join(", ");
}

export const UNIT_LABEL_MAX = 60;

export const unitMessages = {
  addressRequired: "Enter the street address of the unit",
} as const;
