/**
 * Corrections of what people type (SPEC §5; ADR 0400, 0405). Before a search: two words that together are a known
 * place are joined ("Suru lere" → "Surulere", from the city index in memory), and each text word that no indexed
 * word starts with is replaced by its most similar suggestion term within a few edits ("Leki" → "Lekki"), so the
 * corrected words are searched and the reply says so. After a search that found nothing (a query searched as
 * typed): "Did you mean …?" with the same corrections. The terms are rebuilt at most every 10 minutes and read
 * into this process then (a few thousand words and place names), so a correction costs no statement: a prefix
 * look-up in the sorted terms, then for an unknown word the fewest edits among the terms of a close length. Each
 * word's correction is remembered until the terms change. Built once, by the SearchService.
 */
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client.ts";
import { allowedEdits, chooseCorrection, fold, singular } from "../../platform/language/text.ts";
import type { CityIndex } from "../../platform/language/vocabulary.ts";
import type { SearchRequest } from "./query.ts";
import { parseQueryText } from "./query-text.ts";
import { allTerms, refreshTerms, termsState } from "./repo.ts";
import { lowerBound } from "./search-index.ts";

const TERMS_TTL_MS = 10 * 60_000;

type Term = { folded: string; term: string; uses: number };

/** The suggestion terms in memory, sorted by their folded form. */
export class Terms {
  private readonly folded: string[];

  constructor(private readonly sorted: Term[]) {
    this.folded = sorted.map((t) => t.folded);
  }

  /** Whether some term starts with `word` (then there is nothing to correct). */
  hasPrefix(word: string): boolean {
    return (this.folded[lowerBound(this.folded, word)] ?? "").startsWith(word);
  }

  /** The term `word` most likely meant: the fewest edits within `allowedEdits`, then the most used. */
  nearest(word: string): Term | null {
    const most = allowedEdits(word);
    return chooseCorrection(
      word,
      this.sorted.filter((t) => t.folded !== word && Math.abs(t.folded.length - word.length) <= most),
    );
  }
}

