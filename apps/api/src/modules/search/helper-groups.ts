/**
 * The helper groups of a search (providers, materials, groups, caveat posts; ADR 0404) as the search service asks
 * for them. Each group's result depends on its filters and its satellite's content alone, so it is reused under
 * the same services version for a minute (search-cache.ts HELPER_TTL_MS): every write of providers, materials,
 * groups and caveat posts moves that version (a group's member count lags as long). Their totals are reused
 * likewise. A group is empty without asking the satellite when one of the words is in none of its records
 * (`HelperWords`), or when one of its probes (a word, the places or the state alone, `probesOf`) shows it empty:
 * on the embedded database a statement costs milliseconds of the server's one thread even on a table of five rows.
 */
import type { FastifyBaseLogger } from "fastify";
import { countAlways } from "../../db/id-page.ts";
import type { HelperSearch } from "../../platform/helper-search.ts";
import { HelperWords, helperFilters, probesOf, runHelpers, type SearchHelpers } from "./helpers.ts";
import type { SearchRequest } from "./query.ts";
import { HELPER_TTL_MS, type SearchCache } from "./search-cache.ts";

/** A helper group that a probe showed empty. */
const NO_HELPER_RESULTS = { items: [], total: 0 };

export class HelperGroups {
  /** The words each helper group's records can be found by. */
  private readonly words: HelperWords;

  constructor(
    private readonly helpers: SearchHelpers,
    private readonly cache: SearchCache,
    log: FastifyBaseLogger,
  ) {
    this.words = new HelperWords(helpers, HELPER_TTL_MS, (err) =>
      log.warn({ err }, "search: reading the helper groups' words failed"),
    );
  }

  /** The helper groups a request asks for (empty groups when it asks for none: `runHelpers`). */
  run(req: SearchRequest) {
    const filters = JSON.stringify(helperFilters(req, countAlways));
    let version: Promise<number> | undefined;
    const servicesVersion = () => (version ??= this.cache.servicesVersion());
    return runHelpers(
      this.helpers,
      req,
      (key, count) => this.cache.helperTotal(key, count),
      (group, compute, f) =>
        this.cache.helperResults(group, filters, async () =>
          (await this.surelyEmpty(group, f, await servicesVersion())) ? NO_HELPER_RESULTS : compute(),
        ) as Promise<Awaited<ReturnType<typeof compute>>>,
    );
  }

  /** Whether a word of these filters is in none of the group's records, or a probe of them finds nothing. */
  private async surelyEmpty(group: keyof SearchHelpers, f: HelperSearch, version: number): Promise<boolean> {
    if (this.words.surelyNone(group, f.words, version)) return true;
    const totals = await Promise.all(
      probesOf(f).map((probe) =>
        this.cache.probeTotal(group, probe, async () => (await this.helpers[group].searchCards(probe)).total),
      ),
    );
    return totals.some((total) => total === 0);
  }
}
