/** Market analytics (ADR 0710): the figures of a scope, and the same as a CSV download. */
import type { AnalyticsQuery, MarketMonthlyReply, MarketReply } from "@ile/contract";
import { queryOptions } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { downloadFile } from "@/lib/download";

export type MarketFilters = Partial<Record<keyof AnalyticsQuery, string>>;

/** The filters as they go on the wire and in the URL (empty ones left out). */
export const marketParams = (f: MarketFilters) =>
  Object.fromEntries(Object.entries(f).filter(([, v]) => v)) as Record<string, string>;

export const marketQuery = (f: MarketFilters) =>
  queryOptions({
    queryKey: ["analytics", "market", marketParams(f)],
    queryFn: ({ signal }) =>
      api.get<MarketReply>("/analytics/market", { query: marketParams(f), signal }).then((r) => r.data),
    retry: false,
  });

/** Downloads the CSV of the same figures (fetched with the session, saved under the server's file name). */
export function downloadMarketCsv(f: MarketFilters) {
  const query = new URLSearchParams(marketParams(f)).toString();
  return downloadFile(
    `/analytics/market.csv${query ? `?${query}` : ""}`,
    `${["ile-market", f.kind || "rent", f.state, f.city]
      .filter(Boolean)
      .join("-")
      .toLowerCase()
      .replace(/[^a-z0-9-]+/g, "-")}.csv`,
  );
}

/** The median asking yearly rent and sale price per month of a scope (issue 37, ADR 0270); `kind` is not sent. */
export const monthlyQuery = (f: MarketFilters) => {
  const { kind: _kind, ...scope } = marketParams(f);
  return queryOptions({
    queryKey: ["analytics", "monthly", scope],
    queryFn: ({ signal }) =>
      api.get<MarketMonthlyReply>("/analytics/market/monthly", { query: scope, signal }).then((r) => r.data),
    retry: false,
  });
};
