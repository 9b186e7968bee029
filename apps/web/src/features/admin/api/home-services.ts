/** Admin → Providers and sellers (ADR 0302): the two satellites' review lists and decisions. */
import type { AdminReviewQuery } from "@ile/contract";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { providersApi } from "@/lib/clients/providers";
import { storeApi } from "@/lib/clients/store";

export const homeServicesAdminKeys = {
  providers: ["admin", "providers"] as const,
  sellers: ["admin", "sellers"] as const,
};

export const adminProvidersQuery = (q: AdminReviewQuery) =>
  queryOptions({
    queryKey: [...homeServicesAdminKeys.providers, q],
    queryFn: () => providersApi.adminList(q),
    placeholderData: keepPreviousData,
  });

export const adminSellersQuery = (q: AdminReviewQuery) =>
  queryOptions({
    queryKey: [...homeServicesAdminKeys.sellers, q],
    queryFn: () => storeApi.adminSellers(q),
    placeholderData: keepPreviousData,
  });

export const decideProvider = (id: number, decision: "approve" | "verify") =>
  providersApi.adminDecide(id, decision);
export const decideSeller = (userId: number, decision: "approve" | "verify") =>
  storeApi.adminDecide(userId, decision);
