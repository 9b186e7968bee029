/**
 * /analytics/app/dashboard (issue 23, ADR 0710): market figures from Ile's own listings for a scope (rent or
 * sale; state, town, type, bedrooms in the URL, so a view can be shared): the scope's median and quartiles,
 * by place, type and bedrooms, per bedroom by place, listings per month, the most searched towns, affordability,
 * and a CSV of the same figures; the median asking rent and price per month as line charts, and with no state
 * chosen a table of median prices by town in Lagos (issue 37, ADR 0270). For admins and plans with analytics; signed-out visitors are sent to the
 * analytics login, others are offered the plans.
 */
import type { MarketFigure } from "@ile/contract";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link, Navigate, useLocation } from "react-router";
import { QueryState } from "@/components/query-state";
import { FormMessage } from "@/components/ui/field";
import { EmptyState, PageHeader } from "@/components/ui/page";
import { paths } from "@/config/paths";
import { useFilterForm } from "@/lib/filter-form";
import { formatCount, formatDateTime, formatKobo } from "@/lib/format";
import { useSessionUser } from "@/lib/session";
import { downloadMarketCsv, type MarketFilters, marketQuery } from "../api/market";
import { Affordability } from "../components/affordability";
import { type BarRow, BarTable } from "../components/bar-table";
import { MARKET_KEYS, MarketFiltersForm } from "../components/filters";
import { MarketTrend } from "../components/market-trend";
import { TownsTable } from "../components/towns-table";

const figureRows = (figures: MarketFigure[], value: (f: MarketFigure) => number | null): BarRow[] =>
  figures.map((f) => ({
    key: f.name,
    label: f.name,
    value: value(f),
    cells: [
      formatKobo(f.median_kobo),
      f.lower_quartile_kobo === null
        ? "N/A"
        : `${formatKobo(f.lower_quartile_kobo)} – ${formatKobo(f.upper_quartile_kobo)}`,
      f.listings.toString(),
    ],
  }));

