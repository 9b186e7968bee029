/**
 * Saved searches indexed by something each one requires (a percolator, ADR 0406), so a changed listing is tested
 * only against the searches it could match instead of all of them. Each search is posted under one group of keys,
 * the smallest bucket among what it requires:
 * - a text word or property-type word: every matching listing has a word starting with it (key `w:<prefix>`; a
 *   listing looks up every prefix of each of its words);
 * - its places (any of them): a matching listing has the first word of one in its place part (`p:<word>`, one key
 *   per place);
 * - its state (any alias): `s:<alias>`; rent or sale: `l:<type>`;
 * - nothing required: the `*` bucket, tested for every listing.
 * A candidate is then tested by the search's own rules (`docMatch` in the index adapter, the search's SQL in the
 * PostgreSQL adapter: port.ts `percolate`), so the percolator only saves work; it never decides a match. Moved
 * here from saved-searches with issue 47: it is the engine's, and alerts reach it through the port.
 */
import type { SavedQuery } from "./port.ts";
import { docMatch, type IndexDoc } from "./search-index.ts";

/** A saved search with the listing lists' category it may also ask for (the bench and the unit test match it). */
export interface CompiledSearch extends SavedQuery {
  created: number;
  category: string | null;
}

/** Whether a listing (as the index keeps it, and its category) matches a saved search by the search's rules. */
export function matchesSearch(doc: IndexDoc, category: string, s: CompiledSearch): boolean {
  if (s.category && s.category !== category) return false;
  return docMatch(doc, s.query).ok;
}

const ALL = "*";

/** The key groups a search could be posted under (each group: the listing must have one of its keys). */
function groupsOf(s: SavedQuery): string[][] {
  const q = s.query;
  const groups: string[][] = [];
  for (const t of [...q.terms, ...q.propertyType]) groups.push([`w:${t}`]);
  if (q.cities.length) groups.push(q.cities.map((c) => `p:${c.words[0] ?? ""}`));
  if (q.states?.length) groups.push(q.states.map((a) => `s:${a}`));
  if (q.listingType) groups.push([`l:${q.listingType}`]);
  return groups;
}

export class Percolator<S extends SavedQuery = SavedQuery> {
  private readonly buckets = new Map<string, S[]>();
  /** The longest text key posted: a listing's words are looked up by their prefixes up to this length. */
  private maxPrefix = 0;

  constructor(searches: S[]) {
    const groups = searches.map(groupsOf);
    // How many searches require each key: a search goes under its group whose keys are required least often.
    const uses = new Map<string, number>();
    for (const gs of groups) for (const g of gs) for (const k of g) uses.set(k, (uses.get(k) ?? 0) + 1);
    searches.forEach((s, i) => {
      const gs = groups[i]!;
      let best: string[] = [ALL];
      let bestCost = Number.POSITIVE_INFINITY;
      for (const g of gs) {
        const cost = g.reduce((n, k) => n + (uses.get(k) ?? 0), 0);
        if (cost < bestCost) [best, bestCost] = [g, cost];
      }
      for (const k of best) {
        const bucket = this.buckets.get(k);
        if (bucket) bucket.push(s);
        else this.buckets.set(k, [s]);
        if (k.startsWith("w:")) this.maxPrefix = Math.max(this.maxPrefix, k.length - 2);
      }
    });
  }

  /** The searches a listing could match (each once); the caller tests them with `matchesSearch`. */
  candidates(doc: IndexDoc): S[] {
    const out = new Set<S>();
    const take = (key: string) => {
      const bucket = this.buckets.get(key);
      if (bucket) for (const s of bucket) out.add(s);
    };
    take(ALL);
    const prefixes = new Set<string>();
    for (const w of doc.words)
      for (let n = 1; n <= Math.min(w.length, this.maxPrefix); n++) prefixes.add(w.slice(0, n));
    for (const p of prefixes) take(`w:${p}`);
    for (const w of doc.place.keys()) take(`p:${w}`);
    take(`s:${doc.state}`);
    take(`l:${doc.listingType}`);
    return [...out];
  }
}
