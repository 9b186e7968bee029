/** What the home page shows of the marketplace: featured and latest listings, categories and towns with counts. */
import type { CategoryCount, CityCount, ListingReply } from "@ile/contract";
import { queryOptions } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export const featuredQuery = queryOptions({
  queryKey: ["home", "featured"],
  queryFn: ({ signal }) =>
    api.get<ListingReply>("/properties/featured", { query: { limit: 6 }, signal }).then((r) => r.data),
  staleTime: 5 * 60_000,
});

export const latestQuery = queryOptions({
  queryKey: ["home", "latest"],
  queryFn: ({ signal }) =>
    api.get<ListingReply>("/properties/latest", { query: { limit: 6 }, signal }).then((r) => r.data),
  staleTime: 60_000,
});

export const citiesQuery = queryOptions({
  queryKey: ["home", "cities"],
  queryFn: ({ signal }) =>
    api
      .get<{ data: CityCount[] }>("/properties/stats/cities", { query: { limit: 12 }, signal })
      .then((r) => r.data),
  staleTime: 5 * 60_000,
});

export const categoriesQuery = queryOptions({
  queryKey: ["home", "categories"],
  queryFn: ({ signal }) => api.get<{ data: CategoryCount[] }>("/categories", { signal }).then((r) => r.data),
  staleTime: 5 * 60_000,
});
