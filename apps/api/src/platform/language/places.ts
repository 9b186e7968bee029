/**
 * Part of the search language (platform/language): place names as people write them, shared by valuation's
 * neighbourhood matcher (modules/valuation/neighbourhoods.ts) and search (query-text.ts). Spellings and
 * abbreviations are brought to one form ("Ph 1", "Phase One" → "phase 1"; "VI" → "victoria island"; "Est" →
 * "estate") and words that say nothing about the place ("off", "near", "Lagos") are set aside.
 */
import { words } from "./text.ts";

/** Abbreviations and spellings → one form (a word may become several). */
export const SPELLINGS: Record<string, string> = {
  ph: "phase",
  phs: "phase",
  phse: "phase",
  one: "1",
  i: "1",
  two: "2",
  ii: "2",
  three: "3",
  iii: "3",
  four: "4",
  iv: "4",
  first: "1",
  second: "2",
  "1st": "1",
  "2nd": "2",
  "3rd": "3",
  est: "estate",
  estt: "estate",
  estates: "estate",
  vi: "victoria island",
  vgc: "victoria garden city",
  gra: "gra",
  rd: "road",
  st: "street",
  str: "street",
  ave: "avenue",
  av: "avenue",
  cres: "crescent",
  cl: "close",
  tollgate: "toll gate",
  conservation: "conservation",
  lekky: "lekki",
  ebutte: "ebute",
  meta: "metta",
  morroco: "morocco",
  admirathy: "admiralty",
};
/** Words that say nothing about the neighbourhood. */
export const NOISE = new Set([
  "lagos",
  "state",
  "nigeria",
  "off",
  "by",
  "along",
  "near",
  "opposite",
  "area",
  "the",
  "in",
  "at",
]);

/** The words of a place name in one form, without noise words. */
export function placeWords(text: string): string[] {
  const out: string[] = [];
  // "phase1" / "ph1" written together; "G.R.A." in letters
  const joined = text.replace(/\b(phase|ph)(\d)\b/gi, "$1 $2").replace(/\bg[\s.]*r[\s.]*a\b\.?/gi, "gra");
  for (const raw of words(joined)) {
    for (const w of (SPELLINGS[raw] ?? raw).split(" ")) if (!NOISE.has(w)) out.push(w);
  }
  return out;
}

/** A place word's spellings people also write ("1" → "1", "one", "i", "first"…; "phase" → "phase", "ph"…). */
export function spellingsOf(word: string): string[] {
  const out = [word];
  for (const [typed, meant] of Object.entries(SPELLINGS))
    if (meant === word && typed !== word && /^[\p{L}\p{N}]+$/u.test(typed)) out.push(typed);
  return out;
}

/** Words written in capitals in a place's name ("Ikeja GRA", "VGC"). */
const CAPITALS = new Set(["gra", "vgc", "vi", "fha", "uac"]);

/** A place's words for display: "Lekki Phase 1", "Ikeja GRA". */
export const placeTitle = (ws: string[]) =>
  ws.map((w) => (CAPITALS.has(w) ? w.toUpperCase() : w.charAt(0).toUpperCase() + w.slice(1))).join(" ");
