/**
 * "Did you mean …?" for a search that found nothing (SPEC §5; ADR 0400): each word that no indexed word starts
 * with is replaced by its most similar suggestion term (pg_trgm); the terms are rebuilt at most every 10 minutes and
 * each word's correction is remembered until then. Built once, by the SearchService.
 */
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client.ts";
import { chooseCorrection, fold, singular } from "../../platform/language/text.ts";
import type { SearchRequest } from "./query.ts";
import { knownPrefix, nearestTerms, refreshTerms, termsState } from "./repo.ts";

const TERMS_TTL_MS = 10 * 60_000;

export class Suggestions {
  private termsAt = 0;
  private termsLoading: Promise<unknown> | null = null;
  private readonly corrections = new Map<string, { term: string | null; at: number }>();

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
  ) {}

  /**
   * "Did you mean …?": each word that no indexed word starts with is replaced by its most similar term
   * (pg_trgm); the corrected query is offered only when it finds something.
   */
  /** The suggestions for a request that found nothing; `totalOf` counts what a corrected query text finds. */
  async suggest(req: SearchRequest, totalOf: (corrected: string) => Promise<number>) {
    if (!req.terms.length) return [];
    await this.ensureTerms();
    const replacements = new Map<string, string>();
    for (const term of req.terms) {
      if (term.length < 3 || /^\d+$/.test(term)) continue;
      const correction = await this.correction(term);
      if (correction) replacements.set(term, correction);
    }
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

  /** Suggestion terms: rebuilt when empty (awaited) or older than 10 minutes (in the background). */
  private async ensureTerms(): Promise<void> {
    if (Date.now() - this.termsAt < TERMS_TTL_MS) return;
    const refresh = () => {
      this.termsLoading ??= refreshTerms(this.db)
        .then(() => {
          this.termsAt = Date.now();
        })
        .finally(() => {
          this.termsLoading = null;
        });
      return this.termsLoading;
    };
    const state = await termsState(this.db);
    if (state.count === 0) {
      await refresh();
      return;
    }
    // Terms rebuilt lately (by the seed, or by another process) are fresh: a restart does not rebuild them,
    // which on the embedded database would hold every other query for the seconds ts_stat takes.
    if (state.refreshedAt && Date.now() - state.refreshedAt < TERMS_TTL_MS) {
      this.termsAt = state.refreshedAt;
      return;
    }
    refresh().catch((err) => this.log.warn({ err }, "search terms refresh failed"));
  }

  /**
   * The correction of one word, or null when some indexed word starts with it or nothing is near enough.
   * Remembered until the terms are next rebuilt (they change at most every 10 minutes).
   */
  private async correction(word: string): Promise<string | null> {
    const hit = this.corrections.get(word);
    if (hit && hit.at >= this.termsAt && Date.now() - hit.at < TERMS_TTL_MS) return hit.term;
    const term = (await knownPrefix(this.db, word))
      ? null
      : (chooseCorrection(word, await nearestTerms(this.db, word))?.term ?? null);
    if (this.corrections.size >= 5000) this.corrections.clear();
    this.corrections.set(word, { term, at: Date.now() });
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
