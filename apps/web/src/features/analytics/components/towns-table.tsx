/**
 * The default view's table by town (issue 37, ADR 0270): with no state chosen, the median asking yearly rent and
 * sale price of every Lagos town with listings, most rent listings first, so the first screen already compares
 * towns. A BarTable: the figures are text, the bar shows the median rent.
 */
import type { MarketFigure } from "@ile/contract";
import { useQuery } from "@tanstack/react-query";
import { formatKobo } from "@/lib/format";
import { marketQuery } from "../api/market";
import { BarTable } from "./bar-table";

export const DEFAULT_STATE = "Lagos";

export function TownsTable({ state = DEFAULT_STATE }: { state?: string }) {
  const rent = useQuery(marketQuery({ kind: "rent", state }));
  const sale = useQuery(marketQuery({ kind: "sale", state }));
  if (rent.isPending || sale.isPending) return <p role="status">Loading the towns of {state}...</p>;
  if (rent.isError || sale.isError) return null;
  const sales = new Map<string, MarketFigure>(sale.data.by_place.map((f) => [f.name, f]));
  const towns = [...new Set([...rent.data.by_place.map((f) => f.name), ...sales.keys()])];
  const rents = new Map(rent.data.by_place.map((f) => [f.name, f]));
  return (
    <BarTable
      caption={`Median prices by town in ${state}`}
      columns={["Town", "Median yearly rent", "Rent listings", "Median sale price", "Sale listings"]}
      rows={towns.map((name) => {
        const r = rents.get(name);
        const s = sales.get(name);
        return {
          key: name,
          label: name,
          value: r?.median_kobo ?? null,
          cells: [
            formatKobo(r?.median_kobo ?? null),
            String(r?.listings ?? 0),
            formatKobo(s?.median_kobo ?? null),
            String(s?.listings ?? 0),
          ],
        };
      })}
      unit="median yearly rent"
    />
  );
}