export class Suggestions {
  private termsAt = 0;
  private terms: Terms | null = null;
  private termsLoading: Promise<Terms> | null = null;
  private refreshing: Promise<unknown> | null = null;
  private readonly corrections = new Map<string, { term: string | null; at: number }>();

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    /**
     * Whether the search's own indexes know a word starting with this one right now (null: they cannot say yet):
     * the suggestion terms are rebuilt every 10 minutes, so a name or word written since is known only there.
     */
    private readonly known: (word: string) => Promise<boolean | null> = async () => null,
  ) {}

  /**
   * The query with its words corrected before searching, or null when every word is known (or nothing near
   * enough is): split place names joined, then each text word no indexed word starts with replaced.
   */
  async correct(query: string, cities: CityIndex): Promise<string | null> {
    const joined = joinSplitPlaces(query, cities);
    const replacements = await this.replacements(parseQueryText(joined, cities).terms);
    const corrected = replacements.size ? correctText(joined, replacements) : joined;
    return fold(corrected) === fold(query) ? null : corrected;
  }

  /** Each term that no indexed word starts with → its correction (numbers and words under 3 letters kept). */
  private async replacements(words: string[]): Promise<Map<string, string>> {
    const asked = words.filter((t) => t.length >= 3 && !/^\d+$/.test(t));
    if (!asked.length) return new Map();
    const terms = await this.ensureTerms();
    const found = await Promise.all(asked.map(async (t) => [t, await this.correction(t, terms)] as const));
    return new Map(found.filter((f): f is readonly [string, string] => f[1] !== null));
  }

  /**
   * "Did you mean …?" for a request that found nothing (searched as typed): the same corrections, offered only
   * when the corrected query finds something; `totalOf` counts what a corrected query text finds.
   */
  async suggest(req: SearchRequest, totalOf: (corrected: string) => Promise<number>) {
    if (!req.terms.length) return [];
    const replacements = await this.replacements(req.terms);
    if (!replacements.size) return [];
    const corrected = correctText(req.query, replacements);
    if (!corrected || fold(corrected) === fold(req.query)) return [];
    const total = await totalOf(corrected);
    if (total === 0) return [];
    const [first] = replacements;
    return [
      {
        word: first![0],
        suggestion: first![1],
        query: corrected,
        total,
      },
    ];
  }

  /**
   * The suggestion terms in memory: rebuilt when there are none (awaited) or when older than 10 minutes (in the
   * background, the old ones serving meanwhile), and read again after each rebuild.
   */
  private async ensureTerms(): Promise<Terms> {
    const terms = this.terms;
    if (terms && (this.refreshing || Date.now() - this.termsAt < TERMS_TTL_MS)) return terms;
    this.termsLoading ??= this.loadTerms().finally(() => {
      this.termsLoading = null;
    });
    if (!terms) return this.termsLoading;
    this.termsLoading.catch((err) => this.log.warn({ err }, "search terms refresh failed"));
    return terms;
  }

  private async read(at: number): Promise<Terms> {
    const terms = new Terms(await allTerms(this.db));
    this.terms = terms;
    this.termsAt = at;
    return terms;
  }

  private async loadTerms(): Promise<Terms> {
    const state = await termsState(this.db);
    if (state.count === 0) {
      await refreshTerms(this.db);
      return this.read(Date.now());
    }
    // Terms rebuilt lately (by the seed, or by another process) are fresh: a restart does not rebuild them,
    // which on the embedded database would hold every other query for the seconds ts_stat takes.
    if (state.refreshedAt && Date.now() - state.refreshedAt < TERMS_TTL_MS)
      return this.read(state.refreshedAt);
    // Old: these serve while new ones are built in the background.
    const terms = await this.read(state.refreshedAt ?? 0);
    this.refreshing ??= refreshTerms(this.db)
      .then(() => this.read(Date.now()))
      .catch((err) => this.log.warn({ err }, "search terms refresh failed"))
      .finally(() => {
        this.refreshing = null;
      });
    return terms;
  }

  /**
   * The correction of one word, or null when some indexed word starts with it or nothing is near enough.
   * Remembered until the terms are next read (they change at most every 10 minutes).
   */
  private async correction(word: string, terms: Terms): Promise<string | null> {
    const hit = this.corrections.get(word);
    let term: string | null;
    if (hit && hit.at >= this.termsAt && Date.now() - hit.at < TERMS_TTL_MS) term = hit.term;
    else {
      term = terms.hasPrefix(word) ? null : (terms.nearest(word)?.term ?? null);
      if (this.corrections.size >= 5000) this.corrections.clear();
      this.corrections.set(word, { term, at: Date.now() });
    }
    if (term === null) return null;
    // About to be replaced: unless the search's own indexes know the word right now (a name signed up a moment
    // ago). Once known it stays known until the terms are read again, which then have it: not asked again.
    if (await this.known(word)) {
      this.corrections.set(word, { term: null, at: Date.now() });
      return null;
    }
    return term;
  }
}

/** The query text with each word whose folded, singular form is a key replaced by its value. */
export function correctText(text: string, replacements: Map<string, string>): string {
  return text.replace(/[\p{L}\p{N}]+/gu, (word) => {
    const folded = fold(word);
    return replacements.get(singular(folded)) ?? replacements.get(folded) ?? word;
  });
}

/**
 * Two words that are one place written apart ("Suru lere", "Gba gada") joined into it, as the city index names
 * it; words that are places on their own, or together as two words, are left alone.
 */
export function joinSplitPlaces(text: string, cities: CityIndex): string {
  const parts = text.split(/([\p{L}\p{N}]+)/u);
  // parts: separator, word, separator, word, …, separator
  for (let i = 1; i + 2 < parts.length; i += 2) {
    const [a, gap, b] = [fold(parts[i]!), parts[i + 1]!, fold(parts[i + 2]!)];
    if (!/^[\s-]+$/.test(gap) || /\d/.test(a + b)) continue;
    const place = cities.phrases.get(a + b);
    if (!place || cities.phrases.has(a) || cities.phrases.has(b) || cities.phrases.has(`${a} ${b}`)) continue;
    parts.splice(i, 3, place);
  }
  return parts.join("");
}
