/** The building-materials store calls (ADR 0301) with their React Query options. */
import type { ProductQuery } from "@ile/contract";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { storeApi } from "@/lib/clients/store";

export const productListQuery = (params: ProductQuery) =>
  queryOptions({
    queryKey: ["store", "list", params],
    queryFn: () => storeApi.list(params),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export const productQuery = (id: string) =>
  queryOptions({ queryKey: ["store", "one", id], queryFn: () => storeApi.get(id), retry: false });

export const myOrdersQuery = () =>
  queryOptions({ queryKey: ["store", "orders"], queryFn: () => storeApi.orders() });

/** A seller's own products (all of them, newest first). */
export const myProductsQuery = (sellerId: number) =>
  queryOptions({
    queryKey: ["store", "mine", sellerId],
    queryFn: () => storeApi.list({ seller_id: sellerId, per_page: 100 }),
  });
