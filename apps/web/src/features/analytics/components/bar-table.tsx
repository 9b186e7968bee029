/**
 * A bar chart that is a table (ADR 0710): each row has its figures as text and a bar drawn from its value,
 * so screen readers, keyboards and copy-paste get the numbers and sighted readers get the shape. No chart
 * library: these are horizontal bars and a column of months.
 */
import type { ReactNode } from "react";

export interface BarRow {
  key: string;
  label: ReactNode;
  value: number | null;
  cells: ReactNode[];
}

export function BarTable({
  caption,
  columns,
  rows,
  unit,
  empty = "No listings in this scope yet.",
}: {
  caption: string;
  columns: string[];
  rows: BarRow[];
  /** What the bar measures, for its accessible description ("median rent", "listings"). */
  unit: string;
  /** What an empty table says. */
  empty?: string;
}) {
  const max = Math.max(1, ...rows.map((r) => r.value ?? 0));
  return (
    // min-w-0: as a grid item the figure would otherwise grow to its table's 28rem and push the page to 480 px on a
    // 360 px phone (issue 38); the table scrolls inside it instead.
    <figure className="card flex min-w-0 flex-col gap-3 p-4">
      <figcaption className="text-base font-semibold">{caption}</figcaption>
      {rows.length === 0 ? (
        <p className="text-sm text-muted">{empty}</p>
      ) : (
        // relative: the header's sr-only text (absolutely placed) is clipped with the table, not left sticking out.
        <div className="relative overflow-x-auto">
          <table className="w-full min-w-[28rem] text-left text-sm">
            <thead className="text-muted">
              <tr>
                {columns.map((c) => (
                  <th key={c} scope="col" className="py-1 pr-3 font-medium">
                    {c}
                  </th>
                ))}
                <th scope="col" className="w-2/5 py-1">
                  <span className="sr-only">Bar: {unit}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.key} className="border-t border-line">
                  <th scope="row" className="py-1.5 pr-3 font-medium">
                    {r.label}
                  </th>
                  {r.cells.map((c, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed per table
                    <td key={i} className="py-1.5 pr-3 tabular-nums">
                      {c}
                    </td>
                  ))}
                  <td className="py-1.5" aria-hidden="true">
                    <div
                      className="h-3 rounded-full bg-brand-600"
                      style={{ width: `${Math.max(2, ((r.value ?? 0) / max) * 100)}%` }}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </figure>
  );
}
