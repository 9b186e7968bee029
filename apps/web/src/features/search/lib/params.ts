/**
 * The search page keeps every filter in the URL (shareable, back-button friendly). These helpers read the URL
 * into the parameters of GET /api/search and write changes back, dropping empty values.
 */
import { SEARCH_SORTS, type SearchParams, type SearchType } from "@ile/contract";

export const SEARCH_FIELDS = [
  "query",
  "type",
  "page",
  "propertyType",
  "minPrice",
  "maxPrice",
  "state",
  "city",
  "role",
  "profession",
  "bedroomCount",
  "listingType",
  "asTyped",
  "bbox",
  "sort",
  "tab",
  "view",
] as const;
export type SearchField = (typeof SEARCH_FIELDS)[number];
export type SearchState = Partial<Record<SearchField, string>>;

/** Filters a user can remove one by one (chips), with their labels. */
export const FILTER_LABELS: Partial<Record<SearchField, string>> = {
  propertyType: "Type",
  minPrice: "Min ₦",
  maxPrice: "Max ₦",
  state: "State",
  city: "City",
  role: "Role",
  profession: "Profession",
  bedroomCount: "Bedrooms",
  listingType: "For",
  bbox: "Map area",
};

const TYPES: SearchType[] = ["all", "properties", "users"];

/** The result tabs (`tab=` in the URL; not sent to the API): listings and people, then the helper searches. */
export const RESULT_TABS = ["results", "providers", "materials", "groups", "notices"] as const;
export type ResultTab = (typeof RESULT_TABS)[number];

/** URL → state. Accepts `listing_type` (the home page's spelling) as listingType. */
export function readSearchState(params: URLSearchParams): SearchState {
  const out: SearchState = {};
  for (const field of SEARCH_FIELDS) {
    const v = params.get(field)?.trim();
    if (v) out[field] = v;
  }
  const legacy = params.get("listing_type")?.trim();
  if (!out.listingType && legacy) out.listingType = legacy;
  if (out.type && !TYPES.includes(out.type as SearchType)) delete out.type;
  if (out.tab && !(RESULT_TABS as readonly string[]).includes(out.tab)) delete out.tab;
  if (out.view && out.view !== "map") delete out.view;
  // An order the API does not know is dropped (relevance, the default, is not written).
  if (out.sort && !(SEARCH_SORTS as readonly string[]).includes(out.sort)) delete out.sort;
  return out;
}

/** State → URL query string, in a stable order, without empty values or defaults. */
export function writeSearchState(state: SearchState): URLSearchParams {
  const params = new URLSearchParams();
  for (const field of SEARCH_FIELDS) {
    const v = state[field]?.trim();
    if (!v) continue;
    if (field === "type" && v === "all") continue;
    if (field === "page" && v === "1") continue;
    if (field === "sort" && v === "relevance") continue;
    params.set(field, v);
  }
  return params;
}

/**
 * A change of filters starts again at page 1 on the first tab with results; a change of page or tab keeps the rest;
 * new words drop `asTyped`.
 */
export function updateSearchState(state: SearchState, changes: SearchState): SearchState {
  const next: SearchState = { ...state, ...changes };
  const browsing = "page" in changes || "tab" in changes;
  if (!browsing) {
    delete next.page;
    delete next.tab;
  }
  // "Search instead for …" holds for the words it was chosen for: new words are corrected again.
  if ("query" in changes && !("asTyped" in changes)) delete next.asTyped;
  for (const key of Object.keys(next) as SearchField[]) if (!next[key]) delete next[key];
  return next;
}

/** The API parameters for a state (the server applies page/limit defaults of SPEC §9). */
export function toApiParams(state: SearchState, limit: number): SearchParams {
  const out: SearchParams = { limit: String(limit) };
  for (const field of SEARCH_FIELDS)
    if (field !== "tab" && field !== "view" && state[field]) out[field] = state[field];
  return out;
}

export function activeFilters(state: SearchState): { field: SearchField; label: string; value: string }[] {
  return (Object.keys(FILTER_LABELS) as SearchField[])
    .filter((f) => state[f])
    .map((f) => ({ field: f, label: FILTER_LABELS[f]!, value: state[f]! }));
}
