/**
 * A small line chart in SVG (ADR 0270): no chart library for a few dozen points. Readable without colour: each
 * series has its own dash pattern and point marker, named in a legend that shows both; the figures are also in a
 * table (`ChartTable`), so the SVG is one labelled image and screen readers read the table.
 */
import { useId } from "react";

export interface ChartSeries {
  name: string;
  /** One value per label (same order as `labels`); null: no figure for that label. */
  values: Array<number | null>;
  /** How the table writes this series' figures (else the table's `format`). */
  format?: (value: number) => string;
}

const STYLES = [
  { stroke: "var(--color-brand-700)", dash: undefined, marker: "circle" },
  { stroke: "var(--color-accent-600)", dash: "6 4", marker: "square" },
  { stroke: "var(--color-status-rented)", dash: "2 3", marker: "triangle" },
] as const;

const W = 600;
const H = 220;
const PAD = { left: 12, right: 12, top: 16, bottom: 28 };

function Marker({ kind, x, y, colour }: { kind: string; x: number; y: number; colour: string }) {
  if (kind === "square") return <rect x={x - 4} y={y - 4} width={8} height={8} fill={colour} />;
  if (kind === "triangle")
    return <polygon points={`${x},${y - 5} ${x + 5},${y + 4} ${x - 5},${y + 4}`} fill={colour} />;
  return <circle cx={x} cy={y} r={4} fill={colour} />;
}

/** The chart: `labels` along the bottom (first, last), values scaled between the lowest and highest figure. */
export function LineChart({
  title,
  labels,
  series,
  format,
}: {
  title: string;
  labels: string[];
  series: ChartSeries[];
  format: (value: number) => string;
}) {
  const id = useId();
  const figures = series.flatMap((s) => s.values.filter((v): v is number => v !== null));
  if (labels.length === 0 || figures.length === 0) return null;
  const min = Math.min(...figures);
  const max = Math.max(...figures);
  const span = max - min || Math.max(1, max * 0.1);
  const x = (i: number) =>
    labels.length === 1 ? W / 2 : PAD.left + (i * (W - PAD.left - PAD.right)) / (labels.length - 1);
  const y = (v: number) => PAD.top + ((max - v) * (H - PAD.top - PAD.bottom)) / span;
  return (
    <figure className="flex flex-col gap-2">
      <svg
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-labelledby={`${id}-t`}
        className="h-auto w-full rounded border border-line bg-surface"
      >
        <title
          id={`${id}-t`}
        >{`${title}: from ${format(figures[0] ?? min)}, lowest ${format(min)}, highest ${format(max)}`}</title>
        <line
          x1={PAD.left}
          x2={W - PAD.right}
          y1={H - PAD.bottom}
          y2={H - PAD.bottom}
          stroke="var(--color-line)"
        />
        <text x={PAD.left} y={H - 8} fontSize="12" fill="var(--color-muted)">
          {labels[0]}
        </text>
        {labels.length > 1 ? (
          <text x={W - PAD.right} y={H - 8} fontSize="12" textAnchor="end" fill="var(--color-muted)">
            {labels[labels.length - 1]}
          </text>
        ) : null}
        {series.map((s, si) => {
          const style = STYLES[si % STYLES.length]!;
          const pts = s.values.flatMap((v, i) => (v === null ? [] : [[x(i), y(v)] as const]));
          return (
            <g key={s.name} data-series={s.name}>
              <polyline
                points={pts.map(([px, py]) => `${px},${py}`).join(" ")}
                fill="none"
                stroke={style.stroke}
                strokeWidth={2.5}
                strokeDasharray={style.dash}
              />
              {pts.map(([px, py]) => (
                <Marker key={`${px}-${py}`} kind={style.marker} x={px} y={py} colour={style.stroke} />
              ))}
            </g>
          );
        })}
      </svg>
      {series.length > 1 ? (
        <figcaption className="flex flex-wrap gap-4 text-sm text-muted" aria-hidden="true">
          {series.map((s, si) => {
            const style = STYLES[si % STYLES.length]!;
            return (
              <span key={s.name} className="flex items-center gap-1">
                <svg width="28" height="12" viewBox="0 0 28 12" aria-hidden="true">
                  <line
                    x1="0"
                    x2="28"
                    y1="6"
                    y2="6"
                    stroke={style.stroke}
                    strokeWidth={2.5}
                    strokeDasharray={style.dash}
                  />
                  <Marker kind={style.marker} x={14} y={6} colour={style.stroke} />
                </svg>
                {s.name}
              </span>
            );
          })}
        </figcaption>
      ) : null}
    </figure>
  );
}

/** The chart's figures as a table: a row per label, a column per series ("—" where there is no figure). */
export function ChartTable({
  caption,
  labelHeading,
  labels,
  series,
  format,
}: {
  caption: string;
  labelHeading: string;
  labels: string[];
  series: ChartSeries[];
  format: (value: number) => string;
}) {
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-line">
          <th scope="col" className="py-1 pr-4">
            {labelHeading}
          </th>
          {series.map((s) => (
            <th key={s.name} scope="col" className="py-1 pr-4 text-right">
              {s.name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {labels.map((label, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: labels may repeat (two changes a day); the order is fixed
          <tr key={`${label}-${i}`} className="border-b border-line last:border-0">
            <th scope="row" className="py-1 pr-4 font-normal">
              {label}
            </th>
            {series.map((s) => {
              const v = s.values[i];
              return (
                <td key={s.name} className="py-1 pr-4 text-right tabular-nums">
                  {v === null || v === undefined ? "—" : (s.format ?? format)(v)}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
