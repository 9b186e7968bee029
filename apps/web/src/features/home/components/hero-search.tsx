/**
 * The home page's search bar (issue 4 home, issue 5 search): rent or buy, free text, and the main filters of
 * GET /api/search (property type, state, bedrooms, budget). It leads to /search-results with those filters in
 * the URL, spelled as the search page reads them, so the results page shows them as removable chips.
 * Not on the form kit (issue 39): a search box that navigates, not data entry.
 */
import { Search } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { useNavigate } from "react-router";
import { paths } from "@/config/paths";
import { formatCount } from "@/lib/format";

type Purpose = "rent" | "sale";

/**
 * Property types as the search page offers them (the same values, so its filter shows what was chosen here);
 * the search matches each word as a prefix of a listing's type ("Flat" finds "Flat / Apartment").
 */
export const HOME_PROPERTY_TYPES = [
  "Flat",
  "Block of Flats",
  "Self Contain",
  "Detached Duplex",
  "Semi Detached Duplex",
  "Terraced Duplex",
  "Detached Bungalow",
  "Semi Detached Bungalow",
  "Terraced Bungalow",
  "Land",
  "Shop",
  "Office",
] as const;

const FCT = "Federal Capital Territory";

/**
 * States in order of how many listings the public data has there (other places are found from the text), named
 * as the search page's State filter names them; the search reads Abuja, FCT and the full name alike.
 */
export const HOME_STATES = [
  "Lagos",
  FCT,
  "Ogun",
  "Oyo",
  "Rivers",
  "Imo",
  "Enugu",
  "Edo",
  "Delta",
  "Akwa Ibom",
  "Kaduna",
  "Osun",
  "Kwara",
  "Ekiti",
  "Abia",
] as const;

/** The URL of /search-results for what the form holds (empty fields are left out). */
export function searchUrl(input: {
  purpose: Purpose;
  query?: string;
  propertyType?: string;
  state?: string;
  bedroomCount?: string;
  maxPrice?: string;
}): string {
  const params = new URLSearchParams({ type: "properties", listingType: input.purpose });
  const add = (key: string, value: string | undefined) => {
    const v = value?.trim();
    if (v) params.set(key, v);
  };
  add("query", input.query);
  add("propertyType", input.propertyType);
  add("state", input.state);
  add("bedroomCount", input.bedroomCount);
  add("maxPrice", input.maxPrice?.replace(/[₦,\s]/g, ""));
  return `${paths.searchResults}?${params}`;
}

export function HeroSearch() {
  const navigate = useNavigate();
  const id = useId();
  const [purpose, setPurpose] = useState<Purpose>("rent");

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const get = (k: string) => String(form.get(k) ?? "");
    navigate(
      searchUrl({
        purpose,
        query: get("query"),
        propertyType: get("propertyType"),
        state: get("state"),
        bedroomCount: get("bedroomCount"),
        maxPrice: get("maxPrice"),
      }),
    );
  }

  return (
    <search className="card mt-8 block p-3 text-ink sm:p-4">
      <form onSubmit={onSubmit} aria-label="Search properties">
        <fieldset className="mb-3 flex gap-2">
          <legend className="sr-only">I want to</legend>
          {(["rent", "sale"] as const).map((p) => (
            <label
              key={p}
              className={`inline-flex min-h-11 cursor-pointer items-center rounded-full px-4 text-sm font-semibold has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600 ${
                purpose === p ? "bg-brand-700 text-white" : "bg-canvas text-ink hover:bg-brand-50"
              }`}
            >
              <input
                type="radio"
                name="purpose"
                value={p}
                checked={purpose === p}
                onChange={() => setPurpose(p)}
                className="sr-only"
              />
              {p === "rent" ? "Rent" : "Buy"}
            </label>
          ))}
        </fieldset>
        <div className="flex flex-col gap-2 sm:flex-row">
          <label htmlFor={`${id}-query`} className="sr-only">
            Area, town or property
          </label>
          <input
            id={`${id}-query`}
            name="query"
            className="input"
            type="search"
            placeholder="Area, town or property — e.g. 3 bedroom flat Yaba"
          />
          <button type="submit" className="btn-primary shrink-0">
            <Search aria-hidden="true" className="size-4" />
            Search
          </button>
        </div>
        <div className="mt-3 grid grid-cols-2 gap-2 lg:grid-cols-4">
          <div>
            <label htmlFor={`${id}-type`} className="label">
              Property type
            </label>
            <select id={`${id}-type`} name="propertyType" className="input" defaultValue="">
              <option value="">Any type</option>
              {HOME_PROPERTY_TYPES.map((t) => (
                <option key={t} value={t}>
                  {t}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={`${id}-state`} className="label">
              State
            </label>
            <select id={`${id}-state`} name="state" className="input" defaultValue="">
              <option value="">Any state</option>
              {HOME_STATES.map((s) => (
                <option key={s} value={s}>
                  {s === FCT ? "Abuja (FCT)" : s}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={`${id}-beds`} className="label">
              Bedrooms
            </label>
            <select id={`${id}-beds`} name="bedroomCount" className="input" defaultValue="">
              <option value="">Any</option>
              {[1, 2, 3, 4, 5].map((n) => (
                <option key={n} value={n}>
                  {formatCount(n, "bedroom")}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={`${id}-max`} className="label">
              Max price (₦)
            </label>
            <input
              id={`${id}-max`}
              name="maxPrice"
              className="input"
              inputMode="numeric"
              placeholder="e.g. 3,000,000"
              autoComplete="off"
            />
          </div>
        </div>
      </form>
    </search>
  );
}
