/**
 * What search keeps in the shared page cache (platform/page-cache.ts, a general memo per content version), with
 * its own keys and lifetimes in one place (issue 47: search owns them):
 * - `helpers|<group>|<filters>`: a helper group's results, and `helper-probe|<group>|<probe>`: a probe's total,
 *   under the services version for HELPER_TTL_MS (ADR 0404, 0407 addendum);
 * - `corrected|<params>`: how many results a corrected query finds, under every version (ADR 0405);
 * - `listing|<id>|<stamp>`, `person|<id>|<stamp>`: a card under the market version and its record's change stamp
 *   for CARD_TTL_MS, or `listing|<id>` without a stamp for the page cache's seconds (ADR 0407 addendum).
 */

import type { CoalescedReads } from "../../platform/coalesced-reads.ts";
import { BUMPED_PAGE_TTL_MS, MARKET, type PageCache, SERVICES } from "../../platform/page-cache.ts";
import type { SearchEngine } from "./port.ts";

/** Helper results, probes and the words of each group: every write of theirs moves the services version. */
export const HELPER_TTL_MS = BUMPED_PAGE_TTL_MS;
/** A card kept under its record's change stamp: only view and favourite counts lag, by this much. */
export const CARD_TTL_MS = BUMPED_PAGE_TTL_MS;

export class SearchCache {
  constructor(private readonly pages: PageCache) {}

  /** The services version now (helper words are kept under it). */
  servicesVersion(): Promise<number> {
    return this.pages.version(SERVICES);
  }

  /** A helper group's results for these filters, computed once per services version and minute. */
  helperResults<T>(group: string, filters: string, compute: () => Promise<T>): Promise<T> {
    return this.pages.reuse(`helpers|${group}|${filters}`, compute, SERVICES, HELPER_TTL_MS);
  }

  /** A helper probe's total, likewise. */
  probeTotal(group: string, probe: unknown, count: () => Promise<number>): Promise<number> {
    return this.pages.reuse(`helper-probe|${group}|${JSON.stringify(probe)}`, count, SERVICES, HELPER_TTL_MS);
  }

  /** A helper statement's total, reused under the services version (ADR 0403). */
  helperTotal(key: string, count: () => Promise<number>): Promise<number> {
    return this.pages.currentTotal(key, count, SERVICES);
  }

  /** The total a corrected query finds, by its parameters, reused until the next write. */
  correctedTotal(raw: Record<string, unknown>, count: () => Promise<number>): Promise<number> {
    const key = JSON.stringify(Object.entries(raw).sort(([a], [b]) => a.localeCompare(b)));
    return this.pages.currentTotal(`corrected|${key}`, count);
  }

  /**
   * Cards by id in the order of `ids`: those read under the current market version are reused (the same listings
   * and people top many searches), the others read in one query. A card is kept with its record's change stamp
   * when the engine knows it (every searchable change moves it, also one made outside the app), so it is kept for
   * CARD_TTL_MS; without one, for the page cache's seconds. Only cards that are the same for every viewer come
   * through here. The missing cards of searches answered at the same time are read together (`CoalescedReads`).
   */
  async cards<T extends { id: number | string }>(
    ids: number[],
    engine: SearchEngine,
    kind: "listing" | "person",
    read: CoalescedReads<T>,
  ): Promise<T[]> {
    if (!ids.length) return [];
    const version = await this.pages.version(MARKET);
    const found = new Map<number, T>();
    /** The cards to read, with the key each is kept under. */
    const missing = new Map<number, string>();
    for (const id of ids) {
      const stamp = engine.stampOf(id);
      const key = stamp === undefined ? `${kind}|${id}` : `${kind}|${id}|${stamp}`;
      const card = this.pages.recall<T>(version, key, MARKET, stamp === undefined ? undefined : CARD_TTL_MS);
      if (card) found.set(id, card);
      else missing.set(id, key);
    }
    if (missing.size) {
      const loaded = await read.load([...missing.keys()]);
      for (const [id, key] of missing) {
        const card = loaded.get(id);
        if (!card) continue;
        found.set(id, card);
        this.pages.remember(version, key, MARKET, card);
      }
    }
    return ids.flatMap((id) => found.get(id) ?? []);
  }
}
