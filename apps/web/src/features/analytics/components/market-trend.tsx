/**
 * The market's trend (issue 37, ADR 0270): the median asking yearly rent and sale price of the listings added
 * each month in the chosen scope, as two SVG line charts (rent and sale differ a hundredfold, so each has its
 * own scale) and one table with every figure, for screen readers and anyone who wants the numbers.
 */
import { useQuery } from "@tanstack/react-query";
import { ChartTable, LineChart } from "@/components/line-chart";
import { QueryState } from "@/components/query-state";
import { formatKobo, formatMonth } from "@/lib/format";
import { type MarketFilters, monthlyQuery } from "../api/market";

export function MarketTrend({ filters }: { filters: MarketFilters }) {
  const trend = useQuery(monthlyQuery(filters));
  return (
    <section className="card flex flex-col gap-4 p-4" aria-labelledby="trend-title">
      <h2 id="trend-title" className="text-base font-semibold">
        Median asking rent and price per month
      </h2>
      <QueryState
        query={trend}
        loading="Loading the trend..."
        skeleton="lines"
        isEmpty={(data) => data.months.length === 0}
        empty={<p className="text-sm text-muted">No listings in this scope yet.</p>}
      >
        {(data) => (
          <>
            <div className="grid gap-4 lg:grid-cols-2">
              {(["rent", "sale"] as const).map((kind) => {
                const values = data.months.map((m) =>
                  kind === "rent" ? m.rent_median_kobo : m.sale_median_kobo,
                );
                const name = kind === "rent" ? "Median yearly rent" : "Median sale price";
                return values.some((v) => v !== null) ? (
                  <div key={kind} className="flex flex-col gap-1">
                    <h3 className="text-sm font-semibold">{name}</h3>
                    <LineChart
                      title={name}
                      labels={data.months.map((m) => formatMonth(m.month))}
                      series={[{ name, values }]}
                      format={formatKobo}
                    />
                  </div>
                ) : null;
              })}
            </div>
            <div className="overflow-x-auto">
              <ChartTable
                caption="Median asking rent and price per month"
                labelHeading="Month"
                labels={data.months.map((m) => formatMonth(m.month))}
                series={[
                  { name: "Median yearly rent", values: data.months.map((m) => m.rent_median_kobo) },
                  {
                    name: "Rent listings",
                    values: data.months.map((m) => m.rent_listings),
                    format: String,
                  },
                  { name: "Median sale price", values: data.months.map((m) => m.sale_median_kobo) },
                  {
                    name: "Sale listings",
                    values: data.months.map((m) => m.sale_listings),
                    format: String,
                  },
                ]}
                format={formatKobo}
              />
            </div>
          </>
        )}
      </QueryState>
    </section>
  );
}
