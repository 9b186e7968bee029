/** The valuation calls (issue 8) and their React Query options. */
import { queryOptions } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export interface Accuracy {
  medianApe: number;
  within20: number;
  coverage: number;
  baselineMedianApe: number;
  rows: number;
  folds: number;
  /** Rent: the figures with the neighbourhood typed as the listing wrote it (through the API's matcher). */
  typed?: { medianApe: number; within20: number; coverage: number };
}

export interface PurposeOptions {
  purpose: "sale" | "rent";
  period: "year" | null;
  property_types: string[];
  /** neighbourhoods: known neighbourhoods per town, best-known first (suggestions). */
  states: Array<{ state: string; towns: string[]; neighbourhoods?: Record<string, string[]> }>;
  accuracy: Accuracy | null;
  trained_rows: number;
}

export interface Comparable {
  id: string;
  source: "ile" | "sale_file" | "rent_file";
  title: string;
  /** How many listings a rent comparable's median stands for; null for one listing. */
  listings: number | null;
  town: string;
  area: string | null;
  type: string;
  bedrooms: number | null;
  price: number;
  link: string | null;
}

export interface Valuation {
  /** Whole naira, rounded to rounded_to_significant_figures; the same in integer kobo beside them. */
  estimate: number;
  low: number;
  high: number;
  estimate_kobo: number;
  low_kobo: number;
  high_kobo: number;
  rounded_to_significant_figures: number;
  area_match: { typed: string; used: string; how: "exact" | "spelling" | "partial" } | null;
  currency: "NGN";
  period: "year" | null;
  basis: "area" | "town" | "lga" | "state";
  basis_place: string;
  basis_listings: number;
  comparables: Comparable[];
  model: { version: string; trained_rows: number };
  accuracy: Accuracy | null;
}

export const optionsQuery = queryOptions({
  queryKey: ["valuation", "options"],
  queryFn: ({ signal }) =>
    api
      .get<{ data: { purposes: PurposeOptions[]; all_states: string[] } }>("/valuation/options", {
        auth: false,
        signal,
      })
      .then((r) => r.data),
  staleTime: 60 * 60_000,
});

export const valuationQuery = (params: Record<string, string>) =>
  queryOptions({
    queryKey: ["valuation", params],
    queryFn: ({ signal }) =>
      api.get<{ data: Valuation }>("/valuation", { query: params, auth: false, signal }).then((r) => r.data),
    staleTime: 10 * 60_000,
    retry: false,
  });
