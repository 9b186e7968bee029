/**
 * The search form: words at the top, filters below (a disclosure on small screens). Submitting writes the
 * state into the URL; the page reads it back from there.
 * Not on the form kit (issue 39): a search box that navigates, not data entry.
 */
import { Search as SearchIcon, SlidersHorizontal } from "lucide-react";
import { type FormEvent, useEffect, useId, useState } from "react";
import { NIGERIAN_STATES } from "@/lib/nigeria";
import { PROFESSION_OPTIONS, PROPERTY_TYPE_OPTIONS, ROLE_OPTIONS } from "../lib/options";
import type { SearchState } from "../lib/params";

type Draft = Required<
  Pick<
    SearchState,
    | "query"
    | "propertyType"
    | "minPrice"
    | "maxPrice"
    | "state"
    | "city"
    | "role"
    | "profession"
    | "bedroomCount"
    | "listingType"
  >
>;

/**
 * A value from the URL that a select does not offer as written (a link from elsewhere, another case) stays
 * selected, so the next Apply keeps it: matched to an option without regard to case, else offered as its own.
 */
const pick = (options: readonly string[], value: string) =>
  options.find((o) => o.toLowerCase() === value.toLowerCase()) ?? value;
const withValue = (options: readonly string[], value: string) =>
  value && !options.includes(value) ? [...options, value] : options;

const draftFrom = (s: SearchState): Draft => ({
  query: s.query ?? "",
  propertyType: pick(PROPERTY_TYPE_OPTIONS, s.propertyType ?? ""),
  minPrice: s.minPrice ?? "",
  maxPrice: s.maxPrice ?? "",
  state: pick(NIGERIAN_STATES, s.state ?? ""),
  city: s.city ?? "",
  role: s.role ?? "",
  profession: s.profession ?? "",
  bedroomCount: s.bedroomCount ?? "",
  listingType: s.listingType ?? "",
});

export function SearchFilters({
  state,
  onSubmit,
}: {
  state: SearchState;
  onSubmit: (changes: SearchState) => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState<Draft>(() => draftFrom(state));
  const [open, setOpen] = useState(false);
  // The URL is the truth: back/forward or a chip removal resets the form to it.
  useEffect(() => setDraft(draftFrom(state)), [state]);

  const set = (field: keyof Draft) => (e: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [field]: e.target.value }));

  function submit(e: FormEvent) {
    e.preventDefault();
    setOpen(false);
    onSubmit(draft);
  }

  const field = (name: keyof Draft) => `${id}-${name}`;

  return (
    <search aria-label="Search Ile" className="card block p-4">
      <form onSubmit={submit}>
        <div className="flex flex-col gap-2 sm:flex-row">
          <label htmlFor={field("query")} className="sr-only">
            Search words
          </label>
          <input
            id={field("query")}
            name="query"
            type="search"
            className="input"
            placeholder="e.g. 3 bedroom flat Yaba, agent Lekki, plumber Ikeja"
            value={draft.query}
            onChange={set("query")}
            maxLength={200}
          />
          <div className="flex gap-2">
            <button type="submit" className="btn-primary flex-1 sm:flex-none">
              <SearchIcon aria-hidden="true" className="size-4" />
              Search
            </button>
            <button
              type="button"
              className="btn-outline lg:hidden"
              aria-expanded={open}
              aria-controls={`${id}-filters`}
              onClick={() => setOpen((o) => !o)}
            >
              <SlidersHorizontal aria-hidden="true" className="size-4" />
              Filters
            </button>
          </div>
        </div>

        <fieldset
          id={`${id}-filters`}
          className={`${open ? "grid" : "hidden"} mt-4 grid-cols-1 gap-3 sm:grid-cols-2 lg:grid lg:grid-cols-5`}
        >
          <legend className="sr-only">Filters</legend>
          <div>
            <label className="label" htmlFor={field("listingType")}>
              For
            </label>
            <select
              id={field("listingType")}
              className="input"
              value={draft.listingType}
              onChange={set("listingType")}
            >
              <option value="">Rent or sale</option>
              <option value="rent">Rent</option>
              <option value="sale">Sale</option>
            </select>
          </div>
          <div>
            <label className="label" htmlFor={field("propertyType")}>
              Property type
            </label>
            <select
              id={field("propertyType")}
              className="input"
              value={draft.propertyType}
              onChange={set("propertyType")}
            >
              <option value="">Any type</option>
              {withValue(PROPERTY_TYPE_OPTIONS, draft.propertyType).map((t) => (
                <option key={t} value={t}>
                  {t}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label className="label" htmlFor={field("bedroomCount")}>
              Bedrooms
            </label>
            <select
              id={field("bedroomCount")}
              className="input"
              value={draft.bedroomCount}
              onChange={set("bedroomCount")}
            >
              <option value="">Any</option>
              {[1, 2, 3, 4, 5, 6, 7, 8].map((n) => (
                <option key={n} value={String(n)}>
                  {n}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label className="label" htmlFor={field("minPrice")}>
              Min price (₦)
            </label>
            <input
              id={field("minPrice")}
              className="input"
              inputMode="decimal"
              placeholder="0"
              value={draft.minPrice}
              onChange={set("minPrice")}
            />
          </div>
          <div>
            <label className="label" htmlFor={field("maxPrice")}>
              Max price (₦)
            </label>
            <input
              id={field("maxPrice")}
              className="input"
              inputMode="decimal"
              placeholder="Any"
              value={draft.maxPrice}
              onChange={set("maxPrice")}
            />
          </div>
          <div>
            <label className="label" htmlFor={field("state")}>
              State
            </label>
            <select id={field("state")} className="input" value={draft.state} onChange={set("state")}>
              <option value="">Any state</option>
              {withValue(NIGERIAN_STATES, draft.state).map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label className="label" htmlFor={field("city")}>
              City or area
            </label>
            <input
              id={field("city")}
              className="input"
              placeholder="e.g. Lekki"
              value={draft.city}
              onChange={set("city")}
              maxLength={100}
            />
          </div>
          <div>
            <label className="label" htmlFor={field("role")}>
              Role
            </label>
            <select id={field("role")} className="input" value={draft.role} onChange={set("role")}>
              <option value="">Anyone</option>
              {ROLE_OPTIONS.map((r) => (
                <option key={r.value} value={r.value}>
                  {r.label}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label className="label" htmlFor={field("profession")}>
              Profession
            </label>
            <select
              id={field("profession")}
              className="input"
              value={draft.profession}
              onChange={set("profession")}
            >
              <option value="">Any profession</option>
              {PROFESSION_OPTIONS.map((p) => (
                <option key={p.value} value={p.value}>
                  {p.label}
                </option>
              ))}
            </select>
          </div>
          <div className="flex items-end">
            <button type="submit" className="btn-accent w-full">
              Apply filters
            </button>
          </div>
        </fieldset>
      </form>
    </search>
  );
}
