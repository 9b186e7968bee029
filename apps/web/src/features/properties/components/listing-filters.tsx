/**
 * The filters of a page of listings (issue 4): every filter lives in the URL, so applying them replaces the search
 * (shareable; the back button works). Filters a page fixes (`preset`) are not shown. The form is `useFilterForm`'s
 * draft of the URL's filters (issue 39): "newest" and "available" are what no sort and no status mean, so they stay
 * out of the URL.
 */
import {
  AFFORDABILITY_RULE,
  CATEGORY_LABELS,
  LISTING_SORTS,
  PROPERTY_CATEGORIES,
  PROPERTY_STATUS_LABELS,
  PROPERTY_STATUSES,
} from "@ile/contract";
import type { FormEvent, ReactNode } from "react";
import { Link, useLocation, useSearchParams } from "react-router";
import { useFilterForm } from "@/lib/filter-form";

const SORT_LABELS: Record<(typeof LISTING_SORTS)[number], string> = {
  newest: "Newest",
  price_asc: "Price: low to high",
  price_desc: "Price: high to low",
  views: "Most viewed",
};

export const FILTERS = [
  "listing_type",
  "use",
  "category",
  "state",
  "city",
  "min_price",
  "max_price",
  "income",
  "bedrooms",
  "bathrooms",
  "furnished",
  "status",
  "sort",
] as const;
type Filter = (typeof FILTERS)[number];

/** What a filter means when the URL leaves it out. */
const DEFAULTS = { sort: "newest", status: "available" } as const;

export function ListingFilters({
  id,
  preset,
  open,
  collapsed = false,
  onApplied,
}: {
  /** The page's id: the form is `${id}-filters`, each field `${id}-<name>`. */
  id: string;
  preset: Record<string, string>;
  /** Shown on phones (always shown on wider screens, unless `collapsed`). */
  open: boolean;
  /** Behind the "Filters" button at every width (the map view: the map stays in the first screen). */
  collapsed?: boolean;
  onApplied: () => void;
}) {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const hasFilters = [...params.keys()].some((k) => k !== "page");
  const form = useFilterForm(
    FILTERS.filter((k) => !(k in preset)),
    { defaults: DEFAULTS },
  );
  const bind = (name: Filter) => form.field(name);

  function apply(e: FormEvent<HTMLFormElement>) {
    form.submit(e);
    onApplied();
  }

  const field = (name: (typeof FILTERS)[number], label: string, input: ReactNode) =>
    name in preset ? null : (
      <div key={name}>
        <label htmlFor={`${id}-${name}`} className="label">
          {label}
        </label>
        {input}
      </div>
    );
  /** A whole-number filter (rooms, prices in naira). */
  const numberField = (name: (typeof FILTERS)[number], label: string) =>
    field(
      name,
      label,
      <input
        id={`${id}-${name}`}
        {...bind(name)}
        className="input"
        type="number"
        min={0}
        inputMode="numeric"
      />,
    );

  return (
    <form
      id={`${id}-filters`}
      onSubmit={apply}
      className={`card grid-cols-2 gap-3 p-4 sm:grid-cols-3 lg:grid-cols-6 ${open ? "grid" : "hidden"} ${collapsed ? "" : "sm:grid"}`}
      aria-label="Filter listings"
    >
      {field(
        "listing_type",
        "For",
        <select id={`${id}-listing_type`} {...bind("listing_type")} className="input">
          <option value="">Rent or sale</option>
          <option value="rent">Rent</option>
          <option value="sale">Sale</option>
        </select>,
      )}
      {field(
        "use",
        "Use",
        <select id={`${id}-use`} {...bind("use")} className="input">
          <option value="">Any</option>
          <option value="residential">Residential</option>
          <option value="commercial">Commercial</option>
        </select>,
      )}
      {field(
        "category",
        "Category",
        <select id={`${id}-category`} {...bind("category")} className="input">
          <option value="">Any</option>
          {PROPERTY_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {CATEGORY_LABELS[c]}
            </option>
          ))}
        </select>,
      )}
      {field(
        "state",
        "State",
        <input id={`${id}-state`} {...bind("state")} className="input" placeholder="e.g. Lagos" />,
      )}
      {field(
        "city",
        "Town",
        <input id={`${id}-city`} {...bind("city")} className="input" placeholder="e.g. Lekki" />,
      )}
      {numberField("bedrooms", "Bedrooms (at least)")}
      {numberField("min_price", "Min price (₦)")}
      {numberField("max_price", "Max price (₦)")}
      {preset.listing_type === "sale" ? null : (
        <div>
          {numberField("income", "Monthly income (₦)")}
          <p className="mt-1 text-xs text-muted">{AFFORDABILITY_RULE} Only rent listings are shown.</p>
        </div>
      )}
      {numberField("bathrooms", "Bathrooms (at least)")}
      {field(
        "furnished",
        "Furnished",
        <select id={`${id}-furnished`} {...bind("furnished")} className="input">
          <option value="">Any</option>
          <option value="true">Furnished</option>
          <option value="false">Unfurnished</option>
        </select>,
      )}
      {field(
        "status",
        "Status",
        <select id={`${id}-status`} {...bind("status")} className="input">
          <option value="available">Available</option>
          {PROPERTY_STATUSES.filter((st) => st !== "available").map((st) => (
            <option key={st} value={st}>
              {PROPERTY_STATUS_LABELS[st]}
            </option>
          ))}
          <option value="any">Any status</option>
        </select>,
      )}
      {field(
        "sort",
        "Sort by",
        <select id={`${id}-sort`} {...bind("sort")} className="input">
          {LISTING_SORTS.map((s) => (
            <option key={s} value={s}>
              {SORT_LABELS[s]}
            </option>
          ))}
        </select>,
      )}
      <div className="col-span-2 flex items-end gap-2 sm:col-span-1">
        <button type="submit" className="btn-primary flex-1">
          Show listings
        </button>
        {hasFilters ? (
          <Link to={pathname} className="btn-outline">
            Clear
          </Link>
        ) : null}
      </div>
    </form>
  );
}
