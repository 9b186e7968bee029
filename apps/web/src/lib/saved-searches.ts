/**
 * Saved searches (issue 37, ADR 0406): the API calls, and the current filters of /search-results or a listing list
 * turned into a saved search's parameters (those of GET /api/search, plus the lists' category), with a readable
 * summary. Shared by the "Save this search" dialog (components) and the dashboard section.
 */
import {
  CATEGORY_LABELS,
  type PropertyCategory,
  type SavedSearch,
  type SavedSearchInput,
  type SavedSearchParams,
} from "@ile/contract";
import { queryOptions } from "@tanstack/react-query";
import { api } from "./api-client";

export type SavedSearchReply = { status: "success"; message?: string; data: SavedSearch };

export const savedSearchesQuery = () =>
  queryOptions({
    queryKey: ["saved-searches"],
    queryFn: ({ signal }) =>
      api.get<{ status: "success"; data: SavedSearch[] }>("/saved-searches", { signal }),
  });

export const createSavedSearch = (input: SavedSearchInput) =>
  api.post<SavedSearchReply>("/saved-searches", input);
export const updateSavedSearch = (id: number, patch: Partial<SavedSearchInput>) =>
  api.put<SavedSearchReply>(`/saved-searches/${id}`, patch);
export const deleteSavedSearch = (id: number) =>
  api.delete<{ status: "success"; message?: string; data: { id: number } }>(`/saved-searches/${id}`);

/** The alert link's token: the one-click unsubscribe (pauses the search) and the page's "turn it back on". */
const byToken = (action: "unsubscribe" | "resubscribe", token: string) =>
  api.post<{ status: "success"; message: string; data: { paused: boolean } }>(
    `/saved-searches/${action}?token=${encodeURIComponent(token)}`,
    undefined,
    { auth: false },
  );
export const unsubscribeAlert = (token: string) => byToken("unsubscribe", token);
export const resubscribeAlert = (token: string) => byToken("resubscribe", token);

const SEARCH_KEYS = [
  "query",
  "state",
  "city",
  "listingType",
  "bedroomCount",
  "minPrice",
  "maxPrice",
  "propertyType",
] as const;

/** /search-results' URL: its parameters are already the search's. */
export function savedParamsOfSearch(params: URLSearchParams): SavedSearchParams {
  const out: Record<string, string> = {};
  for (const key of SEARCH_KEYS) {
    const v = params.get(key)?.trim();
    if (v) out[key] = v;
  }
  return out;
}

/** The listing lists' names for the same filters (`bedrooms` there is "at least"; a saved search asks exactly). */
const LIST_KEYS: Record<string, keyof SavedSearchParams> = {
  q: "query",
  listing_type: "listingType",
  category: "category",
  state: "state",
  city: "city",
  min_price: "minPrice",
  max_price: "maxPrice",
  property_type: "propertyType",
  bedrooms: "bedroomCount",
};

/** A listing list's URL and the page's fixed filters (/properties/rent, /category/duplex). */
export function savedParamsOfList(
  params: URLSearchParams,
  preset: Record<string, string> = {},
): SavedSearchParams {
  const out: Record<string, string> = {};
  const all = new URLSearchParams(params);
  for (const [k, v] of Object.entries(preset)) all.set(k, v);
  for (const [k, v] of all) {
    const key = LIST_KEYS[k];
    if (key && v.trim()) out[key] = v.trim();
  }
  return out;
}

/** "flat · Lekki, Lagos · rent · 3 bedrooms · ₦1,000,000 – ₦5,000,000 · Apartment" */
export function describeSavedParams(p: SavedSearchParams): string {
  const price =
    p.minPrice && p.maxPrice
      ? `₦${p.minPrice} – ₦${p.maxPrice}`
      : p.minPrice
        ? `from ₦${p.minPrice}`
        : p.maxPrice
          ? `up to ₦${p.maxPrice}`
          : "";
  return [
    p.query ? `“${p.query}”` : "",
    [p.city, p.state].filter(Boolean).join(", "),
    p.listingType ? `for ${p.listingType}` : "",
    p.bedroomCount ? `${p.bedroomCount} bedrooms` : "",
    p.propertyType ?? "",
    p.category ? (CATEGORY_LABELS[p.category as PropertyCategory] ?? p.category) : "",
    price,
  ]
    .filter(Boolean)
    .join(" · ");
}

/** A name to start from: the words, else the place, else "My search". */
export function suggestedName(p: SavedSearchParams): string {
  const place = p.city ?? p.state;
  const name = [p.query, place && !p.query?.toLowerCase().includes(place.toLowerCase()) ? `in ${place}` : ""]
    .filter(Boolean)
    .join(" ");
  return (name || (p.category ? CATEGORY_LABELS[p.category as PropertyCategory] : "") || "My search").slice(
    0,
    80,
  );
}
