/**
 * Neighbourhoods as people write them (issue 25). The gazetteer is the model's own neighbourhoods of each town
 * (rent areas of ≥ 3 listings: names only, no listing rows); typed text is matched to one of them after spellings
 * and abbreviations are brought to one form ("Ph 1", "Phase One" → "phase 1"; "VI" → "victoria island"; "Est" →
 * "estate"; platform/language/places.ts, which search shares), the town's own words and "Lagos" are set aside, and
 * words are compared with a small edit distance.
 */
import { placeWords } from "../../platform/language/places.ts";
import { nameKey } from "./clean.ts";
import type { Tables } from "./model.ts";

/** Levenshtein distance, stopping early once it exceeds `max`. */
function distance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      cur[j] = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      best = Math.min(best, cur[j]!);
    }
    if (best > max) return max + 1;
    prev = cur;
  }
  return prev[b.length]!;
}

/** Two words are the same when equal, or (for words of 5+ letters, never numbers) one or two edits apart. */
function sameWord(a: string, b: string): boolean {
  if (a === b) return true;
  if (/\d/.test(a) || /\d/.test(b) || Math.min(a.length, b.length) < 5) return false;
  return distance(a, b, a.length >= 8 ? 2 : 1) <= (a.length >= 8 ? 2 : 1);
}

export interface Neighbourhood {
  name: string;
  /** How many listings the model's figure for it rests on. */
  n: number;
}

export interface Match {
  name: string;
  how: "exact" | "spelling" | "partial";
}

interface Entry extends Neighbourhood {
  key: string;
  words: string[];
}

/** A request's place once typed text is matched: the names the model knows, and what the matcher did. */
export interface ResolvedPlace {
  town: string;
  area: string | null;
  match: (Match & { typed: string }) | null;
}

/** The towns and neighbourhoods of one purpose's model (towns keyed "state|townKey", areas "state|townKey|areaKey"). */
export class NeighbourhoodIndex {
  private readonly byTown = new Map<string, Entry[]>();
  private readonly towns = new Map<string, { name: string; words: string[] }>();

  constructor(tables: Pick<Tables, "towns" | "areas">) {
    for (const [key, t] of Object.entries(tables.towns))
      this.towns.set(key, { name: t.name, words: placeWords(t.name) });
    for (const [key, a] of Object.entries(tables.areas)) {
      const town = key.slice(0, key.lastIndexOf("|"));
      const list = this.byTown.get(town) ?? [];
      list.push({ ...a, key: nameKey(a.name), words: this.reduce(placeWords(a.name), town) });
      this.byTown.set(town, list);
    }
    for (const list of this.byTown.values()) list.sort((x, y) => y.n - x.n || x.name.localeCompare(y.name));
  }

  /** The town's name as the model knows it ("VI" → "Victoria Island"), or the text as typed. */
  townName(state: string, typed: string): string {
    if (this.towns.has(`${state}|${nameKey(typed)}`)) return typed;
    const ws = placeWords(typed).join(" ");
    for (const [key, t] of this.towns)
      if (key.startsWith(`${state}|`) && t.words.join(" ") === ws) return t.name;
    return typed;
  }

  /** Town and neighbourhood of a request, the neighbourhood matched to a known one when it can be. */
  resolve(state: string, town: string, area: string | null): ResolvedPlace {
    const name = town ? this.townName(state, town) : town;
    if (!area) return { town: name, area: null, match: null };
    const m = this.match(state, nameKey(name), area);
    return { town: name, area: m?.name ?? area, match: m ? { ...m, typed: area } : null };
  }

  /** The place's words without the town's own words, unless nothing would be left. */
  private reduce(ws: string[], town: string): string[] {
    const tw = new Set(this.towns.get(town)?.words ?? []);
    const rest = ws.filter((w) => !tw.has(w));
    return [...new Set(rest.length ? rest : ws)];
  }

  /** Neighbourhood names of a town, best-known first (for suggestions). */
  names(state: string, townKey: string): string[] {
    return (this.byTown.get(`${state}|${townKey}`) ?? []).map((e) => e.name);
  }

  /**
   * The neighbourhood typed text means, or null. Exact: the same name. Spelling: the same words once spellings,
   * order, noise and the town's name are set aside, or words one or two letters apart. Partial: the text holds
   * all the words of a known neighbourhood and more ("Off Admiralty Way, Lekki Phase 1" → "Lekki Phase 1"); the
   * neighbourhood with the most words matched wins, then the best-known; or the text's words are all in a known
   * name ("Osapa" → "Osapa London"), the best-known such one.
   */
  match(state: string, townKey: string, typed: string): Match | null {
    const list = this.byTown.get(`${state}|${townKey}`);
    if (!list || !typed.trim()) return null;
    const key = nameKey(typed);
    const exact = list.find((e) => e.key === key);
    if (exact) return { name: exact.name, how: "exact" };
    const ws = this.reduce(placeWords(typed), `${state}|${townKey}`);
    if (!ws.length) return null;
    const covers = (have: string[], want: string[]) => want.every((w) => have.some((h) => sameWord(h, w)));
    const same = list.find((e) => e.words.length === ws.length && covers(ws, e.words) && covers(e.words, ws));
    if (same) return { name: same.name, how: "spelling" };
    let best: Entry | null = null;
    for (const e of list) {
      if (e.words.length < (best?.words.length ?? 1) || !covers(ws, e.words)) continue;
      if (!best || e.words.length > best.words.length) best = e;
    }
    if (best) return { name: best.name, how: "partial" };
    // The text is the start of a known name ("Osapa" → "Osapa London"): the best-known such neighbourhood.
    const within = list.find((e) => covers(e.words, ws));
    return within ? { name: within.name, how: "partial" } : null;
  }
}
