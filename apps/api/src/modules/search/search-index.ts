/**
 * The searches kept in each process (ADR 0407): every live listing's (and listed person's) search words, filters
 * and rank in memory, so a search that nobody asked before costs microseconds to a few milliseconds of this
 * process's time and no database time, with exact totals, instead of a count and a page query over tens of
 * thousands of rows (a GIN bitmap and a recheck of every row's document, 20–80 ms at 100,000 listings; and on the
 * embedded database that time is the server's only thread). The page's rows are then read by id.
 *
 * What matches is what PostgreSQL's `@@` would match against the same search document (migrations 0420, 0430),
 * read from it (index.repo.ts): a text word is a prefix of any word; a place is its words in a row in the place
 * part; a type word (a listing's property type, a person's profession stems) is a prefix of a word of the type
 * part. Filters: state, price bounds, bedrooms, rent or sale, role. The order: records whose every text word is in
 * their title or name, place or type before those that have one only in the description or bio (the place and
 * type asked for first); then verified owners (or people); then the newest. The SQL paths (repo.ts,
 * people/repo.ts) give the same results in the same order while an index is loading.
 *
 * Layout: a segment built from all listings at once (postings per word, sorted by rank) plus the listings changed
 * since (a small map, matched one by one), which shadow their older copy in the segment; when they grow past a
 * share of the segment, a new segment is built in the background and replaces both.
 */
import type { Bbox, SearchSort } from "@ile/contract";
import { spellingsOf } from "../../platform/language/places.ts";
import type { CityFilter } from "../../platform/language/tsquery.ts";
import type { TypeFilter } from "../../platform/language/vocabulary.ts";
import { dropOldestWhile } from "../../platform/oldest-first.ts";
import type { IndexRow } from "./index.repo.ts";

export interface IndexQuery {
  /** Prefixes of any word. */
  terms: string[];
  /** Places, any of them: their words in a row in the place part. */
  cities: CityFilter[];
  /** Prefixes of a word of the type part, each required. */
  propertyType: string[];
  /** Prefixes of a word of the type part, any of them (a profession's stems). */
  anyTypes?: string[];
  /** Kinds of home named in the text ("selfcon"): each one by any of its ways, every word of a way a prefix. */
  types?: TypeFilter[];
  states: string[] | null;
  minKobo: number | null;
  maxKobo: number | null;
  bedrooms: number | null;
  listingType: "rent" | "sale" | null;
  ownerRoles: string[] | null;
  /** Only listings whose map point is in this area (ADR 0408); a listing not yet located is in none. */
  bbox?: Bbox | null;
  /** The order (port.ts): relevance unless given. */
  sort?: SearchSort;
}

/** A listing as the index keeps it. */
export interface IndexDoc {
  id: number;
  /** Its change stamp (ms). */
  stamp: number;
  created: number;
  price: number;
  bedrooms: number;
  listingType: string;
  state: string;
  /** The map point (absent or NaN until located: in no bbox). */
  lat?: number;
  lng?: number;
  role: string;
  verified: boolean;
  words: string[];
  head: Set<string>;
  types: Set<string>;
  /** Words of the place part at their positions. */
  place: Map<string, number[]>;
}

const PLACE_LEXEME = /'((?:[^']|'')*)':([0-9A-D,]+)/g;

/** Parses a `ts_filter(..., '{b}')::text` (`'lekki':1B,7B 'lagos':2B`) into words and positions. */
export function placeWords(text: string): Map<string, number[]> {
  const out = new Map<string, number[]>();
  for (const m of text.matchAll(PLACE_LEXEME)) {
    const positions = (m[2] ?? "").split(",").map((p) => Number.parseInt(p, 10));
    out.set((m[1] ?? "").replace(/''/g, "'"), positions);
  }
  return out;
}

const split = (text: string) => (text ? text.split(" ") : []);

export function docOf(row: IndexRow): IndexDoc {
  return {
    id: row.id,
    stamp: row.stamp,
    created: row.created,
    price: row.price,
    bedrooms: row.bedrooms,
    listingType: row.listing_type,
    state: row.state_key,
    lat: row.lat ?? Number.NaN,
    lng: row.lng ?? Number.NaN,
    role: row.role,
    verified: Boolean(row.verified),
    words: split(row.words),
    head: new Set(split(row.head)),
    types: new Set(split(row.types)),
    place: placeWords(row.place),
  };
}

