/** The service-providers calls (ADR 0300) with their React Query options. */
import type { ProviderQuery } from "@ile/contract";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { providersApi } from "@/lib/clients/providers";

export const providerListQuery = (params: ProviderQuery) =>
  queryOptions({
    queryKey: ["providers", "list", params],
    queryFn: () => providersApi.search(params),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export const providerQuery = (id: string) =>
  queryOptions({ queryKey: ["providers", "one", id], queryFn: () => providersApi.get(id), retry: false });

export const providerReviewsQuery = (id: string, page = 1) =>
  queryOptions({
    queryKey: ["providers", "reviews", id, page],
    queryFn: () => providersApi.reviews(id, page),
  });

/** A state's LGAs and well-known towns: geo data, the same for a day (outside ["providers"], which saves refresh). */
export const serviceAreasQuery = (state: string) =>
  queryOptions({
    queryKey: ["provider-areas", state],
    queryFn: () => providersApi.areas(state),
    staleTime: 24 * 60 * 60 * 1000,
  });

export const myJobsQuery = () =>
  queryOptions({ queryKey: ["providers", "jobs"], queryFn: () => providersApi.jobs() });
export const myProviderQuery = () =>
  queryOptions({ queryKey: ["providers", "me"], queryFn: () => providersApi.mine() });
