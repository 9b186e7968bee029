/**
 * A listing's price over time (issue 37, ADR 0270): a small SVG chart and the table of every change (date, price,
 * change), shown once the price has changed at least once. The table carries the figures for screen readers.
 */
import type { PriceHistoryPoint } from "@ile/contract";
import { LineChart } from "@/components/line-chart";
import { formatDate, formatKobo } from "@/lib/format";

export function PriceHistory({ history }: { history: PriceHistoryPoint[] | undefined }) {
  if (!history || history.length < 2) return null;
  const labels = history.map((h) => formatDate(h.date));
  const series = [{ name: "Price", values: history.map((h) => h.price_kobo) }];
  return (
    <section className="card flex flex-col gap-3 p-5" aria-labelledby="price-history-title">
      <h2 id="price-history-title" className="text-lg font-semibold">
        Price history
      </h2>
      <LineChart title="Price history" labels={labels} series={series} format={formatKobo} />
      <table className="w-full text-left text-sm" data-testid="price-history">
        <caption className="sr-only">Price history, oldest first</caption>
        <thead>
          <tr className="border-b border-line">
            <th scope="col" className="py-1 pr-4">
              Date
            </th>
            <th scope="col" className="py-1 pr-4 text-right">
              Price
            </th>
            <th scope="col" className="py-1 text-right">
              Change
            </th>
          </tr>
        </thead>
        <tbody>
          {history.map((h, i) => {
            const before = history[i - 1];
            const change = before ? h.price_kobo - before.price_kobo : 0;
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: two changes may share a date; the order is fixed
              <tr key={`${h.date}-${i}`} className="border-b border-line last:border-0">
                <th scope="row" className="py-1 pr-4 font-normal">
                  {formatDate(h.date)}
                </th>
                <td className="py-1 pr-4 text-right tabular-nums">{formatKobo(h.price_kobo)}</td>
                <td className="py-1 text-right">
                  {!before
                    ? "Listed"
                    : change < 0
                      ? `Reduced by ${formatKobo(-change)}`
                      : change > 0
                        ? `Raised by ${formatKobo(change)}`
                        : "No change"}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
