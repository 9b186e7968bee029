/** The listings calls (issue 4, H-LIST's API; types from @ile/contract) with their React Query options. */
import type { CategoryCount, EnquiryInput, ListingReply, Property } from "@ile/contract";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export const listingsQuery = (params: Record<string, string>) =>
  queryOptions({
    queryKey: ["properties", "list", params],
    queryFn: ({ signal }) => api.get<ListingReply>("/properties", { query: params, signal }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export const propertyQuery = (slug: string) =>
  queryOptions({
    queryKey: ["properties", "one", slug],
    queryFn: ({ signal }) =>
      api.get<{ data: Property }>(`/properties/${encodeURIComponent(slug)}`, { signal }).then((r) => r.data),
    retry: false,
  });

export const categoriesQuery = queryOptions({
  queryKey: ["properties", "categories"],
  queryFn: ({ signal }) => api.get<{ data: CategoryCount[] }>("/categories", { signal }).then((r) => r.data),
  staleTime: 5 * 60_000,
});

export const sendEnquiry = (slug: string, input: EnquiryInput) =>
  api.post<{ status: string; message?: string }>(`/properties/${encodeURIComponent(slug)}/enquiries`, input);

export const setFavourite = (slug: string, on: boolean) =>
  on
    ? api.put<{ data: { is_favourite: boolean } }>(`/properties/${encodeURIComponent(slug)}/favourite`)
    : api.delete<{ data: { is_favourite: boolean } }>(`/properties/${encodeURIComponent(slug)}/favourite`);