/** Rank order of the segment and of changed listings: newest first, then the higher id. */
const newerFirst = (a: IndexDoc, b: IndexDoc) => b.created - a.created || b.id - a.id;

const HEAD = 1;
const TYPE = 2;
const PLACE = 4;

/** Matching listings of one clause, in rank order, and whether each matched in the title, place or type. */
interface Clause {
  docs: Int32Array;
  head: Uint8Array;
}
const EMPTY: Clause = { docs: new Int32Array(0), head: new Uint8Array(0) };

/** A small dictionary of codes (states, roles, listing types). */
class Codes {
  private readonly codes = new Map<string, number>();
  private readonly values: string[] = [];
  code(value: string): number {
    let c = this.codes.get(value);
    if (c === undefined) {
      c = this.codes.size;
      this.codes.set(value, c);
      this.values.push(value);
    }
    return c;
  }
  /** The value of a code, without its prefix. */
  valueOf(code: number): string {
    const value = this.values[code] ?? "";
    return value.slice(value.indexOf(":") + 1);
  }
  find(value: string): number | undefined {
    return this.codes.get(value);
  }
  get size(): number {
    return this.codes.size;
  }
}

/** The first position in `sorted` whose string is not before `value` (binary search). */
export function lowerBound(sorted: string[], value: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((sorted[mid] as string) < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Intersection of two clauses (sorted ordinals); head flags are and-ed. Binary search when one is much smaller. */
function intersect(a: Clause, b: Clause): Clause {
  if (a.docs.length > b.docs.length) [a, b] = [b, a];
  const docs = new Int32Array(a.docs.length);
  const head = new Uint8Array(a.docs.length);
  let n = 0;
  if (a.docs.length * 16 < b.docs.length) {
    let lo = 0;
    for (let i = 0; i < a.docs.length; i++) {
      const d = a.docs[i] as number;
      let hi = b.docs.length;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if ((b.docs[mid] as number) < d) lo = mid + 1;
        else hi = mid;
      }
      if (lo < b.docs.length && b.docs[lo] === d) {
        docs[n] = d;
        head[n++] = (a.head[i] as number) & (b.head[lo] as number);
      }
    }
  } else {
    let j = 0;
    for (let i = 0; i < a.docs.length && j < b.docs.length; i++) {
      const d = a.docs[i] as number;
      while (j < b.docs.length && (b.docs[j] as number) < d) j++;
      if (b.docs[j] === d) {
        docs[n] = d;
        head[n++] = (a.head[i] as number) & (b.head[j] as number);
      }
    }
  }
  return { docs: docs.subarray(0, n), head: head.subarray(0, n) };
}

/**
 * Clauses kept per segment (a prefix's words, a place, a query's set of words): the same words recur in new
 * combinations. At most this many, and this many bytes of postings.
 */
const MAX_KEPT_CLAUSES = 5_000;
const MAX_KEPT_BYTES = 64 * 1024 * 1024;

/** Listings read whole, in rank order, with postings per word. Immutable but for `removed`. */
export class Segment {
  readonly size: number;
  readonly ids: Float64Array;
  readonly stamps: Float64Array;
  readonly created: Float64Array;
  readonly price: Float64Array;
  readonly bedrooms: Int32Array;
  readonly listingType: Uint8Array;
  readonly state: Uint16Array;
  /** Map points (NaN until located: outside every bbox). */
  readonly lat: Float64Array;
  readonly lng: Float64Array;
  readonly role: Uint8Array;
  readonly verified: Uint8Array;
  /** Listings changed or gone since the segment was built (their current copy, if any, is a changed listing). */
  readonly removed: Uint8Array;
  readonly ordinal = new Map<number, number>();
  private readonly vocab: string[];
  private readonly postings: Int32Array[];
  private readonly masks: Uint8Array[];
  /** Place words at positions, per listing (ranges of placeWord/placePos). */
  private readonly placeStart: Int32Array;
  private readonly placeWord: Int32Array;
  private readonly placePos: Int32Array;
  private readonly kept = new Map<string, Clause>();
  private keptBytes = 0;

  constructor(
    docs: IndexDoc[],
    readonly codes: Codes,
  ) {
    docs.sort(newerFirst);
    const n = docs.length;
    this.size = n;
    this.ids = new Float64Array(n);
    this.stamps = new Float64Array(n);
    this.created = new Float64Array(n);
    this.price = new Float64Array(n);
    this.bedrooms = new Int32Array(n);
    this.listingType = new Uint8Array(n);
    this.state = new Uint16Array(n);
    this.lat = new Float64Array(n);
    this.lng = new Float64Array(n);
    this.role = new Uint8Array(n);
    this.verified = new Uint8Array(n);
    this.removed = new Uint8Array(n);
    const byWord = new Map<string, { docs: number[]; masks: number[] }>();
    let places = 0;
    for (const doc of docs) for (const positions of doc.place.values()) places += positions.length;
    this.placeStart = new Int32Array(n + 1);
    const placeWordText: string[] = new Array(places);
    this.placePos = new Int32Array(places);
    let p = 0;
    for (let i = 0; i < n; i++) {
      const doc = docs[i] as IndexDoc;
      this.ordinal.set(doc.id, i);
      this.ids[i] = doc.id;
      this.stamps[i] = doc.stamp;
      this.created[i] = doc.created;
      this.price[i] = doc.price;
      this.bedrooms[i] = doc.bedrooms;
      this.listingType[i] = codes.code(`t:${doc.listingType}`);
      this.state[i] = codes.code(`s:${doc.state}`);
      this.lat[i] = doc.lat ?? Number.NaN;
      this.lng[i] = doc.lng ?? Number.NaN;
      this.role[i] = codes.code(`r:${doc.role}`);
      this.verified[i] = doc.verified ? 1 : 0;
      for (const word of doc.words) {
        let entry = byWord.get(word);
        if (!entry) {
          entry = { docs: [], masks: [] };
          byWord.set(word, entry);
        }
        entry.docs.push(i);
        entry.masks.push(
          (doc.head.has(word) ? HEAD : 0) |
            (doc.types.has(word) ? TYPE : 0) |
            (doc.place.has(word) ? PLACE : 0),
        );
      }
      this.placeStart[i] = p;
      for (const [word, positions] of doc.place)
        for (const pos of positions) {
          placeWordText[p] = word;
          this.placePos[p++] = pos;
        }
    }
    this.placeStart[n] = p;
    this.vocab = [...byWord.keys()].sort();
    const wordId = new Map(this.vocab.map((w, i) => [w, i]));
    this.postings = this.vocab.map((w) => Int32Array.from((byWord.get(w) as { docs: number[] }).docs));
    this.masks = this.vocab.map((w) => Uint8Array.from((byWord.get(w) as { masks: number[] }).masks));
    this.placeWord = Int32Array.from(placeWordText, (w) => wordId.get(w) as number);
  }

  get words(): number {
    return this.vocab.length;
  }

  /** Whether some word of the segment starts with `prefix`. */
  hasPrefix(prefix: string): boolean {
    return (this.vocab[lowerBound(this.vocab, prefix)] ?? "").startsWith(prefix);
  }

  /**
   * Listings with a word starting with `prefix` (and, when `need` is given, carrying it in that part), with
   * whether the word is in their title, place or type.
   */
  prefixClause(prefix: string, need = 0): Clause {
    const key = `${need}:${prefix}`;
    const kept = this.kept.get(key);
    if (kept) return kept;
    const lo = lowerBound(this.vocab, prefix);
    let hi = lo;
    while (hi < this.vocab.length && (this.vocab[hi] as string).startsWith(prefix)) hi++;
    let clause: Clause;
    if (hi === lo) clause = EMPTY;
    else if (hi - lo === 1 && need === 0) {
      const masks = this.masks[lo] as Uint8Array;
      clause = { docs: this.postings[lo] as Int32Array, head: masks.map((m) => m & HEAD) };
    } else {
      // Union of the words' postings: a mark per listing, read back in rank order.
      const mark = new Uint8Array(this.size);
      let count = 0;
      for (let w = lo; w < hi; w++) {
        const docs = this.postings[w] as Int32Array;
        const masks = this.masks[w] as Uint8Array;
        for (let i = 0; i < docs.length; i++) {
          const m = masks[i] as number;
          if (need && !(m & need)) continue;
          const d = docs[i] as number;
          const was = mark[d] as number;
          if (!was) count++;
          mark[d] = was | 2 | (m & HEAD);
        }
      }
      const docs = new Int32Array(count);
      const head = new Uint8Array(count);
      let n = 0;
      for (let d = 0; d < this.size && n < count; d++) {
        const m = mark[d] as number;
        if (m) {
          docs[n] = d;
          head[n++] = m & HEAD;
        }
      }
      clause = { docs, head };
    }
    this.keep(key, clause);
    return clause;
  }

  /**
   * Records whose place part has the town's words in a row (a place of several words is a phrase) and, for a
   * neighbourhood named with it, each of the neighbourhood's words in one of its spellings.
   */
  placeClause(city: CityFilter): Clause {
    const area = city.area?.words ?? [];
    const key = `place:${city.words.join(" ")}|${area.join(" ")}`;
    const kept = this.kept.get(key);
    if (kept) return kept;
    let clause = this.computePlace(city.words);
    for (const word of area) {
      if (!clause.docs.length) break;
      clause = intersect(clause, union(spellingsOf(word).map((w) => this.computePlace([w]))));
    }
    this.keep(key, clause);
    return clause;
  }

  /** Records with every word of one of the kind's ways (prefixes, anywhere); in the head when one such way is. */
  kindClause(kind: TypeFilter): Clause {
    const key = `kind:${kind.ways.map((w) => w.join(" ")).join("|")}`;
    const kept = this.kept.get(key);
    if (kept) return kept;
    const ways = kind.ways.map((way) =>
      way.map((w) => this.prefixClause(w)).reduce((a, b) => intersect(a, b)),
    );
    const clause = union(ways);
    this.keep(key, clause);
    return clause;
  }

  private keep(key: string, clause: Clause) {
    const bytesOf = (c: Clause) => c.docs.length * 5;
    const old = this.kept.get(key);
    if (old) {
      this.kept.delete(key);
      this.keptBytes -= bytesOf(old);
    }
    const bytes = bytesOf(clause);
    dropOldestWhile(
      this.kept,
      (slack) =>
        this.kept.size >= MAX_KEPT_CLAUSES * (1 - slack) ||
        this.keptBytes + bytes > MAX_KEPT_BYTES * (1 - slack),
      (_key, dropped) => {
        this.keptBytes -= bytesOf(dropped);
      },
    );
    this.kept.set(key, clause);
    this.keptBytes += bytes;
  }

  /**
   * The records matching every word part of a query (text words, types, kinds, places, professions), with whether
   * each has its text words in its head; null when the query has no words (every record). Kept per set of words:
   * new searches mostly combine words asked before with new filters and pages.
   */
  wordsClause(q: IndexQuery): Clause | null {
    const key = JSON.stringify([q.terms, q.propertyType, q.types ?? [], q.cities, q.anyTypes ?? []]);
    const kept = this.kept.get(key);
    if (kept) {
      // Recently used goes last.
      this.kept.delete(key);
      this.kept.set(key, kept);
      return kept;
    }
    const clauses: Clause[] = [
      ...q.terms.map((t) => this.prefixClause(t)),
      ...q.propertyType.map((t) => this.prefixClause(t, TYPE)),
      ...(q.types ?? []).map((kind) => this.kindClause(kind)),
    ];
    if (q.cities.length) clauses.push(union(q.cities.map((c) => this.placeClause(c))));
    if (q.anyTypes?.length) clauses.push(union(q.anyTypes.map((t) => this.prefixClause(t, TYPE))));
    if (!clauses.length) return null;
    clauses.sort((a, b) => a.docs.length - b.docs.length);
    let found = clauses[0] as Clause;
    for (let i = 1; i < clauses.length && found.docs.length; i++)
      found = intersect(found, clauses[i] as Clause);
    this.keep(key, found);
    return found;
  }

  private computePlace(words: string[]): Clause {
    let clause: Clause | null = null;
    const ids: number[] = [];
    for (const word of words) {
      const w = lowerBound(this.vocab, word);
      if (this.vocab[w] !== word) return EMPTY;
      ids.push(w);
      const masks = this.masks[w] as Uint8Array;
      const postings = this.postings[w] as Int32Array;
      const picked = new Int32Array(postings.length);
      let n = 0;
      for (let i = 0; i < postings.length; i++)
        if ((masks[i] as number) & PLACE) picked[n++] = postings[i] as number;
      const docs = picked.slice(0, n);
      const next = { docs, head: new Uint8Array(docs.length).fill(HEAD) };
      clause = clause ? intersect(clause, next) : next;
    }
    if (!clause || ids.length < 2) return clause ?? EMPTY;
    const keep = clause.docs.filter((d) => this.hasPhrase(d, ids));
    return { docs: keep, head: new Uint8Array(keep.length).fill(HEAD) };
  }

  private hasPhrase(doc: number, ids: number[]): boolean {
    const from = this.placeStart[doc] as number;
    const to = this.placeStart[doc + 1] as number;
    const at = (word: number, pos: number) => {
      for (let k = from; k < to; k++) if (this.placeWord[k] === word && this.placePos[k] === pos) return true;
      return false;
    };
    for (let k = from; k < to; k++) {
      if (this.placeWord[k] !== ids[0]) continue;
      const start = this.placePos[k] as number;
      if (ids.every((w, i) => i === 0 || at(w, start + i))) return true;
    }
    return false;
  }
}

/**
 * Whether one record matches a query, by the same rules as a search (its filters and its words), and whether every
 * text word is in its title, place or type: what a search would find of it, without an index.
 */
export function docMatch(doc: IndexDoc, q: IndexQuery): { ok: boolean; head: boolean } {
  const no = { ok: false, head: false };
  if (q.states && !q.states.includes(doc.state)) return no;
  if (q.ownerRoles && !q.ownerRoles.includes(doc.role)) return no;
  if (q.listingType && doc.listingType !== q.listingType) return no;
  if (q.minKobo !== null && doc.price < q.minKobo) return no;
  if (q.maxKobo !== null && doc.price > q.maxKobo) return no;
  if (q.bedrooms !== null && doc.bedrooms !== q.bedrooms) return no;
  if (q.bbox && !inBbox(q.bbox, doc.lat ?? Number.NaN, doc.lng ?? Number.NaN)) return no;
  return matchDoc(doc, q);
}

/** Whether a record matches a query's words, and whether every text word is in its title, place or type. */
function matchDoc(doc: IndexDoc, q: IndexQuery): { ok: boolean; head: boolean } {
  let head = true;
  for (const kind of q.types ?? []) {
    const found = kind.ways.map((way) => way.map((w) => prefixIn(doc, w)));
    const matched = found.filter((way) => way.every((m) => m.found));
    if (!matched.length) return { ok: false, head };
    head &&= matched.some((way) => way.every((m) => m.inHead));
  }
  for (const term of q.terms) {
    let found = false;
    let inHead = false;
    for (const w of doc.words)
      if (w.startsWith(term)) {
        found = true;
        if (doc.head.has(w)) {
          inHead = true;
          break;
        }
      }
    if (!found) return { ok: false, head };
    head &&= inHead;
  }
  const typed = (t: string) => [...doc.types].some((w) => w.startsWith(t));
  for (const t of q.propertyType) if (!typed(t)) return { ok: false, head };
  if (q.anyTypes?.length && !q.anyTypes.some(typed)) return { ok: false, head };
  const inPlace = (c: CityFilter) =>
    hasPlace(doc, c.words) &&
    (c.area?.words ?? []).every((w) => spellingsOf(w).some((s) => doc.place.has(s)));
  if (q.cities.length && !q.cities.some(inPlace)) return { ok: false, head };
  return { ok: true, head };
}

/** Whether a word of the record starts with `prefix`, and whether one in its head does. */
function prefixIn(doc: IndexDoc, prefix: string): { found: boolean; inHead: boolean } {
  let found = false;
  for (const w of doc.words)
    if (w.startsWith(prefix)) {
      found = true;
      if (doc.head.has(w)) return { found, inHead: true };
    }
  return { found, inHead: false };
}

function hasPlace(doc: IndexDoc, words: string[]): boolean {
  const first = doc.place.get(words[0] ?? "");
  if (!first) return false;
  return first.some((start) => words.every((w, i) => i === 0 || doc.place.get(w)?.includes(start + i)));
}

export interface IndexPage {
  ids: number[];
  total: number;
  /** The total is the cap asked for: there are more (port.ts `PageAsk.cap`). */
  capped?: true;
}

/** Rank tier: the place and type asked for first (0, 1), then the others (2, 3); verified owners first in each. */
const tierOf = (head: boolean, verified: boolean) => (head ? 0 : 2) + (verified ? 0 : 1);

/** The segment and the listings changed since: what a search reads. */
export class IndexMatcher {
  constructor(
    readonly segment: Segment,
    readonly changed: Map<number, IndexDoc>,
  ) {}

  /**
   * Every match by price (up or down, ties by id): the matches are gathered and sorted, so this costs the
   * matches' number, not the page's (a later task may keep a price order in the segment).
   */
  private byPrice(q: IndexQuery, offset: number, limit: number, sort: "price_asc" | "price_desc"): IndexPage {
    const seg = this.segment;
    const all = this.ordered({ ...q, sort: "newest" }, 0, Number.MAX_SAFE_INTEGER).ids;
    const priceOf = (id: number) => {
      const doc = this.changed.get(id);
      return doc ? doc.price : (seg.price[seg.ordinal.get(id) as number] as number);
    };
    const rows = all.map((id) => ({ id, price: priceOf(id) }));
    rows.sort(sort === "price_asc" ? byPriceUp : (a, b) => byPriceUp(b, a));
    return { ids: rows.slice(offset, offset + limit).map((r) => r.id), total: rows.length };
  }

  /** When the record `id` last changed in a searchable way (its change stamp), or undefined when not indexed. */
  stampOf(id: number): number | undefined {
    const changed = this.changed.get(id);
    if (changed) return changed.stamp;
    const at = this.segment.ordinal.get(id);
    return at === undefined || this.segment.removed[at] ? undefined : this.segment.stamps[at];
  }

  find(q: IndexQuery, offset: number, limit: number, cap?: number): IndexPage {
    const page = this.ordered(q, offset, limit);
    if (cap === undefined || page.total <= cap) return page;
    // As the SQL path: the pages end at the cap.
    return { ids: offset >= cap ? [] : page.ids, total: cap, capped: true };
  }

  /** Matches per value of a facet (port.ts `countBy`). */
  countBy(q: IndexQuery, facet: "listingType" | "bedrooms" | "state"): Map<string, number> {
    const seg = this.segment;
    const counts = new Map<string, number>();
    for (const id of this.ordered({ ...q, sort: "newest" }, 0, Number.MAX_SAFE_INTEGER).ids) {
      const doc = this.changed.get(id);
      let value: string;
      if (doc)
        value = facet === "bedrooms" ? String(doc.bedrooms) : facet === "state" ? doc.state : doc.listingType;
      else {
        const d = seg.ordinal.get(id) as number;
        value =
          facet === "bedrooms"
            ? String(seg.bedrooms[d])
            : seg.codes.valueOf((facet === "state" ? seg.state[d] : seg.listingType[d]) as number);
      }
      counts.set(value, (counts.get(value) ?? 0) + 1);
    }
    return counts;
  }

  private ordered(q: IndexQuery, offset: number, limit: number): IndexPage {
    const sort = q.sort ?? "relevance";
    if (sort === "price_asc" || sort === "price_desc") return this.byPrice(q, offset, limit, sort);
    const seg = this.segment;
    const found = seg.wordsClause(q);
    const n = found ? found.docs.length : seg.size;
    // Pass 1: each candidate's tier (FILTERED when a filter drops it) and how many each tier has.
    const tier = scratch(n);
    const counts = [0, 0, 0, 0];
    const states = codeMask(seg.codes, "s:", q.states);
    const roles = codeMask(seg.codes, "r:", q.ownerRoles);
    const listingType = q.listingType ? (seg.codes.find(`t:${q.listingType}`) ?? -1) : -2;
    const { minKobo, maxKobo, bedrooms } = q;
    const bbox = q.bbox ?? null;
    for (let i = 0; i < n; i++) {
      const d = found ? (found.docs[i] as number) : i;
      if (
        seg.removed[d] ||
        (states && !states[seg.state[d] as number]) ||
        (roles && !roles[seg.role[d] as number]) ||
        (listingType !== -2 && seg.listingType[d] !== listingType) ||
        (minKobo !== null && (seg.price[d] as number) < minKobo) ||
        (maxKobo !== null && (seg.price[d] as number) > maxKobo) ||
        (bedrooms !== null && seg.bedrooms[d] !== bedrooms) ||
        (bbox !== null && !inBbox(bbox, seg.lat[d] as number, seg.lng[d] as number))
      ) {
        tier[i] = FILTERED;
        continue;
      }
      // Newest first is one tier: the segment's own order.
      const t = sort === "newest" ? 0 : tierOf(found ? found.head[i] === HEAD : true, seg.verified[d] === 1);
      tier[i] = t;
      counts[t] = (counts[t] as number) + 1;
    }
    const extra: IndexDoc[][] = [[], [], [], []];
    for (const doc of this.changed.values()) {
      const m = docMatch(doc, q);
      if (m.ok) (extra[sort === "newest" ? 0 : tierOf(m.head, doc.verified)] as IndexDoc[]).push(doc);
    }
    let total = 0;
    for (let t = 0; t < 4; t++) total += (counts[t] as number) + (extra[t] as IndexDoc[]).length;
    // Pass 2: the page, tier by tier; in a tier, the segment's candidates (rank order) merged with changed ones.
    const ids: number[] = [];
    let skip = offset;
    for (let t = 0; t < 4 && ids.length < limit; t++) {
      const more = (extra[t] as IndexDoc[]).sort(newerFirst);
      const size = (counts[t] as number) + more.length;
      if (skip >= size) {
        skip -= size;
        continue;
      }
      let i = 0;
      let j = 0;
      const next = () => {
        while (i < n && tier[i] !== t) i++;
        return i < n ? (found ? (found.docs[i] as number) : i) : -1;
      };
      let d = next();
      while (ids.length < limit && (d >= 0 || j < more.length)) {
        const doc = more[j];
        let id: number;
        if (
          d >= 0 &&
          (doc === undefined ||
            (seg.created[d] as number) > doc.created ||
            (seg.created[d] === doc.created && (seg.ids[d] as number) > doc.id))
        ) {
          id = seg.ids[d] as number;
          i++;
          d = next();
        } else {
          id = (doc as IndexDoc).id;
          j++;
        }
        if (skip > 0) skip--;
        else ids.push(id);
      }
    }
    return { ids, total };
  }
}

/** Price up: the lower id first on a tie; price down: the higher id first (the SQL path's `order by`). */
const byPriceUp = (a: { price: number; id: number }, b: { price: number; id: number }) =>
  a.price - b.price || a.id - b.id;

/** Whether a map point is in the area, edges included (SQL's `between`); NaN (not located) never is. */
function inBbox(b: Bbox, lat: number, lng: number): boolean {
  return lat >= b.south && lat <= b.north && lng >= b.west && lng <= b.east;
}

/** A candidate a filter dropped (pass 1 of `find`). */
const FILTERED = 255;
let scratchTiers = new Uint8Array(1024);
/** One reused buffer for the tiers of a search's candidates (searches run one at a time in a process). */
function scratch(n: number): Uint8Array {
  if (scratchTiers.length < n) scratchTiers = new Uint8Array(Math.max(n, scratchTiers.length * 2));
  return scratchTiers;
}

/** A lookup by code of the values allowed (null: no filter). */
function codeMask(codes: Codes, prefix: string, values: string[] | null): Uint8Array | null {
  if (!values) return null;
  const mask = new Uint8Array(codes.size + 1);
  for (const v of values) {
    const c = codes.find(`${prefix}${v}`);
    if (c !== undefined) mask[c] = 1;
  }
  return mask;
}

/** Records in any of the clauses; in the head when they are in the head of one. */
function union(clauses: Clause[]): Clause {
  if (clauses.length === 1) return clauses[0] as Clause;
  const byDoc = new Map<number, number>();
  for (const c of clauses)
    for (let i = 0; i < c.docs.length; i++) {
      const d = c.docs[i] as number;
      byDoc.set(d, (byDoc.get(d) ?? 0) | (c.head[i] as number));
    }
  const docs = Int32Array.from([...byDoc.keys()].sort((a, b) => a - b));
  return { docs, head: Uint8Array.from(docs, (d) => byDoc.get(d) as number) };
}

export { Codes };
