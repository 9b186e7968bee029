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
}

export interface PurposeOptions {
  purpose: "sale" | "rent";
  period: "year" | null;
  property_types: string[];
  states: Array<{ state: string; towns: string[] }>;
  accuracy: Accuracy | null;
  trained_rows: number;
}

export interface Comparable {
  id: string;
  source: "ile" | "sale_file" | "rent_file";
  title: string;
  town: string;
  area: string | null;
  type: string;
  bedrooms: number | null;
  price: number;
  link: string | null;
}

export interface Valuation {
  estimate: number;
  low: number;
  high: number;
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
