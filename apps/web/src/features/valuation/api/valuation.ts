/** The valuation calls (issue 8) and their React Query options. */
import type {
  Accuracy,
  Comparable,
  PurposeOptions,
  Valuation,
  ValuationOptionsReply,
  ValuationReply,
} from "@ile/contract";
import { queryOptions } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export type { Accuracy, Comparable, PurposeOptions, Valuation };

export const optionsQuery = queryOptions({
  queryKey: ["valuation", "options"],
  queryFn: ({ signal }) =>
    api
      .get<ValuationOptionsReply>("/valuation/options", {
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
      api.get<ValuationReply>("/valuation", { query: params, auth: false, signal }).then((r) => r.data),
    staleTime: 10 * 60_000,
    retry: false,
  });
