import { type SearchSuggestion, searchResultMessages } from "@ile/contract";
import { SearchX } from "lucide-react";
import { Link } from "react-router";
import { paths } from "@/config/paths";

/**
 * A neighbourhood had no listing, so its town was searched (ADR 0415): "No listings in Lekki Phase 1 yet — showing
 * Lekki".
 */
export function WidenedPlace({ widened }: { widened: { from: string; to: string } }) {
  return (
    <p className="text-ink" aria-live="polite">
      {searchResultMessages.widened(widened.from, widened.to)}
    </p>
  );
}

/**
 * Words were corrected before searching (ADR 0405): "Showing results for Lekki", and a link to search the words as
 * typed ("Search instead for Leki").
 */
export function CorrectedQuery({
  corrected,
  asTypedHref,
}: {
  corrected: { from: string; to: string };
  asTypedHref: string;
}) {
  return (
    <p className="text-ink" aria-live="polite">
      Showing results for <strong className="font-semibold">{corrected.to}</strong>
      <br />
      <span className="text-sm text-muted">
        Search instead for{" "}
        <Link to={asTypedHref} className="text-brand-700 underline underline-offset-2 hover:text-brand-800">
          {corrected.from}
        </Link>
      </span>
    </p>
  );
}

/** Nothing found: a "Did you mean …?" from the server's typo-tolerant suggestions, then ways forward. */
export function EmptyResults({
  query,
  suggestions,
  hasFilters,
  onSuggestion,
  onClearFilters,
}: {
  query: string;
  suggestions: SearchSuggestion[];
  hasFilters: boolean;
  onSuggestion: (query: string) => void;
  onClearFilters: () => void;
}) {
  return (
    <section
      className="card mx-auto flex max-w-xl flex-col items-center gap-3 p-8 text-center"
      aria-live="polite"
    >
      <SearchX aria-hidden="true" className="size-10 text-brand-600" />
      <h2 className="text-lg font-semibold">{query ? `No results for “${query}”` : "No results"}</h2>
      {suggestions.length ? (
        <p className="text-ink">
          Did you mean{" "}
          {suggestions.map((s, i) => (
            <span key={s.query}>
              {i > 0 ? " or " : null}
              <button
                type="button"
                className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
                onClick={() => onSuggestion(s.query)}
              >
                {s.query}
              </button>{" "}
              <span className="text-sm text-muted">({s.total})</span>
            </span>
          ))}
          ?
        </p>
      ) : null}
      <ul className="list-disc space-y-1 pl-5 text-left text-muted">
        <li>Check the spelling, or use fewer words — every word must match.</li>
        <li>Search a town (Lekki, Ikeja, Wuse) or a role (agent, landlord).</li>
        {hasFilters ? <li>Remove some filters.</li> : null}
      </ul>
      <div className="flex flex-wrap justify-center gap-2">
        {hasFilters ? (
          <button type="button" className="btn-outline" onClick={onClearFilters}>
            Clear filters
          </button>
        ) : null}
        <Link to={paths.properties} className="btn-ghost">
          Browse properties
        </Link>
        <Link to={paths.profiles} className="btn-ghost">
          Meet users
        </Link>
      </div>
    </section>
  );
}