export function Component() {
  const user = useSessionUser();
  const location = useLocation();
  const form = useFilterForm(MARKET_KEYS);
  const filters: MarketFilters = form.filters;
  const market = useQuery({ ...marketQuery(filters), enabled: Boolean(user) });
  const [exportError, setExportError] = useState<string | null>(null);

  if (!user)
    return (
      <Navigate
        to={`${paths.analyticsLogin}?next=${encodeURIComponent(location.pathname + location.search)}`}
        replace
      />
    );

  const kind = filters.kind === "sale" ? "sale" : "rent";
  const money = kind === "rent" ? "yearly rent" : "sale price";
  const head = ["Place", `Median ${money}`, "Middle half", "Listings"];

  return (
    <>
      <title>Market analytics — Ile</title>
      <PageHeader
        title="Market analytics"
        lead="Asking rents and prices across Nigerian towns, from the listings on Ile. Rents are yearly (monthly rents × 12)."
      />
      <div className="flex flex-col gap-5 pb-10">
        <MarketFiltersForm
          form={form}
          towns={market.data?.place_level === "town" ? market.data.by_place.map((p) => p.name) : []}
          types={market.data?.by_type.map((t) => t.name) ?? []}
        />
        <QueryState
          query={market}
          loading="Loading the market figures..."
          error={(error) =>
            error.status === 403 ? (
              <EmptyState title="Market analytics are part of a plan">
                <p>{error.serverMessage ?? error.message}</p>
                <Link to={paths.subscription} className="btn-primary mt-3">
                  See the plans
                </Link>
              </EmptyState>
            ) : (
              <FormMessage kind="error">{error.message}</FormMessage>
            )
          }
        >
          {(data) => (
            <>
              <section aria-label="The whole scope" className="grid gap-3 sm:grid-cols-4">
                <Stat label={`Median ${money}`} value={formatKobo(data.scope.median_kobo)} />
                <Stat
                  label="Middle half of listings"
                  value={
                    data.scope.lower_quartile_kobo === null
                      ? "N/A"
                      : `${formatKobo(data.scope.lower_quartile_kobo)} – ${formatKobo(data.scope.upper_quartile_kobo)}`
                  }
                />
                <Stat label="Per bedroom (median)" value={formatKobo(data.scope.median_per_bedroom_kobo)} />
                <Stat label="Listings" value={formatCount(data.scope.listings, "listing")} />
              </section>
              {data.scope.generated > 0 ? (
                <p className="text-sm text-muted">
                  {formatCount(data.scope.generated, "listing")} in this scope{" "}
                  {data.scope.generated === 1 ? "is a generated demo listing" : "are generated demo listings"}{" "}
                  (rents derived from real Lagos data; see the listing pages).
                </p>
              ) : null}
              <div className="flex flex-wrap items-center gap-3">
                <button
                  type="button"
                  className="btn-outline"
                  onClick={() => {
                    setExportError(null);
                    downloadMarketCsv(filters).catch((e: Error) => setExportError(e.message));
                  }}
                >
                  Download CSV
                </button>
                <span className="text-sm text-muted">
                  Figures as of {formatDateTime(data.refreshed_at)}; the link in the address bar shares this
                  view.
                </span>
              </div>
              {exportError ? <FormMessage kind="error">{exportError}</FormMessage> : null}
              <MarketTrend filters={filters} />
              {filters.state ? null : <TownsTable />}
              <BarTable
                caption={`Median ${money} by ${data.place_level === "town" ? "town" : "state"}`}
                columns={[data.place_level === "town" ? "Town" : "State", ...head.slice(1)]}
                rows={figureRows(data.by_place, (f) => f.median_kobo)}
                unit={`median ${money}`}
              />
              <BarTable
                caption={`Median ${money} per bedroom by ${data.place_level === "town" ? "town" : "state"}`}
                columns={[
                  data.place_level === "town" ? "Town" : "State",
                  "Per bedroom (median)",
                  `Median ${money}`,
                  "Listings",
                ]}
                rows={data.by_place
                  .filter((f) => f.median_per_bedroom_kobo !== null)
                  .map((f) => ({
                    key: f.name,
                    label: f.name,
                    value: f.median_per_bedroom_kobo,
                    cells: [
                      formatKobo(f.median_per_bedroom_kobo),
                      formatKobo(f.median_kobo),
                      f.listings.toString(),
                    ],
                  }))}
                unit={`median ${money} per bedroom`}
              />
              <div className="grid gap-5 lg:grid-cols-2">
                <BarTable
                  caption="Supply by type"
                  columns={["Type", ...head.slice(1)]}
                  rows={figureRows(data.by_type, (f) => f.listings)}
                  unit="listings"
                />
                <BarTable
                  caption={`Median ${money} by bedrooms`}
                  columns={["Bedrooms", ...head.slice(1)]}
                  rows={figureRows(data.by_bedrooms, (f) => f.median_kobo)}
                  unit={`median ${money}`}
                />
              </div>
              <BarTable
                caption="Listings added per month"
                columns={["Month", "Listings"]}
                rows={data.volume.map((m) => ({
                  key: m.month,
                  label: m.month,
                  value: m.listings,
                  cells: [m.listings.toString()],
                }))}
                unit="listings"
              />
              <BarTable
                caption={`Most searched towns${filters.state ? ` in ${filters.state}` : ""} (last 90 days)`}
                columns={["Town", "State", "Searches"]}
                rows={data.searched_towns.map((s) => ({
                  key: `${s.state}|${s.name}`,
                  label: s.name,
                  value: s.searches,
                  cells: [s.state || "Unknown", s.searches.toString()],
                }))}
                unit="searches"
                empty="No searches have named a town here yet."
              />
              {kind === "rent" ? <Affordability places={data.by_place} /> : null}
            </>
          )}
        </QueryState>
      </div>
    </>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="card p-4">
      <p className="text-sm text-muted">{label}</p>
      <p className="mt-1 text-lg font-semibold tabular-nums">{value}</p>
    </div>
  );
}
